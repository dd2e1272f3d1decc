// Credentials encrypted by the OS keychain (Electron's safeStorage in the app). Nothing sensitive is
// ever written in plain text: without encryption the store keeps credentials in memory only.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import {
  MemoryTokenStore,
  storedCredentialsSchema,
  type StoredCredentials,
  type TokenStore,
} from './token-store.js';

/** The part of Electron's `safeStorage` this store needs. */
export interface StringEncryptor {
  isEncryptionAvailable(): boolean;
  encryptString(plainText: string): Buffer;
  decryptString(encrypted: Buffer): string;
}

export class EncryptedFileTokenStore implements TokenStore {
  private readonly fallback = new MemoryTokenStore();

  constructor(
    private readonly filePath: string,
    private readonly encryptor: StringEncryptor,
  ) {}

  async load(): Promise<StoredCredentials | null> {
    if (!this.encryptor.isEncryptionAvailable()) return this.fallback.load();
    let encrypted: Buffer;
    try {
      encrypted = await readFile(this.filePath);
    } catch {
      return null;
    }
    try {
      const parsed = storedCredentialsSchema.safeParse(JSON.parse(this.encryptor.decryptString(encrypted)));
      return parsed.success ? parsed.data : null;
    } catch {
      // Unreadable (other OS user, rotated keychain): behave as signed out rather than crash.
      return null;
    }
  }

  async save(credentials: StoredCredentials): Promise<void> {
    if (!this.encryptor.isEncryptionAvailable()) return this.fallback.save(credentials);
    await mkdir(dirname(this.filePath), { recursive: true });
    await writeFile(this.filePath, this.encryptor.encryptString(JSON.stringify(credentials)), {
      mode: 0o600,
    });
  }

  async clear(): Promise<void> {
    await this.fallback.clear();
    await rm(this.filePath, { force: true });
  }
}
