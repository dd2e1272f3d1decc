// Offline sign-in on a terminal that has signed in before (issue 11 part 2). After each online
// sign-in main keeps, per user, an argon2id hash of the password with the user, roles and
// restaurant. When the API cannot be reached, sign-in checks the password against it for a bounded
// period (OFFLINE_SIGN_IN_MAX_AGE_MS since the server last vouched for the user). The file is
// encrypted with Electron's safeStorage where available; elsewhere (web mode) it holds only the
// one-way hash and the user's profile, written owner-only.
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { hash, verify } from '@node-rs/argon2';
import { z } from 'zod';
import { OFFLINE_SIGN_IN_MAX_AGE_MS, OFFLINE_SIGN_IN_PENALTY } from '../../src-shared/constants.js';
import { effectiveGrantsSchema } from '../../src-shared/schemas/access.js';
import { userSchema } from '../../src-shared/schemas/auth.js';
import type { StringEncryptor } from './encrypted-token-store.js';

const verifierSchema = z.object({
  email: z.string(),
  /** argon2id PHC string of the password. */
  passwordHash: z.string().startsWith('$argon2id$'),
  user: userSchema,
  allowedRoles: z.array(z.string()),
  role: z.string(),
  /** The user's permissions when the server last confirmed them (files of older versions lack it). */
  grants: effectiveGrantsSchema.optional(),
  restaurantId: z.number().int().nullable(),
  /** Server time (ms) when the server last confirmed this user: online sign-in or refresh. */
  confirmedAt: z.number(),
  /**
   * The user's verifier epoch (`vep` of the access token) when the password was kept; files of
   * older versions lack it and count as epoch 0.
   */
  epoch: z.number().int().nonnegative().optional(),
});
export type OfflineVerifier = z.infer<typeof verifierSchema>;

const fileSchema = z.object({ version: z.literal(1), verifiers: z.array(verifierSchema) });

export type OfflineCheck =
  { ok: true; verifier: OfflineVerifier } | { ok: false; reason: 'unknown' | 'expired' | 'wrong-password' };

export interface OfflineCredentials {
  /** After an online sign-in: hash the password and keep the verifier. */
  remember(input: Omit<OfflineVerifier, 'passwordHash' | 'email'> & { password: string }): Promise<void>;
  /**
   * After a refresh: the server vouched for the user again (roles may have changed). A verifier of
   * an older epoch than `input.epoch` is dropped: the password it holds was changed (or the user
   * deactivated) since.
   */
  confirm(input: Omit<OfflineVerifier, 'passwordHash' | 'email'>): Promise<void>;
  check(email: string, password: string, nowMs: number): Promise<OfflineCheck>;
  forget(email: string): Promise<void>;
}

const normalise = (email: string) => email.trim().toLowerCase();

export interface FileOfflineCredentialsOptions {
  filePath: string;
  /** Electron safeStorage; when absent or unavailable the file holds hashes in plain JSON. */
  encryptor?: StringEncryptor;
  maxAgeMs?: number;
  /** How a refused password is slowed (tests pass a recording sleep). */
  sleep?: (ms: number) => Promise<void>;
}

export class FileOfflineCredentials implements OfflineCredentials {
  private writing: Promise<void> = Promise.resolve();
  private readonly failures = new Map<string, number>();
  private readonly maxAgeMs: number;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(private readonly options: FileOfflineCredentialsOptions) {
    this.maxAgeMs = options.maxAgeMs ?? OFFLINE_SIGN_IN_MAX_AGE_MS;
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  }

  async remember(input: Omit<OfflineVerifier, 'passwordHash' | 'email'> & { password: string }) {
    const { password, ...rest } = input;
    const passwordHash = await hash(password);
    await this.update((all) => {
      const email = normalise(rest.user.email);
      return [...all.filter((v) => v.email !== email), { ...rest, email, passwordHash }];
    });
    this.failures.delete(normalise(rest.user.email));
  }

  async confirm(input: Omit<OfflineVerifier, 'passwordHash' | 'email'>) {
    const email = normalise(input.user.email);
    const seen = input.epoch;
    await this.update((all) =>
      all
        .filter((v) => v.email !== email || seen === undefined || (v.epoch ?? 0) >= seen)
        .map((v) => {
          if (v.email !== email) return v;
          // The verifier keeps the epoch its password was kept at (files of older versions adopt this one).
          const epoch = v.epoch ?? seen;
          return { ...v, ...input, email, ...(epoch === undefined ? {} : { epoch }) };
        }),
    );
  }

  async check(email: string, password: string, nowMs: number): Promise<OfflineCheck> {
    const key = normalise(email);
    const verifier = (await this.read()).find((v) => v.email === key);
    if (!verifier) return { ok: false, reason: 'unknown' };
    if (nowMs - verifier.confirmedAt > this.maxAgeMs) return { ok: false, reason: 'expired' };
    const valid = await verify(verifier.passwordHash, password).catch(() => false);
    if (valid) {
      this.failures.delete(key);
      return { ok: true, verifier };
    }
    // Slowed locally: each refusal in a row waits twice as long as the one before.
    const failures = (this.failures.get(key) ?? 0) + 1;
    this.failures.set(key, failures);
    await this.sleep(
      Math.min(OFFLINE_SIGN_IN_PENALTY.maxMs, OFFLINE_SIGN_IN_PENALTY.firstMs * 2 ** (failures - 1)),
    );
    return { ok: false, reason: 'wrong-password' };
  }

  async forget(email: string) {
    const key = normalise(email);
    await this.update((all) => all.filter((v) => v.email !== key));
  }

  private encryption(): StringEncryptor | null {
    const encryptor = this.options.encryptor;
    return encryptor?.isEncryptionAvailable() ? encryptor : null;
  }

  private async read(): Promise<OfflineVerifier[]> {
    let raw: Buffer;
    try {
      raw = await readFile(this.options.filePath);
    } catch {
      return [];
    }
    try {
      const encryptor = this.encryption();
      const text = encryptor ? encryptor.decryptString(raw) : raw.toString('utf8');
      const parsed = fileSchema.safeParse(JSON.parse(text));
      return parsed.success ? parsed.data.verifiers : [];
    } catch {
      // Unreadable (other OS user, rotated keychain): nobody can sign in offline until online once.
      return [];
    }
  }

  /** Read-modify-write, one at a time, replacing the file atomically. */
  private update(change: (all: OfflineVerifier[]) => OfflineVerifier[]): Promise<void> {
    const run = this.writing.then(async () => {
      const next = change(await this.read());
      const { filePath } = this.options;
      if (next.length === 0) {
        await rm(filePath, { force: true });
        return;
      }
      const text = JSON.stringify({ version: 1, verifiers: next });
      const encryptor = this.encryption();
      await mkdir(dirname(filePath), { recursive: true });
      const temp = `${filePath}.${process.pid}.tmp`;
      await writeFile(temp, encryptor ? encryptor.encryptString(text) : text, { mode: 0o600 });
      await rename(temp, filePath);
    });
    this.writing = run.catch(() => undefined);
    return run;
  }
}
