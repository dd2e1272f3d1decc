// One booking block on a table row: coloured by its status (a readable swatch of it), draggable to another row or time, its
// right edge draggable to change the duration, and movable from the keyboard. A change the server has
// not acknowledged yet reads "Pending sync" (in its name and on the block, not by colour alone).
import { memo, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { statusLabel } from '../../i18n/status-label.js';
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
  /** This terminal changed it and the server has not acknowledged the change yet. */
  pending: boolean;
  /** The server (waiter) looking after the booking, when one is chosen. */
  serverName?: string | undefined;
  onPointerDown: (event: PointerEvent<HTMLElement>, mode: 'move' | 'resize') => void;
  onPointerMove: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp: (event: PointerEvent<HTMLElement>) => void;
  onPointerCancel: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

export const GridBlock = memo(function GridBlock(props: GridBlockProps) {
  const { booking, left, width, shift, selected, pending, serverName } = props;
  const { t } = useTranslation();
  const swatch = statusSwatch(booking.reservation_Status.color_code);
  const served = serverName ? t('host.block.server', { name: serverName }) : '';
  const label = `${blockLabel(booking, t)}${served}${pending ? t('host.block.pending') : ''}`;
  return (
    <div
      role="button"
      tabIndex={0}
      aria-label={label}
      aria-pressed={selected}
      aria-describedby="grid-keyboard-help"
      title={`${label} — ${statusLabel(t, booking.status)}`}
      data-booking-id={booking.id}
      className={classes.block}
      data-selected={selected || undefined}
      data-moving={shift ? true : undefined}
      data-pending={pending || undefined}
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
      <span className={classes.blockName}>{guestName(booking, t)}</span>
      <span className={classes.blockMeta}>
        {booking.guest_count} · {booking.time}
        {serverName ? ` · ${serverName}` : ''}
      </span>
      {pending && (
        <span className={classes.blockPending} aria-hidden>
          {t('host.block.pendingBadge')}
        </span>
      )}
      <span
        role="button"
        aria-label={t('host.block.changeDuration', { name: guestName(booking, t) })}
        className={classes.resize}
        onPointerDown={(e) => props.onPointerDown(e, 'resize')}
        onPointerMove={props.onPointerMove}
        onPointerUp={props.onPointerUp}
        onPointerCancel={props.onPointerCancel}
      />
    </div>
  );
});
