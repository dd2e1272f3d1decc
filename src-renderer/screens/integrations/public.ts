// What other screen areas may use of the integrations area: a client's and a booking's POS checks.
export { BookingPosChecks, ClientPosChecks } from './pos-checks.js';
