import crypto from 'node:crypto';

/** An opaque bearer secret (refresh or reset token): 32 random bytes, URL-safe. */
export function generateOpaqueToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** Only this digest is stored, so the database never holds a usable token. */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token, 'utf8').digest('hex');
}
