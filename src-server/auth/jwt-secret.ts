import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * JWT_SECRET when given; otherwise one generated into the data dir on first start and reused, so
 * tokens survive a restart without anyone having to invent a secret.
 */
export function resolveJwtSecret(dataDir: string, explicit?: string): string {
  if (explicit && explicit.length > 0) return explicit;
  const file = path.join(dataDir, 'jwt-secret');
  if (fs.existsSync(file)) {
    const stored = fs.readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
