import type { FastifyPluginAsync } from 'fastify';
import {
  blackoutDateResource,
  dressCodeResource,
  taxRateResource,
  facilityResource,
  serverNameResource,
  facilityStatusRoute,
  RESOURCES,
  reservationStatusResource,
  seatingAreaResource,
  shiftResource,
  shiftsByRestaurantRoute,
  tableCombinationResource,
  tableResource,
  type AnyResource,
  type ResourceKey,
} from '../../src-shared/resources/registry.js';
import {
  createCombination,
  deleteCombination,
  getCombination,
  listCombinations,
  updateCombination,
} from '../catalogue/combination-service.js';
import {
  accessRuleResource,
  bookingChannelResource,
  conciergePerkResource,
  dailyProgramResource,
} from '../../src-shared/resources/availability-resources.js';
import {
  bookingChannelCrud,
  conciergePerkCrud,
  dailyProgramCrud,
} from '../catalogue/availability-settings-service.js';
import {
  createAccessRule,
  deleteAccessRule,
  getAccessRule,
  listAccessRules,
  updateAccessRule,
} from '../catalogue/access-rule-service.js';
import { seatingAreaCrud } from '../catalogue/seating-area-service.js';
import { blackoutDateCrud, shiftCrud } from '../catalogue/shift-service.js';
import { statusCrud } from '../catalogue/status-service.js';
import { tableCrud } from '../catalogue/table-service.js';
import { dressCodeCrud, facilityCrud } from '../profile/profile-service.js';
import { taxRateCrud } from '../profile/tax-rate-service.js';
import { serverNameCrud } from '../profile/server-name-service.js';
import { marketingResourcePlugins } from './marketing/marketing-resources.js';
import { housekeepingResourcePlugins, roomCrud } from '../housekeeping/room-service.js';
import { reportResourcePlugins } from '../reports/report-schedule-service.js';
import { orderResourcePlugins } from '../orders/payment-option-service.js';
import { posTableMapCrud } from '../pos/pos-service.js';
import { posTableMapResource } from '../../src-shared/pos/pos-table-map-resource.js';
import type { DeclaredRowWriters } from '../sync/declared-push.js';
import { registerResource } from '../resources/register-resource.js';
import { registerRoute, runWrite } from '../resources/route-helper.js';
import { accessRuleSpecialRoutes } from './catalogue/access-rules.js';
import {
  bookingChannelSpecialRoutes,
  conciergePerkSpecialRoutes,
  dailyProgramSpecialRoutes,
} from './catalogue/availability-settings.js';
import type { RouteDeps } from './route-deps.js';

/**
 * The crud of each entity that declares offline mutations, by mirror entity: POST /sync/push
 * applies its mutations through it (sync/declared-push.ts). A missing entity does not compile.
 */
export const DECLARED_ROW_WRITERS: DeclaredRowWriters = { rooms: roomCrud };

/**
 * Every declared resource's server side, keyed like the registry: a missing key does not compile,
 * and registration fails when a declared route has no operation.
 */
export function resourcePlugins(deps: RouteDeps): Record<ResourceKey, FastifyPluginAsync> {
  return {
    seatingArea: registerResource(deps, seatingAreaResource, seatingAreaCrud),
    table: registerResource(deps, tableResource, tableCrud),
    tableCombination: registerResource(deps, tableCombinationResource, {
      list: listCombinations,
      get: getCombination,
      create: createCombination,
      update: updateCombination,
      remove: deleteCombination,
    }),
    reservationStatus: registerResource(deps, reservationStatusResource, statusCrud),
    shift: registerResource(deps, shiftResource, shiftCrud, (app, tags) =>
      registerRoute(app, shiftsByRestaurantRoute, tags, async (call) => ({
        data: await shiftCrud.list(deps.db, call.restaurantId),
      })),
    ),
    blackoutDate: registerResource(deps, blackoutDateResource, blackoutDateCrud),
    dressCode: registerResource(deps, dressCodeResource, dressCodeCrud),
    facility: registerResource(deps, facilityResource, facilityCrud, (app, tags) =>
      registerRoute(app, facilityStatusRoute, tags, async (call) => {
        const facility = await runWrite(deps, call.request, facilityCrud.update, {
          id: call.params.id,
          patch: call.body,
        });
        return {
          data: facility,
          message: `Facility ${facility.name} ${facility.status === 1 ? 'offered' : 'not offered'}`,
        };
      }),
    ),
    taxRate: registerResource(deps, taxRateResource, taxRateCrud),
    serverName: registerResource(deps, serverNameResource, serverNameCrud),
    accessRule: registerResource(
      deps,
      accessRuleResource,
      {
        list: listAccessRules,
        get: getAccessRule,
        create: createAccessRule,
        update: updateAccessRule,
        remove: deleteAccessRule,
      },
      accessRuleSpecialRoutes(deps),
    ),
    conciergePerk: registerResource(
      deps,
      conciergePerkResource,
      conciergePerkCrud,
      conciergePerkSpecialRoutes(deps, conciergePerkResource),
    ),
    dailyProgram: registerResource(
      deps,
      dailyProgramResource,
      dailyProgramCrud,
      dailyProgramSpecialRoutes(deps, dailyProgramResource),
    ),
    bookingChannel: registerResource(
      deps,
      bookingChannelResource,
      bookingChannelCrud,
      bookingChannelSpecialRoutes(deps, bookingChannelResource),
    ),
    ...marketingResourcePlugins(deps),
    ...housekeepingResourcePlugins(deps),
    ...reportResourcePlugins(deps),
    ...orderResourcePlugins(deps),
    posTableMap: registerResource(deps, posTableMapResource, posTableMapCrud),
  };
}

/** Registers every declared resource, in the registry's order. */
export function resourceRoutes(deps: RouteDeps): FastifyPluginAsync {
  const plugins = resourcePlugins(deps);
  return async (app) => {
    for (const resource of RESOURCES as readonly AnyResource[]) await app.register(plugins[resource.key]);
  };
}
