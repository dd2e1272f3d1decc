// The audit trail's read routes (AUDIT_CONTRACTS): a filtered page, the filter choices and the CSV
// export, for holders of audit.read (the /admin roles). Read-only: no route edits or deletes an
// entry, and the table's trigger refuses it anyway (migration audit-append-only).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUDIT_CONTRACTS as C } from '../../src-shared/audit/audit-contracts.js';
import { CONTACT_PERMISSION } from '../access/contact-masking.js';
import { auditCsv, auditExportRows, auditFacets, auditPage } from '../audit/audit-reader.js';
import { requireTenant } from '../http/access-control.js';
import { restaurantTimeZone } from '../reservations/reservation-view.js';
import { routeTable } from '../resources/route-helper.js';
import type { RouteDeps } from './route-deps.js';

export function auditRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routeTable(app, ['audit trail']);
    const seesContacts = (request: Parameters<typeof requireTenant>[0]) =>
      requireTenant(request).tenant.permissions.has(CONTACT_PERMISSION);

    route(C.list, async ({ restaurantId, query, request }) => ({
      data: await auditPage(
        deps.db,
        restaurantId,
        query,
        await restaurantTimeZone(deps.db, restaurantId),
        seesContacts(request),
      ),
    }));
    route(C.facets, async ({ restaurantId }) => ({ data: await auditFacets(deps.db, restaurantId) }));
    route(C.export, async ({ restaurantId, query, request }) => {
      const rows = await auditExportRows(
        deps.db,
        restaurantId,
        query,
        await restaurantTimeZone(deps.db, restaurantId),
        seesContacts(request),
      );
      const stamp = deps.now().toISOString().slice(0, 10);
      return {
        data: { filename: `audit-trail-${stamp}.csv`, rows: rows.length, csv: auditCsv(rows) },
        message: `${rows.length} audit entr${rows.length === 1 ? 'y' : 'ies'} exported`,
      };
    });
  };
}
