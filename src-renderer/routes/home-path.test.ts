import { describe, expect, it } from 'vitest';
import { homePath, isOwnLocation, postSignInPath, rememberedLocation } from './home-path.js';
import { testSession, testUser } from './test-sessions.js';

describe('homePath', () => {
  it('is /{restaurant slug}/{effective role}', () => {
    expect(homePath(testSession())).toBe('/harbour-bistro/admin');
    expect(homePath(testSession({ role: 'host' }))).toBe('/harbour-bistro/host');
  });
  it('uses the role name when no effective role is known', () => {
    expect(homePath(testSession({ role: null, user: testUser({ roleName: 'manager' }) }))).toBe(
      '/harbour-bistro/manager',
    );
  });
  it('is / when the restaurant or role is missing', () => {
    expect(homePath(testSession({ user: null, role: null }))).toBe('/');
    expect(homePath(testSession({ user: testUser({ restaurantName: '' }) }))).toBe('/');
    expect(homePath(testSession({ role: null, user: testUser({ roleName: '' }) }))).toBe('/');
  });
});

describe('remembered location', () => {
  const from = { pathname: '/harbour-bistro/admin/clients', search: '?q=1', hash: '#top' };
  it('restores the full requested location', () => {
    expect(rememberedLocation({ from })).toBe('/harbour-bistro/admin/clients?q=1#top');
    expect(postSignInPath(testSession(), { from })).toBe('/harbour-bistro/admin/clients?q=1#top');
  });
  it('ignores missing, malformed or looping locations', () => {
    expect(rememberedLocation(null)).toBeNull();
    expect(rememberedLocation({ from: 'x' })).toBeNull();
    expect(rememberedLocation({ from: { pathname: 'relative' } })).toBeNull();
    expect(rememberedLocation({ from: { pathname: '/login' } })).toBeNull();
    expect(postSignInPath(testSession(), undefined)).toBe('/harbour-bistro/admin');
  });
});

describe('a location remembered for the previous user (issue 29 sign-in race)', () => {
  const host = testSession({
    role: 'host',
    user: testUser({ roleName: 'host', email: 'host@harbour.test' }),
  });
  it("is not where the next user lands: they go home, never to 'Not authorized'", () => {
    expect(postSignInPath(host, { from: { pathname: '/admin/audit' } })).toBe('/harbour-bistro/host');
    expect(postSignInPath(host, { from: { pathname: '/harbour-bistro/admin/users' } })).toBe(
      '/harbour-bistro/host',
    );
    expect(postSignInPath(host, { from: { pathname: '/quay-cafe/admin' } })).toBe('/harbour-bistro/host');
  });
  it("is kept when it is the user's own", () => {
    expect(postSignInPath(host, { from: { pathname: '/harbour-bistro/host/clients', search: '?q=1' } })).toBe(
      '/harbour-bistro/host/clients?q=1',
    );
    expect(isOwnLocation(testSession(), '/admin/audit')).toBe(true);
    expect(isOwnLocation(host, '/harbour-bistro/hostess')).toBe(false);
  });
});
