// /clients/profile?id=…: the client's contact details (name, mobile number, email), selections
// (tags, allergens, restrictions, discounts) and notes, saved with client.update (queued and shown
// pending while offline), the spec §2 history tabs, and delete (online only, confirmed first).
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useDates } from '../../kit/dates.js';
import {
  clientContactSchema,
  patchClientSchema,
  type Client,
  type ClientContactEdit,
  type ClientSelections,
} from '../../../src-shared/schemas/client.js';
import { PageFrame } from '../../pages/page-frame.js';
import { consolePrefix } from '../../shell/console-paths.js';
import { fieldErrors } from '../../reservations/draft-booking.js';
import { labelsFrom } from '../../reservations/draft.js';
import { usePendingRowIds } from '../../data/pending-rows.js';
import { useMutate } from '../../data/mutate.js';
import { useOffline } from '../../data/sync-status.js';
import { LabelListInputs } from '../../kit/label-list-inputs.js';
import { OutcomeLine } from '../../kit/outcome-line.js';
import { fieldReasons, outcomeOf, type Outcome } from '../../kit/outcome.js';
import { useEntityForm } from '../../kit/use-entity-form.js';
import { TagChooser } from '../../tags/tag-chooser.js';
import { ClientHistoryTabs } from './client-history-tabs.js';
import { DeleteClientsDialog, useDeleteBlocked } from './delete-clients.js';
import { useClient } from './use-client.js';
import { QuietText } from '../../kit/quiet-text.js';

const SELECTIONS: readonly [Exclude<keyof ClientSelections, 'tags'>, string][] = [
  ['allergens', 'guests.profile.allergens'],
  ['restrictions', 'guests.profile.restrictions'],
  ['discounts', 'guests.profile.discounts'],
];

type Editable = ClientSelections & { notes: string };
const CONTACT: readonly [keyof ClientContactEdit, string][] = [
  ['first_name', 'guests.profile.firstName'],
  ['last_name', 'guests.profile.lastName'],
  ['mobileNumber', 'guests.profile.mobile'],
  ['email', 'guests.profile.email'],
];
const contactOf = (c: Client): ClientContactEdit => ({
  first_name: c.first_name,
  last_name: c.last_name,
  mobileNumber: c.mobileNumber,
  email: c.email,
});
const editableOf = (c: Client): Editable => ({
  tags: c.tags,
  allergens: c.allergens,
  restrictions: c.restrictions,
  discounts: c.discounts,
  notes: c.notes,
});

