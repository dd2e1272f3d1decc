// The handlers of every declared resource's channels, written once. Lists of mirrored entities
// come from the offline mirror (so the host stand's screens and Settings agree, and a list still
// shows offline); lists of online-only entities and every edit go to the tenant API through the
// route's contract and response schema. An edit while offline fails at once with a message that
// says so, instead of three retries and a generic network error.
import type { z } from 'zod';
import type { Resource } from '../../src-shared/resources/define-resource.js';
import { RESOURCES } from '../../src-shared/resources/registry.js';
import {
  RESOURCE_OPERATIONS,
  resourceChannelName,
  type ResourceChannelsOf,
} from '../../src-shared/resources/resource-channels.js';
import { fillPath, type RouteContract } from '../../src-shared/resources/route-contract.js';
import { isMirroredEntity } from '../../src-shared/sync/protocol.js';
import { isOverlayEntity } from '../mirror/mirror-store.js';
import type { ApiClient } from '../api/api-client.js';
import { ApiError, isApiError } from '../api/api-error.js';
import type { ChannelHandlers } from '../ipc/handler-table.js';
import type { SyncEngine } from '../sync/sync-engine.js';

export type ResourceChannelName = keyof ResourceChannelsOf<(typeof RESOURCES)[number]> &
  keyof ChannelHandlers;

export interface ResourceHandlerDeps {
  api: ApiClient;
  /** The signed-in restaurant's sync engine (its mirror), or null before sign-in. */
  engine: () => SyncEngine | null;
}

export function offlineEditMessage(resource: Pick<Resource, 'plural'>): string {
  return `You are offline: ${resource.plural} can be changed only while this terminal is connected to the server. Nothing was saved.`;
}

/** Spec §7 sends some bodies as multipart form data; everything else goes as JSON. */
function formOf(body: unknown): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    form.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return form;
}

export function resourceHandlers(
  deps: ResourceHandlerDeps,
  resources: readonly Resource[] = RESOURCES,
): Pick<ChannelHandlers, ResourceChannelName> {
  const handlers: Record<string, (input: unknown) => Promise<unknown>> = {};

  const call = async (resource: Resource, route: RouteContract, params: { id?: string }, body?: unknown) => {
    const engine = deps.engine();
    const isRead = route.method === 'GET';
    if (!isRead && engine?.status().state === 'offline') {
      throw new ApiError(offlineEditMessage(resource), { code: 'network' });
    }
    const restaurantId = deps.api.getRestaurantId();
    const path = fillPath(route, {
      ...(params.id ? { id: params.id } : {}),
      ...(route.restaurantParam && restaurantId !== null ? { restaurantId } : {}),
    });
    try {
      const value = await deps.api.requestData(route.method, path, route.response, {
        restaurantScoped: true,
        ...(body === undefined ? {} : route.forms ? { form: formOf(body) } : { json: body }),
        // A write is not repeated after a server failure: it may have been applied.
        ...(isRead ? {} : { retry: false }),
      });
      // The mirror learns the change through the feed; pull now so the list it feeds is current.
      if (!isRead && resource.mirror && engine) await engine.sync().catch(() => undefined);
      return value;
    } catch (error) {
      if (!isRead && isApiError(error) && error.code === 'network') {
        throw new ApiError(offlineEditMessage(resource), { code: 'network', cause: error });
      }
      throw error;
    }
  };

  for (const resource of resources) {
    const { routes } = resource;
    for (const op of RESOURCE_OPERATIONS) {
      const name = resourceChannelName(resource.key, op);
      const route = op === 'list' ? routes.list : routes[op];
      if (!route) {
        handlers[name] = async () => {
          throw new ApiError(`The API has no ${op} call for ${resource.plural}`, {
            code: 'operation_failed',
          });
        };
        continue;
      }
      handlers[name] = async (input: unknown) => {
        if (op === 'list') return listOf(resource, route, deps, call);
        if (op === 'create') return call(resource, route, {}, input);
        const { id, patch } = input as { id: string; patch?: unknown };
        return call(resource, route, { id }, op === 'update' ? patch : undefined);
      };
    }
  }
  return handlers as unknown as Pick<ChannelHandlers, ResourceChannelName>;
}

async function listOf(
  resource: Resource,
  route: RouteContract,
  deps: ResourceHandlerDeps,
  call: (resource: Resource, route: RouteContract, params: { id?: string }) => Promise<unknown>,
): Promise<unknown> {
  const engine = deps.engine();
  const { mirror } = resource;
  if (isMirroredEntity(mirror) && engine) {
    // Mirrored lists read the mirror, in the order the API lists them: an entity staff change
    // offline shows its pending changes (overlay rows), any other is the generic catalogue storage.
    const rows = isOverlayEntity(mirror) ? engine.store.allVisible(mirror) : engine.store.catalogue(mirror);
    const parsed = rows
      .map((row) => resource.row.safeParse(row))
      .filter((r): r is z.ZodSafeParseSuccess<unknown> => r.success)
      .map((r) => r.data);
    return parsed.sort((a, b) =>
      resource.title(a).localeCompare(resource.title(b), undefined, { numeric: true }),
    );
  }
  return call(resource, route, {});
}
