// What a screen of the route table needs: the permissions that let a user read it (any one of them)
// and the one that lets them change it. An entry names its own (`anyOf`, the sidebar's `anyOf`,
// `write`); a declared resource's screen takes the resource's read and manage
// permissions. Pure, so the guard's 403 and the read-only notice are unit-tested without a browser.
import type { Permission } from '../../src-shared/permissions.js';
import type { Resource } from '../../src-shared/resources/define-resource.js';
import { screenRoute } from '../../src-shared/resources/form-hints.js';
import { RESOURCES } from '../../src-shared/resources/registry.js';
import type { ScreenEntry } from '../screens/screen-entry.js';

export interface RouteAccess {
  /** Any one of these lets the user open the screen; undefined: every signed-in user may. */
  read: readonly Permission[] | undefined;
  /** Needed to change anything on it; undefined: the screen has nothing to change, or checks itself. */
  write: Permission | undefined;
}

/** The declared resource whose screen (in Settings or a console route of its own) a route path is. */
export function resourceOfPath(path: string): Resource | undefined {
  return RESOURCES.find((r) => path.endsWith(`/${screenRoute(r.screen)}`));
}

export function routeAccess(entry: Pick<ScreenEntry, 'path' | 'anyOf' | 'sidebar' | 'write'>): RouteAccess {
  const resource = resourceOfPath(entry.path);
  return {
    read: entry.anyOf ?? entry.sidebar?.anyOf ?? (resource ? [resource.permission.read] : undefined),
    write: entry.write ?? resource?.permission.manage,
  };
}

export type ScreenAccess =
  | { kind: 'forbidden'; permission: Permission }
  | { kind: 'read-only'; permission: Permission }
  | { kind: 'full' };

/** What the holder of `permissions` may do on a screen: nothing (403), read only, or everything. */
export function screenAccess(access: RouteAccess, permissions: ReadonlySet<string>): ScreenAccess {
  const { read, write } = access;
  if (read && read.length > 0 && !read.some((p) => permissions.has(p)))
    return { kind: 'forbidden', permission: read[0] as Permission };
  if (write && !permissions.has(write)) return { kind: 'read-only', permission: write };
  return { kind: 'full' };
}
