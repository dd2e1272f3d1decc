import { describe, expect, it } from 'vitest';
import { createReservationStatusSchema, DEMO_RESERVATION_STATUSES } from './reservation-status.js';

describe('reservation status', () => {
  it('has the demo set with Booked as the only default, and final statuses free the table', () => {
    expect(DEMO_RESERVATION_STATUSES.map((s) => s.reservation_Status_Name)).toEqual([
      'Booked',
      'Confirmed',
      'Late',
      'Arrived',
      'Seated',
      'Completed',
      'Cancelled',
      'No-show',
    ]);
    expect(
      DEMO_RESERVATION_STATUSES.filter((s) => s.is_default).map((s) => s.reservation_Status_Name),
    ).toEqual(['Booked']);
    for (const status of DEMO_RESERVATION_STATUSES) {
      expect(status.holds_table).toBe(!status.is_final);
      expect(createReservationStatusSchema.safeParse(status).success).toBe(true);
    }
  });

  it('reads multipart booleans and numbers', () => {
    const parsed = createReservationStatusSchema.parse({
      reservation_Status_Name: 'VIP',
      color_code: '#123456',
      holds_table: 'false',
      is_final: '1',
      sort_order: '3',
    });
    expect(parsed).toMatchObject({ holds_table: false, is_final: true, is_default: false, sort_order: 3 });
    expect(
      createReservationStatusSchema.safeParse({
        reservation_Status_Name: 'VIP',
        color_code: '#123456',
        holds_table: 'maybe',
      }).error?.issues[0]?.message,
    ).toBe('holds_table must be true or false');
  });
});
