// Users of the restaurant and the signed-in user's own profile (USER_CONTRACTS). Who may hand out
// which role follows role-guards.ts (nobody above their own, only a super_admin makes one); every
// change is recorded in the audit trail.
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { USER_CONTRACTS as C } from '../../src-shared/access/user-contracts.js';
import { API_MESSAGES } from '../../src-shared/errors.js';
import { callerOf } from '../access/role-guards.js';
import { recordAudit } from '../audit/audit-writer.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { bumpVerifierEpoch } from '../auth/refresh-tokens.js';
import { requestPasswordReset } from '../auth/password-reset.js';
import { users } from '../db/schema/index.js';
import { requireTenant } from '../http/access-control.js';
import { badRequest, notFound, tooManyRequests } from '../http/http-error.js';
import { contractRoutes } from '../resources/route-helper.js';
import { endOtherSessions, listSessions } from '../users/session-service.js';
import {
  createUser,
  deleteUser,
  requireUserInRestaurant,
  sendPasswordResetMail,
  updateUser,
  userIdsOfRestaurant,
} from '../users/user-store.js';
import { buildUserView, buildUserViews } from '../users/user-view.js';
import type { RouteDeps } from './route-deps.js';

const tags = ['users'];

export function userRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const route = contractRoutes(app, C, tags);
    /** A user as the caller may see them: only the roles held in the caller's own restaurants. */
    const visibleTo = (request: FastifyRequest) =>
      new Set(requireTenant(request).auth.access.memberships.map((m) => m.restaurantId));
    const viewIn = async (request: FastifyRequest, restaurantId: number, userId: number) => {
      const view = await buildUserView(deps.db, userId, restaurantId, visibleTo(request));
      if (!view) throw notFound();
      return view;
    };

    /** A colleague's email is for those who administer users; a host sees names and roles only. */
    const emailFor = (request: FastifyRequest) => {
      const { auth, tenant } = requireTenant(request);
      const all = tenant.permissions.has('users.manage');
      return <V extends { id: number; email: string }>(
        view: V,
      ): Omit<V, 'email'> & { email: string | null } =>
        all || view.id === auth.access.userId ? view : { ...view, email: null };
    };

    route('usersByRestaurant', async ({ request, restaurantId }) => {
      const ids = await userIdsOfRestaurant(deps.db, restaurantId);
      const views = await buildUserViews(deps.db, ids, restaurantId, visibleTo(request));
      return { data: views.map(emailFor(request)) };
    });
    route('userCreate', async ({ request, body }) => {
      const c = await callerOf(deps, request);
      const id = await createUser(deps.db, c.restaurantId, c, body);
      return { data: await viewIn(request, c.restaurantId, id), message: API_MESSAGES.userCreated };
    });
    route('userGet', async ({ request, restaurantId, params }) => {
      await requireUserInRestaurant(deps.db, restaurantId, params.id);
      return { data: emailFor(request)(await viewIn(request, restaurantId, params.id)) };
    });
    route('userUpdate', async ({ request, params, body }) => {
      const c = await callerOf(deps, request);
      const { auth } = requireTenant(request);
      await updateUser(deps.db, c.restaurantId, c, params.id, body, throttled(request, auth.access.email));
      // A new password or a deactivation ended the user's sessions: their sockets go too.
      if (body.password !== undefined || body.is_active === false) deps.endSockets.ofUser(params.id);
      return { data: await viewIn(request, c.restaurantId, params.id), message: API_MESSAGES.userUpdated };
    });
    route('userDelete', async ({ request, params }) => {
      const c = await callerOf(deps, request);
      await deleteUser(deps.db, c.restaurantId, c, params.id);
      // Their membership is gone: every socket of theirs reconnects and is checked afresh.
      deps.endSockets.ofUser(params.id);
      return { data: { id: params.id }, message: API_MESSAGES.userDeleted };
    });
    route('userSendPasswordReset', async ({ request, params }) => {
      const c = await callerOf(deps, request);
      await sendPasswordResetMail(deps.db, c.restaurantId, c, params.id, (email) =>
        requestPasswordReset(deps.db, deps.mailer, email, deps.consoleUrl),
      );
      return { data: { id: params.id }, message: 'Password reset mail sent' };
    });

    route('profileUpdate', async ({ request, body }) => {
      const c = await callerOf(deps, request);
      const userId = c.actor.userId;
      await deps.db.transaction(async (tx) => {
        const [before] = await tx
          .select({ first_name: users.firstName, last_name: users.lastName })
          .from(users)
          .where(eq(users.id, userId));
        await tx
          .update(users)
          .set({ firstName: body.first_name, lastName: body.last_name, updatedAt: new Date() })
          .where(eq(users.id, userId));
        await recordAudit(tx, c.restaurantId, c.audit, {
          entity: 'users',
          entityId: userId,
          action: 'update',
          summary: `${body.first_name} ${body.last_name}`.trim() + ' changed their own name',
          before: before ?? null,
          after: body,
        });
      });
      return { data: await viewIn(request, c.restaurantId, userId), message: 'Profile saved' };
    });
    /** A current-password check under the sign-in throttle of the caller's account and address. */
    const throttled =
      (request: FastifyRequest, email: string) =>
      async (check: () => Promise<boolean>): Promise<boolean> => {
        const wait = await deps.signInThrottle.attempt(email, request.ip);
        if (wait > 0) throw tooManyRequests(wait);
        const valid = await check();
        if (valid) await deps.signInThrottle.succeed(email, request.ip);
        return valid;
      };

    route('profilePassword', async ({ request, body }) => {
      const c = await callerOf(deps, request);
      const { auth } = requireTenant(request);
      const userId = c.actor.userId;
      const [row] = await deps.db
        .select({ hash: users.passwordHash })
        .from(users)
        .where(eq(users.id, userId));
      const valid = await throttled(
        request,
        auth.access.email,
      )(async () => row !== undefined && (await verifyPassword(row.hash, body.current_password)));
      if (!valid) throw badRequest(API_MESSAGES.currentPasswordWrong);
      const hash = await hashPassword(body.new_password);
      const endedIds = await deps.db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash: hash, updatedAt: new Date() }).where(eq(users.id, userId));
        // The other terminals sign in again with the new password; this one stays signed in.
        // Offline verifiers of the old password are dropped by epoch (the next token carries it).
        await bumpVerifierEpoch(tx, userId);
        const ids = await endOtherSessions(tx, userId, auth.sessionId);
        await recordAudit(tx, c.restaurantId, c.audit, {
          entity: 'users',
          entityId: userId,
          action: 'password_change',
          summary: `${c.audit.name} changed their own password`,
        });
        return ids;
      });
      deps.endSockets.ofSessions(endedIds);
      const ended = endedIds.length;
      return {
        data: { ended_sessions: ended },
        message: `Password changed${ended ? `; ${ended} other session${ended === 1 ? '' : 's'} ended` : ''}`,
      };
    });
    route('profileSessions', async ({ request }) => {
      const { auth } = requireTenant(request);
      return { data: await listSessions(deps.db, auth.access.userId, auth.sessionId) };
    });
    route('profileSignOutEverywhere', async ({ request }) => {
      const c = await callerOf(deps, request);
      const { auth } = requireTenant(request);
      const endedIds = await deps.db.transaction(async (tx) => {
        const ids = await endOtherSessions(tx, c.actor.userId, auth.sessionId);
        const n = ids.length;
        await recordAudit(tx, c.restaurantId, c.audit, {
          entity: 'users',
          entityId: c.actor.userId,
          action: 'sign_out_everywhere',
          summary: `${c.audit.name} signed out of ${n} other session${n === 1 ? '' : 's'}`,
        });
        return ids;
      });
      deps.endSockets.ofSessions(endedIds);
      const ended = endedIds.length;
      return {
        data: { ended_sessions: ended },
        message: `Signed out of ${ended} other session${ended === 1 ? '' : 's'}`,
      };
    });
  };
}
