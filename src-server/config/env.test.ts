import { describe, expect, it } from 'vitest';
import { parseTrustProxy, readServerEnv } from './env.js';

describe('readServerEnv', () => {
  it('seeds the demo tenants on the embedded default only, unless SEED_DEMO says otherwise', () => {
    expect(readServerEnv({}).seedDemo).toBe(true);
    expect(readServerEnv({ DATABASE_URL: 'postgres://db/prod' }).seedDemo).toBe(false);
    expect(readServerEnv({ DATABASE_URL: 'postgres://db/prod', SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(readServerEnv({ SEED_DEMO: '0' }).seedDemo).toBe(false);
  });

  it('reads TRUST_PROXY as off, every proxy, a hop count or proxy addresses', () => {
    expect(readServerEnv({}).trustProxy).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.1')).toEqual(['10.0.0.0/8', '192.168.1.1']);
    expect(() => parseTrustProxy(' , ')).toThrow(/TRUST_PROXY/);
  });
});
