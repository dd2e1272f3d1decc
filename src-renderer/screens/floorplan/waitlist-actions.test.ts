// Seating a waitlist guest from the floor plan: the booking the host stand queues (Seated, on the
// table, now, with the guest's details) and the seating that follows it; refusals before sending.
import { describe, expect, it } from 'vitest';
import type { ReservationStatus } from '../../../src-shared/schemas/reservation-status.js';
import type { WaitlistEntry } from '../../../src-shared/website/waitlist.js';
import { formValues, liveOf, statusWord } from './table-status.js';
import type { TableLive } from './table-live-status.js';
import { planSeatWaitlist, waitingOn } from './waitlist-actions.js';

const SEATED = '01890000-0000-7000-8000-000000000002';
const statuses = [
  { id: '01890000-0000-7000-8000-000000000001', reservation_Status_Name: 'Booked' },
  { id: SEATED, reservation_Status_Name: 'Seated' },
] as ReservationStatus[];
const now = { date: '2030-06-01', time: '19:05', minute: 1145, timestamp: 0 };
const table = { id: '01890000-0000-7000-8000-0000000000a1', name: 'T4' };
const entry = (extra: Partial<WaitlistEntry> = {}): WaitlistEntry => ({
  id: '01890000-0000-7000-8000-0000000000e1',
  restaurant_id: 1,
  first_name: 'Wanda',
  last_name: 'Waiting',
  mobileNumber: '+44 7700 900123',
  email: 'wanda@example.test',
  party_size: 3,
  date: '2030-06-01',
  preferred_time: '19:30',
  notes: 'Window please',
  status: 'waiting',
  source: 'widget',
  reservation_id: null,
  created_at: '2030-06-01T10:00:00.000Z',
  ...extra,
});
const free: TableLive = { state: 'free', current: null, next: null, seatedMinutes: null };

describe('seating a waitlist guest', () => {
  it('queues a Seated booking on the table now, with the guest, then the seating naming it', () => {
    const plan = planSeatWaitlist(entry(), { table, live: free, now, statuses });
    if (!plan.ok) throw new Error(plan.message);
    expect(plan.booking).toMatchObject({
      first_name: 'Wanda',
      last_name: 'Waiting',
      email: 'wanda@example.test',
      date: '2030-06-01',
      time: '19:05',
      guest_count: 3,
      table_ids: [table.id],
      special_request: 'Window please',
      source: 'widget',
      booking_status: SEATED,
    });
    expect(plan.seat).toEqual({ id: entry().id, reservation_id: plan.booking.id });
    expect(plan.summary).toBe('Wanda Waiting seated at T4');
  });

  it('refuses a blocked table, an entry no longer waiting, and a venue without a Seated status', () => {
    const blocked = { ...free, state: 'blocked' as const };
    expect(planSeatWaitlist(entry(), { table, live: blocked, now, statuses })).toEqual({
      ok: false,
      message: 'Wanda Waiting not seated: Table T4 is blocked.',
    });
    expect(planSeatWaitlist(entry({ status: 'removed' }), { table, live: free, now, statuses })).toEqual({
      ok: false,
      message: 'Wanda Waiting not seated: no longer on the waitlist',
    });
    expect(planSeatWaitlist(entry(), { table, live: free, now, statuses: statuses.slice(0, 1) }).ok).toBe(
      false,
    );
  });

  it("lists one day's waiting guests by preferred time (any time last), then arrival", () => {
    const list = [
      entry({ id: 'a', preferred_time: '' }),
      entry({ id: 'b', preferred_time: '20:00' }),
      entry({ id: 'c', preferred_time: '18:00', status: 'seated' }),
      entry({ id: 'd', preferred_time: '19:00', date: '2030-06-02' }),
      entry({ id: 'e', preferred_time: '19:00' }),
    ];
    expect(waitingOn(list, '2030-06-01').map((e) => e.id)).toEqual(['e', 'b', 'a']);
  });
});

describe("a table's live status form", () => {
  it('starts from the Blocked preset, and sends no empty icon or reason', () => {
    const values = formValues(undefined);
    expect(values).toMatchObject({ status: 'Blocked', icon: 'lock' });
    expect(liveOf({ ...values, icon: '', reason: '  ' })).toEqual({
      status: 'Blocked',
      icon: null,
      color: values.color,
      textColor: values.textColor,
    });
    expect(liveOf({ ...values, reason: ' Leak ' }).reason).toBe('Leak');
  });

  it('translates the presets and shows another status as stored', () => {
    const t = (key: string) => (key === 'host.floor.status.presets.Blocked' ? 'Bloquée' : key);
    expect(statusWord('Blocked', t as never)).toBe('Bloquée');
    expect(statusWord('Broken leg', t as never)).toBe('Broken leg');
  });
});
