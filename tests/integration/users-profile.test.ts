// Users of a restaurant and the signed-in user's own profile (issue 16, slice 1), over HTTP on
// PGlite or PostgreSQL: list, create, edit, deactivate, delete and the reset-password mail, the role
// per restaurant within the guards (never above one's own, never super_admin from an admin, never
// one's own raise), the audit trail of each change, and /profile: own name, password change with the
// current password, sessions on other terminals and "sign out everywhere".
import { beforeAll, describe, expect, it } from 'vitest';
import { USER_CONTRACTS } from '../../src-shared/access/user-contracts.js';
import { ACCESS_MESSAGES } from '../../src-shared/access/access-messages.js';
import { API_MESSAGES } from '../../src-shared/errors.js';
import type { User, UserListEntry, UserSession } from '../../src-shared/schemas/auth.js';
import type { AuditEntry } from '../../src-shared/schemas/audit.js';
import { latestResetToken } from '../../src-server/mail/mailbox.js';
import { DEMO, signInEach, useTestApi, type ApiResponse, type SignedIn } from './helpers/api-server.js';

const getApi = useTestApi();
const data = <T>(res: ApiResponse) => (res.body as { data: T }).data;
const message = (res: ApiResponse) => (res.body as { message?: string }).message ?? '';

let admin: SignedIn;
let host: SignedIn;
let harbourId = 0;
const call =
  (who: () => SignedIn, headers?: Record<string, string>) => (method: string, path: string, body?: unknown) =>
    getApi().api(method, path, {
      token: who().token,
      restaurantId: harbourId,
      body,
      ...(headers ? { headers } : {}),
    });
const asAdmin = call(() => admin);
const asHost = call(() => host);

/** `as` makes a user of the restaurant with a role (the answer says whether they may). */
const createUser = (
  as: ReturnType<typeof call>,
  [email, password, first_name]: [string, string, string],
  role: string,
  extra: Record<string, unknown> = {},
) => as('POST', '/user/create', { email, password, first_name, role, ...extra });

async function historyOf(userId: number): Promise<AuditEntry[]> {
  const res = await asAdmin('GET', `/roles/assignments/history/${userId}`);
  return res.status === 200 ? data<AuditEntry[]>(res) : [];
}

beforeAll(async () => {
  [admin, host] = await signInEach(getApi(), DEMO.harbourAdmin, DEMO.harbourHost);
  harbourId = admin.user.restaurantId;
});

