import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirPerTest } from '../testing/temp-dir.js';
import { EncryptedFileTokenStore, type StringEncryptor } from './encrypted-token-store.js';

// Stand-in for safeStorage: XOR is enough to prove the file never holds the plain text.
const xor = (buffer: Buffer) => Buffer.from(buffer.map((b) => b ^ 0x5a));
const encryptor = (available = true): StringEncryptor => ({
  isEncryptionAvailable: () => available,
  encryptString: (text) => xor(Buffer.from(text, 'utf8')),
  decryptString: (data) => xor(data).toString('utf8'),
});

const cookie = {
  name: 'venue_refresh',
  value: 'r-secret',
  domain: '127.0.0.1',
  path: '/api/v1/user',
  expiresAt: null,
  secure: false,
  httpOnly: true,
};
const dir = tempDirPerTest('venue-cred-');

describe('EncryptedFileTokenStore', () => {
  it('round-trips credentials through an encrypted file only', async () => {
    const file = join(dir(), 'credentials.bin');
    await new EncryptedFileTokenStore(file, encryptor()).save({ cookies: [cookie] });
    expect((await readFile(file)).toString('utf8')).not.toContain('r-secret');
    expect(await new EncryptedFileTokenStore(file, encryptor()).load()).toEqual({ cookies: [cookie] });
    await new EncryptedFileTokenStore(file, encryptor()).clear();
    expect(await new EncryptedFileTokenStore(file, encryptor()).load()).toBeNull();
  });

  it('writes nothing to disk when encryption is unavailable', async () => {
    const file = join(dir(), 'credentials.bin');
    const store = new EncryptedFileTokenStore(file, encryptor(false));
    await store.save({ cookies: [cookie] });
    expect(await store.load()).toEqual({ cookies: [cookie] });
    await expect(readFile(file)).rejects.toThrow();
  });

  it('treats an unreadable file as signed out', async () => {
    const file = join(dir(), 'credentials.bin');
    await writeFile(file, 'garbage');
    expect(await new EncryptedFileTokenStore(file, encryptor()).load()).toBeNull();
  });
});
