// Where the refresh cookie lives between launches. Two implementations behind one interface: memory
// (web mode, tests) and an encrypted file (Electron safeStorage, injected by electron-entry.ts).
import { z } from 'zod';
import { storedCookieSchema } from '../api/cookie-jar.js';

export const storedCredentialsSchema = z.object({ cookies: z.array(storedCookieSchema) });
export type StoredCredentials = z.infer<typeof storedCredentialsSchema>;

export interface TokenStore {
  load(): Promise<StoredCredentials | null>;
  save(credentials: StoredCredentials): Promise<void>;
  clear(): Promise<void>;
}

export class MemoryTokenStore implements TokenStore {
  private credentials: StoredCredentials | null = null;

  async load() {
    return this.credentials;
  }

  async save(credentials: StoredCredentials) {
    this.credentials = structuredClone(credentials);
  }

  async clear() {
    this.credentials = null;
  }
}
