import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (m=19 MiB, t=2, p=1, the OWASP minimum); `hash` already
// defaults to argon2id.
export async function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A corrupt stored hash is a failed sign-in, not a server error.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check so unknown emails cannot be told apart by timing. */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('timing-equaliser-not-a-password');
  await verifyPassword(await dummyHash, password);
}
