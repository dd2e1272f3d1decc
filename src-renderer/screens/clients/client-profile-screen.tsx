// /clients/profile?id=…: the client's contact, selections (tags, allergens, restrictions, discounts)
// and notes, saved with client.update, plus the spec §2 history tabs.
import { Alert, Anchor, Button, Card, Group, SimpleGrid, Stack, TagsInput, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { formatDisplayDate } from '../../../src-shared/dates.js';
import { patchClientSchema, type Client, type ClientSelections } from '../../../src-shared/schemas/client.js';
import { PageFrame } from '../../pages/page-frame.js';
import { consolePrefix } from '../../reservations/console-paths.js';
import { fieldErrors } from '../../reservations/draft-booking.js';
import { labelsFrom } from '../../reservations/draft.js';
import { usePendingRowIds } from '../../reservations/pending-rows.js';
import { errorText, useMutate } from '../../reservations/use-mutate.js';
import { TagChooser } from '../../tags/tag-chooser.js';
import { ClientHistoryTabs } from './client-history-tabs.js';
import { useClient } from './use-client.js';

const SELECTIONS: readonly [Exclude<keyof ClientSelections, 'tags'>, string][] = [
  ['allergens', 'guests.profile.allergens'],
  ['restrictions', 'guests.profile.restrictions'],
  ['discounts', 'guests.profile.discounts'],
];

type Editable = ClientSelections & { notes: string };
const editableOf = (c: Client): Editable => ({
  tags: c.tags,
  allergens: c.allergens,
  restrictions: c.restrictions,
  discounts: c.discounts,
  notes: c.notes,
});

export function ClientProfileScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const prefix = consolePrefix(useLocation().pathname);
  const client = useClient(id);
  const pendingIds = usePendingRowIds();
  const mutate = useMutate();
  const [form, setForm] = useState<Editable | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ tone: 'red' | 'teal'; text: string } | null>(null);
  const data = client.data;

  useEffect(() => {
    if (data) setForm(editableOf(data));
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
        <Text size="sm" c="dimmed">
          {data === null && !client.loading ? t('guests.profile.notHere') : t('guests.profile.loading')}
        </Text>
      </PageFrame>
    );
  }
  if (!data) return null;

  const save = async () => {
    const parsed = patchClientSchema.safeParse(form);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    const result = await mutate('client.update', { id: data.id, patch: parsed.data });
    setErrors({});
    setMessage(
      result.ok
        ? { tone: 'teal', text: t('guests.profile.saved') }
        : { tone: 'red', text: t('guests.profile.notSaved', { error: errorText(result.error) }) },
    );
  };
  const dirty = JSON.stringify(form) !== JSON.stringify(editableOf(data));

  return (
    <PageFrame
      title={`${data.first_name} ${data.last_name}`.trim()}
      subtitle={[
        data.mobileNumber,
        data.email,
        t('guests.profile.visits', { count: data.visit_count }),
        data.last_visit ? t('guests.profile.last', { date: formatDisplayDate(data.last_visit) }) : null,
        pendingIds.has(data.id) ? t('guests.pending') : null,
      ]
        .filter(Boolean)
        .join(' · ')}
      actions={
        <Group gap="sm">
          {back}
          <Button size="xs" disabled={!dirty} onClick={() => void save()}>
            {t('guests.profile.save')}
          </Button>
        </Group>
      }
    >
      <Stack gap="md">
        {message && (
          <Alert
            color={message.tone}
            variant="light"
            py={6}
            role={message.tone === 'red' ? 'alert' : 'status'}
            withCloseButton
            closeButtonLabel={t('guests.dismiss')}
            onClose={() => setMessage(null)}
          >
            {message.text}
          </Alert>
        )}
        <Card withBorder radius="sm" padding="sm">
          <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="sm">
            <TagChooser
              kind="client"
              label={t('guests.profile.tags')}
              value={form.tags}
              error={errors.tags}
              onChange={(labels) => setForm({ ...form, tags: labelsFrom(labels) })}
            />
            {SELECTIONS.map(([field, label]) => (
              <TagsInput
                key={field}
                size="xs"
                label={t(label)}
                placeholder={t('guests.profile.addEnter')}
                value={form[field].map((l) => l.label)}
                error={errors[field]}
                onChange={(labels) => setForm({ ...form, [field]: labelsFrom(labels) })}
              />
            ))}
          </SimpleGrid>
        </Card>
        <ClientHistoryTabs
          clientId={data.id}
          notes={form.notes}
          notesError={errors.notes}
          onNotes={(notes) => setForm({ ...form, notes })}
        />
      </Stack>
    </PageFrame>
  );
}
