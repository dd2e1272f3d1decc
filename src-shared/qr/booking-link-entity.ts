// The restaurant's public booking link and its QR code (spec §2 /settings/qr) declared as an
// entity; its contract is in booking-link.ts.
import { defineEntity } from '../entities/define-entity.js';
import { BOOKING_LINK_CALLS } from './booking-link.js';

export const bookingLinkEntity = defineEntity({
  key: 'bookingLink',
  noun: 'booking link',
  plural: 'booking links',
  mirror: null,
  callPrefix: '',
  calls: BOOKING_LINK_CALLS,
});
