// The floor plan's side panel: the selected table's current and next parties, the walk-in card and
// today's upcoming bookings. Cards drag onto the canvas; their buttons seat at the selected table
// for keyboard users.
import { Badge, Button, Card, Group, NumberInput, ScrollArea, Stack, Text, Title } from '@mantine/core';
import type { PointerEvent } from 'react';
import type { Reservation } from '../../../src-shared/schemas/reservation.js';
import { guestName, timeRange } from '../grid/block-label.js';
import { cssColour, LIVE_FILL } from './floor-palette.js';
import type { SceneTable } from './floor-scene.js';
import { LIVE_STATE_LABELS, type LiveBooking, type TableLive } from './table-live-status.js';
import type { DragPayload } from './use-drag-to-table.js';
import classes from './floorplan.module.css';
import { TableOrders } from '../orders/linked-orders.js';

export interface DragHandlers {
  start: (event: PointerEvent<HTMLElement>, payload: DragPayload) => void;
  move: (event: PointerEvent<HTMLElement>) => void;
  end: (event: PointerEvent<HTMLElement>) => void;
  cancel: () => void;
}

/** "Pending sync" in words, beside a booking whose change the server has not acknowledged yet. */
function PendingBadge() {
  return (
    <Badge size="xs" radius="sm" tt="none" fw={500} variant="outline" color="orange">
      Pending sync
    </Badge>
  );
}

function Party({
  title,
  booking,
  minutes,
  pending,
}: {
  title: string;
  booking: LiveBooking | null;
  minutes?: number | null;
  pending: boolean;
}) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {title}
      </Text>
      {booking ? (
        <Text size="sm">
          {guestName(booking)}, {booking.guest_count} guests, {timeRange(booking)} · {booking.status}
          {minutes !== null && minutes !== undefined ? ` · seated ${minutes} min` : ''}
          {pending && (
            <>
              {' '}
              <PendingBadge />
            </>
          )}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          None
        </Text>
      )}
    </Stack>
  );
}

export function SelectedTable({
  table,
  live,
  pendingIds,
}: {
  table: SceneTable | null;
  live: TableLive | undefined;
  pendingIds: ReadonlySet<string>;
}) {
  if (!table) {
    return (
      <Card withBorder padding="sm" aria-label="Selected table" role="region">
        <Text size="sm" c="dimmed">
          Select a table on the plan (or from the Tables list with the keyboard) to see its parties.
        </Text>
      </Card>
    );
  }
  const state = live?.state ?? 'free';
  return (
    <Card withBorder padding="sm" aria-label={`Selected table ${table.name}`} role="region">
      <Group justify="space-between" mb={6}>
        <Title order={2} size="h5">
          Table {table.name}
        </Title>
        <Badge variant="filled" color={cssColour(LIVE_FILL[state])}>
          {LIVE_STATE_LABELS[state]}
        </Badge>
      </Group>
      <Text size="xs" c="dimmed" mb={6}>
        {table.seats} seats
      </Text>
      <Stack gap={6}>
        <Party
          title="Now"
          booking={live?.current ?? null}
          minutes={live?.seatedMinutes}
          pending={!!live?.current && pendingIds.has(live.current.id)}
        />
        <Party
          title="Next"
          booking={live?.next ?? null}
          pending={!!live?.next && pendingIds.has(live.next.id)}
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
  return (
    <Card
      withBorder
      padding="sm"
      className={classes.dragCard}
      role="group"
      aria-label="Walk-in: drag onto a table to seat"
      data-testid="walk-in-card"
      onPointerDown={(e) => drag.start(e, { kind: 'walk-in', id: 'walk-in', label: `Walk-in, ${guests}` })}
      onPointerMove={drag.move}
      onPointerUp={drag.end}
      onPointerCancel={drag.cancel}
    >
      <Group justify="space-between" align="flex-end" wrap="nowrap">
        <Stack gap={0}>
          <Text fw={700}>Walk-in</Text>
          <Text size="xs" c="dimmed">
            Drag onto a free table
          </Text>
        </Stack>
        <NumberInput
          label="Party size"
          size="xs"
          w={90}
          min={1}
          max={50}
          value={guests}
          onChange={(v) => props.onGuests(typeof v === 'number' && v > 0 ? v : 1)}
        />
      </Group>
      <Button mt={8} size="xs" variant="light" fullWidth disabled={!selected} onClick={props.onSeat}>
        {selected ? `Seat walk-in at ${selected.name}` : 'Select a table to seat a walk-in'}
      </Button>
    </Card>
  );
}

export function UpcomingList(props: {
  bookings: readonly Reservation[];
  pendingIds: ReadonlySet<string>;
  drag: DragHandlers;
  selected: SceneTable | null;
  onSeat: (b: Reservation) => void;
}) {
  const { bookings, drag, selected, pendingIds } = props;
  return (
    <Stack gap={6} style={{ minHeight: 0, flex: 1 }}>
      <Title order={2} size="h6">
        Upcoming today ({bookings.length})
      </Title>
      <ScrollArea.Autosize
        mah="100%"
        type="auto"
        offsetScrollbars
        // The list scrolls, so it takes focus for keyboard scrolling even when no Seat button is enabled.
        viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': 'Upcoming today, scrollable' }}
      >
        <Stack gap={6} role="list" aria-label="Upcoming reservations">
          {bookings.length === 0 && (
            <Text size="sm" c="dimmed">
              No more bookings today.
            </Text>
          )}
          {bookings.map((b) => (
            <Card
              key={b.id}
              withBorder
              padding={6}
              role="listitem"
              aria-label={`${guestName(b)}, ${b.guest_count} guests, ${timeRange(b)}, ${b.table_number || 'unassigned'}, ${b.status}${pendingIds.has(b.id) ? ', pending sync' : ''}`}
              className={classes.dragCard}
              style={{ borderLeft: `4px solid ${b.reservation_Status.color_code}` }}
              onPointerDown={(e) =>
                drag.start(e, { kind: 'booking', id: b.id, label: `${guestName(b)}, ${b.guest_count}` })
              }
              onPointerMove={drag.move}
              onPointerUp={drag.end}
              onPointerCancel={drag.cancel}
            >
              <Group justify="space-between" wrap="nowrap" gap={4}>
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600} truncate>
                    {guestName(b)} · {b.guest_count}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {timeRange(b)} · {b.table_number || 'no table'} · {b.status}
                  </Text>
                  {pendingIds.has(b.id) && <PendingBadge />}
                </Stack>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  disabled={!selected}
                  onClick={() => props.onSeat(b)}
                  aria-label={
                    selected
                      ? `Seat ${guestName(b)} at ${selected.name}`
                      : `Seat ${guestName(b)} (select a table first)`
                  }
                >
                  Seat
                </Button>
              </Group>
            </Card>
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </Stack>
  );
}
