// Pointer and keyboard gestures on booking blocks. A gesture keeps a snapped preview (target row,
// start, duration) that the timeline draws; releasing the pointer or pressing Enter commits it. A
// press released within a few pixels of where it began is a click, not a drag: it selects the
// booking and, on the block itself (not its resize edge), opens it; so does Enter with no move
// under way.
import { useCallback, useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import {
  clampStart,
  HEADER_HEIGHT,
  nearestTableRow,
  rowIndexAtY,
  SLOT_MINUTES,
  snapMinutes,
  stepTableRow,
  type GridAxis,
  type GridRow,
} from './grid-geometry.js';
import type { BlockPlacement } from '../../reservations/grid-move.js';

export interface Gesture {
  bookingId: string;
  originRow: number;
  origin: BlockPlacement;
  targetRow: number;
  startMinute: number;
  duration: number;
  mode: 'move' | 'resize' | 'keyboard';
}

interface PointerStart {
  pointerId: number;
  x: number;
  y: number;
  moved: boolean;
}

const DRAG_THRESHOLD_PX = 4;
const MAX_DURATION = 720;

export interface GestureOptions {
  rows: readonly GridRow[];
  offsets: readonly number[];
  axis: GridAxis;
  scrollRef: RefObject<HTMLDivElement | null>;
  onCommit: (bookingId: string, from: BlockPlacement, to: BlockPlacement) => void;
  onSelect: (bookingId: string) => void;
  /** Opens the booking's details (a click that did not drag, or Enter with no move under way). */
  onOpen: (bookingId: string) => void;
}

/** A gesture on a booking's block, not yet moved: it targets where the block stands. */
function gestureAt(
  bookingId: string,
  originRow: number,
  origin: BlockPlacement,
  mode: Gesture['mode'],
): Gesture {
  return {
    bookingId,
    originRow,
    origin,
    targetRow: originRow,
    startMinute: origin.startMinute,
    duration: origin.duration,
    mode,
  };
}

function placementOf(rows: readonly GridRow[], g: Gesture): BlockPlacement {
  const row = rows[g.targetRow];
  return {
    tableId: row?.kind === 'table' ? row.table.id : g.origin.tableId,
    startMinute: g.startMinute,
    duration: g.duration,
  };
}

export function useBlockGesture({
  rows,
  offsets,
  axis,
  scrollRef,
  onCommit,
  onSelect,
  onOpen,
}: GestureOptions) {
  const [gesture, setGesture] = useState<Gesture | null>(null);
  const pointer = useRef<PointerStart | null>(null);

  const begin = useCallback(
    (
      event: PointerEvent<HTMLElement>,
      bookingId: string,
      originRow: number,
      origin: BlockPlacement,
      mode: 'move' | 'resize',
    ) => {
      if (event.button !== 0) return;
      event.stopPropagation();
      event.currentTarget.setPointerCapture(event.pointerId);
      pointer.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, moved: false };
      setGesture(gestureAt(bookingId, originRow, origin, mode));
    },
    [],
  );

  const move = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      const start = pointer.current;
      const el = scrollRef.current;
      if (!start || start.pointerId !== event.pointerId || !el) return;
      const dx = event.clientX - start.x;
      const dy = event.clientY - start.y;
      if (!start.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD_PX) return;
      start.moved = true;
      setGesture((g) => {
        if (!g) return g;
        if (g.mode === 'resize') {
          const duration = Math.max(
            SLOT_MINUTES,
            Math.min(MAX_DURATION, snapMinutes(g.origin.duration + dx / axis.pxPerMinute)),
          );
          return duration === g.duration ? g : { ...g, duration };
        }
        const contentY = event.clientY - el.getBoundingClientRect().top + el.scrollTop - HEADER_HEIGHT;
        const targetRow = nearestTableRow(rows, rowIndexAtY(offsets, contentY));
        const startMinute = clampStart(axis, snapMinutes(g.origin.startMinute + dx / axis.pxPerMinute));
        if (targetRow === g.targetRow && startMinute === g.startMinute) return g;
        return { ...g, targetRow: targetRow < 0 ? g.targetRow : targetRow, startMinute };
      });
    },
    [axis, offsets, rows, scrollRef],
  );

  const end = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      const start = pointer.current;
      if (!start || start.pointerId !== event.pointerId) return;
      pointer.current = null;
      const g = gesture;
      setGesture(null);
      if (!g) return;
      if (!start.moved) {
        onSelect(g.bookingId);
        if (g.mode === 'move') onOpen(g.bookingId);
        return;
      }
      onCommit(g.bookingId, g.origin, placementOf(rows, g));
    },
    [gesture, onCommit, onOpen, onSelect, rows],
  );

  const cancel = useCallback(() => {
    pointer.current = null;
    setGesture(null);
  }, []);

  /** Arrow keys move a row / 15 minutes, Shift+←/→ changes the duration, Enter commits, Escape cancels. */
  const key = useCallback(
    (event: KeyboardEvent<HTMLElement>, bookingId: string, originRow: number, origin: BlockPlacement) => {
      const base: Gesture =
        gesture?.bookingId === bookingId && gesture.mode === 'keyboard'
          ? gesture
          : gestureAt(bookingId, originRow, origin, 'keyboard');
      let next: Gesture | null = base;
      switch (event.key) {
        case 'ArrowUp':
        case 'ArrowDown':
          next = { ...base, targetRow: stepTableRow(rows, base.targetRow, event.key === 'ArrowUp' ? -1 : 1) };
          break;
        case 'ArrowLeft':
        case 'ArrowRight': {
          const step = event.key === 'ArrowLeft' ? -SLOT_MINUTES : SLOT_MINUTES;
          next = event.shiftKey
            ? { ...base, duration: Math.max(SLOT_MINUTES, Math.min(MAX_DURATION, base.duration + step)) }
            : { ...base, startMinute: clampStart(axis, base.startMinute + step) };
          break;
        }
        case 'Enter':
          if (gesture?.bookingId === bookingId && gesture.mode === 'keyboard') {
            setGesture(null);
            onCommit(bookingId, gesture.origin, placementOf(rows, gesture));
          } else {
            onSelect(bookingId);
            onOpen(bookingId);
          }
          event.preventDefault();
          return;
        case 'Escape':
          setGesture(null);
          return;
        default:
          return;
      }
      event.preventDefault();
      onSelect(bookingId);
      setGesture(next);
    },
    [axis, gesture, onCommit, onOpen, onSelect, rows],
  );

  return { gesture, begin, move, end, cancel, key };
}
