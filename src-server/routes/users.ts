import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_ROUTES, fastifyPath } from '../../src-shared/api-routes.js';
import { API_MESSAGES } from '../../src-shared/errors.js';
import {
  createUserRequestSchema,
  deletedUserResponseSchema,
  updateUserRequestSchema,
  userSchema,
} from '../../src-shared/schemas/auth.js';
import { envelopeSchema } from '../../src-shared/schemas/envelope.js';
import { idPathParamsSchema, restaurantIdPathParamsSchema } from '../../src-shared/schemas/restaurant.js';
import { requireTenant } from '../http/access-control.js';
import { notFound } from '../http/http-error.js';
import {
  createUser,
  deleteUser,
  requireUserInRestaurant,
  updateUser,
  userIdsOfRestaurant,
} from '../users/user-store.js';
import { buildUserView, buildUserViews } from '../users/user-view.js';
import type { RouteDeps } from './route-deps.js';

const security = [{ bearerAuth: [] }];
const tags = ['users'];

export function userRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const viewIn = async (restaurantId: number, userId: number) => {
      const view = await buildUserView(deps.db, userId, restaurantId);
      if (!view) throw notFound();
      return view;
    };

    app.get(fastifyPath('usersByRestaurant'), {
      config: { access: { kind: 'tenant', permission: 'users.read', restaurantParam: 'restaurantId' } },
      schema: {
        tags,
        security,
        summary: 'Users holding a role in the restaurant',
        params: restaurantIdPathParamsSchema,
        response: { 200: envelopeSchema(z.array(userSchema)) },
      },
      handler: async (request) => {
        const { tenant } = requireTenant(request);
        const ids = await userIdsOfRestaurant(deps.db, tenant.restaurantId);
        return { success: true as const, data: await buildUserViews(deps.db, ids, tenant.restaurantId) };
      },
    });

    app.post(API_ROUTES.createUser.path, {
      config: { access: { kind: 'tenant', permission: 'users.manage' } },
      schema: {
        tags,
        security,
        summary: 'Create a user with a role in the restaurant',
        body: createUserRequestSchema,
        response: { 201: envelopeSchema(userSchema) },
      },
      handler: async (request, reply) => {
        const { tenant } = requireTenant(request);
        const id = await createUser(deps.db, tenant.restaurantId, tenant.roleName, request.body);
        void reply.code(201);
        return {
          success: true as const,
          message: API_MESSAGES.userCreated,
          data: await viewIn(tenant.restaurantId, id),
        };
      },
    });

    app.get(fastifyPath('getUser'), {
      config: { access: { kind: 'tenant', permission: 'users.read' } },
      schema: {
        tags,
        security,
        summary: 'A user of the restaurant',
        params: idPathParamsSchema,
        response: { 200: envelopeSchema(userSchema) },
      },
      handler: async (request) => {
        const { tenant } = requireTenant(request);
        await requireUserInRestaurant(deps.db, tenant.restaurantId, request.params.id);
        return { success: true as const, data: await viewIn(tenant.restaurantId, request.params.id) };
      },
    });

    app.put(fastifyPath('updateUser'), {
      config: { access: { kind: 'tenant', permission: 'users.manage' } },
      schema: {
        tags,
        security,
        summary: 'Update a user of the restaurant',
        params: idPathParamsSchema,
        body: updateUserRequestSchema,
        response: { 200: envelopeSchema(userSchema) },
      },
      handler: async (request) => {
        const { auth, tenant } = requireTenant(request);
        await updateUser(
          deps.db,
          tenant.restaurantId,
          { userId: auth.access.userId, role: tenant.roleName },
          request.params.id,
          request.body,
        );
        return {
          success: true as const,
          message: API_MESSAGES.userUpdated,
          data: await viewIn(tenant.restaurantId, request.params.id),
        };
      },
    });

    app.delete(fastifyPath('deleteUser'), {
      config: { access: { kind: 'tenant', permission: 'users.manage' } },
      schema: {
        tags,
        security,
        summary: 'Remove a user from the restaurant',
        params: idPathParamsSchema,
        response: { 200: envelopeSchema(deletedUserResponseSchema) },
      },
      handler: async (request) => {
        const { auth, tenant } = requireTenant(request);
        await deleteUser(
          deps.db,
          tenant.restaurantId,
          auth.access.userId,
          tenant.roleName,
          request.params.id,
        );
        return { success: true as const, message: API_MESSAGES.userDeleted, data: { id: request.params.id } };
      },
    });
  };
}
