// Routes of roles, assignments, permission checks and the permission cache (ACCESS_CONTRACTS).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCESS_CONTRACTS as C, MY_PERMISSIONS_PATH } from '../../src-shared/access/access-contracts.js';
import { ACCESS_MESSAGES } from '../../src-shared/access/access-messages.js';
import { PERMISSIONS, PERMISSION_KEYS } from '../../src-shared/permissions.js';
import { effectiveGrantsSchema } from '../../src-shared/schemas/access.js';
import { envelopeSchema } from '../../src-shared/schemas/envelope.js';
import { API_MESSAGES } from '../../src-shared/errors.js';
import {
  assignmentHistory,
  assignmentRefusals,
  bulkSetRole,
  createScoped,
  currentRole,
  deleteScoped,
  listAssignments,
  roleHierarchy,
  scopedForShift,
  setUserRole,
} from '../access/assignment-service.js';
import {
  assignmentContext,
  checkPermission,
  checkShiftPermission,
  userPermissions,
} from '../access/permission-checks.js';
import { callerOf } from '../access/role-guards.js';
import { createRole, deleteRole, getRole, listRoles, updateRole } from '../access/role-service.js';
import {
  compareRoles,
  listTemplates,
  searchTemplates,
  templateByKey,
  templateStats,
} from '../access/role-templates.js';
import { effectiveGrantsOf } from '../auth/user-access.js';
import { requireAuth } from '../http/access-control.js';
import { badRequest, forbidden, notFound } from '../http/http-error.js';
import { contractRoutes, security } from '../resources/route-helper.js';
import type { RouteDeps } from './route-deps.js';

const tags = ['roles and permissions'];

