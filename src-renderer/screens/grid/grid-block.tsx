// One booking block on a table row: coloured by its status (a readable swatch of it), draggable to another row or time, its
// right edge draggable to change the duration, and movable from the keyboard.
import { memo, type KeyboardEvent, type PointerEvent } from 'react';
import type { Reservation } from '../../../src-shared/schemas/reservation.js';
import { blockLabel, guestName } from './block-label.js';
import { statusSwatch } from '../../theme/palette.js';
import classes from './grid.module.css';

export interface GridBlockProps {
  booking: Reservation;
  left: number;
  width: number;
  /** Preview offset while a gesture is under way. */
  shift?: { x: number; y: number; width: number };
  selected: boolean;
  onPointerDown: (event: PointerEvent<HTMLElement>, mode: 'move' | 'resize') => void;
  onPointerMove: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp: (event: PointerEvent<HTMLElement>) => void;
  onPointerCancel: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

export const GridBlock = memo(function GridBlock(props: GridBlockProps) {
  const { booking, left, width, shift, selected } = props;
  const swatch = statusSwatch(booking.reservation_Status.color_code);
  const label = blockLabel(booking);
  return (
    <div
      role="button"
      tabIndex={0}
      aria-label={label}
      aria-pressed={selected}
      aria-describedby="grid-keyboard-help"
      title={`${label} — ${booking.status}`}
      data-booking-id={booking.id}
      className={classes.block}
      data-selected={selected || undefined}
      data-moving={shift ? true : undefined}
      style={{
        left,
        width: shift ? shift.width : width,
        transform: shift ? `translate(${shift.x}px, ${shift.y}px)` : undefined,
        background: swatch.fill,
        color: swatch.ink,
      }}
      onPointerDown={(e) => props.onPointerDown(e, 'move')}
      onPointerMove={props.onPointerMove}
      onPointerUp={props.onPointerUp}
      onPointerCancel={props.onPointerCancel}
      onKeyDown={props.onKeyDown}
    >
      <span className={classes.blockName}>{guestName(booking)}</span>
      <span className={classes.blockMeta}>
        {booking.guest_count} · {booking.time}
      </span>
      <span
        role="button"
        aria-label={`Change duration of ${guestName(booking)}`}
        className={classes.resize}
        onPointerDown={(e) => props.onPointerDown(e, 'resize')}
        onPointerMove={props.onPointerMove}
        onPointerUp={props.onPointerUp}
        onPointerCancel={props.onPointerCancel}
      />
    </div>
  );
});
