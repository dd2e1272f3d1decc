import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../ids.js';
import {
  createReservationSchema,
  newReservationDraft,
  reservationDraftSchema,
  updateReservationSchema,
} from './reservation.js';

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];
const valid = { first_name: 'Ada', date: '2026-06-12', time: '19:30', guest_count: 2 };

describe('reservation create', () => {
  it('accepts a minimal booking with a caller UUIDv7 and fills defaults', () => {
    const id = uuidv7();
    const parsed = createReservationSchema.parse({ ...valid, id });
    expect(parsed).toMatchObject({
      id,
      table_ids: [],
      source: 'phone',
      client_tags: [],
      seating_area_id: null,
    });
    expect(parsed.duration_minutes).toBeUndefined();
  });

  it('gives per-field messages', () => {
    expect(messages(createReservationSchema.safeParse({ ...valid, guest_count: 0 }))).toEqual([
      'Guest count must be at least 1',
    ]);
    expect(messages(createReservationSchema.safeParse({ ...valid, time: '7pm' }))).toEqual([
      'Time must be HH:MM (24-hour)',
    ]);
    expect(messages(createReservationSchema.safeParse({ ...valid, date: '2026-6-12' }))).toEqual([
      'Date must be YYYY-MM-DD',
    ]);
    expect(messages(createReservationSchema.safeParse({ ...valid, first_name: '' }))).toEqual([
      'First name is required',
    ]);
    expect(messages(createReservationSchema.safeParse({ ...valid, email: 'not-mail' }))).toEqual([
      'Enter a valid email address',
    ]);
    const table = uuidv7();
    expect(messages(createReservationSchema.safeParse({ ...valid, table_ids: [table, table] }))).toEqual([
      'A table can be assigned only once',
    ]);
    expect(
      messages(
        createReservationSchema.safeParse({ ...valid, client_tags: [{ label: 'VIP' }, { label: 'vip' }] }),
      ),
    ).toEqual(['Each of the client tags can appear only once']);
    expect(messages(updateReservationSchema.safeParse({}))).toEqual(['Nothing to update']);
  });
});

describe('new-reservation draft (spec §3)', () => {
  it('defaults guest_count 0, table T1, status Booked and empty tag lists', () => {
    const draft = newReservationDraft({ date: '2026-06-12', time: '18:05', timestamp: 1_781_287_500_000 });
    expect(draft).toMatchObject({
      guest_count: 0,
      table_number: 'T1',
      status: 'Booked',
      client_tags: [],
      allergens: [],
      offer_details: [],
      errors: {},
    });
    expect(draft.date).toBe('2026-06-12');
    expect(draft.time).toBe('18:05');
  });

  it('keeps tags as {label} objects without duplicates', () => {
    const base = { date: '2026-06-12', time: '18:05', timestamp: 0 };
    expect(reservationDraftSchema.parse({ ...base, allergens: [{ label: 'Nuts' }] }).allergens).toEqual([
      { label: 'Nuts' },
    ]);
    expect(
      reservationDraftSchema.safeParse({ ...base, allergens: [{ label: 'Nuts' }, { label: 'Nuts' }] })
        .success,
    ).toBe(false);
    expect(reservationDraftSchema.safeParse({ ...base, client_tags: ['VIP'] }).success).toBe(false);
  });
});
