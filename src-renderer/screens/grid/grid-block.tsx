// One booking block on a table row: coloured by its status (a readable swatch of it), draggable to another row or time, its
// right edge draggable to change the duration, and movable from the keyboard. A change the server has
// not acknowledged yet reads "Pending sync" (in its name and on the block, not by colour alone); an
// arrived party reads "Arrived" with its icon (a seated one shows the icon), beside its status colour.
// A click that does not drag opens the booking.
import { memo, type KeyboardEvent, type PointerEvent } from 'react';
import { statusLabel } from '../../i18n/status-label.js';
import type { Translate } from '../../i18n/translate.js';
import type { Reservation } from '../../../src-shared/schemas/reservation.js';
import { timeToMinutes } from '../../../src-shared/time.js';
import type { BlockPlacement } from '../../reservations/grid-move.js';
import { blockLabel, guestName } from '../../reservations/block-label.js';
import { statusSwatch } from '../../theme/palette.js';
import { flagsSentence, GuestFlagMarks } from '../../kit/guest-flag-marks.js';
import { ArrivalMark } from '../../kit/arrival-mark.js';
import { arrivalOf } from '../../../src-shared/domain/arrival.js';
import classes from './grid.module.css';

/** The gesture handlers every block shares (stable across renders, so memoised blocks stay put). */
export interface GridBlockActions {
  begin: (
    event: PointerEvent<HTMLElement>,
    bookingId: string,
    rowIndex: number,
    origin: BlockPlacement,
    mode: 'move' | 'resize',
  ) => void;
  move: (event: PointerEvent<HTMLElement>) => void;
  end: (event: PointerEvent<HTMLElement>) => void;
  cancel: () => void;
  key: (
    event: KeyboardEvent<HTMLElement>,
    bookingId: string,
    rowIndex: number,
    origin: BlockPlacement,
  ) => void;
}

export interface GridBlockProps {
  booking: Reservation;
  /** The timeline row the block stands on and that row's table. */
  rowIndex: number;
  tableId: string;
  left: number;
  width: number;
  /** Preview offset while a gesture is under way. */
  shift?: { x: number; y: number; width: number } | undefined;
  selected: boolean;
  /** This terminal changed it and the server has not acknowledged the change yet. */
  pending: boolean;
  /** The server (waiter) looking after the booking, when one is chosen. */
  serverName?: string | undefined;
  /** The guest's allergies and dietary needs ("Sesame, Peanuts"; '' for none) and VIP mark. */
  allergies: string;
  dietary: string;
  vip: boolean;
  /**
   * The timeline's translator (memoTranslate over its i18next `t`: one per language, so a block
   * re-renders when the language changes and asks i18next once per phrase).
   */
  t: Translate;
  actions: GridBlockActions;
}

/**
 * Only what the block shows re-renders it: a reload that keeps this booking's row (the data layer
 * keeps unchanged rows' identity) and the timeline's stable actions leave the block as it is.
 */
export const GridBlock = memo(function GridBlock(props: GridBlockProps) {
  const { booking, rowIndex, tableId, left, width, shift, selected, pending, serverName, t, actions } = props;
  const { allergies, dietary, vip } = props;
  const swatch = statusSwatch(booking.reservation_Status.color_code);
  const arrival = arrivalOf(booking.status);
  const served = serverName ? t('host.block.server', { name: serverName }) : '';
  const flags = flagsSentence({ allergies, dietary, vip }, t);
  // The guest's marks follow the name ("Jane Doe, VIP · Allergies: Sesame, 4 guests, …, T4").
  const name = guestName(booking, t);
  const base = blockLabel(booking, t);
  const named = flags ? `${name}, ${flags}${base.slice(name.length)}` : base;
  const label = `${named}${served}${pending ? t('host.block.pending') : ''}`;
  const origin = (): BlockPlacement => ({
    tableId,
    startMinute: timeToMinutes(booking.time),
    duration: booking.duration_minutes,
  });
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
      data-arrival={arrival ?? undefined}
      style={{
        left,
        width: shift ? shift.width : width,
        transform: shift ? `translate(${shift.x}px, ${shift.y}px)` : undefined,
        background: swatch.fill,
        color: swatch.ink,
      }}
      onPointerDown={(e) => actions.begin(e, booking.id, rowIndex, origin(), 'move')}
      onPointerMove={actions.move}
      onPointerUp={actions.end}
      onPointerCancel={actions.cancel}
      onKeyDown={(e) => actions.key(e, booking.id, rowIndex, origin())}
    >
      <span className={classes.blockName}>{name}</span>
      {arrival && <ArrivalMark arrival={arrival} t={t} short={arrival === 'seated'} />}
      <GuestFlagMarks allergies={allergies} dietary={dietary} vip={vip} t={t} />
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
        onPointerDown={(e) => actions.begin(e, booking.id, rowIndex, origin(), 'resize')}
        onPointerMove={actions.move}
        onPointerUp={actions.end}
        onPointerCancel={actions.cancel}
      />
    </div>
  );
});
