// Floorplan screen: the layout on a PixiJS canvas in live colours (free, reserved soon, seated,
// running late, blocked), zoom and pan, a side panel for the selected table (and its live status,
// set from a dialog), and seating by dragging an upcoming booking, the walk-in card or a waitlist
// guest from the public widget onto a table.
import { ActionIcon, Button, Group, SegmentedControl, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconFocus2, IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Reservation } from '../../../src-shared/schemas/reservation.js';
import { usePendingRowIds } from '../../data/pending-rows.js';
import { errorText, useMutate } from '../../data/mutate.js';
import { ScreenMessages } from '../../kit/screen-messages.js';
import { WorkspaceFrame } from '../../kit/workspace-frame.js';
import { useScreenMessages } from '../../kit/use-sync-notices.js';
import { FloorCanvas, tableAtScreen } from './floor-canvas.js';
import { tablesBounds } from './floor-hit-test.js';
import { cssColour, LIVE_FILL } from './floor-palette.js';
import { liveStateIcon, SelectedTable, UpcomingList, WalkInCard } from './floor-side-panel.js';
import { FloorTableList } from './floor-table-list.js';
import { stageKeyAction } from './floor-keys.js';
import { fitBounds, zoomAt, type FloorTransform } from './floor-transform.js';
import { planSeatBooking, planWalkIn, type SeatPlan } from './seat-actions.js';
import { LIVE_STATES } from './table-live-status.js';
import { useDragToTable, type DragPayload } from './use-drag-to-table.js';
import { useFloorModel } from './use-floor-model.js';
import { useGuestFlags } from '../../reservations/use-guest-flags.js';
import { WaitlistCard } from './floor-waitlist.js';
import { LiveStatusBadge, TableStatusDialog } from './table-status-dialog.js';
import { useWaitlist } from './use-waitlist.js';
import { planSeatWaitlist, waitlistName } from './waitlist-actions.js';
import type { WaitlistEntry } from '../../../src-shared/website/waitlist.js';
import classes from './floorplan.module.css';

