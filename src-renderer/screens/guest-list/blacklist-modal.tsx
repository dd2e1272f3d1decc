// Blacklisting a guest needs a reason (the API refuses one without); lifting it does not.
import { Button, Modal, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GuestListEntry } from '../../../src-shared/schemas/guest-list.js';
import { DialogActions } from '../../kit/dialog-actions.js';
import { LongText } from '../../kit/long-text.js';

interface BlacklistModalProps {
  entry: GuestListEntry | null;
  onClose: () => void;
  onConfirm: (entry: GuestListEntry, reason: string) => void;
}

export function BlacklistModal({ entry, onClose, onConfirm }: BlacklistModalProps) {
  const { t } = useTranslation();
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
      title={t('guests.blacklistModal.title', { name: `${entry.first_name} ${entry.last_name}`.trim() })}
      closeButtonProps={{ 'aria-label': t('guests.blacklistModal.close') }}
    >
      <Stack gap="sm">
        <LongText
          label={t('guests.blacklistModal.reason')}
          withAsterisk
          maxLength={500}
          value={reason}
          error={error}
          onChange={(e) => setReason(e.currentTarget.value)}
          data-autofocus
        />
        <DialogActions closeLabel={t('guests.blacklistModal.closeButton')} onClose={onClose} gap="xs">
          <Button
            color="red"
            onClick={() => {
              if (reason.trim() === '') setError(t('guests.blacklistModal.needReason'));
              else onConfirm(entry, reason.trim());
            }}
          >
            {t('guests.blacklistModal.confirm')}
          </Button>
        </DialogActions>
      </Stack>
    </Modal>
  );
}
