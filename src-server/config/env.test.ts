import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../src-shared/constants.js';
import { accessTokenTtlFromEnv } from './env.js';

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
