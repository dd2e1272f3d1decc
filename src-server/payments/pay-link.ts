// The signature of a guest's pay page link: signed with the pay-link key (its own purpose,
// purpose-keys.ts) over the venue's slug and the payment id (auth/signed-link.ts), so a payment id
// alone neither shows nor starts a venue's payment.
import { signLink, verifyLink } from '../auth/signed-link.js';

export const signPayLink = (key: Uint8Array, slug: string, paymentId: string): string =>
  signLink(key, 'pay', slug, paymentId);

export const verifyPayLink = (key: Uint8Array, slug: string, paymentId: string, sig: unknown): boolean =>
  verifyLink(key, sig, 'pay', slug, paymentId);
