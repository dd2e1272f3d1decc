// One key per purpose, derived from the server's secret with HKDF-SHA256 (RFC 5869): the JWT key
// signs access tokens only; guest links, the widget's form tokens and media URLs each get their own
// key, so a signature made for one purpose never verifies for another, and none of them is a key
// that could sign an access token.
import { hkdfSync } from 'node:crypto';

export type KeyPurpose = 'guest-link' | 'form-token' | 'media-url' | 'integration-secrets' | 'pay-link';

export interface PurposeKeys {
  /** Signs the guest links in booking messages (guest-link.ts). */
  guestLink: Uint8Array;
  /** Signs the public widget's form tokens (form-token.ts). */
  formToken: Uint8Array;
  /** Signs served media URLs (media-service.ts). */
  mediaUrl: Uint8Array;
  /** Seals integration secrets at rest (auth/sealed-secrets.ts): AES-256-GCM. */
  integrationSecrets: Uint8Array;
  /** Signs a guest's pay page link (payments/pay-link.ts). */
  payLink: Uint8Array;
}

const SALT = 'venue-console/purpose-keys';

/** The 32-byte key for `purpose`, derived from the server's secret key. */
export function purposeKey(secret: Uint8Array, purpose: KeyPurpose): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', secret, SALT, `venue-console/${purpose}/v1`, 32));
}

export function derivePurposeKeys(secret: Uint8Array): PurposeKeys {
  return {
    guestLink: purposeKey(secret, 'guest-link'),
    formToken: purposeKey(secret, 'form-token'),
    mediaUrl: purposeKey(secret, 'media-url'),
    integrationSecrets: purposeKey(secret, 'integration-secrets'),
    payLink: purposeKey(secret, 'pay-link'),
  };
}
