// Clients (spec §7 /clients) declared as an entity: terminals keep a copy offline (the console
// reads the mirror); the routes are in client-calls.ts.
import { defineEntity } from '../entities/define-entity.js';
import { CLIENT_CALLS, CLIENT_SEARCH_ROUTE } from './client-calls.js';

export const clientEntity = defineEntity({
  key: 'client',
  noun: 'client',
  plural: 'clients',
  mirror: 'clients',
  callPrefix: 'clients',
  calls: CLIENT_CALLS,
  handWritten: { search: CLIENT_SEARCH_ROUTE },
});
