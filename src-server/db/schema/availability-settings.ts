import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PerkAccessLevel } from '../../../src-shared/schemas/concierge-perk.js';
import { datedSetting, tenantRow, timestamps } from './columns';
import { shifts } from './table-management';

// Availability settings besides access rules (spec §2 /settings/availability, §7): booking channels,
// concierge perks and daily programs. Online-only (not in the change feed).

/** Where bookings come from; `code` is what a reservation's source and a rule's audience carry. */
export const bookingChannels = pgTable(
  'booking_channels',
  {
    ...tenantRow(),
    type: text('type').notNull(),
    /** 1 taking bookings, 0 switched off. */
    status: smallint('status').notNull().default(1),
    code: text('code').notNull(),
    name: text('name').notNull(),
    commissionBasisPoints: integer('commission_basis_points').notNull().default(0),
    supportsCreditCards: boolean('supports_credit_cards').notNull().default(true),
    notes: text('notes').notNull().default(''),
    ...timestamps(),
  },
  (t) => [uniqueIndex('booking_channels_code_unique').on(t.restaurantId, t.code)],
);

/** Spec §3 concierge perk: offered to the guest types its access levels name. */
export const conciergePerks = pgTable(
  'concierge_perks',
  {
    ...datedSetting(true),
    externalLink: text('external_link'),
    additionalInformation: text('additional_information').notNull().default(''),
    staffInstructions: text('staff_instructions').notNull().default(''),
    accessLevels: jsonb('access_levels').$type<PerkAccessLevel[]>().notNull(),
    ...timestamps(),
  },
  (t) => [index('concierge_perks_restaurant_dates_idx').on(t.restaurantId, t.startDate)],
);

/** A dated programme of the venue (a tasting menu night, live jazz…), shown on the month calendar. */
export const dailyPrograms = pgTable(
  'daily_programs',
  {
    ...datedSetting(false),
    cuisine: text('cuisine').notNull().default(''),
    description: text('description').notNull().default(''),
    /** The shift it belongs to, if any (by-shift lists). */
    shiftId: uuid('shift_id').references(() => shifts.id, { onDelete: 'set null' }),
    startTime: text('start_time'),
    endTime: text('end_time'),
    ...timestamps(),
  },
  (t) => [index('daily_programs_restaurant_dates_idx').on(t.restaurantId, t.startDate)],
);
