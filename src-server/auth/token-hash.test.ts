import { describe, expect, it } from 'vitest';
import { generateOpaqueToken, hashToken } from './token-hash.js';

describe('token hashing', () => {
  it('is the sha256 hex digest, stable for a token and different across tokens', () => {
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    const a = generateOpaqueToken();
    const b = generateOpaqueToken();
    expect(a).not.toBe(b);
    expect(hashToken(a)).toBe(hashToken(a));
    expect(hashToken(a)).not.toBe(hashToken(b));
    expect(hashToken(a)).not.toContain(a);
  });

  it('generates 256-bit URL-safe tokens', () => {
    const token = generateOpaqueToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
