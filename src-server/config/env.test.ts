import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../src-shared/constants.js';
import { accessTokenTtlFromEnv, parseTrustProxy, readServerEnv } from './env.js';

describe('ACCESS_TOKEN_TTL_SECONDS', () => {
  it('defaults to 900 and accepts a short lifetime for outage drills', () => {
    expect(ACCESS_TOKEN_TTL_SECONDS).toBe(900);
    expect(accessTokenTtlFromEnv({})).toBe(900);
    expect(accessTokenTtlFromEnv({ ACCESS_TOKEN_TTL_SECONDS: ' 20 ' })).toBe(20);
  });

  it('refuses values that are not whole seconds in range, naming the variable', () => {
    for (const bad of ['abc', '1.5', '5', '86401', '-1'])
      expect(() => accessTokenTtlFromEnv({ ACCESS_TOKEN_TTL_SECONDS: bad })).toThrow(
        /ACCESS_TOKEN_TTL_SECONDS must be a whole number from 10 to 86400/,
      );
  });
});

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
