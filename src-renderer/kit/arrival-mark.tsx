// <ArrivalMark>: a party at the venue — Arrived (here, waiting for its table) or Seated — as a small
// filled pill of an icon and its word, readable on any background in light and dark, so an arrived
// party never looks like one still to come by colour alone. <ArrivalIcon> is the icon alone, for a
// badge that already says the status in words. Plain spans and strings, so memoised grid blocks can
// carry them.
import { IconArmchair, IconDoorEnter } from '@tabler/icons-react';
import { memo } from 'react';
import type { Arrival } from '../../src-shared/domain/arrival.js';
import type { Translate } from '../i18n/translate.js';
import classes from './arrival-mark.module.css';

export function ArrivalIcon({ arrival, size = 12 }: { arrival: Arrival; size?: number }) {
  const Icon = arrival === 'arrived' ? IconDoorEnter : IconArmchair;
  return <Icon size={size} aria-hidden data-arrival-icon={arrival} />;
}

/** `short`: the icon alone in the pill (its word as the tooltip), where room is scarce. */
export const ArrivalMark = memo(function ArrivalMark({
  arrival,
  t,
  short = false,
}: {
  arrival: Arrival;
  t: Translate;
  short?: boolean;
}) {
  const word = t(`reservations.arrival.${arrival}`);
  return (
    <span className={`${classes.mark} ${classes[arrival]}`} title={word} data-arrival={arrival}>
      <ArrivalIcon arrival={arrival} size={10} />
      {/* A container short of room (a grid block under two hours) may hide the word, not the icon. */}
      {!short && <span data-arrival-word>{word}</span>}
    </span>
  );
});
