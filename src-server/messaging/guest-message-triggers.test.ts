import { describe, expect, it } from 'vitest';
import { VENUE_SETTINGS_DEFAULTS, type GuestCommunication } from '../../src-shared/schemas/venue-settings.js';
import type { ReservationRow, StatusInfo } from '../reservations/reservation-view.js';
import { planMessages } from './guest-message-triggers.js';

const status = (id: string, name: string, isFinal = false): StatusInfo => ({
  id,
  name,
  colorCode: '#000000',
  holdsTable: !isFinal,
  isFinal,
  isDefault: id === 'booked',
  sortOrder: 0,
});
const statuses = new Map(
  [
    status('booked', 'Booked'),
    status('arrived', 'Arrived'),
    status('seated', 'Seated'),
    status('completed', 'Completed', true),
    status('cancelled', 'Cancelled', true),
    status('noshow', 'No-show', true),
  ].map((s) => [s.id, s]),
);

const now = new Date('2030-05-01T09:00:00Z');
const row = (patch: Partial<ReservationRow> = {}): ReservationRow =>
  ({
    id: 'r1',
    restaurantId: 1,
    firstName: 'Ann',
    lastName: 'Lee',
    mobileNumber: '+44 1',
    email: 'ann@guest.test',
    date: '2030-05-10',
    time: '19:00',
    durationMinutes: 90,
    guestCount: 2,
    statusId: 'booked',
    updatedAt: new Date('2030-05-01T09:00:00Z'),
    ...patch,
  }) as ReservationRow;

const gc = (patch: Partial<GuestCommunication> = {}): GuestCommunication => ({
  ...VENUE_SETTINGS_DEFAULTS.guest_communication,
  ...patch,
});
const plan = (g: GuestCommunication, before: ReservationRow | null, after: ReservationRow) =>
  planMessages(g, { before, after, statuses }, 'Europe/London', now).map((p) => ({
    kind: p.kind,
    channels: p.channels,
    at: p.startAfter?.toISOString() ?? null,
  }));

describe('which messages a booking change sends', () => {
  it('a new booking: a confirmation now and a reminder the set number of hours before (venue time)', () => {
    expect(plan(gc(), null, row())).toEqual([
      { kind: 'confirmation', channels: ['email'], at: null },
      // 19:00 BST on 10 May is 18:00Z; 24 hours before.
      { kind: 'reminder', channels: ['email'], at: '2030-05-09T18:00:00.000Z' },
    ]);
  });

  it('follows the notification method and the switches of the venue settings', () => {
    expect(
      plan(gc({ default_notification_method: 'BOTH', reservation_reminder_timing: 2 }), null, row()),
    ).toEqual([
      { kind: 'confirmation', channels: ['email', 'sms'], at: null },
      { kind: 'reminder', channels: ['email', 'sms'], at: '2030-05-10T16:00:00.000Z' },
    ]);
    expect(
      plan(gc({ booking_notification_enabled: false, reservation_reminder_enabled: false }), null, row()),
    ).toEqual([]);
    expect(
      plan(gc({ booking_notification_options: ['cancellation'] }), null, row()).map((p) => p.kind),
    ).toEqual(['reminder']);
  });

  it('sends no reminder when the booking is already inside the reminder window, and nothing for a finished booking', () => {
    expect(plan(gc(), null, row({ date: '2030-05-01', time: '12:00' })).map((p) => p.kind)).toEqual([
      'confirmation',
    ]);
    expect(plan(gc(), null, row({ statusId: 'completed' }))).toEqual([]);
  });

  it('a move or a new party size sends a modification and a new reminder; other edits send nothing', () => {
    expect(plan(gc(), row(), row({ time: '20:00' })).map((p) => p.kind)).toEqual([
      'modification',
      'reminder',
    ]);
    expect(plan(gc(), row(), row({ guestCount: 4 })).map((p) => p.kind)).toEqual(['modification']);
    expect(plan(gc(), row(), row({ firstName: 'Anne' }))).toEqual([]);
  });

  it('cancelling sends the cancellation only, once', () => {
    expect(plan(gc(), row(), row({ statusId: 'cancelled', time: '20:00' })).map((p) => p.kind)).toEqual([
      'cancellation',
    ]);
    expect(plan(gc(), row({ statusId: 'cancelled' }), row({ statusId: 'cancelled' }))).toEqual([]);
    expect(plan(gc(), row(), row({ statusId: 'noshow' }))).toEqual([]);
  });

  it('arrival SMS and feedback email when the venue has them on', () => {
    const on = gc({ arrival_sms_enabled: true, feedback_emails_enabled: true });
    expect(plan(on, row(), row({ statusId: 'arrived' }))).toEqual([
      { kind: 'arrival', channels: ['sms'], at: null },
    ]);
    expect(plan(on, row({ statusId: 'seated' }), row({ statusId: 'completed' }))).toEqual([
      { kind: 'feedback', channels: ['email'], at: null },
    ]);
    expect(plan(gc(), row(), row({ statusId: 'arrived' }))).toEqual([]);
  });
});