describe('users of the restaurant', () => {
  it('creates, lists, edits, deactivates, mails a reset link and deletes, each in the audit trail', async () => {
    const created = await createUser(asAdmin, ['Floor.Lead@users.test', 'floor-lead-1', 'Flo'], 'manager', {
      last_name: 'Lead',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const user = data<User>(created);
    expect(user).toMatchObject({ email: 'floor.lead@users.test', roleName: 'manager', is_active: true });

    const list = data<User[]>(await asAdmin('GET', `/user/restaurant/${harbourId}`));
    expect(list.map((u) => u.email)).toContain('floor.lead@users.test');

    const edited = await asAdmin('PUT', `/user/update/${user.id}`, { first_name: 'Florence', role: 'host' });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(data<User>(edited)).toMatchObject({ first_name: 'Florence', roleName: 'host' });

    const session = await getApi().signIn('floor.lead@users.test', 'floor-lead-1');
    const off = await asAdmin('PUT', `/user/update/${user.id}`, { is_active: false });
    expect(data<User>(off).is_active).toBe(false);
    // Deactivation ends the user's sessions at once.
    const refused = await getApi().api('GET', '/permissions/me', {
      token: session.token,
      restaurantId: harbourId,
    });
    expect(refused.status).toBe(401);
    const mailInactive = await asAdmin('POST', `/user/${user.id}/password-reset-mail`);
    expect(mailInactive.status).toBe(409);
    expect(message(mailInactive)).toBe(API_MESSAGES.resetMailInactive);
    await asAdmin('PUT', `/user/update/${user.id}`, { is_active: true });

    const mailed = await asAdmin('POST', `/user/${user.id}/password-reset-mail`);
    expect(mailed.status, JSON.stringify(mailed.body)).toBe(200);
    expect(latestResetToken(getApi().dataDir, 'floor.lead@users.test')).toBeTruthy();

    const history = await historyOf(user.id);
    const actions = history.map((h) => `${h.entity}:${h.action}`);
    expect(actions).toEqual(
      expect.arrayContaining(['users:create', 'users:update', 'users:password_reset_mail']),
    );
    const deactivation = history.find((h) => h.summary.includes('deactivated'));
    expect(deactivation?.before).toMatchObject({ is_active: true });
    expect(deactivation?.after).toMatchObject({ is_active: false });
    expect(deactivation?.actor_user_id).toBe(admin.user.id);
    expect(JSON.stringify(history)).not.toContain('floor-lead-1');

    const removed = await asAdmin('DELETE', `/user/${user.id}`);
    expect(removed.status).toBe(200);
    expect((await asAdmin('GET', `/user/${user.id}`)).status).toBe(404);
    expect((await historyOf(user.id)).map((h) => h.action)).toContain('delete');
  });

  it('gives a custom role by name, and names the field of bad input', async () => {
    const role = await asAdmin('POST', '/roles', { name: 'floor_runner', template: 'host' });
    expect(role.status, JSON.stringify(role.body)).toBe(201);
    const created = await createUser(asAdmin, ['runner@users.test', 'runner-pass-1', 'Run'], 'floor_runner');
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(data<User>(created).roleName).toBe('floor_runner');
    const unknown = await createUser(asAdmin, ['nobody@users.test', 'nobody-pass-1', 'No'], 'no_such_role');
    expect(unknown.status).toBe(404);
    expect(message(unknown)).toBe(ACCESS_MESSAGES.unknownRole('no_such_role'));
    const bad = await createUser(asAdmin, ['x', 'short', ''], '');
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toMatch(/email/);
    expect(JSON.stringify(bad.body)).toMatch(/Password must be at least 8 characters/);
  });

  it('refuses an admin a super_admin, a role above their own and their own raise', async () => {
    const superAdmin = await createUser(asAdmin, ['boss@users.test', 'boss-pass-12', 'Boss'], 'super_admin');
    expect(superAdmin.status).toBe(403);
    expect(message(superAdmin)).toBe(ACCESS_MESSAGES.superAdminOnly);

    const raise = await asAdmin('PUT', `/user/update/${admin.user.id}`, { role: 'super_admin' });
    expect(raise.status).toBe(403);

    // A Table_Management_Admin_User (rank 70) cannot make an admin (rank 80) nor raise themselves.
    const tmau = await createUser(
      asAdmin,
      ['tmau@users.test', 'tmau-pass-123', 'Tee'],
      'Table_Management_Admin_User',
    );
    expect(tmau.status).toBe(201);
    const tmauSession = await getApi().signIn('tmau@users.test', 'tmau-pass-123');
    const asTmau = call(() => tmauSession);
    const above = await createUser(asTmau, ['above@users.test', 'above-pass-12', 'Ab'], 'admin');
    expect(above.status).toBe(403);
    expect(message(above)).toBe(ACCESS_MESSAGES.aboveOwn);
    const own = await asTmau('PUT', `/user/update/${data<User>(tmau).id}`, { role: 'admin' });
    expect(own.status).toBe(403);
    expect(message(own)).toBe(ACCESS_MESSAGES.raiseOwn);
    // …nor touch the admin above them.
    const touch = await asTmau('PUT', `/user/update/${admin.user.id}`, { first_name: 'Hacked' });
    expect(touch.status).toBe(403);
    expect(message(touch)).toBe(ACCESS_MESSAGES.targetAbove);
    expect((await asTmau('DELETE', `/user/${admin.user.id}`)).status).toBe(403);
  });

  it('keeps every user call from a host (403)', async () => {
    const bodies: Record<string, unknown> = {
      userCreate: { email: 'h@users.test', password: 'host-made-1', first_name: 'H', role: 'host' },
      userUpdate: { first_name: 'X' },
    };
    for (const [name, contract] of Object.entries(USER_CONTRACTS)) {
      if (contract.permission === null || contract.permission === 'users.read') continue;
      const path = contract.path
        .replace('{restaurantId}', String(harbourId))
        .replace('{id}', String(admin.user.id));
      const res = await asHost(contract.method, path, bodies[name]);
      expect(res.status, `${contract.method} ${contract.path}`).toBe(403);
    }
  });

  it("shows a host the restaurant's users without their colleagues' emails (issue 29)", async () => {
    const seenByHost = data<UserListEntry[]>(await asHost('GET', `/user/restaurant/${harbourId}`));
    const colleague = seenByHost.find((u) => u.id === admin.user.id);
    expect(colleague).toMatchObject({ first_name: admin.user.first_name, roleName: 'admin', email: null });
    // Their own email stays: it is theirs.
    expect(seenByHost.find((u) => u.id === host.user.id)?.email).toBe(DEMO.harbourHost.email);
    expect(seenByHost.filter((u) => u.id !== host.user.id).every((u) => u.email === null)).toBe(true);
    const one = data<UserListEntry>(await asHost('GET', `/user/${admin.user.id}`));
    expect(one).toMatchObject({ id: admin.user.id, email: null });
    // Whoever may manage users sees every email.
    const seenByAdmin = data<UserListEntry[]>(await asAdmin('GET', `/user/restaurant/${harbourId}`));
    expect(seenByAdmin.find((u) => u.id === admin.user.id)?.email).toBe(DEMO.harbourAdmin.email);
    expect(seenByAdmin.every((u) => typeof u.email === 'string')).toBe(true);
  });
});

describe('the profile', () => {
  it('changes one’s own name, and the password only with the current one', async () => {
    await createUser(asAdmin, ['self@users.test', 'self-pass-123', 'Sel'], 'host');
    const me = await getApi().signIn('self@users.test', 'self-pass-123');
    const asMe = call(() => me);
    const named = await asMe('PUT', '/user/profile', { first_name: 'Selma', last_name: 'Host' });
    expect(named.status, JSON.stringify(named.body)).toBe(200);
    expect(data<User>(named)).toMatchObject({ first_name: 'Selma', last_name: 'Host' });
    const blank = await asMe('PUT', '/user/profile', { first_name: ' ', last_name: '' });
    expect(blank.status).toBe(422);
    expect(JSON.stringify(blank.body)).toMatch(/First name is required/);

    const wrong = await asMe('POST', '/user/profile/password', {
      current_password: 'not-it-at-all',
      new_password: 'self-pass-456',
    });
    expect(wrong.status).toBe(400);
    expect(message(wrong)).toBe(API_MESSAGES.currentPasswordWrong);
    const changed = await asMe('POST', '/user/profile/password', {
      current_password: 'self-pass-123',
      new_password: 'self-pass-456',
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await asMe('GET', '/user/sessions')).status).toBe(200);
    await expect(getApi().signIn('self@users.test', 'self-pass-123')).rejects.toThrow();
    await getApi().signIn('self@users.test', 'self-pass-456');
  });

  it('lists sessions on other terminals and signs out of them everywhere', async () => {
    await createUser(asAdmin, ['multi@users.test', 'multi-pass-12', 'Multi'], 'host');
    const here = await getApi().signIn('multi@users.test', 'multi-pass-12');
    const there = await getApi().signIn('multi@users.test', 'multi-pass-12');
    const asHere = call(() => here);
    const sessions = data<UserSession[]>(await asHere('GET', '/user/sessions'));
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions[0]?.current).toBe(true);
    expect(sessions[0]?.terminal).toBeTruthy();

    const out = await asHere('POST', '/user/sessions/sign-out-everywhere');
    expect(out.status).toBe(200);
    expect(data<{ ended_sessions: number }>(out).ended_sessions).toBe(1);
    // The other terminal's access token and refresh cookie stop at once; this one goes on.
    expect(
      (await getApi().api('GET', '/user/sessions', { token: there.token, restaurantId: harbourId })).status,
    ).toBe(401);
    expect((await getApi().api('POST', '/user/refresh-token', { cookie: there.cookie })).status).toBe(401);
    expect(data<UserSession[]>(await asHere('GET', '/user/sessions'))).toHaveLength(1);
  });
});
