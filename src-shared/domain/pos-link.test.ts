import { describe, expect, it } from 'vitest';
import { posCheckBooking, type PosLinkCandidate } from './pos-link.js';

const window = { before: 20, after: 25 };
const booking = (id: string, hhmm: string, statusName = 'Seated', holdsTable = true): PosLinkCandidate => ({
  id,
  start: `2030-06-01T${hhmm}:00Z`,
  statusName,
  holdsTable,
});

describe('a POS check finds its booking', () => {
  it('at 20:05 links to the 20:00 booking, not the 21:00 one', () => {
    const at = (hhmm: string) =>
      posCheckBooking(
        `2030-06-01T${hhmm}:00Z`,
        [booking('eight', '20:00'), booking('nine', '21:00', 'Booked')],
        window,
      );
    expect(at('20:05')).toBe('eight');
    // The window's edges: 20 minutes before, 25 after.
    expect(at('19:40')).toBe('eight');
    expect(at('19:39')).toBeNull();
    expect(at('20:25')).toBe('eight');
    expect(at('20:26')).toBeNull();
    expect(at('20:45')).toBe('nine');
  });

  it('prefers a party that came, then the nearest; never a cancelled or no-show booking', () => {
    const at = '2030-06-01T20:10:00Z';
    expect(
      posCheckBooking(at, [booking('booked', '20:10', 'Booked'), booking('seated', '20:00')], window),
    ).toBe('seated');
    expect(
      posCheckBooking(at, [booking('a', '20:00', 'Booked'), booking('b', '20:15', 'Booked')], window),
    ).toBe('b');
    expect(
      posCheckBooking(
        at,
        [booking('gone', '20:10', 'Cancelled', false), booking('away', '20:10', 'No-show', false)],
        window,
      ),
    ).toBeNull();
    expect(posCheckBooking(at, [booking('done', '20:00', 'Completed', false)], window)).toBe('done');
  });
});
