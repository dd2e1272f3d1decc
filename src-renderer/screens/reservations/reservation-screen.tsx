// Spec §2 reservation screen: week strip, the day's reservations by shift (active shift first
// chosen), filters, covers, a dense table with row actions, walk-ins and the new/edit panel.
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconWalk } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { activeShift } from '../../../src-shared/domain/active-shift.js';
import { parseIsoDate, toIsoDate } from '../../../src-shared/dates.js';
import type { Reservation } from '../../../src-shared/schemas/reservation.js';
import type { MutationName } from '../../../src-shared/sync/mutations.js';
import { isVenueDate } from '../../../src-shared/time.js';
import { statusLabel } from '../../i18n/status-label.js';
import { seatRequestAtom, selectedReservationIdAtom } from '../../keyboard/keyboard-atoms.js';
import { PageFrame } from '../../pages/page-frame.js';
import { selectedDayAtom } from '../../data/day-atom.js';
import { usePendingRowIds } from '../../data/pending-rows.js';
import {
  filterReservations,
  NO_FILTERS,
  type ReservationFilters,
} from '../../reservations/reservation-filters.js';
import { coversByShift, shiftIdOf } from '../../reservations/shift-groups.js';
import { errorText, useMutate, type MutateResult } from '../../data/mutate.js';
import { useReservationDay } from '../../reservations/use-reservation-day.js';
import { venueNow } from '../../data/venue-clock.js';
import { useAtom, useAtomValue } from '../../state/jotai.js';
import { WeekStrip } from '../../week-strip/week-strip.js';
import { ReservationDrawer, type DrawerMode } from './reservation-drawer.js';
import type { RowActions } from './reservation-row-menu.js';
import { ReservationTable } from './reservation-table.js';
import { RowEditModals, type RowEditor } from './row-edit-modals.js';
import { OptimiseDialog } from './optimise-dialog.js';
import { ALL_SHIFTS, OTHER_TIMES, ShiftFilterBar } from './shift-filter-bar.js';
import { seatedStatusId, WalkInModal } from './walk-in-modal.js';
import { useDates } from '../../kit/dates.js';
import { QuietText } from '../../kit/quiet-text.js';

/** The book's row actions (each changes one reservation). */
type ReservationMutation = Extract<MutationName, `reservation.${string}`>;

