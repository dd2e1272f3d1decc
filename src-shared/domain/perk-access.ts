// Whether a guest may have a concierge perk on a day (spec §7 check-access, by guest type): the perk
// is active, the day is inside its dates and among its days, and its access levels name the guest's
// type or `all`. Every reason it is refused, in staff words.
import { spanOverlaps } from '../schemas/date-span.js';
import type { ConciergePerk, PerkAccessLevel } from '../schemas/concierge-perk.js';
import { weekdayOf } from '../time.js';

type Perk = Pick<
  ConciergePerk,
  'name' | 'status' | 'start_date' | 'end_date' | 'end_indefinite' | 'active_days' | 'access_levels'
>;

export function perkRefusals(perk: Perk, guestType: PerkAccessLevel, date: string): string[] {
  const reasons: string[] = [];
  if (perk.status !== 'active') reasons.push(`Perk ${perk.name} is inactive`);
  if (!spanOverlaps(perk, date, date)) {
    const until = perk.end_indefinite || perk.end_date === null ? '' : ` to ${perk.end_date}`;
    reasons.push(`Perk ${perk.name} runs from ${perk.start_date}${until}, not on ${date}`);
  }
  const weekday = weekdayOf(date);
  if (!perk.active_days.includes(weekday))
    reasons.push(`Perk ${perk.name} is not offered on ${weekday} (only ${perk.active_days.join(', ')})`);
  if (!perk.access_levels.includes('all') && !perk.access_levels.includes(guestType))
    reasons.push(`Perk ${perk.name} is for ${perk.access_levels.join(', ')} guests, not ${guestType}`);
  return reasons;
}
