import { jsonb, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PerkAccessLevel } from '../../../src-shared/schemas/concierge-perk.js';
import { datedSettingTable, flag, intOr, optionalRef, textOr, tenantTable } from './columns';
import { shifts } from './table-management';

// Availability settings besides access rules (spec §2 /settings/availability, §7): booking channels,
// concierge perks and daily programs. Online-only (not in the change feed).

/** Where bookings come from; `code` is what a reservation's source and a rule's audience carry. */
export const bookingChannels = tenantTable(
  'booking_channels',
  {
    type: text('type').notNull(),
    /** 1 taking bookings, 0 switched off. */
    status: smallint('status').notNull().default(1),
    code: text('code').notNull(),
    name: text('name').notNull(),
    commissionBasisPoints: intOr('commission_basis_points'),
    supportsCreditCards: flag('supports_credit_cards', true),
    notes: textOr('notes'),
  },
  (t) => [uniqueIndex('booking_channels_code_unique').on(t.restaurantId, t.code)],
);

/** Spec §3 concierge perk: offered to the guest types its access levels name. */
export const conciergePerks = datedSettingTable('concierge_perks', true, {
  externalLink: text('external_link'),
  additionalInformation: textOr('additional_information'),
  staffInstructions: textOr('staff_instructions'),
  accessLevels: jsonb('access_levels').$type<PerkAccessLevel[]>().notNull(),
});

/** A dated programme of the venue (a tasting menu night, live jazz…), shown on the month calendar. */
export const dailyPrograms = datedSettingTable('daily_programs', false, {
  cuisine: textOr('cuisine'),
  description: textOr('description'),
  /** The shift it belongs to, if any (by-shift lists). */
  shiftId: optionalRef('shift_id', () => shifts.id),
  startTime: text('start_time'),
  endTime: text('end_time'),
});
