// Small editors behind a row's "Change duration…" and "Assign table…" actions.
import { Button, Modal, NumberInput, Select, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Reservation } from '../../../src-shared/schemas/reservation.js';
import { tableIdsOf } from '../../reservations/draft-booking.js';
import type { FloorContext } from '../../reservations/floor-context.js';
import { errorText, useMutate } from '../../reservations/use-mutate.js';
import { ErrorAlert } from '../../kit/error-alert.js';
import { DialogActions } from '../../kit/dialog-actions.js';

export type RowEditor = { kind: 'duration' | 'table'; row: Reservation } | null;

export function RowEditModals({
  editor,
  ctx,
  onClose,
}: {
  editor: RowEditor;
  ctx: FloorContext;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const mutate = useMutate();
  const [duration, setDuration] = useState(90);
  const [table, setTable] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    if (!editor) return;
    setDuration(editor.row.duration_minutes);
    setTable(editor.row.table_number || null);
    setMessage(null);
  }, [editor]);

  if (!editor) return null;
  const name = `${editor.row.first_name} ${editor.row.last_name}`.trim();

  const apply = async () => {
    const result =
      editor.kind === 'duration'
        ? await mutate('reservation.setDuration', { id: editor.row.id, duration_minutes: duration })
        : await mutate('reservation.assignTable', {
            id: editor.row.id,
            tableIds: tableIdsOf(table ?? '', ctx.floor.tables) ?? [],
          });
    if (result.ok) onClose();
    else setMessage(errorText(result.error));
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={
        editor.kind === 'duration'
          ? t('reservations.editors.durationTitle', { name })
          : t('reservations.editors.tableTitle', { name })
      }
      closeButtonProps={{ 'aria-label': t('reservations.editors.close') }}
      size="sm"
    >
      <Stack gap="sm">
        {editor.kind === 'duration' ? (
          <NumberInput
            label={t('reservations.editors.duration')}
            min={15}
            max={720}
            step={15}
            allowDecimal={false}
            value={duration}
            onChange={(v) => setDuration(typeof v === 'number' ? v : Number(v) || 0)}
          />
        ) : (
          <Select
            label={t('reservations.editors.table')}
            searchable
            data={ctx.floor.tables
              .filter((t) => t.status === 1)
              .map((t) => ({ value: t.name, label: `${t.name} (${t.min_covers}–${t.max_covers})` }))}
            value={table}
            onChange={setTable}
          />
        )}
        <ErrorAlert py="xs">{message}</ErrorAlert>
        <DialogActions closeLabel={t('reservations.editors.closeButton')} onClose={onClose} gap="xs">
          <Button onClick={() => void apply()}>{t('reservations.editors.apply')}</Button>
        </DialogActions>
      </Stack>
    </Modal>
  );
}
