// What other screen areas may use of the payments area: a booking's payments (its drawer) and the
// card provider's settings (Settings › Integration › Payment integration).
export { BookingPayments } from './booking-payments.js';
export { CardPaymentsSettings } from './card-payments-settings.js';
