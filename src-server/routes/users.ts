// Users of the restaurant and the signed-in user's own profile (USER_CONTRACTS). Who may hand out
// which role follows role-guards.ts (nobody above their own, only a super_admin makes one); every
// change is recorded in the audit trail.
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { USER_CONTRACTS as C } from '../../src-shared/access/user-contracts.js';
import { API_MESSAGES } from '../../src-shared/errors.js';
import { callerOf } from '../access/role-guards.js';
import { recordAudit } from '../audit/audit-writer.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { requestPasswordReset } from '../auth/password-reset.js';
import { users } from '../db/schema/index.js';
import { requireTenant } from '../http/access-control.js';
import { badRequest, notFound } from '../http/http-error.js';
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
    const viewIn = async (restaurantId: number, userId: number) => {
      const view = await buildUserView(deps.db, userId, restaurantId);
      if (!view) throw notFound();
      return view;
    };

    route('usersByRestaurant', async ({ restaurantId }) => {
      const ids = await userIdsOfRestaurant(deps.db, restaurantId);
      return { data: await buildUserViews(deps.db, ids, restaurantId) };
    });
    route('userCreate', async ({ request, body }) => {
      const c = await callerOf(deps, request);
      const id = await createUser(deps.db, c.restaurantId, c, body);
      return { data: await viewIn(c.restaurantId, id), message: API_MESSAGES.userCreated };
    });
    route('userGet', async ({ restaurantId, params }) => {
      await requireUserInRestaurant(deps.db, restaurantId, params.id);
      return { data: await viewIn(restaurantId, params.id) };
    });
    route('userUpdate', async ({ request, params, body }) => {
      const c = await callerOf(deps, request);
      await updateUser(deps.db, c.restaurantId, c, params.id, body);
      return { data: await viewIn(c.restaurantId, params.id), message: API_MESSAGES.userUpdated };
    });
    route('userDelete', async ({ request, params }) => {
      const c = await callerOf(deps, request);
      await deleteUser(deps.db, c.restaurantId, c, params.id);
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
      return { data: await viewIn(c.restaurantId, userId), message: 'Profile saved' };
    });
    route('profilePassword', async ({ request, body }) => {
      const c = await callerOf(deps, request);
      const { auth } = requireTenant(request);
      const userId = c.actor.userId;
      const [row] = await deps.db
        .select({ hash: users.passwordHash })
        .from(users)
        .where(eq(users.id, userId));
      if (!row || !(await verifyPassword(row.hash, body.current_password)))
        throw badRequest(API_MESSAGES.currentPasswordWrong);
      const hash = await hashPassword(body.new_password);
      const ended = await deps.db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash: hash, updatedAt: new Date() }).where(eq(users.id, userId));
        // The other terminals sign in again with the new password; this one stays signed in.
        const n = await endOtherSessions(tx, userId, auth.sessionId);
        await recordAudit(tx, c.restaurantId, c.audit, {
          entity: 'users',
          entityId: userId,
          action: 'password_change',
          summary: `${c.audit.name} changed their own password`,
        });
        return n;
      });
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
      const ended = await deps.db.transaction(async (tx) => {
        const n = await endOtherSessions(tx, c.actor.userId, auth.sessionId);
        await recordAudit(tx, c.restaurantId, c.audit, {
          entity: 'users',
          entityId: c.actor.userId,
          action: 'sign_out_everywhere',
          summary: `${c.audit.name} signed out of ${n} other session${n === 1 ? '' : 's'}`,
        });
        return n;
      });
      return {
        data: { ended_sessions: ended },
        message: `Signed out of ${ended} other session${ended === 1 ? '' : 's'}`,
      };
    });
  };
}
