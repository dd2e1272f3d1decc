// Bulk edit of the selected clients' tags: each client gets one client.update carrying its own tags
// plus the added labels minus the removed ones (by label, no duplicates).
import { Alert, Button, Group, Modal, Stack, TagsInput, Text } from '@mantine/core';
import { useState } from 'react';
import type { Client } from '../../../src-shared/schemas/client.js';
import { addLabel, removeLabel } from '../../reservations/draft.js';
import { errorText, useMutate } from '../../reservations/use-mutate.js';

export function editTags(
  tags: Client['tags'],
  add: readonly string[],
  remove: readonly string[],
): Client['tags'] {
  const added = add.reduce((list, label) => addLabel(list, label), tags);
  return remove.reduce((list, label) => removeLabel(list, label), added);
}

export function BulkTagModal({
  clients,
  onClose,
  onDone,
}: {
  clients: Client[] | null;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const mutate = useMutate();
  const [add, setAdd] = useState<string[]>([]);
  const [remove, setRemove] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [failures, setFailures] = useState<string[]>([]);
  if (!clients) return null;

  const apply = async () => {
    setBusy(true);
    const failed: string[] = [];
    for (const client of clients) {
      const result = await mutate('client.update', {
        id: client.id,
        patch: { tags: editTags(client.tags, add, remove) },
      });
      if (!result.ok) failed.push(`${client.first_name} ${client.last_name}: ${errorText(result.error)}`);
    }
    setBusy(false);
    setFailures(failed);
    if (failed.length === 0) {
      setAdd([]);
      setRemove([]);
      onDone(`Tags updated for ${clients.length} client${clients.length === 1 ? '' : 's'}`);
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={`Edit tags of ${clients.length} client${clients.length === 1 ? '' : 's'}`}
      closeButtonProps={{ 'aria-label': 'Close tag editor' }}
    >
      <Stack gap="sm">
        <TagsInput label="Add tags" placeholder="Type and press Enter" value={add} onChange={setAdd} />
        <TagsInput
          label="Remove tags"
          placeholder="Type and press Enter"
          value={remove}
          onChange={setRemove}
        />
        <Text size="xs" c="dimmed">
          Each client keeps their other tags.
        </Text>
        {failures.length > 0 && (
          <Alert color="red" variant="light" role="alert" style={{ whiteSpace: 'pre-line' }}>
            {failures.join('\n')}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button loading={busy} disabled={add.length + remove.length === 0} onClick={() => void apply()}>
            Apply to selected
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
