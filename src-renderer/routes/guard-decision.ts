// Spec §4 route guard as a pure decision, so every branch is unit-tested without a browser.
import { ADMIN_ROLES } from '../../src-shared/constants.js';
import type { Session } from '../../src-shared/schemas/auth.js';
import type { ScreenEntry } from '../screens/screen-entry.js';

export type GuardDecision =
  | { kind: 'render-nothing'; reason: 'session-loading' | 'url-role-missing' | 'allowed-roles-unknown' }
  | { kind: 'show' }
  | { kind: 'to-login' }
  | { kind: 'to-not-authorized'; reason: 'not-admin'; log: string }
  | { kind: 'to-not-authorized'; reason: 'role-not-allowed' }
  | { kind: 'to-own-404'; to: string };

export interface GuardInput {
  route: Pick<ScreenEntry, 'needsUser' | 'needsRole'>;
  pathname: string;
  /** `:restaurantname` and `:userroletype` of the URL (undefined off the console prefix). */
  urlRestaurant: string | undefined;
  urlRole: string | undefined;
  /** null until the core has reported a session at all (treated as loading). */
  session: Session | null;
}

export function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

/** Whether the session's role may open /admin (the guard's rule; the sidebar links it only then). */
export function mayOpenAdmin(session: Pick<Session, 'role' | 'user'> | null): boolean {
  const role = session?.role ?? session?.user?.roleName;
  return role !== undefined && (ADMIN_ROLES as readonly string[]).includes(role);
}

export function decideGuard({ route, pathname, urlRestaurant, urlRole, session }: GuardInput): GuardDecision {
  if (!route.needsUser) return { kind: 'show' };
  if (!session || session.loading || session.refreshing)
    return { kind: 'render-nothing', reason: 'session-loading' };
  const { user, role, allowedRoles } = session;
  if (!user) return { kind: 'to-login' };
  if (!route.needsRole) return { kind: 'show' };

  const effectiveRole = role ?? user.roleName;
  if (isAdminPath(pathname)) {
    if (mayOpenAdmin(session)) return { kind: 'show' };
    return {
      kind: 'to-not-authorized',
      reason: 'not-admin',
      log: `Route guard: role "${effectiveRole}" may not open ${pathname} (admin area needs ${ADMIN_ROLES.join(', ')})`,
    };
  }

  if (!urlRole) return { kind: 'render-nothing', reason: 'url-role-missing' };
  if (!allowedRoles) return { kind: 'render-nothing', reason: 'allowed-roles-unknown' };
  if (!allowedRoles.includes(urlRole)) {
    return { kind: 'to-not-authorized', reason: 'role-not-allowed' };
  }
  if (user.restaurantName !== urlRestaurant || effectiveRole !== urlRole) {
    return { kind: 'to-own-404', to: `/${user.restaurantName}/${effectiveRole}/404` };
  }
  return { kind: 'show' };
}
