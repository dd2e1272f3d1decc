// Settings › General › Venue Settings (spec §2, §3 groups, §4 dirty state, §5 rules, §7 calls, §8
// texts). One form holds the four groups, validated with the shared zod schemas; the venue tab
// chosen on the settings page shows its group, and Save sends that group's update call. The form is
// dirty while any group differs from what the server last answered (load or save); leaving then asks.
import { Alert, Badge, Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { z } from 'zod';
import {
  VENUE_SETTINGS_GROUP_SCHEMAS,
  VENUE_SETTINGS_GROUPS,
  VENUE_SETTINGS_DEFAULTS,
  type VenueSettings,
  type VenueSettingsGroup,
  type VenueSettingsGroups,
} from '../../../src-shared/schemas/venue-settings.js';
import { venueSettingsErrorText } from '../../../src-shared/venue/venue-settings-errors.js';
import type { CallName } from '../../../src-shared/calls/call-table.js';
import { callApi } from '../../calls/call-api.js';
import { settingsTabsAtom } from '../../settings/settings-tabs-atom.js';
import { useUnsavedChanges } from '../../shell/unsaved-changes.js';
import { useAtomValue } from '../../state/jotai.js';
import {
  ChargesFields,
  GuestCommunicationFields,
  InternalTermsEmailFields,
  ReservationConfigFields,
  type SettingsForm,
} from './venue-settings-fields.js';

const formSchema = z.object(VENUE_SETTINGS_GROUP_SCHEMAS);
const resolve = zod4Resolver(formSchema);

/** The venue tabs of spec §2 and the group each edits. */
export const GROUP_OF_TAB: Record<string, VenueSettingsGroup> = {
  'Internal Terms Email': 'internal_terms_email',
  'Guest Communication': 'guest_communication',
  'Reservation Config': 'reservation_config',
  Charges: 'charges',
};
const TITLES: Record<VenueSettingsGroup, string> = {
  internal_terms_email: 'Internal summary emails',
  guest_communication: 'Guest communication',
  reservation_config: 'Reservation config',
  charges: 'Charges',
};
const UPDATE_CALL = {
  internal_terms_email: 'venueSettings.updateInternalTermsEmail',
  guest_communication: 'venueSettings.updateGuestCommunication',
  reservation_config: 'venueSettings.updateReservationConfig',
  charges: 'venueSettings.updateCharges',
} as const satisfies Record<VenueSettingsGroup, CallName>;

const groupsOf = (s: VenueSettings): VenueSettingsGroups => ({
  internal_terms_email: s.internal_terms_email,
  guest_communication: s.guest_communication,
  reservation_config: s.reservation_config,
  charges: s.charges,
});

/** The groups whose values differ from the server's. */
export function dirtyGroups(
  values: VenueSettingsGroups,
  saved: VenueSettingsGroups | null,
): VenueSettingsGroup[] {
  if (!saved) return [];
  return VENUE_SETTINGS_GROUPS.filter((g) => JSON.stringify(values[g]) !== JSON.stringify(saved[g]));
}

function GroupFields({ group, form }: { group: VenueSettingsGroup; form: SettingsForm }) {
  switch (group) {
    case 'internal_terms_email':
      return <InternalTermsEmailFields form={form} />;
    case 'guest_communication':
      return <GuestCommunicationFields form={form} />;
    case 'reservation_config':
      return <ReservationConfigFields form={form} />;
    case 'charges':
      return <ChargesFields form={form} />;
  }
}

export function VenueSettingsScreen() {
  const { venueTab } = useAtomValue(settingsTabsAtom);
  const group = GROUP_OF_TAB[venueTab] ?? 'internal_terms_email';
  const [saved, setSaved] = useState<VenueSettingsGroups | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmReset, setConfirmReset] = useState(false);
  const form: SettingsForm = useForm<
    VenueSettingsGroups,
    (values: VenueSettingsGroups) => VenueSettingsGroups
  >({
    initialValues: VENUE_SETTINGS_DEFAULTS,
    validate: (values) => resolve(values as unknown as Record<string, unknown>),
    validateInputOnBlur: true,
  });
  const { setValues, resetDirty } = form;

  const answered = useCallback(
    (settings: VenueSettings) => {
      const groups = groupsOf(settings);
      setSaved(groups);
      setValues(groups);
      resetDirty(groups);
    },
    [setValues, resetDirty],
  );

  const load = useCallback(async () => {
    setLoadError(null);
    const result = await callApi('venueSettings.getAll', { query: {} });
    if (result.ok) answered(result.value);
    else setLoadError(venueSettingsErrorText(result.error, 'load venue settings'));
  }, [answered]);

  useEffect(() => {
    void load();
  }, [load]);

  const dirty = dirtyGroups(form.values, saved);
  useUnsavedChanges('Venue settings', dirty.length > 0);
  const otherDirty = useMemo(() => dirty.filter((g) => g !== group), [dirty, group]);

  async function save() {
    setSaveError(null);
    setNotice(null);
    const check = form.validate();
    const prefix = `${group}.`;
    const mine = Object.fromEntries(Object.entries(check.errors).filter(([k]) => k.startsWith(prefix)));
    form.setErrors(mine);
    if (Object.keys(mine).length > 0) {
      setSaveError(`${TITLES[group]} were not saved: correct the fields marked below.`);
      return;
    }
    setBusy(true);
    const result = await callApi(UPDATE_CALL[group], { query: {}, body: form.values[group] });
    setBusy(false);
    if (!result.ok) {
      // The edit stays in the form; the server's field messages go on their fields.
      const fieldErrors = Object.fromEntries(
        Object.entries(result.error.errors ?? {}).map(([k, v]) => [
          `${group}.${k.replace(/^body\./, '')}`,
          v[0],
        ]),
      );
      form.setErrors(fieldErrors);
      setSaveError(venueSettingsErrorText(result.error, `save ${TITLES[group].toLowerCase()}`));
      return;
    }
    // Only this group is now clean; edits in other groups stay as they are.
    const stored = groupsOf(result.value);
    setSaved((prev) => ({ ...(prev ?? stored), [group]: stored[group] }));
    form.setFieldValue(group, stored[group]);
    setNotice(`${TITLES[group]} saved`);
  }

  async function reset() {
    setConfirmReset(false);
    setSaveError(null);
    setNotice(null);
    setBusy(true);
    const result = await callApi('venueSettings.delete', { query: {} });
    setBusy(false);
    if (!result.ok) {
      setSaveError(venueSettingsErrorText(result.error, 'reset venue settings'));
      return;
    }
    answered(result.value);
    setNotice('Venue settings restored to their defaults');
  }

  if (!saved)
    return loadError ? (
      <Alert color="red" title="Venue settings could not be loaded" role="alert">
        <Stack gap="xs">
          <Text size="sm">{loadError}</Text>
          <Button size="xs" variant="light" w="fit-content" onClick={() => void load()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    ) : (
      <Center h={160}>
        <Loader size="sm" aria-label="Loading venue settings" />
      </Center>
    );

  return (
    <form
      aria-label={TITLES[group]}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Stack gap="md" maw={720}>
        <Group justify="space-between">
          <Text fw={600}>{TITLES[group]}</Text>
          {dirty.length > 0 ? (
            <Badge color="orange" variant="light">
              Unsaved changes
            </Badge>
          ) : (
            <Badge color="gray" variant="light">
              Saved
            </Badge>
          )}
        </Group>
        {otherDirty.length > 0 && (
          <Text size="sm" c="dimmed">
            Also unsaved: {otherDirty.map((g) => TITLES[g]).join(', ')}. Each tab saves its own group.
          </Text>
        )}
        <GroupFields group={group} form={form} />
        {saveError && (
          <Alert color="red" role="alert">
            {saveError}
          </Alert>
        )}
        {notice && (
          <Alert color="green" role="status">
            {notice}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={busy} disabled={!dirty.includes(group)}>
            Save {TITLES[group].toLowerCase()}
          </Button>
          <Button
            variant="default"
            disabled={!dirty.includes(group) || busy}
            onClick={() => {
              form.setFieldValue(group, saved[group]);
              form.clearErrors();
              setSaveError(null);
            }}
          >
            Discard changes
          </Button>
          <Button variant="subtle" color="red" disabled={busy} onClick={() => setConfirmReset(true)}>
            Restore defaults
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={confirmReset}
        onClose={() => setConfirmReset(false)}
        title="Restore the default venue settings?"
        centered
      >
        <Text size="sm">
          Every group (all four tabs) returns to its default. Your saved settings are removed.
        </Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirmReset(false)}>
            Cancel
          </Button>
          <Button color="red" onClick={() => void reset()}>
            Restore defaults
          </Button>
        </Group>
      </Modal>
    </form>
  );
}
