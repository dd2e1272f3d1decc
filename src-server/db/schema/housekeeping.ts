import { boolean, date, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { flag, intOr, tenantTable, textOr } from './columns';

// Housekeeping (spec §1, issue 32 §1). Rooms are mirrored: the change feed carries them.

/**
 * The rooms of the property, a number unique per restaurant. Cleanliness, occupancy and out of order
 * are kept apart as hotel systems keep them; `status_version` is bumped by every cleanliness or
 * occupancy change, the base an offline status change is checked against.
 */
export const rooms = tenantTable(
  'rooms',
  {
    number: text('number').notNull(),
    floor: intOr('floor'),
    roomType: textOr('room_type'),
    cleanliness: textOr('cleanliness', 'dirty'),
    occupancy: textOr('occupancy', 'vacant'),
    outOfOrder: flag('out_of_order', false),
    oooReturnStatus: text('ooo_return_status'),
    oooReturnDate: date('ooo_return_date', { mode: 'string' }),
    outOfService: boolean('out_of_service').notNull().default(false),
    statusVersion: intOr('status_version'),
    status: intOr('status', 1),
  },
  (t) => [uniqueIndex('rooms_number_unique').on(t.restaurantId, t.number)],
);
