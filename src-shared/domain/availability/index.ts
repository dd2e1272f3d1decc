// The availability engine's public surface (pure: no I/O, no clock, no randomness).
export { availableSlots, autoAssign, shiftBounds, turnTimeFor } from './slots.js';
export { assignTables, type AssignmentRequest, type AssignmentResult } from './assignment.js';
export {
  isTableFree,
  occupiedIntervals,
  statusHoldsTable,
  type Interval,
  type Occupancy,
} from './occupancy.js';
export { bookingLoad, type BookingLoad } from './booking-load.js';
export type {
  Assignment,
  AvailabilityInput,
  EngineAccessRule,
  EngineBlackout,
  EngineBooking,
  EngineCombination,
  EngineCounter,
  EngineShift,
  EngineStatus,
  EngineTable,
  Slot,
  UnavailableReason,
} from './types.js';
export { UNAVAILABLE_REASONS } from './types.js';