export function accessRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const route = contractRoutes(app, C, tags);
    const caller = (request: Parameters<typeof callerOf>[1]) => callerOf(deps, request);
    const at = (iso: string | undefined) => (iso ? new Date(iso) : undefined);

    route('permissionCategories', async () => {
      const byCategory = new Map<string, { key: string; category: string; description: string }[]>();
      for (const key of PERMISSION_KEYS) {
        const { category, description } = PERMISSIONS[key];
        byCategory.set(category, [...(byCategory.get(category) ?? []), { key, category, description }]);
      }
      return { data: [...byCategory].map(([category, permissions]) => ({ category, permissions })) };
    });

    route('rolesByRestaurant', async ({ restaurantId }) => ({
      data: await listRoles(deps.db, restaurantId),
    }));
    route('roleGet', async ({ restaurantId, params }) => ({
      data: await getRole(deps.db, restaurantId, params.id),
    }));
    route('roleCreate', async ({ request, body }) => {
      const c = await caller(request);
      const role = await createRole(deps.db, c.restaurantId, c, body);
      return { data: role, message: `Role ${role.name} created` };
    });
    route('roleUpdate', async ({ request, params, body }) => {
      const c = await caller(request);
      const role = await updateRole(deps.db, c.restaurantId, c, params.id, body);
      return { data: role, message: `Role ${role.name} updated` };
    });
    route('roleDelete', async ({ request, params }) => {
      const c = await caller(request);
      return { data: await deleteRole(deps.db, c.restaurantId, c, params.id), message: 'Role deleted' };
    });

    route('roleTemplates', async () => ({ data: await listTemplates(deps.db) }));
    route('roleTemplateSearch', async ({ query }) => ({ data: await searchTemplates(deps.db, query.q) }));
    route('roleTemplateStats', async ({ restaurantId }) => ({
      data: await templateStats(deps.db, restaurantId),
    }));
    route('roleTemplateCompare', async ({ restaurantId, query }) => ({
      data: await compareRoles(deps.db, restaurantId, query.a, query.b),
    }));
    route('roleTemplateByKey', async ({ params }) => ({ data: await templateByKey(deps.db, params.key) }));
    route('roleTemplateClone', async ({ request, params, body }) => {
      const c = await caller(request);
      const role = await createRole(deps.db, c.restaurantId, c, { ...body, template: params.key });
      return { data: role, message: `Role ${role.name} created from ${params.key}` };
    });

    route('roleHierarchy', async ({ request }) => {
      const c = await caller(request);
      return { data: await roleHierarchy(deps.db, c.restaurantId, c.actor) };
    });
    route('assignments', async ({ restaurantId }) => ({
      data: await listAssignments(deps.db, restaurantId),
    }));
    route('assignmentCreate', async ({ request, body }) => {
      const c = await caller(request);
      const created = await createScoped(deps.db, c.restaurantId, c, body);
      return { data: created, message: `${created.role} assigned` };
    });
    route('assignmentDelete', async ({ request, params }) => {
      const c = await caller(request);
      return { data: await deleteScoped(deps.db, c.restaurantId, c, params.id), message: 'Assignment ended' };
    });
    route('assignmentSetRole', async ({ request, params, body }) => {
      const c = await caller(request);
      await setUserRole(deps.db, c.restaurantId, c, params.userId, body.role);
      return { data: { user_id: params.userId, role: body.role }, message: `Role changed to ${body.role}` };
    });
    route('assignmentBulk', async ({ request, body }) => {
      const c = await caller(request);
      const outcomes = await bulkSetRole(deps.db, c.restaurantId, c, body.user_ids, body.role);
      const done = outcomes.filter((o) => o.ok).length;
      return { data: outcomes, message: `${done} of ${outcomes.length} now ${body.role}` };
    });
    route('assignmentValidate', async ({ request, body }) => {
      const c = await caller(request);
      const reasons = await assignmentRefusals(deps.db, c.restaurantId, c.actor, body);
      return { data: { valid: reasons.length === 0, reasons } };
    });
    route('assignmentHistory', async ({ restaurantId, params }) => {
      if (!(await currentRole(deps.db, restaurantId, params.userId))) {
        const history = await assignmentHistory(deps.db, restaurantId, params.userId);
        // A user who left the restaurant still has a history there; a stranger has none to reveal.
        if (history.length === 0) throw notFound(ACCESS_MESSAGES.noRoleHere);
        return { data: history };
      }
      return { data: await assignmentHistory(deps.db, restaurantId, params.userId) };
    });
    route('assignmentContext', async ({ restaurantId, params, query }) => ({
      data: await assignmentContext(deps, restaurantId, params.userId, at(query.at)),
    }));
    route('assignmentsByShift', async ({ restaurantId, params }) => ({
      data: await scopedForShift(deps.db, restaurantId, params.shiftId),
    }));

    route('permissionCheck', async ({ request, body }) => {
      const c = await caller(request);
      return {
        data: await checkPermission(
          deps,
          c.restaurantId,
          body.user_id ?? c.actor.userId,
          body.permission,
          at(body.at),
        ),
      };
    });
    route('permissionCheckShift', async ({ request, body }) => {
      const c = await caller(request);
      const userId = body.user_id ?? c.actor.userId;
      return {
        data: await checkShiftPermission(
          deps,
          c.restaurantId,
          userId,
          body.permission,
          body.shift_id,
          body.date,
        ),
      };
    });
    route('userPermissions', async ({ restaurantId, params }) => ({
      data: await userPermissions(deps, restaurantId, params.userId),
    }));
    route('permissionCacheStats', async ({ restaurantId }) => ({
      data: deps.permissionCache.stats(restaurantId),
    }));
    route('permissionCacheInvalidate', async ({ restaurantId, body }) => {
      const dropped = deps.permissionCache.invalidate({
        restaurantId,
        ...(body.role_id !== undefined ? { roleTypeId: body.role_id } : {}),
      });
      return {
        data: { dropped },
        message: `${dropped} cached permission set${dropped === 1 ? '' : 's'} dropped`,
      };
    });

    // Every signed-in user reads their own grants (the console hides what they do not apply to).
    app.get(MY_PERMISSIONS_PATH, {
      config: { access: { kind: 'authenticated' } },
      schema: {
        tags,
        security,
        summary: 'The caller’s own permissions in the restaurant of the restaurant-id header',
        response: { 200: envelopeSchema(effectiveGrantsSchema) },
      },
      handler: async (request) => {
        const auth = requireAuth(request);
        if (!auth.tenant) throw badRequest(API_MESSAGES.restaurantHeaderRequired);
        if (!auth.access.isActive) throw forbidden();
        return { success: true as const, data: effectiveGrantsOf(auth.access.userId, auth.tenant) };
      },
    });
  };
}
