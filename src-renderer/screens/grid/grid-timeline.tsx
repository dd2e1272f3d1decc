// The virtualized timeline: rows through @tanstack/react-virtual, and per row only the blocks that
// intersect the horizontal viewport, so 100 tables × 1,000 bookings scroll smoothly.
import { useVirtualizer } from '@tanstack/react-virtual';
import { useTranslation } from 'react-i18next';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { Reservation } from '../../../src-shared/schemas/reservation.js';
import { minutesToTime, timeToMinutes } from '../../../src-shared/time.js';
import { GridBlock, type GridBlockActions } from './grid-block.js';
import { flagText } from '../../kit/guest-flag-marks.js';
import { useGuestFlags } from '../../reservations/use-guest-flags.js';
import {
  axisWidth,
  HEADER_HEIGHT,
  LABEL_WIDTH,
  minuteToX,
  rowHeight,
  rowOffsets,
  type GridAxis,
  type GridRow,
} from './grid-geometry.js';
import type { BlockPlacement } from '../../reservations/grid-move.js';
import classes from './grid.module.css';
import { useBlockGesture, type Gesture } from './use-block-gesture.js';
import { useServerNames } from '../../reservations/server-names.js';
import { memoTranslate } from '../../i18n/memo-translate.js';

export interface GridTimelineProps {
  rows: readonly GridRow[];
  axis: GridAxis;
  bookings: readonly Reservation[];
  nowMinute: number | null;
  selectedId: string | null;
  /** Rows with changes the server has not acknowledged yet (main's outbox). */
  pendingIds: ReadonlySet<string>;
  onSelect: (id: string) => void;
  /** A click on a block that did not drag it (or Enter on it with no move under way). */
  onOpen: (id: string) => void;
  onCommit: (bookingId: string, from: BlockPlacement, to: BlockPlacement) => void;
  height: number | string;
  /** Scrolled into view (near the left edge) whenever it changes: now, or the day's first booking. */
  focusMinute: number | null;
}

const H_MARGIN_PX = 240;

function useHorizontalWindow(ref: RefObject<HTMLDivElement | null>) {
  const [view, setView] = useState({ left: 0, width: 1600 });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let frame = 0;
    const read = () => {
      frame = 0;
      setView((v) =>
        Math.abs(v.left - el.scrollLeft) < 40 && v.width === el.clientWidth
          ? v
          : { left: el.scrollLeft, width: el.clientWidth },
      );
    };
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(read);
    };
    read();
    el.addEventListener('scroll', onScroll, { passive: true });
    const resize = new ResizeObserver(onScroll);
    resize.observe(el);
    return () => {
      el.removeEventListener('scroll', onScroll);
      resize.disconnect();
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [ref]);
  return view;
}

function previewShift(
  g: Gesture | null,
  id: string,
  rowIndex: number,
  offsets: readonly number[],
  axis: GridAxis,
) {
  if (!g || g.bookingId !== id || g.originRow !== rowIndex) return undefined;
  return {
    x: (g.startMinute - g.origin.startMinute) * axis.pxPerMinute,
    y: (offsets[g.targetRow] ?? 0) - (offsets[g.originRow] ?? 0),
    width: Math.max(8, g.duration * axis.pxPerMinute - 2),
  };
}

