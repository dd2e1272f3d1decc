// Spec §7 Venue settings, registered from the shared contracts (src-shared/venue/venue-settings-calls.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { VenueSettings, VenueSettingsGroup } from '../../src-shared/schemas/venue-settings.js';
import { VENUE_SETTINGS_CALLS as C } from '../../src-shared/venue/venue-settings-calls.js';
import { audited } from '../audit/audit-change.js';
import { routeTable } from '../resources/route-helper.js';
import type { DomainWrite } from '../sync/write-context.js';
import { checkSettings, deleteVenueSettings, updateVenueSettings } from '../venue/venue-settings-service.js';
import { loadVenueSettings } from '../venue/venue-settings-store.js';
import type { RouteDeps } from './route-deps.js';

const GROUP_ROUTES = [
  [C['venueSettings.updateInternalTermsEmail'], 'internal_terms_email', 'Internal summary emails'],
  [C['venueSettings.updateGuestCommunication'], 'guest_communication', 'Guest communication'],
  [C['venueSettings.updateReservationConfig'], 'reservation_config', 'Reservation config'],
  [C['venueSettings.updateCharges'], 'charges', 'Charges'],
] as const satisfies readonly (readonly [unknown, VenueSettingsGroup, string])[];

/** A settings write recorded in the audit trail with the settings before and after. */
const auditedSettings = <A>(
  write: DomainWrite<A, VenueSettings>,
  contract: { method: string; path: string },
) =>
  audited(
    write,
    {
      entity: 'venue_settings',
      id: (_args, result) => String(result.restaurant_id),
      before: (w, ctx) => loadVenueSettings(w.tx, ctx.restaurantId),
    },
    `${contract.method} ${contract.path}`,
  );

export function venueSettingsRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routeTable(app, ['venue settings'], deps);

    route(C['venueSettings.getAll'], async ({ restaurantId }) => ({
      data: await loadVenueSettings(deps.db, restaurantId),
    }));
    route.write(
      C['venueSettings.update'],
      auditedSettings(updateVenueSettings, C['venueSettings.update']),
      ({ query, body }) => ({ outletId: query.outlet_id ?? null, patch: body }),
      'Venue settings saved',
    );
    for (const [contract, group, title] of GROUP_ROUTES)
      route.write(
        contract,
        auditedSettings(updateVenueSettings, contract),
        ({ query, body }) => ({ outletId: query.outlet_id ?? null, patch: { [group]: body } }),
        `${title} settings saved`,
      );
    route(C['venueSettings.validate'], async ({ restaurantId, body }) => {
      const errors = await checkSettings(
        deps.db,
        restaurantId,
        body.settings_type,
        body.settings_data,
        false,
      );
      return { data: { valid: Object.keys(errors).length === 0, settings_type: body.settings_type, errors } };
    });
    route(C['venueSettings.validateSettingsData'], async ({ restaurantId, body }) => {
      const errors = await checkSettings(deps.db, restaurantId, body.settings_type, body.settings_data, true);
      return { data: { valid: Object.keys(errors).length === 0, settings_type: body.settings_type, errors } };
    });
    route.write(
      C['venueSettings.delete'],
      auditedSettings(deleteVenueSettings, C['venueSettings.delete']),
      () => ({}),
      'Venue settings reset to defaults',
    );
  };
}
