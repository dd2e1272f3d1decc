// /clients/profile?id=…: the client's contact, selections (tags, allergens, restrictions, discounts)
// and notes, saved with client.update, plus the spec §2 history tabs.
import { Alert, Anchor, Button, Card, Group, SimpleGrid, Stack, TagsInput, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
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
  ['allergens', 'Allergens'],
  ['restrictions', 'Restrictions'],
  ['discounts', 'Discounts'],
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
      Back to clients
    </Anchor>
  );
  if (client.error)
    return (
      <PageFrame title="Client" actions={back}>
        <Alert color="red" variant="light">
          {client.error}
        </Alert>
      </PageFrame>
    );
  if (client.loading || !form) {
    return (
      <PageFrame title="Client" actions={back}>
        <Text size="sm" c="dimmed">
          {data === null && !client.loading ? 'No client with this id is on this terminal.' : 'Loading…'}
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
        ? { tone: 'teal', text: 'Client saved' }
        : { tone: 'red', text: `Not saved: ${errorText(result.error)}` },
    );
  };
  const dirty = JSON.stringify(form) !== JSON.stringify(editableOf(data));

  return (
    <PageFrame
      title={`${data.first_name} ${data.last_name}`.trim()}
      subtitle={[
        data.mobileNumber,
        data.email,
        `${data.visit_count} visit${data.visit_count === 1 ? '' : 's'}`,
        data.last_visit ? `last ${formatDisplayDate(data.last_visit)}` : null,
        pendingIds.has(data.id) ? 'Pending sync' : null,
      ]
        .filter(Boolean)
        .join(' · ')}
      actions={
        <Group gap="sm">
          {back}
          <Button size="xs" disabled={!dirty} onClick={() => void save()}>
            Save client
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
            closeButtonLabel="Dismiss message"
            onClose={() => setMessage(null)}
          >
            {message.text}
          </Alert>
        )}
        <Card withBorder radius="sm" padding="sm">
          <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="sm">
            <TagChooser
              kind="client"
              label="Tags"
              value={form.tags}
              error={errors.tags}
              onChange={(labels) => setForm({ ...form, tags: labelsFrom(labels) })}
            />
            {SELECTIONS.map(([field, label]) => (
              <TagsInput
                key={field}
                size="xs"
                label={label}
                placeholder="Add and press Enter"
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
