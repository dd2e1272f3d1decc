// How a request reads on screen, shared by the inbox, the open request and the client's history:
// the guest's name, the booking it asks for, its time left. Hooks over the texts; no data here.
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { GuestRequest } from '../../../src-shared/requests/request-entity.js';
import { useDates } from '../../kit/dates.js';
import { timeLeftOf } from './time-left.js';

export type RequestSummary = Pick<GuestRequest, 'first_name' | 'last_name' | 'date' | 'time' | 'party'>;

export function guestName(r: Pick<GuestRequest, 'first_name' | 'last_name'>, t: TFunction): string {
  const name = `${r.first_name} ${r.last_name}`.trim();
  return name === '' ? t('requests.unnamed') : name;
}

/** "03/14/2026 at 19:30 for 4", or null when the request names no booking. */
export function useBookingText(): (r: RequestSummary) => string | null {
  const { t } = useTranslation();
  const dates = useDates();
  return useCallback(
    (r) => {
      if (r.date === null || r.party === null) return null;
      return r.time === null
        ? t('requests.partyNoTime', { date: dates.day(r.date), party: r.party })
        : t('requests.party', { date: dates.day(r.date), time: r.time, party: r.party });
    },
    [t, dates],
  );
}

/** "2 h 15 min left", "Overdue by 3 h", or a dash once answered or settled. */
export function useTimeLeftText(nowMs: number): (r: GuestRequest) => { text: string; overdue: boolean } {
  const { t } = useTranslation();
  return useCallback(
    (r) => {
      const left = timeLeftOf(r, nowMs, {
        day: t('requests.units.day'),
        hour: t('requests.units.hour'),
        minute: t('requests.units.minute'),
      });
      if (left.kind === 'settled') return { text: t('requests.settled'), overdue: false };
      return {
        text: t(left.kind === 'overdue' ? 'requests.overdue' : 'requests.left', { duration: left.duration }),
        overdue: left.kind === 'overdue',
      };
    },
    [t, nowMs],
  );
}

export const STATE_COLOUR: Record<GuestRequest['state'], string> = {
  new: 'blue',
  in_progress: 'yellow',
  answered: 'teal',
  approved: 'green',
  declined: 'red',
  closed: 'gray',
};
