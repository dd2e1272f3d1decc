// The floor plan's side panel: the selected table's current and next parties, the walk-in card and
// today's upcoming bookings. Cards drag onto the canvas; their buttons seat at the selected table
// for keyboard users.
import { Badge, Button, Card, Group, NumberInput, ScrollArea, Stack, Text, Title } from '@mantine/core';
import type { PointerEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { statusLabel } from '../../i18n/status-label.js';
import type { Reservation } from '../../../src-shared/schemas/reservation.js';
import { guestName, timeRange } from '../../reservations/block-label.js';
import { cssColour, LIVE_FILL } from './floor-palette.js';
import type { SceneTable } from './floor-scene.js';
import type { LiveBooking, LiveState, TableLive } from './table-live-status.js';
import type { DragPayload } from './use-drag-to-table.js';
import classes from './floorplan.module.css';
import { TableOrders } from '../orders/public.js';
import type { GuestFlags } from '../../../src-shared/domain/guest-flags.js';
import { flagText, flagsSentence, GuestFlagMarks } from '../../kit/guest-flag-marks.js';
import { ArrivalIcon, ArrivalMark } from '../../kit/arrival-mark.js';
import { arrivalOf } from '../../../src-shared/domain/arrival.js';
import { QuietText } from '../../kit/quiet-text.js';

/** A table whose party is here (arrived, seated) shows the icon the book and the grid show, too. */
export function liveStateIcon(state: LiveState) {
  return state === 'arrived' || state === 'seated' ? <ArrivalIcon arrival={state} /> : undefined;
}

/** Booking id → the guest's allergies, dietary needs and VIP mark (useGuestFlags). */
type FlagsById = ReadonlyMap<string, GuestFlags>;

/** The guest's marks on their own line under a card's text (nothing when the guest has none). */
function Marks({ flags }: { flags: GuestFlags | undefined }) {
  const { t } = useTranslation();
  if (!flags) return null;
  return (
    <div>
      <GuestFlagMarks {...flagText(flags)} t={t} />
    </div>
  );
}

export interface DragHandlers {
  start: (event: PointerEvent<HTMLElement>, payload: DragPayload) => void;
  move: (event: PointerEvent<HTMLElement>) => void;
  end: (event: PointerEvent<HTMLElement>) => void;
  cancel: () => void;
}

/** "Pending sync" in words, beside a booking whose change the server has not acknowledged yet. */
function PendingBadge() {
  const { t } = useTranslation();
  return (
    <Badge size="xs" radius="sm" tt="none" fw={500} variant="outline" color="orange">
      {t('host.floor.pendingBadge')}
    </Badge>
  );
}

function Party({
  title,
  booking,
  minutes,
  pending,
  flags,
}: {
  title: string;
  booking: LiveBooking | null;
  minutes?: number | null;
  pending: boolean;
  flags: GuestFlags | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {title}
      </Text>
      {booking ? (
        <>
          <Text size="sm">
            {t('host.floor.party', {
              name: guestName(booking, t),
              count: booking.guest_count,
              range: timeRange(booking),
              status: statusLabel(t, booking.status),
            })}
            {minutes !== null && minutes !== undefined ? t('host.floor.seatedMinutes', { minutes }) : ''}
            {pending && (
              <>
                {' '}
                <PendingBadge />
              </>
            )}
          </Text>
          <Marks flags={flags} />
        </>
      ) : (
        <QuietText>{t('host.floor.none')}</QuietText>
      )}
    </Stack>
  );
}

export function SelectedTable({
  table,
  live,
  pendingIds,
  flags,
  children,
}: {
  table: SceneTable | null;
  live: TableLive | undefined;
  pendingIds: ReadonlySet<string>;
  flags: FlagsById;
  /** The table's live status and its Set status button (issue 28). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  if (!table) {
    return (
      <Card withBorder padding="sm" aria-label={t('host.floor.selectedTable')} role="region">
        <QuietText>{t('host.floor.selectHint')}</QuietText>
      </Card>
    );
  }
  const state = live?.state ?? 'free';
  return (
    <Card
      withBorder
      padding="sm"
      aria-label={t('host.floor.selectedNamed', { name: table.name })}
      role="region"
    >
      <Group justify="space-between" mb={6}>
        <Title order={2} size="h5">
          {t('host.floor.tableTitle', { name: table.name })}
        </Title>
        <Badge
          variant="filled"
          color={cssColour(LIVE_FILL[state])}
          leftSection={liveStateIcon(state)}
          data-state={state}
        >
          {t(`host.floor.states.${state}`)}
        </Badge>
      </Group>
      <Text size="xs" c="dimmed" mb={6}>
        {t('host.floor.seats', { count: table.seats })}
      </Text>
      {children}
      <Stack gap={6}>
        <Party
          title={t('host.floor.now')}
          booking={live?.current ?? null}
          minutes={live?.seatedMinutes}
          pending={!!live?.current && pendingIds.has(live.current.id)}
          flags={live?.current ? flags.get(live.current.id) : undefined}
        />
        <Party
          title={t('host.floor.next')}
          booking={live?.next ?? null}
          pending={!!live?.next && pendingIds.has(live.next.id)}
          flags={live?.next ? flags.get(live.next.id) : undefined}
        />
      </Stack>
      <TableOrders tableId={table.id} />
    </Card>
  );
}

export function WalkInCard(props: {
  guests: number;
  onGuests: (n: number) => void;
  drag: DragHandlers;
  selected: SceneTable | null;
  onSeat: () => void;
}) {
  const { guests, drag, selected } = props;
  const { t } = useTranslation();
  return (
    <Card
      withBorder
      padding="sm"
      className={classes.dragCard}
      role="group"
      aria-label={t('host.floor.walkInCard')}
      data-testid="walk-in-card"
      onPointerDown={(e) =>
        drag.start(e, {
          kind: 'walk-in',
          id: 'walk-in',
          label: t('host.floor.walkInDrag', { count: guests }),
        })
      }
      onPointerMove={drag.move}
      onPointerUp={drag.end}
      onPointerCancel={drag.cancel}
    >
      <Group justify="space-between" align="flex-end" wrap="nowrap">
        <Stack gap={0}>
          <Text fw={700}>{t('host.floor.walkIn')}</Text>
          <Text size="xs" c="dimmed">
            {t('host.floor.dragHint')}
          </Text>
        </Stack>
        <NumberInput
          label={t('host.floor.partySize')}
          size="xs"
          w={90}
          min={1}
          max={50}
          value={guests}
          onChange={(v) => props.onGuests(typeof v === 'number' && v > 0 ? v : 1)}
        />
      </Group>
      <Button mt={8} size="xs" variant="light" fullWidth disabled={!selected} onClick={props.onSeat}>
        {selected ? t('host.floor.seatWalkInAt', { table: selected.name }) : t('host.floor.selectToSeat')}
      </Button>
    </Card>
  );
}

export function UpcomingList(props: {
  bookings: readonly Reservation[];
  pendingIds: ReadonlySet<string>;
  flags: FlagsById;
  drag: DragHandlers;
  selected: SceneTable | null;
  onSeat: (b: Reservation) => void;
}) {
  const { bookings, drag, selected, pendingIds, flags } = props;
  const marksOf = (b: Reservation) => {
    const sentence = flagsSentence(flagText(flags.get(b.id)), t);
    return sentence ? `, ${sentence}` : '';
  };
  const { t } = useTranslation();
  return (
    <Stack gap={6} style={{ minHeight: 0, flex: 1 }}>
      <Title order={2} size="h6">
        {t('host.floor.upcoming', { count: bookings.length })}
      </Title>
      {bookings.length > 0 && (
        // Why Seat is disabled, or where it seats, in words on screen (not only in the button's name).
        <Text size="xs" c="dimmed" data-testid="seat-hint">
          {selected ? t('host.floor.seatHintAt', { table: selected.name }) : t('host.floor.seatHint')}
        </Text>
      )}
      <ScrollArea.Autosize
        mah="100%"
        type="auto"
        offsetScrollbars
        // The list scrolls, so it takes focus for keyboard scrolling even when no Seat button is enabled.
        viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': t('host.floor.upcomingRegion') }}
      >
        <Stack gap={6} role="list" aria-label={t('host.floor.upcomingList')}>
          {bookings.length === 0 && <QuietText>{t('host.floor.noMore')}</QuietText>}
          {bookings.map((b) => (
            <Card
              key={b.id}
              withBorder
              padding={6}
              role="listitem"
              aria-label={`${t('host.floor.upcomingItem', {
                name: guestName(b, t),
                count: b.guest_count,
                range: timeRange(b),
                table: b.table_number || t('host.floor.unassigned'),
                status: statusLabel(t, b.status),
              })}${marksOf(b)}${pendingIds.has(b.id) ? t('host.floor.pending') : ''}`}
              className={classes.dragCard}
              style={{ borderLeft: `4px solid ${b.reservation_Status.color_code}` }}
              onPointerDown={(e) =>
                drag.start(e, { kind: 'booking', id: b.id, label: `${guestName(b, t)}, ${b.guest_count}` })
              }
              onPointerMove={drag.move}
              onPointerUp={drag.end}
              onPointerCancel={drag.cancel}
            >
              <Group justify="space-between" wrap="nowrap" gap={4}>
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600} truncate>
                    {guestName(b, t)} · {b.guest_count}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {timeRange(b)} · {b.table_number || t('host.floor.noTable')} · {statusLabel(t, b.status)}
                  </Text>
                  {arrivalOf(b.status) === 'arrived' && (
                    <div>
                      <ArrivalMark arrival="arrived" t={t} />
                    </div>
                  )}
                  <Marks flags={flags.get(b.id)} />
                  {pendingIds.has(b.id) && <PendingBadge />}
                </Stack>
                <SeatButton name={guestName(b, t)} table={selected} onSeat={() => props.onSeat(b)} />
              </Group>
            </Card>
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </Stack>
  );
}

/** "Seat" on a booking or a waiting guest: names the guest and the chosen table, or asks for a table first. */
export function SeatButton(props: {
  name: string;
  table: SceneTable | null;
  /** A waiting guest's button (the waitlist's words). */
  waitlist?: boolean;
  onSeat: () => void;
}) {
  const { name, table } = props;
  const { t } = useTranslation();
  const [seatAt, seatFirst] = props.waitlist
    ? (['host.floor.waitlist.seatAt', 'host.floor.waitlist.seatFirst'] as const)
    : (['host.floor.seatAt', 'host.floor.seatFirst'] as const);
  return (
    <Button
      size="compact-xs"
      variant={props.waitlist ? 'light' : 'subtle'}
      disabled={!table}
      onClick={props.onSeat}
      aria-label={table ? t(seatAt, { name, table: table.name }) : t(seatFirst, { name })}
    >
      {t('host.floor.seat')}
    </Button>
  );
}
