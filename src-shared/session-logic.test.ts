import { describe, expect, it } from 'vitest';
import { TOKEN_REFRESH } from './constants.js';
import { SESSION_ERRORS } from './errors.js';
import type { RoleType, User } from './schemas/auth.js';
import {
  allowedRoleNames,
  extractTokenPayload,
  jwtExpirySeconds,
  loginFailureMessage,
  refreshDelayMs,
  resolveEffectiveRole,
  restaurantIdOfUser,
} from './session-logic.js';

function jwt(claims: object): string {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${b64({ alg: 'HS256' })}.${b64(claims)}.sig`;
}

const details = { id: 1, shopName: 'Harbour Bistro', slug: 'harbour-bistro' };
const roleType = (id: number, name: string, restaurant_id = 1): RoleType => ({
  id,
  name,
  restaurant_id,
  restaurant_details: { ...details, id: restaurant_id },
});
const user = (roles: RoleType[], roleName = 'host'): User => ({
  id: 5,
  email: 'host@harbour.test',
  first_name: 'Hana',
  last_name: 'Host',
  restaurantName: 'harbour-bistro',
  roleName,
  restaurantId: 1,
  primaryRole: roleName,
  user_role_id: roles.map((r, i) => ({ id: i + 1, roletypes: r })),
  restaurant_details: details,
  is_active: true,
});

describe('jwt expiry and refresh delay', () => {
  it('reads exp in seconds, including non-ASCII claims', () => {
    expect(jwtExpirySeconds(jwt({ exp: 1_700_000_000, name: 'Zoë' }))).toBe(1_700_000_000);
    expect(jwtExpirySeconds('not-a-jwt')).toBeNull();
    expect(jwtExpirySeconds(jwt({ sub: 1 }))).toBeNull();
  });

  it('refreshes leadMs before exp, never sooner than the minimum wait', () => {
    const now = 1_000_000_000_000;
    const exp = now / 1000 + 15 * 60;
    expect(refreshDelayMs(jwt({ exp }), now)).toBe(15 * 60_000 - TOKEN_REFRESH.leadMs);
    expect(refreshDelayMs(jwt({ exp: now / 1000 + 10 }), now)).toBe(TOKEN_REFRESH.minimumWaitMs);
    expect(refreshDelayMs('garbage', now)).toBe(TOKEN_REFRESH.minimumWaitMs);
  });
});

describe('role resolution (spec §4)', () => {
  it('picks the first restaurant role type the user also holds', () => {
    const types = [
      roleType(1, 'admin'),
      roleType(2, 'manager'),
      roleType(3, 'host'),
      roleType(4, 'admin', 2),
    ];
    const u = user([roleType(3, 'host'), roleType(2, 'manager')], 'host');
    expect(resolveEffectiveRole(u, types, 1)).toBe('manager');
    // Only the roles the user holds at that restaurant are allowed.
    expect(allowedRoleNames(types, 1, u)).toEqual(['manager', 'host']);
    expect(allowedRoleNames(types, 2, u)).toEqual([]);
  });

  it("falls back to the user's role name when nothing matches", () => {
    const u = user([roleType(9, 'host', 2)], 'host');
    expect(resolveEffectiveRole(u, [roleType(1, 'admin')], 1)).toBe('host');
    expect(resolveEffectiveRole(u, [], 1)).toBe('host');
  });

  it('reads the restaurant id from the first role assignment', () => {
    expect(restaurantIdOfUser(user([roleType(3, 'host', 8)]))).toBe(8);
    expect(restaurantIdOfUser(user([]))).toBe(1);
  });
});

describe('sign-in response shapes (spec §7)', () => {
  const u = user([roleType(3, 'host')]);
  it('accepts token, accessToken, data.accessToken and data.token', () => {
    expect(extractTokenPayload({ token: 't1', user: u })?.token).toBe('t1');
    expect(extractTokenPayload({ accessToken: 't2', data: { user: u } })?.token).toBe('t2');
    expect(extractTokenPayload({ data: { accessToken: 't3', user: u } })?.token).toBe('t3');
    expect(extractTokenPayload({ success: true, data: { token: 't4', user: u } })?.user.email).toBe(u.email);
  });
  it('returns null when the token or user is missing or malformed', () => {
    expect(extractTokenPayload({ data: { user: u } })).toBeNull();
    expect(extractTokenPayload({ data: { token: 't' } })).toBeNull();
    expect(extractTokenPayload({ data: { token: 't', user: { id: 'x' } } })).toBeNull();
    expect(extractTokenPayload(null)).toBeNull();
  });
});

describe('loginFailureMessage (spec §8)', () => {
  it('uses message, then error, then the error message, then the default', () => {
    expect(loginFailureMessage({ message: 'Invalid email or password', error: 'x' }, 'e')).toBe(
      'Invalid email or password',
    );
    expect(loginFailureMessage({ error: 'Locked' }, 'e')).toBe('Locked');
    expect(loginFailureMessage(undefined, 'Network down')).toBe('Network down');
    expect(loginFailureMessage({ message: '' }, '')).toBe(SESSION_ERRORS.loginFailed);
  });
});
