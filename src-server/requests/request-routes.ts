// The guest requests' console calls (src-shared/requests/request-entity.ts): the inbox list, one
// request with its thread, and the writes of request-service.ts, each answering the request as it
// now stands.
import type { FastifyPluginAsync } from 'fastify';
import { REQUEST_CALLS as C } from '../../src-shared/requests/request-entity.js';
import { routeTable, runWrite } from '../resources/route-helper.js';
import type { RouteDeps } from '../routes/route-deps.js';
import { listRequests, requestDetail, targetHours } from './request-store.js';
import {
  approveRequest,
  assignRequest,
  replyToRequest,
  setRequestState,
  setRequestTargets,
  takeRequest,
} from './request-service.js';

export function requestRoutes(deps: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    const { db } = deps;
    const route = routeTable(app, ['requests'], deps);
    const detail = (restaurantId: number, id: string) => requestDetail(db, restaurantId, id, deps.now());

    route(C.list, async ({ restaurantId, query }) => ({
      data: await listRequests(db, restaurantId, query, deps.now()),
    }));
    route(C.targets, async ({ restaurantId }) => ({ data: await targetHours(db, restaurantId) }));
    route(C.get, async ({ restaurantId, params }) => ({ data: await detail(restaurantId, params.id) }));

    route(C.create, async ({ restaurantId, body, request }) => {
      const { id } = await runWrite(deps, request, takeRequest, body);
      return { data: await detail(restaurantId, id), message: 'Request taken' };
    });
    route(C.setState, async ({ restaurantId, params, body, request }) => {
      await runWrite(deps, request, setRequestState, { id: params.id, state: body.state });
      return { data: await detail(restaurantId, params.id), message: 'Request updated' };
    });
    route(C.assign, async ({ restaurantId, params, body, request }) => {
      await runWrite(deps, request, assignRequest, { id: params.id, userId: body.assigned_user_id });
      return { data: await detail(restaurantId, params.id), message: 'Request assigned' };
    });
    route(C.reply, async ({ restaurantId, params, body, request }) => {
      await runWrite(deps, request, replyToRequest, { id: params.id, ...body });
      const message = body.channel === 'note' ? 'Note added' : `Reply queued to be sent by ${body.channel}`;
      return { data: await detail(restaurantId, params.id), message };
    });
    route(C.approve, async ({ restaurantId, params, body, request }) => {
      await runWrite(deps, request, approveRequest, { id: params.id, tableIds: body.table_ids });
      return { data: await detail(restaurantId, params.id), message: 'Request approved' };
    });
    route.write(C.setTargets, setRequestTargets, ({ body }) => body, 'Response targets saved');
  };
}
