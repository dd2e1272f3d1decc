// Add several guests to the day at once: one a line (bulk-guests.ts reads them). Every line is
// checked before anything is queued; one bad line adds nobody, and each bad line is named.
import { Button, List, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AddGuestListEntry } from '../../../src-shared/schemas/guest-list.js';
import { parseBulkGuests, type BulkLineError } from './bulk-guests.js';
import { DialogActions } from '../../kit/dialog-actions.js';

interface BulkAddModalProps {
  opened: boolean;
  date: string;
  dayLabel: string;
  onClose: () => void;
  onSubmit: (entries: AddGuestListEntry[]) => void;
}

export function BulkAddModal({ opened, ...props }: BulkAddModalProps) {
  return opened ? <BulkAddForm {...props} /> : null;
}

function BulkAddForm({ date, dayLabel, onClose, onSubmit }: Omit<BulkAddModalProps, 'opened'>) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<BulkLineError[] | null>(null);
  const ready = parseBulkGuests(text, date).entries.length;
  const title = t('guests.bulkAdd.title', { date: dayLabel });
  const [firstError, ...moreErrors] = errors ?? [];
  const lineText = (e: BulkLineError) =>
    e.line > 0 ? t('guests.bulkAdd.line', { line: e.line, reason: e.reason }) : e.reason;

  const submit = () => {
    const parsed = parseBulkGuests(text, date);
    if (parsed.errors.length > 0) setErrors(parsed.errors);
    else if (parsed.entries.length === 0) setErrors([{ line: 0, reason: t('guests.bulkAdd.none') }]);
    else onSubmit(parsed.entries);
  };

  return (
    <Modal opened onClose={onClose} title={title} withCloseButton={false} centered size="lg">
      <Stack gap="sm">
        <Textarea
          label={t('guests.bulkAdd.label')}
          description={t('guests.bulkAdd.hint')}
          autosize
          minRows={6}
          maxRows={16}
          value={text}
          error={firstError ? lineText(firstError) : null}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setErrors(null);
          }}
          data-autofocus
        />
        {moreErrors.length > 0 && (
          <div role="alert">
            <List size="sm" c="red" aria-label={t('guests.bulkAdd.label')}>
              {moreErrors.map((e) => (
                <List.Item key={`${e.line}-${e.reason}`}>{lineText(e)}</List.Item>
              ))}
            </List>
          </div>
        )}
        <Text size="xs" c="dimmed" aria-live="polite">
          {t('guests.bulkAdd.ready', { count: ready })}
        </Text>
        <DialogActions closeLabel={t('guests.bulkAdd.cancel')} onClose={onClose} gap="xs">
          <Button onClick={submit}>{t('guests.bulkAdd.submit')}</Button>
        </DialogActions>
      </Stack>
    </Modal>
  );
}
