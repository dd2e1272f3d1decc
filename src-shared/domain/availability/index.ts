// The availability engine's public surface (pure: no I/O, no clock, no randomness).
export {
  autoAssign,
  availableSlots,
  shiftBounds,
  slotsByTime,
  turnTimeFor,
  type TimeCheck,
} from './slots.js';
export { quickView, type QuickViewCell, type QuickViewQuery } from './quick-view.js';
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
  EngineChannel,
  EngineCombination,
  EngineCounter,
  EngineShift,
  EngineStatus,
  EngineTable,
  Slot,
  SlotOffer,
  SlotReason,
  UnavailableReason,
} from './types.js';
export { UNAVAILABLE_REASONS } from './types.js';