export function ReservationScreen() {
  const { t } = useTranslation();
  const dates = useDates();
  const [day, setDay] = useAtom(selectedDayAtom);
  const [params, setParams] = useSearchParams();
  const { reservations, ctx, ready, error } = useReservationDay(day);
  const today = useReservationDay(venueNow().date).reservations;
  const pendingIds = usePendingRowIds();
  const mutate = useMutate();
  const [selectedId, setSelectedId] = useAtom(selectedReservationIdAtom);
  const seatRequest = useAtomValue(seatRequestAtom);
  const [shift, setShift] = useState<string | null>(null);
  const [filters, setFilters] = useState<ReservationFilters>(NO_FILTERS);
  const [drawer, setDrawer] = useState<DrawerMode>({ kind: 'closed' });
  const [walkIn, setWalkIn] = useState(false);
  const [optimise, setOptimise] = useState(false);
  const [editor, setEditor] = useState<RowEditor>(null);
  const [message, setMessage] = useState<{ tone: 'red' | 'teal'; text: string } | null>(null);
  const rows = useMemo(() => reservations.data ?? [], [reservations.data]);

  // A link (search result, N shortcut) may carry ?date=, ?reservation= and ?new=1.
  // They are read once and then cleared, so the week strip moves the day freely afterwards.
  const [wantedId, setWantedId] = useState<string | null>(null);
  useEffect(() => {
    if (params.size === 0) return;
    const date = params.get('date');
    if (date && isVenueDate(date)) setDay(date);
    if (params.get('new') === '1') setDrawer({ kind: 'new' });
    setWantedId(params.get('reservation'));
    setParams({}, { replace: true });
  }, [params, setParams, setDay]);
  useEffect(() => {
    if (!wantedId || !reservations.data) return;
    const row = reservations.data.find((r) => r.id === wantedId);
    if (row) {
      setSelectedId(row.id);
      setDrawer({ kind: 'edit', row });
    }
    setWantedId(null);
  }, [wantedId, reservations.data, setSelectedId]);

  // Until staff choose a shift the active one is shown. The choice is offered only once the shifts
  // are known, so a choice made early is never overridden by the default arriving late.
  const defaultShift = useMemo(
    () => activeShift(ctx.shifts.shifts, venueNow().time)?.id ?? ALL_SHIFTS,
    [ctx.shifts.shifts],
  );
  const shownShift = shift ?? defaultShift;

  const covers = useMemo(() => coversByShift(rows, ctx.shifts.shifts), [rows, ctx.shifts.shifts]);
  const visible = useMemo(() => {
    const inShift =
      shownShift === ALL_SHIFTS
        ? rows
        : rows.filter((r) => (shiftIdOf(r, ctx.shifts.shifts) ?? OTHER_TIMES) === shownShift);
    return filterReservations(inShift, filters).sort((a, b) => a.time.localeCompare(b.time));
  }, [rows, shownShift, filters, ctx.shifts.shifts]);

  const run = useCallback(
    async (row: Reservation, action: Promise<MutateResult<ReservationMutation>>, done: string) => {
      const result = await action;
      if (!result.ok) {
        setMessage({
          tone: 'red',
          text: t('reservations.failedFor', {
            name: `${row.first_name} ${row.last_name}`,
            time: row.time,
            error: errorText(result.error),
          }),
        });
        return;
      }
      // Spec §4 optimistic status: the row's status id, name and colour change at once.
      reservations.update((list) => list.map((r) => (r.id === row.id ? result.row : r)));
      setMessage({ tone: 'teal', text: done });
    },
    [reservations, t],
  );

  const actions = useMemo<RowActions>(
    () => ({
      // The booking already open (a click, then the double click's second) keeps what was typed.
      edit: (row) => setDrawer((d) => (d.kind === 'edit' && d.row.id === row.id ? d : { kind: 'edit', row })),
      setStatus: (row, statusId) => {
        const status = ctx.floor.statuses.find((s) => s.id === statusId)?.reservation_Status_Name;
        const name = status ? statusLabel(t, status) : t('reservations.theNewStatus');
        void run(
          row,
          mutate('reservation.setStatus', { id: row.id, statusId }),
          t('reservations.nowStatus', { name: `${row.first_name} ${row.last_name}`, status: name }),
        );
      },
      changeDuration: (row) => setEditor({ kind: 'duration', row }),
      assignTable: (row) => setEditor({ kind: 'table', row }),
      cancel: (row) =>
        void run(
          row,
          mutate('reservation.cancel', { id: row.id }),
          t('reservations.cancelled', { name: `${row.first_name} ${row.last_name}`, time: row.time }),
        ),
    }),
    [ctx.floor.statuses, mutate, run, t],
  );

  // Only S presses made while this screen is open count, not one made elsewhere before it mounted.
  const seenSeatRequest = useRef(seatRequest);
  useEffect(() => {
    if (seatRequest === seenSeatRequest.current) return;
    seenSeatRequest.current = seatRequest;
    const row = rows.find((r) => r.id === selectedId);
    const seated = seatedStatusId(ctx);
    if (row && seated) actions.setStatus(row, seated);
    else setMessage({ tone: 'red', text: t('reservations.selectFirst') });
    // Answer each S press once, not when the rows change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [seatRequest]);

  const closeDrawer = () => setDrawer({ kind: 'closed' });

  return (
    <PageFrame
      title={t('reservations.title')}
      subtitle={dates.long(day)}
      actions={
        <Group gap="xs">
          <Button size="xs" variant="default" disabled={!ready} onClick={() => setOptimise(true)}>
            {day === venueNow().date
              ? t('reservations.optimise.button')
              : t('reservations.optimise.buttonDay')}
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconWalk size={14} aria-hidden />}
            onClick={() => setWalkIn(true)}
          >
            {t('reservations.walkIn')}
          </Button>
          <Button
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => setDrawer({ kind: 'new' })}
          >
            {t('reservations.newReservation')}
          </Button>
        </Group>
      }
    >
      <Stack gap="sm">
        <WeekStrip value={parseIsoDate(day)} onChange={(d) => setDay(toIsoDate(d))} />
        <ShiftFilterBar
          covers={covers}
          shift={shownShift}
          onShift={setShift}
          loading={!ready && !error}
          filters={filters}
          onFilters={setFilters}
          ctx={ctx}
        />
        {error && (
          <Alert color="red" variant="light" title={t('reservations.readFailed')}>
            {error}
          </Alert>
        )}
        {message && (
          <Alert
            color={message.tone}
            variant="light"
            py={6}
            withCloseButton
            closeButtonLabel={t('reservations.dismiss')}
            onClose={() => setMessage(null)}
            role={message.tone === 'red' ? 'alert' : 'status'}
          >
            {message.text}
          </Alert>
        )}
        {!ready ? (
          <QuietText>{t('reservations.loading')}</QuietText>
        ) : visible.length === 0 ? (
          <Text size="sm" c="dimmed" py="md">
            {rows.length === 0 ? t('reservations.emptyDay') : t('reservations.emptyFiltered')}
          </Text>
        ) : (
          <ReservationTable
            rows={visible}
            statuses={ctx.floor.statuses}
            pendingIds={pendingIds}
            selectedId={selectedId}
            onSelect={setSelectedId}
            actions={actions}
          />
        )}
      </Stack>
      <ReservationDrawer
        mode={drawer}
        ctx={ctx}
        onClose={closeDrawer}
        onSaved={(id, date) => {
          closeDrawer();
          setDay(date);
          setSelectedId(id);
          setMessage({
            tone: 'teal',
            text: drawer.kind === 'edit' ? t('reservations.saved') : t('reservations.booked'),
          });
        }}
      />
      <WalkInModal
        opened={walkIn}
        ctx={ctx}
        todays={today.data ?? []}
        onClose={() => setWalkIn(false)}
        onSeated={(id) => {
          setWalkIn(false);
          setDay(venueNow().date);
          setSelectedId(id);
          setMessage({ tone: 'teal', text: t('reservations.walkInSeated') });
        }}
      />
      <OptimiseDialog opened={optimise} ctx={ctx} date={day} rows={rows} onClose={() => setOptimise(false)} />
      <RowEditModals editor={editor} ctx={ctx} onClose={() => setEditor(null)} />
    </PageFrame>
  );
}
