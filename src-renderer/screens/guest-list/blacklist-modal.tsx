// Blacklisting a guest needs a reason (the API refuses one without); lifting it does not.
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { GuestListEntry } from '../../../src-shared/schemas/guest-list.js';

interface BlacklistModalProps {
  entry: GuestListEntry | null;
  onClose: () => void;
  onConfirm: (entry: GuestListEntry, reason: string) => void;
}

export function BlacklistModal({ entry, onClose, onConfirm }: BlacklistModalProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setReason('');
    setError(null);
  }, [entry]);
  if (!entry) return null;
  return (
    <Modal
      opened
      onClose={onClose}
      title={`Blacklist ${entry.first_name} ${entry.last_name}`.trim()}
      closeButtonProps={{ 'aria-label': 'Close blacklist' }}
    >
      <Stack gap="sm">
        <Textarea
          label="Reason"
          withAsterisk
          autosize
          minRows={2}
          maxLength={500}
          value={reason}
          error={error}
          onChange={(e) => setReason(e.currentTarget.value)}
          data-autofocus
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button
            color="red"
            onClick={() => {
              if (reason.trim() === '') setError('Give a reason when blacklisting a guest');
              else onConfirm(entry, reason.trim());
            }}
          >
            Blacklist guest
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
