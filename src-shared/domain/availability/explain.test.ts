import { describe, expect, it } from 'vitest';
import { quickView } from './quick-view.js';
import { autoAssign, availableSlots, slotsByTime } from './slots.js';
import { makeBooking, makeCombination, makeQuery, makeRule, makeShift, makeTable } from './test-fixtures.js';
import type { AvailabilityInput } from './types.js';

// The reason chain of a closed slot and the offer of an open one: every check that fails is named
// in staff words, with the rule and the numbers it rests on.

const DATE = '2026-06-12'; // a Friday

const query = (overrides: Partial<AvailabilityInput> = {}) => makeQuery({ explain: true, ...overrides });
const at = (input: AvailabilityInput, time: string) => autoAssign({ ...input, time });
const texts = (input: AvailabilityInput, time: string) => (at(input, time).reasons ?? []).map((r) => r.text);

describe('reason chain', () => {
  it('names every failing check, not only the first, when explaining', () => {
    const paced = makeRule('Dinner pacing', {
      additional_settings: { pacing: { setting: 'custom', max_limit: 4 } },
    });
    const input = query({
      accessRules: [paced],
      tables: [makeTable('t1', 4)],
      bookings: [makeBooking('19:00', ['t1'], { guest_count: 4 })],
      blackoutDates: [{ date: DATE, shift_id: null, reason: 'Private event' }],
      partySize: 2,
    });
    expect(at(input, '19:00')).toMatchObject({ available: false, reason: 'blackout' });
    expect(texts(input, '19:00')).toEqual([
      '2026-06-12 is a blackout date (Private event)',
      '“Dinner pacing” paces 4 of 4 covers at 19:00',
      'No free table or combination seats a party of 2 19:00–20:30',
    ]);
    // Without explain the first reason settles the slot.
    expect(autoAssign({ ...input, explain: false, time: '19:00' }).reasons).toHaveLength(1);
  });

  it('says how close a limit is when the party tips it over', () => {
    const paced = makeRule('Pacing', {
      additional_settings: { pacing: { setting: 'custom', max_limit: 10 } },
    });
    const input = query({
      accessRules: [paced],
      tables: [makeTable('t1', 8), makeTable('t2', 8)],
      bookings: [makeBooking('19:00', ['t1'], { guest_count: 8 })],
      partySize: 4,
    });
    const [reason] = at(input, '19:00').reasons ?? [];
    expect(reason).toMatchObject({
      code: 'pacing',
      ruleName: 'Pacing',
      limit: { used: 8, max: 10, unit: 'cover' },
      text: '“Pacing” paces 8 of 10 covers at 19:00; 4 more would make 12',
    });
  });

  it('names the rules a party falls outside, and the channel a rule is not offered to', () => {
    const small = makeRule('Small', {
      basic_settings: { party_size: { setting: 'custom', min_guest: 1, max_guest: 4 } },
    });
    const widget = makeRule('Widget only', {
      basic_settings: { party_size: { setting: 'custom', min_guest: 5, max_guest: 8 } },
      additional_settings: { booking_channel_audience: { setting: 'custom', channels: ['widget'] } },
    });
    const input = query({ accessRules: [small, widget], tables: [makeTable('t8', 8)], partySize: 6 });
    expect(at(input, '18:00').available).toBe(true);
    const phone = { ...input, channel: { code: 'phone', supports_credit_cards: true } };
    expect(texts(phone, '18:00')).toEqual([
      '“Small” takes parties of 1–4 only',
      '“Widget only” is offered only to widget, not phone',
    ]);
    expect(at(phone, '18:00').reasons?.map((r) => r.code)).toEqual(['party_size', 'channel']);
    expect(
      at({ ...input, channel: { code: 'WIDGET', supports_credit_cards: true } }, '18:00').available,
    ).toBe(true);
  });

  it('keeps card-only rules from channels without cards unless the payment policy allows them', () => {
    const guaranteed = makeRule('Guaranteed', {
      additional_settings: {
        guarantee_bookings: { setting: 'custom', required: true, amount_per_cover: 25 },
      },
      basic_settings: {
        payment_policy: { setting: 'custom', booking_on_channels_donot_support_credit_cards: false },
      },
    });
    const noCards = { code: 'concierge', supports_credit_cards: false };
    const input = query({ accessRules: [guaranteed], channel: noCards });
    expect(at(input, '18:00').reasons?.[0]).toMatchObject({ code: 'payment' });
    const lenient = makeRule('Lenient', {
      additional_settings: { guarantee_bookings: { setting: 'custom', required: true } },
    });
    expect(at(query({ accessRules: [lenient], channel: noCards }), '18:00').available).toBe(true);
    const open = at(query({ accessRules: [guaranteed] }), '18:00');
    expect(open.available && 'offer' in open ? open.offer?.guarantee : null).toEqual({
      kind: 'guarantee',
      amountPerCover: 25,
    });
    // A rule may ask for a deposit instead: the same card, paid when booking.
    const deposit = makeRule('Deposit nights', {
      additional_settings: {
        guarantee_bookings: { setting: 'custom', required: true, kind: 'deposit', amount_per_cover: 15 },
      },
    });
    const paid = at(query({ accessRules: [deposit] }), '18:00');
    expect(paid.available && 'offer' in paid ? paid.offer?.guarantee : null).toEqual({
      kind: 'deposit',
      amountPerCover: 15,
    });
    expect(at(query({ accessRules: [deposit], channel: noCards }), '18:00').available).toBe(true);
  });

  it('blames a seating restriction only when the room has a table the rule keeps the party from', () => {
    const areas = [
      { id: 'terrace', name: 'Terrace' },
      { id: 'inside', name: 'Dining Room' },
    ];
    const tables = [
      makeTable('in6', 6, { seating_area_id: 'inside' }),
      makeTable('out4', 4, { seating_area_id: 'terrace' }),
    ];
    const terrace = makeRule('Big parties on the terrace', {
      basic_settings: {
        party_size: { setting: 'custom', min_guest: 6 },
        seating_area_table: { setting: 'custom', restrict_seating_area: true, seating_area: ['terrace'] },
      },
      time_config: { time1: '20:00' },
    });
    const input = query({ accessRules: [terrace], tables, seatingAreas: areas, partySize: 6 });
    expect(at(input, '19:30').available).toBe(true);
    expect(at(input, '20:00').reasons).toEqual([
      {
        code: 'seating_area',
        ruleId: 'Big parties on the terrace',
        ruleName: 'Big parties on the terrace',
        text: '“Big parties on the terrace” seats a party of 6 only in Terrace, where no table or combination for them is free 20:00–22:00',
      },
    ]);
    // Busy room, not the rule: no_table.
    const busy = query({
      tables,
      partySize: 6,
      bookings: [makeBooking('19:00', ['in6'], { duration_minutes: 240 })],
    });
    expect(at(busy, '20:00').reasons?.map((r) => r.code)).toEqual(['no_table']);
    expect(texts(query({ partySize: 14 }), '18:00')).toEqual(['No table or combination takes a party of 14']);
  });

  it('explains windows, cut-offs, rule hours, durations and shift limits with their rules', () => {
    const rule = makeRule('Tight', {
      time_config: { firstReservation: '18:30' },
      additional_settings: {
        booking_window: { setting: 'custom', end: { value: 2, unit: 'hours' } },
        before: { setting: 'custom', time: '12:00', category: 'SAME_DAY' },
        guest_duration_picker: { setting: 'custom', min_duration: 60, max_duration: 90 },
        reservation_or_cover_limit: { setting: 'custom', max_limit: 1, reservation_or_cover: 'reservation' },
      },
    });
    const input = query({
      accessRules: [rule],
      durationMinutes: 120,
      now: { date: DATE, time: '17:00' },
      bookings: [makeBooking('18:30', ['t2'])],
    });
    expect(texts(input, '18:00')).toEqual([
      '“Tight” takes bookings from 18:30',
      '“Tight” closes bookings 2 hours before',
      '“Tight” stopped taking bookings at 12:00 on the day',
      '“Tight” allows 60–90 minutes, not 120',
      '“Tight” limits Dinner to 1 of 1 reservation booked',
    ]);
  });

  it('offers what the rules show guests: texts, upgrades, tags and a duration choice', () => {
    const rule = makeRule('Tasting', {
      basic_settings: {
        guest_facing: {
          setting: 'custom',
          time_slot_title: 'Tasting menu',
          time_slot_description: 'Seven courses',
        },
      },
      additional_settings: {
        selectable_upgrade: { setting: 'custom', upgrades: [{ label: 'Wine pairing' }] },
        reservation_tags: { setting: 'custom', tags: [{ label: 'Tasting' }] },
        guest_duration_picker: {
          setting: 'custom',
          guest_specify_duration: true,
          min_duration: 120,
          max_duration: 180,
        },
      },
    });
    const slot = at(query({ accessRules: [rule] }), '18:00');
    expect(slot.available && 'offer' in slot ? slot.offer : null).toEqual({
      ruleIds: ['Tasting'],
      title: 'Tasting menu',
      description: 'Seven courses',
      guarantee: null,
      upgrades: ['Wine pairing'],
      tags: ['Tasting'],
      durationChoice: { min: 120, max: 180 },
    });
  });
});

