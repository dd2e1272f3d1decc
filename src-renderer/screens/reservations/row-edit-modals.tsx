// Small editors behind a row's "Change duration…" and "Assign table…" actions.
import { Button, Modal, NumberInput, Select, Stack } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Reservation } from '../../../src-shared/schemas/reservation.js';
import { tableIdsOf } from '../../reservations/draft-booking.js';
import type { FloorContext } from '../../reservations/floor-context.js';
import { errorText, useMutate } from '../../data/mutate.js';
import { ErrorAlert } from '../../kit/error-alert.js';
import { DialogActions } from '../../kit/dialog-actions.js';
import { venue } from '../../data/venue.js';
import { tableChoices } from '../../reservations/booking-checks.js';
import { tableChoiceText } from '../../reservations/table-choice-text.js';
import { useData } from '../../data/use-data.js';

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

  // The day's bookings, so each table says whether it is free at the booking's time.
  const date = editor?.kind === 'table' ? editor.row.date : null;
  const day = useData(
    () =>
      date ? venue()['mirror.reservations']({ date }) : Promise.resolve({ ok: true as const, value: [] }),
    date ?? 'none',
    ['reservations'],
  );
  const choices = useMemo(
    () =>
      editor?.kind === 'table'
        ? tableChoices(ctx, day.data ?? [], {
            id: editor.row.id,
            date: editor.row.date,
            time: editor.row.time,
            partySize: editor.row.guest_count,
            durationMinutes: editor.row.duration_minutes,
          })
        : [],
    [editor, ctx, day.data],
  );

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
            data={choices.map((c) => ({ value: c.name, label: tableChoiceText(t, c.name, c, true) }))}
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
