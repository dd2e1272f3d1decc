// Grid timeline screen: tables as rows grouped by seating area, the day's shifts as 15-minute
// columns, bookings as blocks in their status colour. Moves are checked against the mirror first;
// the server's answer is final and a refusal arrives as a notice (the mirror rolls the block back).
// A click on a block (no drag) opens the booking in the reservation panel the book uses.
import { Badge, Box, Group, Text } from '@mantine/core';
import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { statusLabel } from '../../i18n/status-label.js';
import { parseIsoDate, toIsoDate } from '../../../src-shared/dates.js';
import { timeToMinutes } from '../../../src-shared/time.js';
import { needsTable } from '../../../src-shared/domain/chosen-table.js';
import type { ReservationStatus } from '../../../src-shared/schemas/reservation-status.js';
import { WeekStrip } from '../../week-strip/week-strip.js';
import { blockLabel } from '../../reservations/block-label.js';
import { buildRows, dayAxis } from './grid-geometry.js';
import { localConflict, moveUpdate, type BlockPlacement } from '../../reservations/grid-move.js';
import { GridTimeline } from './grid-timeline.js';
import { ScreenMessages } from '../../kit/screen-messages.js';
import { useScreenMessages } from '../../kit/use-sync-notices.js';
import { useVenueDay } from '../../data/use-venue-day.js';
import { useVenueNow } from '../../data/use-venue-now.js';
import { WorkspaceFrame } from '../../kit/workspace-frame.js';
import { venueZoneAtom } from '../../data/venue-clock.js';
import { usePendingRowIds } from '../../data/pending-rows.js';
import { errorText, useMutate } from '../../data/mutate.js';
import { useAtomValue } from '../../state/jotai.js';
import { EMPTY_FLOOR, EMPTY_SHIFTS, type FloorContext } from '../../reservations/floor-context.js';
import { arrivalOf } from '../../../src-shared/domain/arrival.js';
import { ArrivalIcon } from '../../kit/arrival-mark.js';
import { ReservationDrawer, type DrawerMode } from '../reservations/public.js';

// A booking change re-renders the screen; the day strip and the status legend only when their own
// inputs change.
const DayStrip = memo(WeekStrip);

/** The legend shows a party at the venue with the icon its blocks carry. */
function arrivalIcon(statusName: string) {
  const arrival = arrivalOf(statusName);
  return arrival ? <ArrivalIcon arrival={arrival} /> : undefined;
}

const StatusLegend = memo(function StatusLegend({ statuses }: { statuses: ReservationStatus[] | undefined }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} mb="xs" aria-label={t('host.grid.statusColours')} role="list">
      {(statuses ?? []).map((s) => (
        <Badge
          key={s.id}
          role="listitem"
          size="sm"
          radius="sm"
          variant="filled"
          color={s.color_code}
          leftSection={arrivalIcon(s.reservation_Status_Name)}
        >
          {statusLabel(t, s.reservation_Status_Name)}
        </Badge>
      ))}
    </Group>
  );
});

