// Roles and permissions as data (issue 16, slice 1), over HTTP on PGlite or PostgreSQL: roles per
// restaurant with editable grants, templates, assignments (bulk, hierarchy, validate, history,
// context, shift-based), permission checks, the permission cache, the guards on who may grant what,
// and the permissions leaders single out (override restrictions, contact details, delete bookings).
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_CONTRACTS } from '../../src-shared/access/access-contracts.js';
import { CONTACT_MASK } from '../../src-shared/access/contact-mask.js';
import { reservationDeleteContract } from '../../src-shared/access/reservation-delete-contract.js';
import { uuidv7 } from '../../src-shared/ids.js';
import { ROLE_GRANTS } from '../../src-shared/permissions.js';
import type { RoleDetail } from '../../src-shared/schemas/access.js';
import { SYNC_PROTOCOL_VERSION } from '../../src-shared/sync/protocol.js';
import { addDays, instantToVenueLocal, venueLocalToInstant } from '../../src-shared/time.js';
import { restaurants, roleTypes, shifts, userRoles } from '../../src-server/db/schema/index.js';
import { DEMO, signInEach, useTestApi, type ApiResponse, type SignedIn } from './helpers/api-server.js';

let clock: Date | null = null;
const getApi = useTestApi({ now: () => clock ?? new Date() });

const data = <T>(res: ApiResponse) => (res.body as { data: T }).data;
const message = (res: ApiResponse) => (res.body as { message?: string }).message ?? '';

let admin: SignedIn;
let host: SignedIn;
let quay: SignedIn;
let harbourId = 0;
let timeZone = 'UTC';
const users: Record<'manager' | 'tmau' | 'host2', number> = { manager: 0, tmau: 0, host2: 0 };

const as = (who: () => SignedIn) => (method: string, path: string, body?: unknown) =>
  getApi().api(method, path, { token: who().token, restaurantId: harbourId, body });
const asAdmin = as(() => admin);
const asHost = as(() => host);

