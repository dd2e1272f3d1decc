// Clients (spec §7 /clients) declared as an entity: terminals keep a copy offline; the calls the
// console makes online are in client-calls.ts.
import { defineEntity } from '../entities/define-entity.js';
import { clientBulkDeleteRoute, clientDeleteRoute } from './client-calls.js';

export const clientEntity = defineEntity({
  key: 'client',
  noun: 'client',
  plural: 'clients',
  mirror: 'clients',
  callPrefix: 'clients',
  calls: { delete: clientDeleteRoute, bulkDelete: clientBulkDeleteRoute },
});
