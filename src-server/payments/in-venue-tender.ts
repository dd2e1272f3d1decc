// How a payment taken at the venue (in-venue-payments.ts) is told from the card provider's, and the
// ledger's words for it: shared by the in-venue provider and the refunds of payment-service.ts.
import { IN_VENUE_TENDERS, type InVenueTender } from '../../src-shared/payments/payment-entity.js';

/** The method id prefix of a payment taken at the venue (`venue:cash`, `venue:terminal`). */
export const IN_VENUE_MARK = 'venue:';

/** The ledger's words for money taken and given back at the venue. */
export const IN_VENUE_NOTES: Record<InVenueTender, { taken: string; back: string }> = {
  cash: { taken: 'Taken in cash at the venue', back: 'Given back in cash at the venue' },
  terminal: {
    taken: 'Taken on the venue’s card terminal',
    back: 'Refunded on the venue’s card terminal',
  },
};

/** How a payment taken at the venue came in; null for the card provider's payments. */
export function inVenueTender(row: { paymentMethodId: string | null }): InVenueTender | null {
  const tender = row.paymentMethodId?.startsWith(IN_VENUE_MARK)
    ? row.paymentMethodId.slice(IN_VENUE_MARK.length)
    : null;
  return IN_VENUE_TENDERS.find((t) => t === tender) ?? null;
}