async function createUser(email: string, role: string): Promise<number> {
  const res = await asAdmin('POST', '/user/create', {
    email,
    password: `${role}-password-1`,
    first_name: role,
    last_name: 'Tester',
    role,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return data<{ id: number }>(res).id;
}

async function rolesOf(): Promise<RoleDetail[]> {
  const res = await asAdmin('GET', `/roles/by-restaurant/${harbourId}`);
  expect(res.status).toBe(200);
  return data<RoleDetail[]>(res);
}
const roleNamed = async (name: string) => {
  const role = (await rolesOf()).find((r) => r.name === name);
  if (!role) throw new Error(`No role ${name}`);
  return role;
};

beforeAll(async () => {
  const { server } = getApi();
  [admin, host, quay] = await signInEach(getApi(), DEMO.harbourAdmin, DEMO.harbourHost, DEMO.quayAdmin);
  harbourId = admin.user.restaurantId;
  const [row] = await server.db.select().from(restaurants).where(eq(restaurants.id, harbourId));
  timeZone = row?.timeZone ?? 'UTC';
  users.manager = await createUser('manager@roles.test', 'manager');
  users.tmau = await createUser('tmau@roles.test', 'Table_Management_Admin_User');
  users.host2 = await createUser('host2@roles.test', 'host');
});

describe('roles as data', () => {
  it('lists the permissions by category and the built-in roles with their template defaults', async () => {
    const categories = data<{ category: string; permissions: { key: string }[] }[]>(
      await asAdmin('GET', '/permissions/categories'),
    );
    const reservations = categories.find((c) => c.category === 'reservations');
    expect(reservations?.permissions.map((p) => p.key)).toEqual(
      expect.arrayContaining(['reservations.override_restrictions', 'reservations.delete']),
    );
    const roles = await rolesOf();
    expect(roles.map((r) => r.name)).toEqual(
      expect.arrayContaining(['super_admin', 'admin', 'Table_Management_Admin_User', 'manager', 'host']),
    );
    for (const name of ['manager', 'host'] as const) {
      const role = roles.find((r) => r.name === name);
      expect(role?.permissions).toEqual([...ROLE_GRANTS[name]].sort());
      expect(role?.built_in).toBe(true);
    }
  });

  it('takes a permission away from a role per restaurant, and the server enforces it at once', async () => {
    const manager = await getApi().signIn('manager@roles.test', 'manager-password-1');
    const asManager = as(() => manager);
    const area = () => asManager('POST', '/seating-areas', { name: `Area ${uuidv7().slice(-6)}` });
    expect((await area()).status).toBe(201);

    const role = await roleNamed('manager');
    const without = role.permissions.filter((p) => p !== 'tables.manage');
    const edited = await asAdmin('PUT', `/roles/${role.id}`, { permissions: without });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(data<RoleDetail>(edited).customised).toEqual(['tables.manage']);
    expect((await area()).status).toBe(403);
    const mine = data<{ now: string[] }>(await asManager('GET', '/permissions/me'));
    expect(mine.now).not.toContain('tables.manage');
    // Quay's manager role is its own: untouched.
    const quayRoles = data<RoleDetail[]>(
      await getApi().api('GET', `/roles/by-restaurant/${quay.user.restaurantId}`, {
        token: quay.token,
        restaurantId: quay.user.restaurantId,
      }),
    );
    expect(quayRoles.find((r) => r.name === 'manager')?.permissions).toContain('tables.manage');

    expect((await asAdmin('PUT', `/roles/${role.id}`, { permissions: role.permissions })).status).toBe(200);
    expect((await area()).status).toBe(201);
  });

  it('keeps the permission cache keyed by grants version, with stats and invalidate', async () => {
    await asHost('GET', '/permissions/me');
    await asHost('GET', '/permissions/me');
    const stats = data<{ hits: number; entries: number }>(await asAdmin('GET', '/permissions/cache/stats'));
    expect(stats.hits).toBeGreaterThan(0);
    expect(stats.entries).toBeGreaterThan(0);
    const invalidated = await asAdmin('POST', '/permissions/cache/invalidate', {});
    expect(data<{ dropped: number }>(invalidated).dropped).toBeGreaterThan(0);
    const after = data<{ entries: number; invalidations: number }>(
      await asAdmin('GET', '/permissions/cache/stats'),
    );
    expect(after.invalidations).toBeGreaterThan(0);
  });

  it('refuses grants above the editor, admin-area permissions outside admin roles, and edits of equal roles', async () => {
    const manager = await roleNamed('manager');
    const adminArea = await asAdmin('PUT', `/roles/${manager.id}`, {
      permissions: [...manager.permissions, 'admin.manage'],
    });
    expect(adminArea.status).toBe(403);
    expect(message(adminArea)).toContain('admin area');
    const adminRole = await roleNamed('admin');
    expect(
      (await asAdmin('PUT', `/roles/${adminRole.id}`, { permissions: adminRole.permissions })).status,
    ).toBe(403);

    // The Table_Management_Admin_User role, given roles.manage, still cannot grant what it lacks.
    const tmauRole = await roleNamed('Table_Management_Admin_User');
    const tmau = await getApi().signIn('tmau@roles.test', 'Table_Management_Admin_User-password-1');
    const hostRole = await roleNamed('host');
    const trimmed = tmauRole.permissions.filter((p) => p !== 'audit.read');
    expect((await asAdmin('PUT', `/roles/${tmauRole.id}`, { permissions: trimmed })).status).toBe(200);
    const grant = await as(() => tmau)('PUT', `/roles/${hostRole.id}`, {
      permissions: [...hostRole.permissions, 'audit.read'],
    });
    expect(grant.status).toBe(403);
    expect(message(grant)).toContain('audit.read');
    expect(
      (await asAdmin('PUT', `/roles/${tmauRole.id}`, { permissions: tmauRole.permissions })).status,
    ).toBe(200);
  });

  it('builds custom roles from templates: by key, clone, compare, search, stats, delete', async () => {
    const byKey = data<{ key: string; permissions: string[] }>(await asAdmin('GET', '/roles/templates/host'));
    expect(byKey.permissions).toEqual([...ROLE_GRANTS.host].sort());
    const templates = data<{ key: string }[]>(await asAdmin('GET', '/roles/templates'));
    expect(templates.map((t) => t.key)[0]).toBe('super_admin');

    const cloned = await asAdmin('POST', '/roles/templates/host/clone', { name: 'floor_runner' });
    expect(cloned.status, JSON.stringify(cloned.body)).toBe(201);
    const runner = data<RoleDetail>(cloned);
    expect(runner).toMatchObject({ template: 'host', built_in: false, level: 10 });
    expect(runner.permissions).toEqual([...ROLE_GRANTS.host].sort());

    const copy = await asAdmin('POST', '/roles', {
      name: 'manager_lite',
      clone_of: (await roleNamed('manager')).id,
    });
    expect(copy.status).toBe(201);
    expect(data<RoleDetail>(copy).template).toBe('manager');
    expect((await asAdmin('POST', '/roles', { name: 'floor_runner', template: 'host' })).status).toBe(409);
    expect((await asAdmin('POST', '/roles', { name: 'boss', template: 'super_admin' })).status).toBe(403);
    expect((await asAdmin('POST', '/roles', { name: 'co_admin', template: 'admin' })).status).toBe(403);

    const compared = data<{ only_a: string[]; only_b: string[] }>(
      await asAdmin('GET', '/roles/templates/compare?a=floor_runner&b=manager'),
    );
    expect(compared.only_a).toEqual([]);
    expect(compared.only_b).toContain('reservations.override_restrictions');

    const found = data<{ key: string }[]>(await asAdmin('GET', '/roles/templates/search?q=override'));
    expect(found.map((t) => t.key)).toContain('manager');
    expect(found.map((t) => t.key)).not.toContain('host');

    const stats = data<{ key: string; role_types: number; users: number }[]>(
      await asAdmin('GET', '/roles/templates/stats'),
    );
    expect(stats.find((s) => s.key === 'host')?.role_types).toBe(2);
    expect(stats.find((s) => s.key === 'host')?.users).toBeGreaterThanOrEqual(2);

    const renamed = await asAdmin('PUT', `/roles/${runner.id}`, { name: 'runner', description: 'Runs food' });
    expect(data<RoleDetail>(renamed).name).toBe('runner');
    const builtIn = await roleNamed('host');
    expect((await asAdmin('PUT', `/roles/${builtIn.id}`, { name: 'hostess' })).status).toBe(403);
    expect((await asAdmin('DELETE', `/roles/${builtIn.id}`)).status).toBe(403);
    expect((await asAdmin('DELETE', `/roles/${runner.id}`)).status).toBe(200);
  });
});

describe('assignments', () => {
  it('gives roles one by one and in bulk, within the guards', async () => {
    const bulk = await asAdmin('POST', '/roles/assignments/bulk', {
      user_ids: [users.host2, users.manager, users.tmau],
      role: 'manager',
    });
    expect(bulk.status).toBe(200);
    const outcomes = data<{ user_id: number; ok: boolean; message: string }[]>(bulk);
    expect(outcomes.map((o) => o.ok)).toEqual([true, true, true]);
    expect((await asAdmin('PUT', `/roles/assignments/user/${users.host2}`, { role: 'host' })).status).toBe(
      200,
    );
    expect(
      (await asAdmin('PUT', `/roles/assignments/user/${users.tmau}`, { role: 'Table_Management_Admin_User' }))
        .status,
    ).toBe(200);

    // Moving oneself down is allowed… but not back up again.
    expect(
      (
        await asAdmin('PUT', `/roles/assignments/user/${admin.user.id}`, {
          role: 'Table_Management_Admin_User',
        })
      ).status,
    ).toBe(200);
    const raise = await asAdmin('PUT', `/roles/assignments/user/${admin.user.id}`, { role: 'admin' });
    expect(raise.status).toBe(403);
    expect(message(raise)).toBe('You cannot raise your own role');
    // Nobody ranks above the demo admin: put them back in the database for the next tests.
    const { db } = getApi().server;
    const [adminType] = await db
      .select({ id: roleTypes.id })
      .from(roleTypes)
      .where(and(eq(roleTypes.restaurantId, harbourId), eq(roleTypes.name, 'admin')));
    await db
      .update(userRoles)
      .set({ roleTypeId: adminType?.id ?? 0 })
      .where(and(eq(userRoles.userId, admin.user.id), eq(userRoles.restaurantId, harbourId)));
  });

  it('refuses a super_admin from an admin, and a raise of one’s own role', async () => {
    const superAdmin = await asAdmin('PUT', `/roles/assignments/user/${users.manager}`, {
      role: 'super_admin',
    });
    expect(superAdmin.status).toBe(403);
    expect(
      (
        await asAdmin('POST', '/user/create', {
          email: 'boss@roles.test',
          password: 'boss-password-1',
          first_name: 'Boss',
          role: 'super_admin',
        })
      ).status,
    ).toBe(403);
    const tmau = await getApi().signIn('tmau@roles.test', 'Table_Management_Admin_User-password-1');
    const self = await as(() => tmau)('PUT', `/roles/assignments/user/${users.tmau}`, { role: 'admin' });
    expect(self.status).toBe(403);
    expect(message(self)).toBe('You cannot raise your own role');
    const validation = data<{ valid: boolean; reasons: string[] }>(
      await asAdmin('POST', '/roles/assignments/validate', { user_id: users.manager, role: 'super_admin' }),
    );
    expect(validation.valid).toBe(false);
    expect(validation.reasons.join()).toContain('super_admin');
    const hierarchy = data<{ role: string; assignable: boolean }[]>(await asAdmin('GET', '/roles/hierarchy'));
    expect(hierarchy[0]).toMatchObject({ role: 'super_admin', assignable: false });
    expect(hierarchy.find((h) => h.role === 'manager')?.assignable).toBe(true);
  });

  it('makes a shift-based role work only inside its shift, in venue time', async () => {
    const { server } = getApi();
    const harbourShifts = await server.db.select().from(shifts).where(eq(shifts.restaurantId, harbourId));
    const dinner = harbourShifts.find((s) => s.name === 'Dinner');
    const lunch = harbourShifts.find((s) => s.name === 'Lunch');
    if (!dinner || !lunch) throw new Error('The demo shifts are missing');
    const created = await asAdmin('POST', '/roles/assignments', {
      user_id: host.user.id,
      role: 'manager',
      shift_id: dinner.id,
      note: 'Runs the floor at dinner',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const assignmentId = data<{ id: number }>(created).id;

    const day = addDays(instantToVenueLocal(new Date(), timeZone).date, 1);
    const dinnerTime = venueLocalToInstant(day, '19:30', timeZone);
    const lunchTime = venueLocalToInstant(day, '12:30', timeZone);
    const area = () => asHost('POST', '/seating-areas', { name: `Shift area ${uuidv7().slice(-6)}` });
    try {
      clock = dinnerTime;
      expect((await area()).status).toBe(201);
      expect(data<{ now: string[] }>(await asHost('GET', '/permissions/me')).now).toContain('tables.manage');
      clock = lunchTime;
      expect((await area()).status).toBe(403);
      expect(data<{ now: string[] }>(await asHost('GET', '/permissions/me')).now).not.toContain(
        'tables.manage',
      );

      const context = data<{ roles: { source: string; active: boolean }[] }>(
        await asAdmin(
          'GET',
          `/roles/assignments/context/${host.user.id}?at=${encodeURIComponent(dinnerTime.toISOString())}`,
        ),
      );
      expect(context.roles.find((r) => r.source === 'assignment')?.active).toBe(true);
      const check = (at: Date) =>
        asAdmin('POST', '/permissions/check', {
          permission: 'tables.manage',
          user_id: host.user.id,
          at: at.toISOString(),
        });
      expect(data<{ allowed: boolean }>(await check(dinnerTime)).allowed).toBe(true);
      expect(data<{ allowed: boolean; via: string[] }>(await check(lunchTime))).toMatchObject({
        allowed: false,
        via: [],
      });
      const byShift = (shiftId: string) =>
        asAdmin('POST', '/permissions/check/shift', {
          permission: 'tables.manage',
          user_id: host.user.id,
          shift_id: shiftId,
          date: day,
        });
      expect(data<{ allowed: boolean }>(await byShift(dinner.id)).allowed).toBe(true);
      expect(data<{ allowed: boolean }>(await byShift(lunch.id)).allowed).toBe(false);
      const perms = data<{ base: string[]; scoped: { role: string }[] }>(
        await asAdmin('GET', `/permissions/user/${host.user.id}`),
      );
      expect(perms.base).not.toContain('tables.manage');
      expect(perms.scoped.map((s) => s.role)).toEqual(['manager']);
      expect(data<unknown[]>(await asAdmin('GET', `/roles/assignments/shift/${dinner.id}`))).toHaveLength(1);
      expect(data<{ scoped: unknown[] }>(await asAdmin('GET', '/roles/assignments')).scoped).toHaveLength(1);
    } finally {
      clock = null;
    }
    expect((await asAdmin('DELETE', `/roles/assignments/${assignmentId}`)).status).toBe(200);
    const history = data<{ entity: string; action: string; actor_name: string }[]>(
      await asAdmin('GET', `/roles/assignments/history/${host.user.id}`),
    );
    expect(history.map((h) => `${h.entity} ${h.action}`)).toEqual([
      'role_assignments delete',
      'role_assignments create',
    ]);
    // Nobody gives themselves a role on top of their own.
    const selfScoped = await asAdmin('POST', '/roles/assignments', {
      user_id: admin.user.id,
      role: 'manager',
      shift_id: dinner.id,
    });
    expect(selfScoped.status).toBe(403);
  });
});

describe('permissions leaders single out', () => {
  // Sixty days out: past the demo's bookings; never the demo's blackout date (25 December).
  const paced = () => {
    const date = addDays(instantToVenueLocal(new Date(), timeZone).date, 60);
    return { date: date.endsWith('-12-25') ? addDays(date, 1) : date, time: '19:00' };
  };
  const booking = (guests: number, name: string) => ({
    id: uuidv7(),
    first_name: name,
    date: paced().date,
    time: paced().time,
    guest_count: guests,
  });

  it('refuses a pacing refusal to a host and books it with a warning for a role that may override', async () => {
    for (const name of ['A', 'B', 'C', 'D']) {
      const res = await asAdmin('POST', '/reservation/bookReservation', booking(6, name));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    const refused = await asHost('POST', '/reservation/bookReservation', booking(2, 'Host'));
    expect(refused.status).toBe(409);
    expect(message(refused)).toContain('pacing limit for 19:00');
    const walkIn = await asHost('POST', '/reservation/bookReservation', {
      ...booking(2, 'Walk'),
      source: 'walk_in',
    });
    expect(walkIn.status).toBe(201);
    const overridden = await asAdmin('POST', '/reservation/bookReservation', booking(2, 'Admin'));
    expect(overridden.status).toBe(201);
    expect(message(overridden)).toContain('Booked over the pacing limit for 19:00');

    // The same through the offline path: a host's push is rejected, a manager's applied with a warning.
    const push = (who: SignedIn, guests: number) =>
      getApi().api('POST', '/sync/push', {
        token: who.token,
        restaurantId: harbourId,
        body: {
          protocolVersion: SYNC_PROTOCOL_VERSION,
          clientId: uuidv7(),
          mutations: [{ id: uuidv7(), name: 'reservation.create', args: booking(guests, 'Offline') }],
        },
      });
    const hostPush = data<{ results: { status: string; code?: string }[] }>(await push(host, 2));
    expect(hostPush.results[0]).toMatchObject({ status: 'rejected', code: 'restricted' });
    const manager = await getApi().signIn('manager@roles.test', 'manager-password-1');
    const managerPush = data<{ results: { status: string; code?: string; reason?: string }[] }>(
      await push(manager, 2),
    );
    // Applied over the pacing limit, and the host is told so; the overridden limit chooses no table.
    expect(managerPush.results[0]).toMatchObject({ status: 'applied' });
    expect(managerPush.results[0]?.reason).toContain('pacing limit for 19:00');
  });

  it('masks guest contact details for a role without "view guest contact details"', async () => {
    const created = await asAdmin('POST', '/reservation/bookReservation', {
      ...booking(2, 'Contact'),
      time: '12:00',
      email: 'guest@example.com',
      mobileNumber: '+44 7700 900123',
    });
    const id = data<{ id: string }>(created).id;
    const hostRole = await roleNamed('host');
    const read = async () =>
      data<{ email: string; mobileNumber: string }>(await asHost('GET', `/reservation/${id}`));
    expect((await read()).email).toBe('guest@example.com');
    await asAdmin('PUT', `/roles/${hostRole.id}`, {
      permissions: hostRole.permissions.filter((p) => p !== 'guests.view_contact_details'),
    });
    try {
      expect(await read()).toMatchObject({ email: CONTACT_MASK, mobileNumber: CONTACT_MASK });
      // A masked value sent back changes nothing.
      const patched = await asHost('PATCH', `/reservation/${id}`, {
        mobileNumber: CONTACT_MASK,
        guest_count: 3,
      });
      expect(patched.status).toBe(200);
      const adminView = data<{ mobileNumber: string; guest_count: number }>(
        await asAdmin('GET', `/reservation/${id}`),
      );
      expect(adminView).toMatchObject({ mobileNumber: '+44 7700 900123', guest_count: 3 });
    } finally {
      await asAdmin('PUT', `/roles/${hostRole.id}`, { permissions: hostRole.permissions });
    }
  });

  it('lets only a role with "delete reservations" delete one outright', async () => {
    const created = await asAdmin('POST', '/reservation/bookReservation', {
      ...booking(2, 'Gone'),
      time: '12:15',
    });
    const id = data<{ id: string }>(created).id;
    expect((await asHost('DELETE', `/reservation/${id}`)).status).toBe(403);
    expect((await asAdmin('DELETE', `/reservation/${id}`)).status).toBe(200);
    expect((await asAdmin('GET', `/reservation/${id}`)).status).toBe(404);
  });
});

describe('a host', () => {
  it('cannot reach any role administration call (403)', async () => {
    const fill = (path: string) =>
      path
        .replace('{restaurantId}', String(harbourId))
        .replace('{id}', '1')
        .replace('{userId}', String(admin.user.id))
        .replace('{key}', 'host')
        .replace('{shiftId}', uuidv7());
    const bodies: Record<string, unknown> = {
      roleCreate: { name: 'x_role', template: 'host' },
      roleUpdate: { description: 'x' },
      roleTemplateClone: { name: 'x_role' },
      assignmentCreate: { user_id: 1, role: 'host', shift_id: uuidv7() },
      assignmentSetRole: { role: 'host' },
      assignmentBulk: { user_ids: [1], role: 'host' },
      assignmentValidate: { user_id: 1, role: 'host' },
      permissionCheck: { permission: 'users.read' },
      permissionCheckShift: { permission: 'users.read', shift_id: uuidv7() },
      permissionCacheInvalidate: {},
    };
    const contracts = { ...ACCESS_CONTRACTS, reservationDelete: reservationDeleteContract };
    for (const [name, contract] of Object.entries(contracts)) {
      const res = await asHost(
        contract.method,
        fill(contract.path.replace('{bookingId}', uuidv7())),
        bodies[name],
      );
      expect(res.status, `${contract.method} ${contract.path}`).toBe(403);
    }
  });
});
