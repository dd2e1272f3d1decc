// Bulk edit of the selected clients' tags: each client gets one client.update carrying its own tags
// plus the added labels minus the removed ones (by label, no duplicates).
import { Alert, Button, Modal, Stack, TagsInput, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Client } from '../../../src-shared/schemas/client.js';
import { addLabel, removeLabel } from '../../reservations/draft.js';
import { errorText, useMutate } from '../../data/mutate.js';
import { DialogActions } from '../../kit/dialog-actions.js';

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
  const { t } = useTranslation();
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
      onDone(t('guests.bulk.updated', { count: clients.length }));
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('guests.bulk.title', { count: clients.length })}
      closeButtonProps={{ 'aria-label': t('guests.bulk.close') }}
    >
      <Stack gap="sm">
        <TagsInput
          label={t('guests.bulk.add')}
          placeholder={t('guests.bulk.typeEnter')}
          value={add}
          onChange={setAdd}
        />
        <TagsInput
          label={t('guests.bulk.remove')}
          placeholder={t('guests.bulk.typeEnter')}
          value={remove}
          onChange={setRemove}
        />
        <Text size="xs" c="dimmed">
          {t('guests.bulk.keeps')}
        </Text>
        {failures.length > 0 && (
          <Alert color="red" variant="light" role="alert" style={{ whiteSpace: 'pre-line' }}>
            {failures.join('\n')}
          </Alert>
        )}
        <DialogActions closeLabel={t('guests.bulk.closeButton')} onClose={onClose} gap="xs">
          <Button loading={busy} disabled={add.length + remove.length === 0} onClick={() => void apply()}>
            {t('guests.bulk.apply')}
          </Button>
        </DialogActions>
      </Stack>
    </Modal>
  );
}
