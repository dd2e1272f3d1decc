// Dragging a DOM card (an upcoming booking, the walk-in card or a waitlist guest) onto the canvas:
// pointer events on the card, a ghost that follows the pointer, the table under it highlighted
// through a Pixi hit test in world coordinates, and the drop handed to the screen.
import { useCallback, useRef, useState, type PointerEvent } from 'react';

export interface DragPayload {
  kind: 'walk-in' | 'booking' | 'waitlist';
  id: string;
  label: string;
}

export interface Ghost {
  payload: DragPayload;
  x: number;
  y: number;
}

export function useDragToTable(
  resolveTable: (clientX: number, clientY: number) => string | null,
  onDrop: (payload: DragPayload, tableId: string) => void,
) {
  const [ghost, setGhost] = useState<Ghost | null>(null);
  const [hoverId, setHoverId] = useState<string | null>(null);
  const active = useRef<{
    pointerId: number;
    payload: DragPayload;
    x: number;
    y: number;
    moved: boolean;
  } | null>(null);

  const start = useCallback((event: PointerEvent<HTMLElement>, payload: DragPayload) => {
    if (event.button !== 0) return;
    // Buttons inside the card keep their own clicks.
    if ((event.target as HTMLElement).closest('button, input')) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    active.current = {
      pointerId: event.pointerId,
      payload,
      x: event.clientX,
      y: event.clientY,
      moved: false,
    };
  }, []);

  const move = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      const a = active.current;
      if (!a || a.pointerId !== event.pointerId) return;
      if (!a.moved && Math.hypot(event.clientX - a.x, event.clientY - a.y) < 4) return;
      a.moved = true;
      setGhost({ payload: a.payload, x: event.clientX, y: event.clientY });
      const id = resolveTable(event.clientX, event.clientY);
      setHoverId((current) => (current === id ? current : id));
    },
    [resolveTable],
  );

  const end = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      const a = active.current;
      if (!a || a.pointerId !== event.pointerId) return;
      active.current = null;
      setGhost(null);
      setHoverId(null);
      if (!a.moved) return;
      const id = resolveTable(event.clientX, event.clientY);
      if (id) onDrop(a.payload, id);
    },
    [onDrop, resolveTable],
  );

  const cancel = useCallback(() => {
    active.current = null;
    setGhost(null);
    setHoverId(null);
  }, []);

  return { ghost, hoverId, handlers: { start, move, end, cancel } };
}
