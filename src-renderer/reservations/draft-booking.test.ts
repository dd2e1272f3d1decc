import { describe, expect, it } from 'vitest';
import { newReservationDraft } from '../../src-shared/schemas/reservation.js';
import { draftToBooking, tableIdsOf } from './draft-booking.js';

const ID = '01890a5d-ac96-774b-bcce-b302099a8057';
const tables = [
  { id: '01890a5d-ac96-774b-bcce-b302099a0001', name: 'T1' },
  { id: '01890a5d-ac96-774b-bcce-b302099a0002', name: 'T2' },
];
const statuses = [{ id: '01890a5d-ac96-774b-bcce-b302099a0100', reservation_Status_Name: 'Booked' }];
const now = { date: '2026-03-01', time: '19:00', timestamp: 0 };
const context = { id: ID, clientId: null, tables, statuses };
/** Ada's draft for a party on the table the host chose. */
const chosen = (guest_count: number, table_number: string) => ({
  ...newReservationDraft(now),
  first_name: 'Ada',
  guest_count,
  table_number,
  table_chosen: true,
});

describe('draftToBooking', () => {
  it('refuses the default guest count of 0 with the schema message, and a missing first name', () => {
    const result = draftToBooking(newReservationDraft(now), context);
    expect(result).toEqual({
      ok: false,
      errors: expect.objectContaining({
        guest_count: 'Guest count must be at least 1',
        first_name: 'First name is required',
      }) as unknown,
    });
  });

  it('books a valid draft on the named table with the named status', () => {
    const result = draftToBooking(chosen(4, 'T2'), context);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.args).toMatchObject({
        id: ID,
        guest_count: 4,
        table_ids: [tables[1]?.id],
        booking_status: statuses[0]?.id,
      });
    }
  });

  it('names an unknown table', () => {
    expect(draftToBooking(chosen(2, 'Z9'), context)).toEqual({
      ok: false,
      errors: { table_number: 'No table is called Z9' },
    });
  });

  it('sends no table for the untouched default T1, so the engine places the booking', () => {
    const draft = { ...newReservationDraft(now), first_name: 'Ada', guest_count: 2 };
    expect(draft).toMatchObject({ table_number: 'T1', table_chosen: false });
    const result = draftToBooking(draft, context);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.args.table_ids).toEqual([]);
  });

  it('reads combination labels', () => {
    expect(tableIdsOf('T1+T2', tables)).toEqual([tables[0]?.id, tables[1]?.id]);
  });
});
