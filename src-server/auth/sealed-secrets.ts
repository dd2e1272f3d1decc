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