export function GridScreen() {
  const { t } = useTranslation();
  const now = useVenueNow(30_000);
  const [date, setDate] = useState(now.date);
  const day = useVenueDay(date);
  const { messages, push, dismiss } = useScreenMessages();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [drawer, setDrawer] = useState<DrawerMode>({ kind: 'closed' });
  const mutate = useMutate();
  const pendingIds = usePendingRowIds();
  const zone = useAtomValue(venueZoneAtom);
  // Open on the venue's today once main has told its zone (the terminal may sit elsewhere).
  const [dateTouched, setDateTouched] = useState(false);
  useEffect(() => {
    if (!dateTouched && zone !== null && now.date !== date) setDate(now.date);
  }, [date, dateTouched, now.date, zone]);

  const tables = day.floor?.tables;
  const rows = useMemo(
    () => buildRows(tables ?? [], day.floor?.seatingAreas ?? []),
    [tables, day.floor?.seatingAreas],
  );
  const shown = useMemo(
    () => day.reservations.filter((r) => r.table_ids.length > 0 && r.date === date),
    [day.reservations, date],
  );
  const axis = useMemo(
    () => dayAxis(date, day.shifts?.shifts ?? [], shown),
    [date, day.shifts?.shifts, shown],
  );
  const tableNames = useMemo(() => new Map((tables ?? []).map((t) => [t.id, t.name])), [tables]);
  const statuses = day.floor?.statuses;
  // Live bookings of the day without a table ("needs a table", the rule the book and dashboard use).
  const unassigned = useMemo(
    () => day.reservations.filter((r) => r.date === date && needsTable(r, statuses ?? [])).length,
    [day.reservations, date, statuses],
  );
  const isToday = now.date === date;
  const firstStart = shown[0]?.time;
  // Jump to now on today, else to the day's first booking: once per day shown, not on every tick.
  const [focus, setFocus] = useState<{ date: string; minute: number | null } | null>(null);
  useEffect(() => {
    if (focus?.date === date || day.loadedDate !== date) return;
    setFocus({
      date,
      minute: isToday ? Math.floor(now.minute / 60) * 60 : firstStart ? timeToMinutes(firstStart) : null,
    });
  }, [date, day.loadedDate, firstStart, focus?.date, isToday, now.minute]);
  const focusMinute = focus?.date === date ? focus.minute : null;

  const onCommit = useCallback(
    (bookingId: string, from: BlockPlacement, to: BlockPlacement) => {
      const booking = day.reservations.find((r) => r.id === bookingId);
      if (!booking) return;
      const update = moveUpdate(booking, from, to);
      if (!update) return;
      const tableIds = update.patch.table_ids ?? booking.table_ids;
      const conflict = localConflict(
        day.reservations,
        statuses ?? [],
        date,
        { id: bookingId, tableIds, startMinute: to.startMinute, duration: to.duration },
        tableNames,
      );
      if (conflict) {
        push(`${blockLabel(booking, t)}: ${conflict}`);
        return;
      }
      // Queued (the block shows "Pending sync" until the server answers; a refusal comes back as
      // a notice on this screen and the mirror rolls the block back).
      void mutate('reservation.update', update).then((result) => {
        if (!result.ok) push(`${blockLabel(booking, t)}: ${errorText(result.error)}`);
      });
    },
    [date, day.reservations, mutate, push, statuses, tableNames, t],
  );

  // The panel reads the same mirror the grid does (floor and shifts), so it checks what the book checks.
  const ctx = useMemo<FloorContext>(
    () => ({ floor: day.floor ?? EMPTY_FLOOR, shifts: day.shifts ?? EMPTY_SHIFTS }),
    [day.floor, day.shifts],
  );
  const onOpen = useCallback(
    (bookingId: string) => {
      const row = day.reservations.find((r) => r.id === bookingId);
      // The same booking opened again (a double click) keeps the panel and what was typed in it.
      if (row) setDrawer((d) => (d.kind === 'edit' && d.row.id === row.id ? d : { kind: 'edit', row }));
    },
    [day.reservations],
  );
  const closeDrawer = useCallback(() => setDrawer({ kind: 'closed' }), []);

  const changeDate = useCallback((next: Date) => {
    setDateTouched(true);
    setDate(toIsoDate(next));
  }, []);
  const dateValue = useMemo(() => parseIsoDate(date), [date]);

  return (
    <WorkspaceFrame
      title={t('host.grid.title')}
      summary={
        <>
          {t('host.grid.bookings', { count: shown.length })}{' '}
          {t('host.grid.tables', { count: rows.filter((r) => r.kind === 'table').length })}
          {unassigned > 0 ? t('host.grid.withoutTable', { count: unassigned }) : ''}
          {day.error ? ` · ${day.error}` : ''}
        </>
      }
      summaryProps={{ 'aria-live': 'polite' }}
      controls={<DayStrip value={dateValue} onChange={changeDate} />}
      headerWrap="wrap"
      headerGap="sm"
    >
      <StatusLegend statuses={statuses} />
      <ScreenMessages messages={messages} onDismiss={dismiss} />
      <Text id="grid-keyboard-help" size="xs" c="dimmed" mb={4}>
        {t('host.grid.help')}
      </Text>
      {day.floor && rows.length === 0 ? (
        <Text c="dimmed">{t('host.grid.noTables')}</Text>
      ) : (
        <Box style={{ flex: 1, minHeight: 0 }}>
          <GridTimeline
            rows={rows}
            axis={axis}
            bookings={shown}
            nowMinute={now.date === date ? now.minute : null}
            selectedId={selectedId}
            pendingIds={pendingIds}
            onSelect={setSelectedId}
            onOpen={onOpen}
            onCommit={onCommit}
            height="100%"
            focusMinute={focusMinute}
          />
        </Box>
      )}
      <ReservationDrawer mode={drawer} ctx={ctx} onClose={closeDrawer} onSaved={closeDrawer} />
    </WorkspaceFrame>
  );
}
