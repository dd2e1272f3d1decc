// Settings › General › Venue Settings (spec §2, §3 groups, §4 dirty state, §5 rules, §7 calls, §8
// texts). One form holds the four groups, validated with the shared zod schemas; the venue tab
// (spec §2, default Internal Terms Email; in-page tabs) shows its group, and Save sends that group's update call. The form is
// dirty while any group differs from what the server last answered (load or save); leaving then asks.
import { rememberReservationConfig } from '../../reservations/use-reservation-config.js';
import { Alert, Badge, Button, Center, Group, Loader, Modal, Stack, Tabs, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { VENUE_SETTINGS_ERRORS } from '../../../src-shared/errors.js';
import {
  VENUE_SETTINGS_GROUP_SCHEMAS,
  VENUE_SETTINGS_GROUPS,
  VENUE_SETTINGS_DEFAULTS,
  type VenueSettings,
  type VenueSettingsGroup,
  type VenueSettingsGroups,
} from '../../../src-shared/schemas/venue-settings.js';
import { venueSettingsErrorText, type CallFailure } from '../../../src-shared/venue/venue-settings-errors.js';
import type { CallName } from '../../../src-shared/calls/call-table.js';
import { callApi } from '../../data/call.js';
import { settingsTabsAtom } from '../../settings/settings-tabs-atom.js';
import { selectVenueTab, VENUE_SETTINGS_TABS } from '../../settings/settings-tabs-state.js';
import { useUnsavedChanges } from '../../shell/unsaved-changes.js';
import { labelOfTabKey, tabKey } from '../../shell/tab-key.js';
import { useAtom } from '../../state/jotai.js';
import type { Translate } from '../../i18n/translate.js';
import {
  ChargesFields,
  GuestCommunicationFields,
  InternalTermsEmailFields,
  ReservationConfigFields,
  type SettingsForm,
  venueSettingsMessage,
} from './venue-settings-fields.js';
import { submitHandler } from '../../kit/submit-handler.js';

const formSchema = z.object(VENUE_SETTINGS_GROUP_SCHEMAS);
const resolve = zod4Resolver(formSchema);

/** The venue tabs of spec §2 and the group each edits. */
export const GROUP_OF_TAB: Record<string, VenueSettingsGroup> = {
  'Internal Terms Email': 'internal_terms_email',
  'Guest Communication': 'guest_communication',
  'Reservation Config': 'reservation_config',
  Charges: 'charges',
};
/** What a failed call was doing, in the English the spec's "Failed to …" text takes. */
const ACTIONS: Record<VenueSettingsGroup | 'load' | 'reset', string> = {
  load: 'load venue settings',
  reset: 'reset venue settings',
  internal_terms_email: 'save internal summary emails',
  guest_communication: 'save guest communication',
  reservation_config: 'save reservation config',
  charges: 'save charges',
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

/**
 * A failed call's text (spec §8, venueSettingsErrorText) in the console's language: the module's
 * fixed texts by their status key, its "Failed to …" fallback, and the §5 rule texts a refusal may
 * carry; other server messages (and main's offline text) stay as they came.
 */
export function venueSettingsFailure(t: Translate, error: CallFailure, action: keyof typeof ACTIONS): string {
  const text = venueSettingsErrorText(error, ACTIONS[action]);
  const fixed = Object.entries(VENUE_SETTINGS_ERRORS).find(([, known]) => known === text);
  if (fixed) return t(`venueSettings.errors.${fixed[0]}`);
  if (text === venueSettingsErrorText({ message: '' }, ACTIONS[action]))
    return t(`venueSettings.failed.${action}`);
  return venueSettingsMessage(t, text);
}

/** Each group's fields; a group without its own fields does not compile. */
const GROUP_FIELDS: Record<VenueSettingsGroup, (props: { form: SettingsForm }) => ReactNode> = {
  internal_terms_email: InternalTermsEmailFields,
  guest_communication: GuestCommunicationFields,
  reservation_config: ReservationConfigFields,
  charges: ChargesFields,
};

function GroupFields({ group, form }: { group: VenueSettingsGroup; form: SettingsForm }) {
  const Fields = GROUP_FIELDS[group];
  return <Fields form={form} />;
}

/** The venue tabs over the shown group's form (or its loader); switching keeps every group's edits. */
export function VenueSettingsScreen() {
  const { t } = useTranslation();
  const [{ venueTab }, setTabs] = useAtom(settingsTabsAtom);
  return (
    <Tabs
      variant="pills"
      value={tabKey(venueTab)}
      onChange={(v) => {
        const tab = labelOfTabKey(VENUE_SETTINGS_TABS, v);
        if (tab) setTabs((s) => selectVenueTab(s, tab));
      }}
      keepMounted={false}
    >
      <Tabs.List aria-label={t('settings.venueTabs')}>
        {VENUE_SETTINGS_TABS.map((tab) => (
          <Tabs.Tab key={tab} value={tabKey(tab)} fz="xs">
            {t(`settings.venueTabNames.${tabKey(tab)}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value={tabKey(venueTab)} pt="md">
        <VenueSettingsForm venueTab={venueTab} />
      </Tabs.Panel>
    </Tabs>
  );
}

function VenueSettingsForm({ venueTab }: { venueTab: string }) {
  const { t } = useTranslation();
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
    else setLoadError(venueSettingsFailure(t, result.error, 'load'));
  }, [answered, t]);

  useEffect(() => {
    void load();
  }, [load]);

  const dirty = dirtyGroups(form.values, saved);
  useUnsavedChanges(t('venueSettings.unsavedWhat'), dirty.length > 0);
  const otherDirty = useMemo(() => dirty.filter((g) => g !== group), [dirty, group]);

  async function save() {
    setSaveError(null);
    setNotice(null);
    const check = form.validate();
    const prefix = `${group}.`;
    const mine = Object.fromEntries(Object.entries(check.errors).filter(([k]) => k.startsWith(prefix)));
    form.setErrors(mine);
    if (Object.keys(mine).length > 0) {
      setSaveError(t(`venueSettings.notSaved.${group}`));
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
      setSaveError(venueSettingsFailure(t, result.error, group));
      return;
    }
    // Only this group is now clean; edits in other groups stay as they are.
    rememberReservationConfig(result.value.restaurant_id, result.value.reservation_config);
    const stored = groupsOf(result.value);
    setSaved((prev) => ({ ...(prev ?? stored), [group]: stored[group] }));
    form.setFieldValue(group, stored[group]);
    setNotice(t(`venueSettings.saved.${group}`));
  }

  async function reset() {
    setConfirmReset(false);
    setSaveError(null);
    setNotice(null);
    setBusy(true);
    const result = await callApi('venueSettings.delete', { query: {} });
    setBusy(false);
    if (!result.ok) {
      setSaveError(venueSettingsFailure(t, result.error, 'reset'));
      return;
    }
    answered(result.value);
    rememberReservationConfig(result.value.restaurant_id, result.value.reservation_config);
    setNotice(t('venueSettings.restored'));
  }

  if (!saved)
    return loadError ? (
      <Alert color="red" title={t('venueSettings.loadFailed')} role="alert">
        <Stack gap="xs">
          <Text size="sm">{loadError}</Text>
          <Button size="xs" variant="light" w="fit-content" onClick={() => void load()}>
            {t('venueSettings.tryAgain')}
          </Button>
        </Stack>
      </Alert>
    ) : (
      <Center h={160}>
        <Loader size="sm" aria-label={t('venueSettings.loading')} />
      </Center>
    );

  return (
    <form aria-label={t(`venueSettings.titles.${group}`)} onSubmit={submitHandler(save)}>
      <Stack gap="md" maw={720}>
        <Group justify="space-between">
          <Text fw={600}>{t(`venueSettings.titles.${group}`)}</Text>
          {dirty.length > 0 ? (
            <Badge color="orange" variant="light">
              {t('venueSettings.unsaved')}
            </Badge>
          ) : (
            <Badge color="gray" variant="light">
              {t('venueSettings.savedBadge')}
            </Badge>
          )}
        </Group>
        {otherDirty.length > 0 && (
          <Text size="sm" c="dimmed">
            {t('venueSettings.alsoUnsaved', {
              groups: otherDirty.map((g) => t(`venueSettings.titles.${g}`)).join(', '),
            })}
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
            {t(`venueSettings.save.${group}`)}
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
            {t('venueSettings.discard')}
          </Button>
          <Button variant="subtle" color="red" disabled={busy} onClick={() => setConfirmReset(true)}>
            {t('venueSettings.restoreDefaults')}
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={confirmReset}
        onClose={() => setConfirmReset(false)}
        title={t('venueSettings.confirmTitle')}
        centered
      >
        <Text size="sm">{t('venueSettings.confirmText')}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirmReset(false)}>
            {t('venueSettings.cancel')}
          </Button>
          <Button color="red" onClick={() => void reset()}>
            {t('venueSettings.restoreDefaults')}
          </Button>
        </Group>
      </Modal>
    </form>
  );
}
