// Reservation rules that the server and the offline terminal must apply identically: a booking
// made offline and the same booking made online get the same duration.
import { DEFAULT_TURN_TIMES } from '../schemas/shift.js';
import { turnTimeFor } from './availability/slots.js';
import type { Slot } from './availability/types.js';

/** Free-text reservation fields that a pushed `reservation.update` appends to, never overwrites. */
export const APPENDED_NOTE_FIELDS = ['special_request', 'additional_notes', 'party_notes'] as const;

/**
 * Merges a terminal's notes text into the current text without losing either side: text already
 * contained is kept as is, an extension of the current text replaces it, anything else is appended
 * on a new line. The server's push (reservation-service appendNotes) and the terminal's optimistic
 * replay both call this, so both show the same text.
 */
export function mergeNotes(current: string, incoming: string): string {
  if (incoming === current || incoming === '' || current.includes(incoming)) return current;
  if (current === '' || incoming.startsWith(current)) return incoming;
  return `${current}\n${incoming}`;
}

/** The turn time when no shift seats the time: the venue defaults by party size (90/105/120). */
export function defaultDurationMinutes(partySize: number): number {
  return turnTimeFor({ turn_times: [...DEFAULT_TURN_TIMES] }, partySize);
}

/**
 * A booking's duration and shift: the staff-chosen duration, else the turn time of the shift that
 * seats the time (from the engine's slot), else the default turn times by party size.
 */
export function bookingDuration(
  slot: Slot | { available: false; reason: 'outside_shift' },
  partySize: number,
  explicit: number | null | undefined,
): { minutes: number; shiftId: string | null } {
  if ('shiftId' in slot) return { minutes: explicit ?? slot.durationMinutes, shiftId: slot.shiftId };
  return { minutes: explicit ?? defaultDurationMinutes(partySize), shiftId: null };
}

/** What a new booking asks for, as far as placing it goes (a subset of reservation.create's args). */
export interface PlacementRequest {
  guest_count: number;
  duration_minutes?: number | null;
  shift_id: string | null;
  seating_area_id: string | null;
  table_combination_id: string | null;
}

/**
 * What a new booking asks the availability engine (autoAssign), the same on the server and on an
 * offline terminal: its day, time, party, preferred area, chosen length and shift.
 */
export function engineRequest(request: PlacementRequest & { date: string; time: string }) {
  return {
    date: request.date,
    time: request.time,
    partySize: request.guest_count,
    preferredSeatingAreaId: request.seating_area_id,
    durationMinutes: request.duration_minutes ?? null,
    shiftId: request.shift_id,
  };
}

export interface BookingPlacement {
  tableIds: string[];
  combinationId: string | null;
  shiftId: string | null;
  durationMinutes: number;
  seatingAreaId: string | null;
}

/**
 * Where a new booking sits and for how long, the same on the server and on an offline terminal.
 * `chosenTableIds` are the staff-chosen tables (the explicit `table_ids`, else the members of the
 * chosen combination): they are kept as given. Otherwise the engine's assignment in `slot` seats
 * it, and a booking it cannot seat stays unassigned (the server assigns or refuses it on push).
 * Duration and shift follow `bookingDuration`; `slot` is null when the engine was not consulted
 * (tables, duration and shift all chosen), and then the request's own values stand.
 */
export function placeBooking(
  request: PlacementRequest,
  chosenTableIds: readonly string[],
  slot: Slot | { available: false; reason: 'outside_shift' } | null,
): BookingPlacement {
  const settled = slot
    ? bookingDuration(slot, request.guest_count, request.duration_minutes)
    : {
        minutes: request.duration_minutes ?? defaultDurationMinutes(request.guest_count),
        shiftId: null,
      };
  const shiftId = request.shift_id ?? settled.shiftId;
  if (chosenTableIds.length > 0 || !slot)
    return {
      tableIds: [...chosenTableIds],
      combinationId: request.table_combination_id,
      shiftId,
      durationMinutes: settled.minutes,
      seatingAreaId: request.seating_area_id,
    };
  const assignment = 'assignment' in slot && slot.available ? slot.assignment : undefined;
  return {
    tableIds: assignment ? [...assignment.tableIds] : [],
    combinationId: assignment ? assignment.combinationId : request.table_combination_id,
    shiftId,
    durationMinutes: settled.minutes,
    seatingAreaId: request.seating_area_id ?? assignment?.seatingAreaId ?? null,
  };
}
