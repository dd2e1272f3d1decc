// Where a signed-in user belongs: /{restaurant slug}/{effective role}, or / when either is missing.
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
 * Spec §4: after sign-in (or on /login or / with a session) go back where the user was headed, else
 * to this terminal's landing screen (Settings › Device; `landing` turns the home path into it).
 */
export function postSignInPath(
  session: Pick<Session, 'user' | 'role'>,
  routerState: unknown,
  landing: (home: string) => string = (home) => home,
): string {
  const remembered = rememberedLocation(routerState);
  if (remembered) return remembered;
  const home = homePath(session);
  return home === '/' ? home : landing(home);
}
