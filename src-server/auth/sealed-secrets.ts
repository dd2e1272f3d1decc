// Integration secrets at rest (issue 34 §6): a provider's API key or a webhook secret is sealed with
// AES-256-GCM under the integration-secrets purpose key (a random 12-byte nonce per seal, the tag
// checked on open), so a database dump holds no usable secret; the console never reads one back.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const NONCE_BYTES = 12;

/** `v1.<nonce>.<ciphertext>.<tag>`, each base64url. */
export function sealSecret(key: Uint8Array, secret: string): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', nonce, sealed, cipher.getAuthTag()]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** The secret, or null when the seal is not one of ours (another key, tampered with). */
export function openSecret(key: Uint8Array, sealed: string): string | null {
  const [version, nonce, data, tag] = sealed.split('.');
  if (version !== 'v1' || !nonce || !data || !tag) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}

/**
 * Replacing a sealed webhook secret with `next`: the one it replaces is kept, and accepted until
 * `hours` from `now`, so deliveries signed before the provider switched over still verify. Nothing is
 * kept when there was none or it is the same secret.
 */
export function keepPrevious(
  key: Uint8Array,
  storedSealed: string | null | undefined,
  next: string,
  now: Date,
  hours: number,
): { sealed: string; validUntil: Date } | null {
  if (!storedSealed) return null;
  const stored = openSecret(key, storedSealed);
  if (stored === null || stored === next) return null;
  return { sealed: storedSealed, validUntil: new Date(now.getTime() + hours * 3_600_000) };
}

/** The secrets a delivery may be signed with at `now`: the current one, and the previous until it lapses. */
export function acceptedSecrets(
  key: Uint8Array,
  current: string | null | undefined,
  previous: { sealed: string | null; validUntil: Date | null },
  now: Date,
): string[] {
  const sealed = [current];
  if (previous.sealed && previous.validUntil && previous.validUntil > now) sealed.push(previous.sealed);
  return sealed
    .filter((s): s is string => Boolean(s))
    .map((s) => openSecret(key, s))
    .filter((s): s is string => s !== null);
}
