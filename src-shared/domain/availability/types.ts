// The engine's inputs are the mirrored entities themselves (picked to the fields it reads), so the
// server and an offline terminal feed it rows straight from their stores.
import type { AccessRule } from '../../schemas/access-rule.js';
import type { ReservationStatus } from '../../schemas/reservation-status.js';
import type { Reservation } from '../../schemas/reservation.js';
import type { TableCombination, Table } from '../../schemas/seating.js';
import type { BlackoutDate, Shift } from '../../schemas/shift.js';

export type EngineTable = Pick<
  Table,
  'id' | 'name' | 'seating_area_id' | 'min_covers' | 'max_covers' | 'status' | 'sort_order'
>;
export type EngineCombination = Pick<
  TableCombination,
  'id' | 'combination_name' | 'min_guest_capacity' | 'max_guest_capacity' | 'is_active' | 'tables'
>;
export type EngineShift = Pick<
  Shift,
  | 'id'
  | 'name'
  | 'category'
  | 'start_time'
  | 'end_time'
  | 'last_seating_time'
  | 'interval_minutes'
  | 'turn_times'
  | 'active_days'
  | 'is_active'
>;
export type EngineBlackout = Pick<BlackoutDate, 'date' | 'shift_id'> & { reason?: string | null };
export type EngineAccessRule = Pick<
  AccessRule,
  | 'id'
  | 'name'
  | 'status'
  | 'priority'
  | 'start_date'
  | 'end_date'
  | 'end_indefinite'
  | 'active_days'
  | 'shift_ids'
  | 'time_config'
  | 'basic_settings'
  | 'additional_settings'
>;
export type EngineBooking = Pick<
  Reservation,
  'id' | 'date' | 'time' | 'duration_minutes' | 'guest_count' | 'table_ids' | 'booking_status'
>;
export type EngineStatus = Pick<ReservationStatus, 'id' | 'holds_table'>;
/** The channel a request comes through: a rule's audience and payment policy read it. */
export interface EngineChannel {
  code: string;
  supports_credit_cards: boolean;
}

/** Optional instrumentation: the benchmark counts work; production callers leave it out. */
export interface EngineCounter {
  slots: number;
  tableChecks: number;
}

export interface AvailabilityInput {
  /** Venue-local 'YYYY-MM-DD'. */
  date: string;
  partySize: number;
  preferredSeatingAreaId?: string | null;
  /** Staff-chosen duration; otherwise a rule's duration, else the shift's turn time for the party. */
  durationMinutes?: number | null;
  /** Venue-local now; enables the booking window, the cut-off and hiding past slots. */
  now?: { date: string; time: string } | null;
  /** Only this shift's slots. */
  shiftId?: string | null;
  shifts: readonly EngineShift[];
  blackoutDates: readonly EngineBlackout[];
  accessRules: readonly EngineAccessRule[];
  tables: readonly EngineTable[];
  combinations: readonly EngineCombination[];
  bookings: readonly EngineBooking[];
  statuses: readonly EngineStatus[];
  /** A booking being moved does not block itself. */
  excludeBookingId?: string | null;
  /** Where the request comes from; null = staff on the console, whom every audience admits. */
  channel?: EngineChannel | null;
  /** Names for reason texts ("only in Terrace"); ids are used where a name is missing. */
  seatingAreas?: readonly { id: string; name: string }[];
  /**
   * Collect every reason a slot is closed and what an open slot offers (the quick view, the
   * drawer). Off, the first reason ends the check, which is all the slot lists need.
   */
  explain?: boolean;
  /**
   * Placing a booking already allowed past the access rules' pacing and shift limits (the booking
   * path judges those once, with the role's "override reservation restrictions"): the limits then
   * choose no table, so a booking a manager overrides gets one like any other.
   */
  limitsJudged?: boolean;
  counter?: EngineCounter;
}

export const UNAVAILABLE_REASONS = [
  'blackout',
  'outside_shift',
  'in_past',
  'party_size',
  'outside_rule_hours',
  'booking_window',
  'booking_cutoff',
  'duration_not_allowed',
  'shift_limit',
  'pacing',
  'no_table',
  'channel',
  'payment',
  'seating_area',
] as const;
export type UnavailableReason = (typeof UNAVAILABLE_REASONS)[number];

export interface Assignment {
  kind: 'table' | 'combination';
  tableIds: string[];
  combinationId: string | null;
  /** Seats of the assigned tables. */
  capacity: number;
  wastedSeats: number;
  /** The area every assigned table is in, or null when they span areas. */
  seatingAreaId: string | null;
}

/** One true statement about why a slot is closed, in staff words, with what it rests on. */
export interface SlotReason {
  code: UnavailableReason;
  text: string;
  ruleId?: string;
  ruleName?: string;
  /** For pacing and shift limits: what is booked against the limit. */
  limit?: { used: number; max: number; unit: 'cover' | 'reservation' };
}

/** What the rules of an open slot show guests and ask of them (spec §3 guest-facing, payment, upgrades…). */
export interface SlotOffer {
  ruleIds: string[];
  title: string | null;
  description: string | null;
  /** A card guarantee or a deposit is required (amount per cover when set). */
  guarantee: { kind: 'guarantee' | 'deposit'; amountPerCover: number | null } | null;
  upgrades: string[];
  tags: string[];
  /** The guest may choose a duration in these bounds. */
  durationChoice: { min: number | null; max: number | null } | null;
}

export interface Slot {
  /** Venue-local 'HH:MM' (a slot after midnight of a late shift wraps, see `minutes`). */
  time: string;
  /** Minutes from the date's midnight; above 1440 for a shift running past midnight. */
  minutes: number;
  shiftId: string;
  durationMinutes: number;
  available: boolean;
  /** The first reason (the code of `reasons[0]`). */
  reason?: UnavailableReason;
  /** Why the slot is closed: one reason, or all of them with `explain`. Empty when available. */
  reasons?: SlotReason[];
  /** With `explain`, for an available slot. */
  offer?: SlotOffer;
  /** Suggested table ids when available. */
  tables?: string[];
  assignment?: Assignment;
}
