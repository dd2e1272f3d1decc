// Permission checks (spec §6 "permission checks by context and by shift", "user permissions"):
// what a user of the restaurant may do at a moment, during a shift, and why.
import { and, eq } from 'drizzle-orm';
import { ACCESS_MESSAGES } from '../../src-shared/access/access-messages.js';
import { scopedGrantApplies, type VenueMoment } from '../../src-shared/access/effective-permissions.js';
import type { EffectiveGrants } from '../../src-shared/schemas/access.js';
import { instantToVenueLocal } from '../../src-shared/time.js';
import { effectiveGrantsOf, loadUserAccess, type Membership } from '../auth/user-access.js';
import type { DbExecutor } from '../db/client.js';
import { shifts } from '../db/schema/index.js';
import { orNotFound } from '../http/http-error.js';
import type { PermissionCache } from './permission-cache.js';

export interface CheckDeps {
  db: DbExecutor;
  permissionCache: PermissionCache;
  now: () => Date;
}

/** The restaurant's shift, or a 404 (another restaurant's shift is not revealed). */
export async function requireShift(db: DbExecutor, restaurantId: number, shiftId: string) {
  const [shift] = await db
    .select({ id: shifts.id, name: shifts.name, startTime: shifts.startTime })
    .from(shifts)
    .where(and(eq(shifts.restaurantId, restaurantId), eq(shifts.id, shiftId)));
  return orNotFound(shift, ACCESS_MESSAGES.unknownShift);
}

/** The user's membership of the restaurant as of `at`, or a 404 when they hold no role there. */
export async function membershipAt(
  deps: CheckDeps,
  restaurantId: number,
  userId: number,
  at?: Date,
): Promise<Membership> {
  const access = await loadUserAccess(deps.db, userId, {
    cache: deps.permissionCache,
    now: at ?? deps.now(),
  });
  return orNotFound(
    access?.memberships.find((m) => m.restaurantId === restaurantId),
    ACCESS_MESSAGES.noRoleHere,
  );
}

export async function userPermissions(
  deps: CheckDeps,
  restaurantId: number,
  userId: number,
): Promise<EffectiveGrants> {
  return effectiveGrantsOf(userId, await membershipAt(deps, restaurantId, userId));
}

const describeScope = (s: Membership['scoped'][number]) =>
  [
    `${s.role} (assignment ${s.assignment_id}`,
    s.shift ? ` during ${s.shift.name}` : '',
    s.starts_on ? ` from ${s.starts_on}` : '',
    s.ends_on ? ` until ${s.ends_on}` : '',
    ')',
  ].join('');

/** Which of the membership's grants give `permission` at the venue moment. */
function grantsAt(m: Membership, permission: string, moment: VenueMoment): string[] {
  const via = m.base.has(permission) ? [`role ${m.roleName}`] : [];
  for (const s of m.scoped)
    if (s.permissions.includes(permission) && scopedGrantApplies(s, moment)) via.push(describeScope(s));
  return via;
}

export async function checkPermission(
  deps: CheckDeps,
  restaurantId: number,
  userId: number,
  permission: string,
  at?: Date,
) {
  const when = at ?? deps.now();
  const m = await membershipAt(deps, restaurantId, userId, when);
  const via = grantsAt(m, permission, instantToVenueLocal(when, m.timeZone));
  return { permission, user_id: userId, allowed: via.length > 0, via };
}

/** Whether the user holds `permission` during the shift on the venue date (default today). */
export async function checkShiftPermission(
  deps: CheckDeps,
  restaurantId: number,
  userId: number,
  permission: string,
  shiftId: string,
  date?: string,
) {
  const shift = await requireShift(deps.db, restaurantId, shiftId);
  const m = await membershipAt(deps, restaurantId, userId);
  const day = date ?? instantToVenueLocal(deps.now(), m.timeZone).date;
  // The shift's first minute on that day stands for the shift: a scoped role for it applies then.
  const via = grantsAt(m, permission, { date: day, time: shift.startTime });
  return { permission, user_id: userId, allowed: via.length > 0, via };
}

/** The user's roles at a moment, each saying whether it applies then and why. */
export async function assignmentContext(deps: CheckDeps, restaurantId: number, userId: number, at?: Date) {
  const when = at ?? deps.now();
  const m = await membershipAt(deps, restaurantId, userId, when);
  const moment = instantToVenueLocal(when, m.timeZone);
  return {
    user_id: userId,
    at: when.toISOString(),
    venue_date: moment.date,
    venue_time: moment.time,
    roles: [
      {
        role: m.roleName,
        source: 'role' as const,
        assignment_id: null,
        active: true,
        why: 'Role in the restaurant',
      },
      ...m.scoped.map((s) => {
        const active = scopedGrantApplies(s, moment);
        return {
          role: s.role,
          source: 'assignment' as const,
          assignment_id: s.assignment_id,
          active,
          why: `${describeScope(s)} ${active ? 'applies' : 'does not apply'} at ${moment.date} ${moment.time}`,
        };
      }),
    ],
    permissions: [...m.permissions].sort(),
  };
}
