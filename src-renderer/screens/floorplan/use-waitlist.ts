// The floor plan's waitlist: the public widget's entries of one venue day still waiting, from the
// mirror (works offline), reloaded whenever the mirror's waitlist changes (a guest joining pokes
// every console; a seating or removal on this one changes it at once).
import { useMemo } from 'react';
import type { WaitlistEntry } from '../../../src-shared/website/waitlist.js';
import { useData } from '../../data/use-data.js';
import { venue } from '../../data/venue.js';
import { waitingOn } from './waitlist-actions.js';

const WATCHED = ['waitlist'] as const;

export function useWaitlist(date: string): { waiting: WaitlistEntry[]; error: string | null } {
  const list = useData(() => venue()['mirror.waitlist']({ from: date }), `waitlist:${date}`, WATCHED);
  const waiting = useMemo(() => waitingOn(list.data ?? [], date), [list.data, date]);
  return { waiting, error: list.error };
}
