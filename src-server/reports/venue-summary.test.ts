import { describe, expect, it } from 'vitest';
import { bookingLine, countText, renderSummaryMail } from './venue-summary-mail.js';
import { LARGE_PARTY_MIN, summariseBookings, type SummaryBookingRow } from './venue-summary.js';

const row = (over: Partial<SummaryBookingRow>): SummaryBookingRow => ({
  time: '19:00',
  firstName: 'Ana',
  lastName: 'Silva',
  guestCount: 2,
  status: 'Booked',
  shiftId: 'dinner',
  tableIds: [],
  specialRequest: null,
  additionalNotes: null,
  partyNotes: null,
  clientTags: [],
  allergens: [],
  ...over,
});

const SHIFTS = [
  { id: 'lunch', name: 'Lunch' },
  { id: 'dinner', name: 'Dinner' },
];
const TABLES = new Map([
  ['t1', 'T1'],
  ['t2', 'T2'],
]);

describe('reservation summary', () => {
  it('counts kept bookings and covers, per shift in shift order, a booking without a known shift last', () => {
    const rows = [
      row({ time: '12:30', shiftId: 'lunch', guestCount: 3 }),
      row({ time: '13:00', shiftId: null, guestCount: 2 }),
      row({ time: '18:00', shiftId: 'dinner', guestCount: 4 }),
      row({ time: '19:00', shiftId: 'gone', guestCount: 1 }),
      row({ time: '19:30', shiftId: 'dinner', guestCount: 6, status: ' cancelled ' }),
      row({ time: '20:00', shiftId: 'dinner', guestCount: 5, status: 'No-show' }),
    ];
    const s = summariseBookings(rows, SHIFTS, TABLES);
    expect(s.bookings).toBe(4);
    expect(s.covers).toBe(3 + 2 + 4 + 1);
    expect(s.byShift).toEqual([
      { shift: 'Lunch', bookings: 1, covers: 3 },
      { shift: 'Dinner', bookings: 1, covers: 4 },
      { shift: '', bookings: 2, covers: 3 },
    ]);
    expect(s.list.map((b) => b.time)).toEqual(['12:30', '13:00', '18:00', '19:00']);
  });

  it('lists each booking with its tables, status, notes and tags; large parties from LARGE_PARTY_MIN', () => {
    const s = summariseBookings(
      [
        row({
          guestCount: LARGE_PARTY_MIN,
          tableIds: ['t1', 't2'],
          specialRequest: 'Window ',
          additionalNotes: '  ',
          partyNotes: 'Cake at 21:00',
          clientTags: [{ label: 'VIP' }],
          allergens: [{ label: 'Nuts' }],
        }),
        row({ firstName: 'Bo', lastName: '', guestCount: LARGE_PARTY_MIN - 1, tableIds: ['t9'] }),
      ],
      SHIFTS,
      TABLES,
    );
    expect(s.large.map((b) => b.name)).toEqual(['Ana Silva']);
    expect(s.list[0]).toEqual({
      time: '19:00',
      name: 'Ana Silva',
      guests: LARGE_PARTY_MIN,
      table: 'T1+T2',
      status: 'Booked',
      notes: ['Window', 'Cake at 21:00'],
      tags: ['VIP', 'Allergen: Nuts'],
    });
    expect(bookingLine(s.list[0]!)).toBe(
      `19:00 · Ana Silva · ${LARGE_PARTY_MIN} guests · table T1+T2 · Booked · Window · Cake at 21:00 · VIP, Allergen: Nuts`,
    );
    expect(bookingLine(s.list[1]!)).toBe(`19:00 · Bo · ${LARGE_PARTY_MIN - 1} guests · table ? · Booked`);
    expect(bookingLine({ ...s.list[1]!, table: '', guests: 1 })).toBe(
      '19:00 · Bo · 1 guest · no table · Booked',
    );
    expect(countText(1, 1)).toBe('1 booking, 1 cover');
    expect(countText(0, 12)).toBe('0 bookings, 12 covers');
  });

  it('renders the mail: subject, headline, shifts, large parties, list, the cards and escaped names', async () => {
    const summary = summariseBookings(
      [
        row({ time: '18:00', guestCount: 10, firstName: '<Zoe>', lastName: '& Co' }),
        row({ time: '20:00', shiftId: 'lunch' }),
      ],
      SHIFTS,
      TABLES,
    );
    const mail = await renderSummaryMail({
      restaurantName: 'Harbour Bistro',
      timeZone: 'Europe/London',
      date: '2026-06-10',
      from: '16:00',
      summary,
      cards: [{ report: 'covers', error: 'This report could not be computed for this mail.' }],
      period: { from: '2026-06-09', to: '2026-06-09' },
      previous: { from: '2026-06-08', to: '2026-06-08' },
      reportsUrl: 'http://console.test/harbour-bistro/admin/report',
    });
    expect(mail.subject).toBe('Harbour Bistro: Reservation summary, Wednesday 10th June 2026 from 16:00');
    expect(mail.text).toContain('Still to come from 16:00: 2 bookings, 12 covers.\n');
    expect(mail.text).toContain('By shift\nLunch: 1 booking, 2 covers\nDinner: 1 booking, 10 covers\n');
    expect(mail.text).toContain(
      `Large parties (${LARGE_PARTY_MIN} guests or more)\n18:00 · <Zoe> & Co · 10 guests · no table · Booked\n`,
    );
    expect(mail.text).toContain('Yesterday, 9th June 2026');
    expect(mail.text).toContain('Covers and bookings: Not available');
    expect(mail.html).toContain('&lt;Zoe&gt; &amp; Co');
    expect(mail.html).not.toContain('<Zoe>');

    const empty = await renderSummaryMail({
      restaurantName: 'Harbour Bistro',
      timeZone: 'Europe/London',
      date: '2026-06-10',
      from: '22:00',
      summary: summariseBookings([], SHIFTS, TABLES),
      cards: [],
      period: { from: '2026-06-09', to: '2026-06-09' },
      previous: { from: '2026-06-08', to: '2026-06-08' },
      reportsUrl: 'http://console.test/r',
    });
    expect(empty.text).toContain('No bookings still to come today from 22:00.');
    expect(empty.text).not.toContain('By shift');
  });
});