export function GridTimeline({
  rows,
  axis,
  bookings,
  nowMinute,
  selectedId,
  pendingIds,
  onSelect,
  onOpen,
  onCommit,
  height,
  focusMinute,
}: GridTimelineProps) {
  const { t } = useTranslation();
  // The timeline's phrases (rows, blocks) come from one remembering translator: a reload asks
  // i18next only for phrases it has not seen.
  const blockT = useMemo(() => memoTranslate(t), [t]);
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const servers = useServerNames(bookings[0]?.restaurant_id);
  const flags = useGuestFlags(bookings);
  const offsets = useMemo(() => rowOffsets(rows), [rows]);
  const view = useHorizontalWindow(scrollRef);
  const width = LABEL_WIDTH + axisWidth(axis);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (i) => {
      const row = rows[i];
      return row ? rowHeight(row) : 0;
    },
    getItemKey: (i) => rows[i]?.key ?? i,
    overscan: 6,
    scrollPaddingStart: HEADER_HEIGHT,
  });
  useEffect(() => virtualizer.measure(), [rows, virtualizer]);

  const byTable = useMemo(() => {
    const map = new Map<string, Reservation[]>();
    for (const b of bookings) {
      for (const tableId of b.table_ids) {
        const list = map.get(tableId);
        if (list) list.push(b);
        else map.set(tableId, [b]);
      }
    }
    return map;
  }, [bookings]);

  // Depends on the axis numbers, not its identity: a booking change must not jump the scroll.
  const { startMinute, pxPerMinute } = axis;
  useEffect(() => {
    const el = scrollRef.current;
    if (el && focusMinute !== null)
      el.scrollLeft = Math.max(0, (focusMinute - startMinute - 120) * pxPerMinute);
  }, [startMinute, pxPerMinute, focusMinute]);

  const gestures = useBlockGesture({ rows, offsets, axis, scrollRef, onCommit, onSelect, onOpen });
  const { gesture } = gestures;
  // The blocks' handlers stay the same functions across renders (they call the latest gesture
  // handlers), so a booking change or a gesture step re-renders only the blocks it touches.
  const latest = useRef(gestures);
  useLayoutEffect(() => {
    latest.current = gestures;
  });
  const actions = useMemo<GridBlockActions>(
    () => ({
      begin: (...args) => latest.current.begin(...args),
      move: (event) => latest.current.move(event),
      end: (event) => latest.current.end(event),
      cancel: () => latest.current.cancel(),
      key: (...args) => latest.current.key(...args),
    }),
    [],
  );

  // Keep the selected block in view when the keyboard moves it off screen.
  useEffect(() => {
    if (gesture?.mode === 'keyboard') virtualizer.scrollToIndex(gesture.targetRow, { align: 'auto' });
  }, [gesture?.mode, gesture?.targetRow, virtualizer]);

  const minVisible = axis.startMinute + (view.left - H_MARGIN_PX) / axis.pxPerMinute;
  const maxVisible = axis.startMinute + (view.left + view.width + H_MARGIN_PX) / axis.pxPerMinute;

  const ticks = useMemo(() => {
    const out: number[] = [];
    const first = Math.max(axis.startMinute, Math.floor(minVisible / 30) * 30);
    for (let m = first; m < Math.min(axis.endMinute, maxVisible); m += 30) out.push(m);
    return out;
  }, [axis, minVisible, maxVisible]);

  const totalHeight = virtualizer.getTotalSize();
  const nowX =
    nowMinute !== null && nowMinute >= axis.startMinute && nowMinute <= axis.endMinute
      ? LABEL_WIDTH + minuteToX(axis, nowMinute)
      : null;

  return (
    <div
      ref={scrollRef}
      className={classes.scroller}
      style={{ height }}
      role="region"
      aria-label={blockT('host.grid.timeline')}
    >
      <div className={classes.content} style={{ width, height: totalHeight + HEADER_HEIGHT }}>
        <div className={classes.header} style={{ width }}>
          <div className={classes.corner} style={{ width: LABEL_WIDTH }}>
            {blockT('host.grid.table')}
          </div>
          {ticks.map((m) => (
            <div
              key={m}
              className={m % 60 === 0 ? classes.tick : classes.tickHalf}
              style={{ left: LABEL_WIDTH + minuteToX(axis, m) }}
            >
              {minutesToTime(m)}
            </div>
          ))}
          {nowX !== null && nowMinute !== null && (
            <div
              className={classes.nowTag}
              style={{ left: nowX }}
              role="img"
              aria-label={blockT('host.grid.now', { time: minutesToTime(nowMinute) })}
            >
              {minutesToTime(nowMinute)}
            </div>
          )}
        </div>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          const top = HEADER_HEIGHT + item.start;
          if (row.kind === 'area') {
            return (
              <div
                key={item.key}
                className={classes.areaRow}
                style={{ top, height: item.size, width }}
                role="heading"
                aria-level={2}
              >
                <span className={classes.areaLabel}>{row.name}</span>
              </div>
            );
          }
          const visible = (byTable.get(row.table.id) ?? []).filter((b) => {
            const s = timeToMinutes(b.time);
            return (s + b.duration_minutes >= minVisible && s <= maxVisible) || gesture?.bookingId === b.id;
          });
          const isDrop =
            gesture !== null &&
            gesture.mode !== 'resize' &&
            gesture.targetRow === item.index &&
            gesture.originRow !== item.index;
          return (
            <div
              key={item.key}
              className={isDrop ? `${classes.row} ${classes.rowDrop}` : classes.row}
              style={{ top, height: item.size, width }}
              role="group"
              aria-label={blockT('host.grid.tableRow', { name: row.table.name, area: row.areaName })}
              data-table-row={row.table.name}
            >
              <div
                className={row.table.isActive ? classes.label : `${classes.label} ${classes.labelInactive}`}
              >
                {row.table.name}
                <span className={classes.covers}>
                  {row.table.min_covers}–{row.table.max_covers} covers
                  {row.table.isActive ? '' : ' · inactive'}
                </span>
              </div>
              {visible.map((b) => {
                const start = timeToMinutes(b.time);
                const marks = flagText(flags.get(b.id));
                return (
                  <GridBlock
                    key={b.id}
                    booking={b}
                    rowIndex={item.index}
                    tableId={row.table.id}
                    left={LABEL_WIDTH + minuteToX(axis, start) + 1}
                    width={Math.max(8, b.duration_minutes * axis.pxPerMinute - 2)}
                    shift={previewShift(gesture, b.id, item.index, offsets, axis)}
                    selected={selectedId === b.id}
                    pending={pendingIds.has(b.id)}
                    serverName={b.server_name_id ? servers.byId.get(b.server_name_id) : undefined}
                    allergies={marks.allergies}
                    dietary={marks.dietary}
                    vip={marks.vip}
                    t={blockT}
                    actions={actions}
                  />
                );
              })}
            </div>
          );
        })}
        {nowX !== null && (
          <div
            className={classes.now}
            style={{ left: nowX, height: totalHeight + HEADER_HEIGHT }}
            aria-hidden
          />
        )}
      </div>
    </div>
  );
}
