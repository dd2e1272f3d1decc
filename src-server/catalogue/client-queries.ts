import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Client, ClientListQuery, ClientPage } from '../../src-shared/schemas/client.js';
import type { DbExecutor } from '../db/client.js';
import { clients } from '../db/schema/index.js';
import { clientView } from './people-views.js';
import { missing, tenantRow } from '../resources/drizzle-crud.js';
import { venueToday, visitsOfClients } from './client-visits.js';

export const CLIENT_SEARCH_LIMIT = 50;

// The list's query and page are the route's contract's (src-shared/schemas/client.ts).
export { clientListQuerySchema, clientPageSchema } from '../../src-shared/schemas/client.js';
export type { ClientListQuery, ClientPage };

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Matches a name (first, last or "first last"), an email, or a phone number by its digits, so
 * "0151 496" finds "+44 151 496 0123" only when the digits line up.
 */
export function clientMatch(query: string): SQL | undefined {
  const text = query.trim();
  if (text === '') return undefined;
  const like = likePattern(text);
  const digits = text.replace(/\D/g, '');
  const conditions = [
    ilike(clients.firstName, like),
    ilike(clients.lastName, like),
    ilike(sql`${clients.firstName} || ' ' || ${clients.lastName}`, like),
    ilike(clients.email, like),
  ];
  if (digits.length >= 3)
    conditions.push(sql`regexp_replace(${clients.mobileNumber}, '[^0-9]', '', 'g') like ${`%${digits}%`}`);
  return or(...conditions);
}

async function withVisits(
  db: DbExecutor,
  restaurantId: number,
  timeZone: string,
  rows: (typeof clients.$inferSelect)[],
): Promise<Client[]> {
  const visits = await visitsOfClients(
    db,
    restaurantId,
    rows.map((r) => r.id),
    venueToday(timeZone),
  );
  return rows.map((row) => clientView(row, visits.get(row.id)));
}

export async function listClients(
  db: DbExecutor,
  restaurantId: number,
  timeZone: string,
  query: ClientListQuery,
): Promise<ClientPage> {
  const where = and(eq(clients.restaurantId, restaurantId), query.q ? clientMatch(query.q) : undefined);
  const [total] = await db.select({ n: count() }).from(clients).where(where);
  const rows = await db
    .select()
    .from(clients)
    .where(where)
    .orderBy(asc(clients.lastName), asc(clients.firstName), asc(clients.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    items: await withVisits(db, restaurantId, timeZone, rows),
    page: query.page,
    pageSize: query.pageSize,
    total: total?.n ?? 0,
  };
}

export async function searchClients(
  db: DbExecutor,
  restaurantId: number,
  timeZone: string,
  query: string,
): Promise<Client[]> {
  const match = clientMatch(query);
  if (!match) return [];
  const rows = await db
    .select()
    .from(clients)
    .where(and(eq(clients.restaurantId, restaurantId), match))
    .orderBy(asc(clients.lastName), asc(clients.firstName), asc(clients.id))
    .limit(CLIENT_SEARCH_LIMIT);
  return withVisits(db, restaurantId, timeZone, rows);
}

export const clientRow = (db: DbExecutor, restaurantId: number, id: string) =>
  tenantRow(db, clients, restaurantId, id, 'client');

export async function getClient(
  db: DbExecutor,
  restaurantId: number,
  timeZone: string,
  id: string,
): Promise<Client> {
  const [client] = await withVisits(db, restaurantId, timeZone, [await clientRow(db, restaurantId, id)]);
  if (!client) throw missing('client', id);
  return client;
}