export function ClientProfileScreen() {
  const { t } = useTranslation();
  const dates = useDates();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const prefix = consolePrefix(useLocation().pathname);
  const client = useClient(id);
  const pendingIds = usePendingRowIds();
  const mutate = useMutate();
  const navigate = useNavigate();
  const offline = useOffline();
  const blocked = useDeleteBlocked();
  const [form, setForm] = useState<Editable | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [deleting, setDeleting] = useState(false);
  const contact = useEntityForm<ClientContactEdit>(clientContactSchema, {
    first_name: '',
    last_name: '',
    mobileNumber: '',
    email: '',
  });
  const data = client.data;
  // The form's setters change with each render (its validate rule is rebuilt): held in a ref, so
  // the client's values load once per change of the client, not on every render.
  const contactRef = useRef(contact);
  contactRef.current = contact;

  useEffect(() => {
    if (!data) return;
    setForm(editableOf(data));
    contactRef.current.setInitialValues(contactOf(data));
    contactRef.current.setValues(contactOf(data));
  }, [data]);

  const back = (
    <Anchor component={Link} to={`${prefix}/clients`} size="sm">
      {t('guests.profile.back')}
    </Anchor>
  );
  if (client.error)
    return (
      <PageFrame title={t('guests.profile.title')} actions={back}>
        <Alert color="red" variant="light">
          {client.error}
        </Alert>
      </PageFrame>
    );
  if (client.loading || !form) {
    return (
      <PageFrame title={t('guests.profile.title')} actions={back}>
        <QuietText>
          {data === null && !client.loading ? t('guests.profile.notHere') : t('guests.profile.loading')}
        </QuietText>
      </PageFrame>
    );
  }
  if (!data) return null;

  const save = async () => {
    const checked = contact.validate();
    const parsed = patchClientSchema.safeParse({ ...contact.values, ...form });
    if (checked.hasErrors || !parsed.success) {
      setErrors(parsed.success ? {} : fieldErrors(parsed.error));
      setOutcome({ kind: 'refused', text: t('guests.profile.invalid') });
      return;
    }
    const result = await mutate('client.update', { id: data.id, patch: parsed.data });
    if (!result.ok) {
      contact.refuse(result.error);
      setErrors(fieldReasons(result.error));
    } else setErrors({});
    const next = outcomeOf(result, {
      success: t('guests.profile.saved'),
      pending: t('guests.profile.savedPending'),
      offline,
    });
    setOutcome(
      next.kind === 'refused' ? { ...next, text: t('guests.profile.notSaved', { error: next.text }) } : next,
    );
  };
  const dirty = contact.isDirty() || JSON.stringify(form) !== JSON.stringify(editableOf(data));
  const deleteButton = (
    <Button
      size="xs"
      color="red"
      variant="light"
      {...(blocked ? { 'data-disabled': true, 'aria-disabled': true } : {})}
      aria-label={
        blocked ? `${t('guests.profile.deleteClient')} — ${blocked}` : t('guests.profile.deleteClient')
      }
      onClick={() => {
        if (!blocked) setDeleting(true);
      }}
    >
      {t('guests.profile.deleteClient')}
    </Button>
  );

  return (
    <PageFrame
      title={`${data.first_name} ${data.last_name}`.trim()}
      subtitle={[
        data.mobileNumber,
        data.email,
        t('guests.profile.visits', { count: data.visit_count }),
        data.last_visit ? t('guests.profile.last', { date: dates.day(data.last_visit) }) : null,
        pendingIds.has(data.id) ? t('guests.pending') : null,
      ]
        .filter(Boolean)
        .join(' · ')}
      actions={
        <Group gap="sm">
          {back}
          {blocked ? <Tooltip label={blocked}>{deleteButton}</Tooltip> : deleteButton}
          <Button size="xs" disabled={!dirty} onClick={() => void save()}>
            {t('guests.profile.save')}
          </Button>
        </Group>
      }
    >
      <Stack gap="md">
        <OutcomeLine
          outcome={outcome}
          onDismiss={() => setOutcome(null)}
          dismissLabel={t('guests.dismiss')}
        />
        <Card
          withBorder
          radius="sm"
          padding="sm"
          component="section"
          aria-label={t('guests.profile.contact')}
        >
          <Text size="sm" fw={600} mb="xs">
            {t('guests.profile.contact')}
          </Text>
          <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="sm">
            {CONTACT.map(([field, label]) => (
              <TextInput
                key={field}
                size="xs"
                label={t(label)}
                {...contact.getInputProps(field)}
                {...(field === 'email' ? { type: 'email' } : field === 'mobileNumber' ? { type: 'tel' } : {})}
              />
            ))}
          </SimpleGrid>
        </Card>
        <Card withBorder radius="sm" padding="sm">
          <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="sm">
            <TagChooser
              kind="client"
              label={t('guests.profile.tags')}
              value={form.tags}
              error={errors.tags}
              onChange={(labels) => setForm({ ...form, tags: labelsFrom(labels) })}
            />
            <LabelListInputs
              fields={SELECTIONS}
              values={form}
              errors={errors}
              size="xs"
              placeholder={t('guests.profile.addEnter')}
              onChange={(field, labels) => setForm({ ...form, [field]: labelsFrom(labels) })}
            />
          </SimpleGrid>
        </Card>
        <ClientHistoryTabs
          clientId={data.id}
          notes={form.notes}
          notesError={errors.notes}
          onNotes={(notes) => setForm({ ...form, notes })}
        />
      </Stack>
      <DeleteClientsDialog
        clients={deleting ? [data] : null}
        onCancel={() => setDeleting(false)}
        onDone={(done) => {
          setDeleting(false);
          if (done.kind === 'refused') setOutcome(done);
          else void navigate(`${prefix}/clients`, { state: { outcome: done } });
        }}
      />
    </PageFrame>
  );
}
