import { describe, expect, it } from 'vitest';
import { decideGuard, isAdminPath, type GuardInput } from './guard-decision.js';
import { testSession, testUser } from './test-sessions.js';

const protectedRoute = { needsUser: true, needsRole: true };

function input(overrides: Partial<GuardInput> = {}): GuardInput {
  return {
    route: protectedRoute,
    pathname: '/harbour-bistro/admin/clients',
    urlRestaurant: 'harbour-bistro',
    urlRole: 'admin',
    session: testSession(),
    ...overrides,
  };
}

describe('decideGuard (spec §4)', () => {
  it('shows a public route whatever the session', () => {
    expect(decideGuard(input({ route: { needsUser: false, needsRole: false }, session: null }))).toEqual({
      kind: 'show',
    });
  });

  it('renders nothing before the core reported a session', () => {
    expect(decideGuard(input({ session: null }))).toEqual({
      kind: 'render-nothing',
      reason: 'session-loading',
    });
  });

  it('renders nothing while the session loads or refreshes', () => {
    expect(decideGuard(input({ session: testSession({ loading: true, user: null }) })).kind).toBe(
      'render-nothing',
    );
    expect(decideGuard(input({ session: testSession({ refreshing: true }) }))).toEqual({
      kind: 'render-nothing',
      reason: 'session-loading',
    });
  });

  it('sends a visitor without a user to /login', () => {
    const session = testSession({ user: null, role: null, allowedRoles: null });
    expect(decideGuard(input({ session }))).toEqual({ kind: 'to-login' });
  });

  it('shows a user-only route to any signed-in user', () => {
    expect(decideGuard(input({ route: { needsUser: true, needsRole: false }, urlRole: undefined }))).toEqual({
      kind: 'show',
    });
  });

  it('renders nothing while the URL has no role', () => {
    expect(decideGuard(input({ pathname: '/harbour-bistro', urlRole: undefined }))).toEqual({
      kind: 'render-nothing',
      reason: 'url-role-missing',
    });
  });

  it('renders nothing while the allowed roles are unknown', () => {
    expect(decideGuard(input({ session: testSession({ allowedRoles: null }) }))).toEqual({
      kind: 'render-nothing',
      reason: 'allowed-roles-unknown',
    });
  });

  it.each(['super_admin', 'admin', 'Table_Management_Admin_User'])('lets role %s into /admin', (role) => {
    const session = testSession({ role, user: testUser({ roleName: role }) });
    expect(
      decideGuard(input({ pathname: '/admin/users', urlRestaurant: undefined, urlRole: undefined, session })),
    ).toEqual({
      kind: 'show',
    });
  });

  it('sends other roles away from /admin to /not-authorized with a console line', () => {
    const session = testSession({ role: 'host', user: testUser({ roleName: 'host' }) });
    const decision = decideGuard(
      input({ pathname: '/admin', urlRestaurant: undefined, urlRole: undefined, session }),
    );
    expect(decision.kind).toBe('to-not-authorized');
    expect(decision).toMatchObject({ reason: 'not-admin' });
    expect('log' in decision && decision.log).toContain('"host"');
  });

  it('falls back to the user role name when no effective role is known', () => {
    const session = testSession({ role: null, user: testUser({ roleName: 'manager' }) });
    expect(
      decideGuard(input({ pathname: '/admin', urlRestaurant: undefined, urlRole: undefined, session })).kind,
    ).toBe('to-not-authorized');
  });

  it('sends a URL role the restaurant does not have to /not-authorized', () => {
    expect(decideGuard(input({ pathname: '/harbour-bistro/chef', urlRole: 'chef' }))).toEqual({
      kind: 'to-not-authorized',
      reason: 'role-not-allowed',
    });
  });

  it("sends a user on another restaurant's URL to their own 404", () => {
    expect(decideGuard(input({ pathname: '/quay-cafe/admin', urlRestaurant: 'quay-cafe' }))).toEqual({
      kind: 'to-own-404',
      to: '/harbour-bistro/admin/404',
    });
  });

  it('sends a user on an allowed role that is not theirs to their own 404', () => {
    expect(decideGuard(input({ pathname: '/harbour-bistro/host', urlRole: 'host' }))).toEqual({
      kind: 'to-own-404',
      to: '/harbour-bistro/admin/404',
    });
  });

  it('shows the page when restaurant and role match the URL', () => {
    expect(decideGuard(input())).toEqual({ kind: 'show' });
  });

  it('compares the effective role, not the primary role name', () => {
    const session = testSession({
      role: 'host',
      user: testUser({ roleName: 'admin' }),
      allowedRoles: ['admin', 'host'],
    });
    expect(decideGuard(input({ pathname: '/harbour-bistro/host', urlRole: 'host', session }))).toEqual({
      kind: 'show',
    });
    expect(decideGuard(input({ session })).kind).toBe('to-own-404');
  });
});

describe('isAdminPath', () => {
  it('matches /admin and below only', () => {
    expect(isAdminPath('/admin')).toBe(true);
    expect(isAdminPath('/admin/users')).toBe(true);
    expect(isAdminPath('/administrator')).toBe(false);
    expect(isAdminPath('/harbour-bistro/admin')).toBe(false);
  });
});
