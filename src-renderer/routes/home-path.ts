// Where a signed-in user belongs: /{restaurant slug}/{effective role}, or / when either is missing.
import { ADMIN_ROLES } from '../../src-shared/constants.js';
import type { Session } from '../../src-shared/schemas/auth.js';

export function homePath(session: Pick<Session, 'user' | 'role'>): string {
  const slug = session.user?.restaurantName;
  const role = session.role ?? session.user?.roleName;
  return slug && role ? `/${slug}/${role}` : '/';
}

/** The location a guard redirect remembered (router state `{ from }`), as a path, or null. */
export function rememberedLocation(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const from = state.from;
  if (typeof from !== 'object' || from === null) return null;
  const { pathname, search, hash } = from as { pathname?: unknown; search?: unknown; hash?: unknown };
  if (typeof pathname !== 'string' || !pathname.startsWith('/')) return null;
  if (pathname === '/login' || pathname === '/') return null;
  return `${pathname}${typeof search === 'string' ? search : ''}${typeof hash === 'string' ? hash : ''}`;
}

/**
 * Whether a remembered location is this user's to go back to: under their own
 * /{restaurant}/{role}, or the admin area for an admin role. A location remembered for someone
 * else (the previous user's page, kept when their session ended) is not: going there would land
 * the new user on "Not authorized" or a 404 instead of their home.
 */
export function isOwnLocation(session: Pick<Session, 'user' | 'role'>, path: string): boolean {
  const home = homePath(session);
  const pathname = path.split(/[?#]/)[0] ?? '';
  if (pathname === '/admin' || pathname.startsWith('/admin/')) {
    const role = session.role ?? session.user?.roleName ?? '';
    return (ADMIN_ROLES as readonly string[]).includes(role);
  }
  return home !== '/' && (pathname === home || pathname.startsWith(`${home}/`));
}

/**
 * Spec §4: after sign-in (or on /login or / with a session) go back where the user was headed, else
 * to this terminal's landing screen (Settings › Device; `landing` turns the home path into it).
 */
export function postSignInPath(
  session: Pick<Session, 'user' | 'role'>,
  routerState: unknown,
  landing: (home: string) => string = (home) => home,
): string {
  const remembered = rememberedLocation(routerState);
  if (remembered && isOwnLocation(session, remembered)) return remembered;
  const home = homePath(session);
  return home === '/' ? home : landing(home);
}
