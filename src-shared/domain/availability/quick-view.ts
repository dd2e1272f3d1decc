// The availability quick view (spec §2 availabilityQuickView): date × time × party size from the same
// engine the drawer and the server use, each cell decided like a booking at that time, with every
// reason a closed cell is closed. Pure: the server, an offline terminal and the bench call it alike.
import { timeToMinutes } from '../../time.js';
import { byPrecedence, checkMinute, dayContext, shiftsOfDay } from './slots.js';
import type { AvailabilityInput, SlotOffer, SlotReason } from './types.js';

export interface QuickViewQuery extends Omit<AvailabilityInput, 'date' | 'partySize' | 'explain'> {
  dates: readonly string[];
  /** Venue-local 'HH:MM' of the matrix's rows. */
  times: readonly string[];
  partySizes: readonly number[];
}

export interface QuickViewCell {
  time: string;
  partySize: number;
  available: boolean;
  shiftId: string | null;
  durationMinutes: number | null;
  reasons: SlotReason[];
  tables: string[];
  offer: SlotOffer | null;
}

/**
 * The availability quick view: date × time × party size, each cell decided like a booking at that
 * time (autoAssign), with every reason a closed cell is closed. One day context per date.
 */
export function quickView(query: QuickViewQuery): { date: string; cells: QuickViewCell[] }[] {
  return query.dates.map((date) => {
    const input = { ...query, date, explain: true };
    const ctx = dayContext(input);
    const shifts = byPrecedence(shiftsOfDay(input));
    const cells: QuickViewCell[] = [];
    for (const time of query.times) {
      const minutes = timeToMinutes(time);
      for (const partySize of query.partySizes) {
        const check = checkMinute(ctx, shifts, minutes, partySize);
        const slot = 'shiftId' in check ? check : null;
        cells.push({
          time,
          partySize,
          available: check.available,
          shiftId: slot?.shiftId ?? null,
          durationMinutes: slot?.durationMinutes ?? null,
          reasons: check.reasons ?? [],
          tables: slot?.tables ?? [],
          offer: slot?.offer ?? null,
        });
      }
    }
    return { date, cells };
  });
}
