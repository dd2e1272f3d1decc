import { describe, expect, it } from 'vitest';
import { homePath, postSignInPath, rememberedLocation } from './home-path.js';
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