describe('times as a booking would see them', () => {
  const fullDay = makeShift({
    id: 'all-day',
    name: 'All day',
    category: 'FULL_DAY',
    start_time: '10:00',
    end_time: '23:00',
  });
  const closedDinner = makeRule('No dinner for two', {
    shift_ids: ['dinner'],
    additional_settings: { pacing: { setting: 'custom', max_limit: 1 } },
  });

  it('lets the regular shift decide a time a FULL_DAY shift also holds', () => {
    const input = query({ shifts: [fullDay, makeShift()], accessRules: [closedDinner] });
    // availableSlots lists both shifts' answers; slotsByTime keeps the one a booking would get.
    expect(
      availableSlots(input)
        .filter((s) => s.time === '19:00')
        .map((s) => s.available),
    ).toEqual([true, false]);
    const byTime = slotsByTime(input);
    expect(byTime.find((s) => s.time === '19:00')).toMatchObject({ available: false, shiftId: 'dinner' });
    expect(byTime.find((s) => s.time === '12:00')).toMatchObject({ available: true, shiftId: 'all-day' });
    expect(new Set(byTime.map((s) => s.time)).size).toBe(byTime.length);
  });

  it('builds the quick view matrix from the same answers, with reasons for every closed cell', () => {
    const paced = makeRule('Two covers a slot', {
      shift_ids: ['dinner'],
      additional_settings: { pacing: { setting: 'custom', max_limit: 2 } },
    });
    const days = quickView({
      ...query({ accessRules: [paced] }),
      dates: [DATE, '2026-06-13'],
      times: ['03:00', '18:00', '19:00'],
      partySizes: [1, 2, 6],
      bookings: [makeBooking('19:00', ['t2'], { guest_count: 1 })],
    });
    expect(days.map((d) => d.date)).toEqual([DATE, '2026-06-13']);
    const friday = days[0]?.cells ?? [];
    expect(friday).toHaveLength(9);
    const cell = (time: string, partySize: number) =>
      friday.find((c) => c.time === time && c.partySize === partySize);
    expect(cell('03:00', 2)).toMatchObject({ available: false, shiftId: null });
    expect(cell('03:00', 2)?.reasons[0]?.code).toBe('outside_shift');
    expect(cell('18:00', 2)).toMatchObject({ available: true, tables: ['t1'], reasons: [] });
    expect(cell('19:00', 1)?.available).toBe(true);
    expect(cell('19:00', 2)?.reasons.map((r) => r.text)).toEqual([
      '“Two covers a slot” paces 1 of 2 covers at 19:00; 2 more would make 3',
    ]);
    expect(cell('18:00', 6)?.reasons.map((r) => r.text)).toEqual([
      '“Two covers a slot” paces 0 of 2 covers at 18:00; 6 more would make 6',
      'No table or combination takes a party of 6',
    ]);
    // The next day has no booking at 19:00.
    expect(days[1]?.cells.find((c) => c.time === '19:00' && c.partySize === 2)?.available).toBe(true);
    for (const c of days.flatMap((d) => d.cells)) expect(c.available).toBe(c.reasons.length === 0);
  });

  it('uses combinations in the quick view', () => {
    const combos = [
      makeCombination('c12', [
        ['t1', true],
        ['t2', true],
      ]),
    ];
    const [day] = quickView({
      ...query({ combinations: combos }),
      dates: [DATE],
      times: ['18:00'],
      partySizes: [6],
    });
    expect(day?.cells[0]).toMatchObject({ available: true, tables: ['t1', 't2'] });
  });
});