export function FloorplanScreen() {
  const { t } = useTranslation();
  const model = useFloorModel();
  const flags = useGuestFlags(model.day.reservations);
  const { day, tables, elements, live, now } = model;
  const rooms = elements.filter((e) => e.kind === 'room').length;
  const { messages, push, dismiss } = useScreenMessages();
  const hostRef = useRef<HTMLDivElement | null>(null);
  const stageRef = useRef<HTMLDivElement | null>(null);
  const [transform, setTransform] = useState<FloorTransform>({ scale: 1, x: 0, y: 0 });
  const [fitted, setFitted] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [guests, setGuests] = useState(2);
  const [statusOpen, setStatusOpen] = useState(false);
  const waitlist = useWaitlist(now.date);
  const selected = tables.find((t) => t.id === selectedId) ?? null;
  const tableNames = useMemo(
    () => new Map((day.floor?.tables ?? []).map((t) => [t.id, t.name])),
    [day.floor?.tables],
  );

  const fit = useCallback(() => {
    const host = hostRef.current;
    const bounds = tablesBounds([...elements.map((e) => ({ ...e, shape: 'square' })), ...tables]);
    if (!host || !bounds) return;
    setTransform(fitBounds(bounds, { width: host.clientWidth, height: host.clientHeight }));
    setFitted(true);
  }, [elements, tables]);
  useEffect(() => {
    if (!fitted) fit();
  }, [fit, fitted]);
  // Another layout is fitted to the view when it is chosen.
  const layoutId = model.layout?.id;
  useEffect(() => setFitted(false), [layoutId]);

  const zoom = (factor: number) => {
    const host = hostRef.current;
    if (host) setTransform((t) => zoomAt(t, { x: host.clientWidth / 2, y: host.clientHeight / 2 }, factor));
  };

  const mutate = useMutate();
  const pendingIds = usePendingRowIds();
  const run = useCallback(
    (plan: SeatPlan) => {
      if (!plan.ok) {
        push(plan.message);
        return;
      }
      const m = plan.mutation;
      const sent = m.name === 'reservation.update' ? mutate(m.name, m.args) : mutate(m.name, m.args);
      // Queued: the table and the booking show "Pending sync" until the server answers; a refusal
      // comes back as a notice on this screen and the mirror rolls the seating back.
      void sent.then((result) =>
        push(
          result.ok
            ? t('host.floor.pendingSummary', { summary: plan.summary })
            : t('host.floor.failedSummary', { summary: plan.summary, error: errorText(result.error) }),
          result.ok ? 'info' : 'error',
        ),
      );
    },
    [mutate, push, t],
  );

  // A waitlist guest: the Seated booking first, then the entry marked seated with it (both queued).
  const seatWaitlist = useCallback(
    (entry: WaitlistEntry, table: { id: string; name: string }) => {
      const statuses = day.floor?.statuses ?? [];
      const plan = planSeatWaitlist(entry, { table, live: live.get(table.id), now, statuses }, t);
      if (!plan.ok) {
        push(plan.message);
        return;
      }
      void (async () => {
        const booked = await mutate('reservation.create', plan.booking);
        const seated = booked.ok ? await mutate('waitlist.seat', plan.seat) : booked;
        push(
          seated.ok
            ? t('host.floor.pendingSummary', { summary: plan.summary })
            : t('host.floor.failedSummary', { summary: plan.summary, error: errorText(seated.error) }),
          seated.ok ? 'info' : 'error',
        );
      })();
    },
    [day.floor?.statuses, live, mutate, now, push, t],
  );

  const removeWaitlist = useCallback(
    async (entry: WaitlistEntry) => {
      const summary = t('host.floor.waitlist.removed', { name: waitlistName(entry, t) });
      const result = await mutate('waitlist.remove', { id: entry.id });
      push(
        result.ok
          ? t('host.floor.pendingSummary', { summary })
          : t('host.floor.failedSummary', { summary, error: errorText(result.error) }),
        result.ok ? 'info' : 'error',
      );
    },
    [mutate, push, t],
  );

  const seat = useCallback(
    (payload: DragPayload, tableId: string) => {
      const table = tables.find((t) => t.id === tableId);
      if (!table) return;
      setSelectedId(tableId);
      const statuses = day.floor?.statuses ?? [];
      if (payload.kind === 'waitlist') {
        const entry = waitlist.waiting.find((e) => e.id === payload.id);
        if (entry) seatWaitlist(entry, table);
        return;
      }
      if (payload.kind === 'walk-in') {
        run(planWalkIn(guests, { table, live: live.get(tableId), now, statuses }, t));
        return;
      }
      const booking = day.reservations.find((r) => r.id === payload.id);
      if (booking)
        run(planSeatBooking(booking, table, live.get(tableId), day.reservations, statuses, tableNames, t));
    },
    [
      day.floor?.statuses,
      day.reservations,
      guests,
      live,
      now,
      run,
      seatWaitlist,
      tableNames,
      tables,
      t,
      waitlist,
    ],
  );
  const liveStatus = selected ? model.layout?.live_status.find((s) => s.table_id === selected.id) : undefined;

  const resolveTable = useCallback(
    (x: number, y: number) =>
      hostRef.current ? (tableAtScreen(hostRef.current, tables, transform, x, y)?.id ?? null) : null,
    [tables, transform],
  );
  const drag = useDragToTable(resolveTable, seat);

  return (
    <WorkspaceFrame
      title={t('host.floor.title')}
      summary={
        <>
          {model.layout
            ? `${t('host.floor.summary', { layout: model.layout.name, count: tables.length })}${rooms ? t('host.floor.rooms', { count: rooms }) : ''}`
            : day.floor
              ? t('host.floor.noLayout')
              : t('host.floor.loading')}{' '}
          · {now.time}
          {day.error ? ` · ${day.error}` : ''}
        </>
      }
      controls={
        model.layouts.length > 1 && (
          <SegmentedControl
            aria-label={t('host.floor.layout')}
            size="xs"
            value={model.layout?.id ?? ''}
            onChange={model.setLayoutId}
            data={model.layouts.map((l) => ({ value: l.id, label: l.name }))}
          />
        )
      }
    >
      <ScreenMessages messages={messages} onDismiss={dismiss} />
      <Group align="stretch" gap="md" wrap="nowrap" style={{ flex: 1, minHeight: 0 }}>
        <div
          ref={stageRef}
          className={classes.stage}
          role="region"
          aria-label={t('host.floor.plan')}
          aria-describedby="floor-keyboard-help"
          tabIndex={0}
          data-layout-tables={tables.length}
          data-layout-elements={elements.length}
          onKeyDown={(e) => {
            if (e.target !== e.currentTarget) return;
            const action = stageKeyAction(e.key);
            if (!action) return;
            e.preventDefault();
            if (action === 'tables')
              stageRef.current?.querySelector<HTMLButtonElement>('nav button[tabindex="0"]')?.focus();
            else if (action === 'fit') fit();
            else zoom(action === 'zoom-in' ? 1.25 : 0.8);
          }}
        >
          <VisuallyHidden id="floor-keyboard-help">{t('host.floor.help')}</VisuallyHidden>
          <FloorTableList
            tables={tables}
            live={live}
            pendingIds={pendingIds}
            selectedId={selectedId}
            onSelect={setSelectedId}
            onLeave={() => stageRef.current?.focus()}
          />
          <FloorCanvas
            tables={tables}
            elements={elements}
            states={model.sceneStates}
            transform={transform}
            onTransform={setTransform}
            selectedId={selectedId}
            hoverId={drag.hoverId}
            onSelect={setSelectedId}
            hostRef={hostRef}
          />
          <Group gap={4} className={classes.toolbar}>
            <ActionIcon variant="default" aria-label={t('host.floor.zoomIn')} onClick={() => zoom(1.25)}>
              <IconZoomIn size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon variant="default" aria-label={t('host.floor.zoomOut')} onClick={() => zoom(0.8)}>
              <IconZoomOut size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon variant="default" aria-label={t('host.floor.fit')} onClick={fit}>
              <IconFocus2 size={16} aria-hidden />
            </ActionIcon>
            <Text size="xs" c="dimmed" w={40} ta="right" aria-label={t('host.floor.zoomLevel')}>
              {Math.round(transform.scale * 100)}%
            </Text>
          </Group>
          <Group gap={10} className={classes.legend} role="list" aria-label={t('host.floor.colours')}>
            {LIVE_STATES.map((s) => (
              <Text key={s} size="xs" role="listitem">
                <span
                  className={classes.swatch}
                  style={{ background: cssColour(LIVE_FILL[s]) }}
                  aria-hidden
                />
                {liveStateIcon(s) && <span className={classes.legendIcon}>{liveStateIcon(s)}</span>}
                {t(`host.floor.states.${s}`)}
              </Text>
            ))}
          </Group>
        </div>
        <aside className={classes.side} aria-label={t('host.floor.seating')}>
          <SelectedTable
            table={selected}
            live={selected ? live.get(selected.id) : undefined}
            pendingIds={pendingIds}
            flags={flags}
          >
            {selected && model.layout && (
              <Stack gap={4} mb={6}>
                {liveStatus ? (
                  <LiveStatusBadge live={liveStatus} pending={pendingIds.has(model.layout.id)} />
                ) : (
                  <Text size="xs" c="dimmed">
                    {t('host.floor.status.none')}
                  </Text>
                )}
                <Button
                  size="compact-xs"
                  variant="default"
                  aria-label={t('host.floor.status.openNamed', { name: selected.name })}
                  onClick={() => setStatusOpen(true)}
                >
                  {t('host.floor.status.open')}
                </Button>
              </Stack>
            )}
          </SelectedTable>
          <WalkInCard
            guests={guests}
            onGuests={setGuests}
            drag={drag.handlers}
            selected={selected}
            onSeat={() =>
              selected && seat({ kind: 'walk-in', id: 'walk-in', label: t('host.floor.walkIn') }, selected.id)
            }
          />
          <WaitlistCard
            entries={waitlist.waiting}
            pendingIds={pendingIds}
            drag={drag.handlers}
            selected={selected}
            onSeat={(entry) => selected && seatWaitlist(entry, selected)}
            onRemove={removeWaitlist}
          />
          <UpcomingList
            bookings={model.upcoming}
            pendingIds={pendingIds}
            flags={flags}
            drag={drag.handlers}
            selected={selected}
            onSeat={(b: Reservation) =>
              selected && seat({ kind: 'booking', id: b.id, label: b.first_name }, selected.id)
            }
          />
        </aside>
      </Group>
      {statusOpen && selected && model.layout && (
        <TableStatusDialog
          table={selected}
          layoutId={model.layout.id}
          current={liveStatus}
          onClose={() => setStatusOpen(false)}
          onDone={(summary) => push(t('host.floor.pendingSummary', { summary }), 'info')}
        />
      )}
      {drag.ghost && (
        <div className={classes.ghost} style={{ left: drag.ghost.x, top: drag.ghost.y }} aria-hidden>
          {drag.ghost.payload.label}
        </div>
      )}
    </WorkspaceFrame>
  );
}
