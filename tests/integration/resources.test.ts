// registerResource and the drizzle CRUD builder, through the API and directly: tenancy, the
// declared permission, and constraint refusals as 409/422. Dress codes and facilities are the
// online-only proof (spec §7 Restaurant).
import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CALLS } from '../../src-shared/calls/call-table.js';
import { uuidv7 } from '../../src-shared/ids.js';
import { fillPath } from '../../src-shared/resources/route-contract.js';
import { dressCodeSchema, facilitySchema } from '../../src-shared/schemas/restaurant-profile.js';
import { tableView } from '../../src-server/catalogue/seating-views.js';
import { diningTables, syncChanges } from '../../src-server/db/schema/index.js';
import { HttpError } from '../../src-server/http/http-error.js';
import { drizzleCrud } from '../../src-server/resources/drizzle-crud.js';
import { withTenantWrite } from '../../src-server/sync/tenant-write.js';
import { data, errors, useCatalogueActors } from './helpers/catalogue-actors.js';

const { getApi, ids, asAdmin, asHost, asQuay } = useCatalogueActors();

describe('declared special calls', () => {
  it('each has a server route that asks for a signed-in user (401 without a token, never 404)', async () => {
    for (const [name, contract] of Object.entries(CALLS)) {
      // Every path parameter gets a well-formed value (a UUID; the restaurant's own id).
      const params = Object.fromEntries(
        [...contract.path.matchAll(/\{(\w+)\}/g)].map(([, key]) => [
          key ?? '',
          key === 'restaurantId' || key === 'tenantId' ? ids.harbour : uuidv7(),
        ]),
      );
      const path = fillPath(contract, params);
      const answer = await getApi().api(contract.method, path, { restaurantId: ids.harbour });
      expect(answer.status, `${name}: ${contract.method} ${path}`).toBe(401);
    }
  });
});

describe('dress codes and facilities (online-only resources)', () => {
  it('lists, creates, updates and deletes a dress code of the restaurant, with no feed record', async () => {
    const created = await asAdmin('POST', `/restaurant/${ids.harbour}/dress-codes`, {
      name: 'Smart casual',
      description: 'No sportswear',
    });
    expect(created.status).toBe(201);
    expect((created.body as { message: string }).message).toBe('Dress code Smart casual created');
    const code = dressCodeSchema.parse(data(created));
    const list = dressCodeSchema
      .array()
      .parse(data(await asHost('GET', `/restaurant/${ids.harbour}/dress-codes`)));
    expect(list.map((c) => c.name)).toContain('Smart casual');

    const updated = await asAdmin('PUT', `/restaurant/dress-codes/${code.id}`, { name: 'Jacket required' });
    expect(updated.status).toBe(200);
    expect(dressCodeSchema.parse(data(updated)).name).toBe('Jacket required');

    const feed = await getApi().server.db.select().from(syncChanges);
    expect(feed.some((c) => c.rowId === code.id)).toBe(false);

    expect((await asAdmin('DELETE', `/restaurant/dress-codes/${code.id}`)).status).toBe(200);
    expect((await asAdmin('PUT', `/restaurant/dress-codes/${code.id}`, { name: 'Gone' })).status).toBe(404);
  });

  it('sets a facility status through its own call', async () => {
    const created = await asAdmin('POST', `/restaurant/${ids.harbour}/facilities`, {
      name: 'Terrace heaters',
    });
    const facility = facilitySchema.parse(data(created));
    expect(facility.status).toBe(1);
    const off = await asAdmin('PUT', `/restaurant/facilities/${facility.id}/status`, { status: 0 });
    expect(off.status).toBe(200);
    expect(facilitySchema.parse(data(off)).status).toBe(0);
    const bad = await asAdmin('PUT', `/restaurant/facilities/${facility.id}/status`, { status: 3 });
    expect(bad.status).toBe(422);
    expect(errors(bad).status?.[0]).toBe('Status must be 1 (active) or 0 (inactive)');
  });

  it('refuses a host (403) and another tenant (403 by path, 404 by id)', async () => {
    expect(
      (await asHost('POST', `/restaurant/${ids.harbour}/dress-codes`, { name: 'Host code' })).status,
    ).toBe(403);
    expect((await asAdmin('GET', `/restaurant/${ids.quay}/dress-codes`)).status).toBe(403);
    const quayCode = dressCodeSchema.parse(
      data(await asQuay('POST', `/restaurant/${ids.quay}/dress-codes`, { name: 'Quay code' })),
    );
    expect((await asAdmin('PUT', `/restaurant/dress-codes/${quayCode.id}`, { name: 'Hijack' })).status).toBe(
      404,
    );
    expect((await asAdmin('DELETE', `/restaurant/dress-codes/${quayCode.id}`)).status).toBe(404);
    const harbourList = dressCodeSchema
      .array()
      .parse(data(await asAdmin('GET', `/restaurant/${ids.harbour}/dress-codes`)));
    expect(harbourList.some((c) => c.id === quayCode.id)).toBe(false);
  });

  it('names the field of a bad create (422)', async () => {
    const res = await asAdmin('POST', `/restaurant/${ids.harbour}/dress-codes`, { name: '  ' });
    expect(res.status).toBe(422);
    expect(errors(res).name?.[0]).toBe('Dress code name is required');
  });
});

describe('drizzleCrud constraint refusals', () => {
  const ctx = () => ({ restaurantId: ids.harbour, timeZone: 'Europe/London', actorName: 'test' });

  it('maps refusals the pre-checks did not see: foreign key 422, unique index 409', async () => {
    const db = getApi().server.db;
    // The same table entity without the declared pre-check: only the index refuses the name.
    const bare = drizzleCrud({
      table: diningTables,
      noun: 'table',
      mirror: null,
      view: tableView,
      orderBy: [asc(diningTables.name)],
      // Columns come by name: a body field named like a column's database name sets it.
      derive: (args: { name?: string; seating_area_id?: string }) => ({
        minCovers: 1,
        maxCovers: 2,
        shape: args.name === undefined ? undefined : 'square',
      }),
    });
    const name = `Dup-${uuidv7().slice(-6)}`;
    const stranger = withTenantWrite(db, ids.harbour, (write) =>
      bare.create(write, ctx(), { name: `${name}-fk`, seating_area_id: uuidv7() }),
    );
    await expect(stranger).rejects.toMatchObject({ statusCode: 422 });
    await withTenantWrite(db, ids.harbour, (write) => bare.create(write, ctx(), { name }));
    const second = withTenantWrite(db, ids.harbour, (write) => bare.create(write, ctx(), { name }));
    await expect(second).rejects.toBeInstanceOf(HttpError);
    await expect(
      withTenantWrite(db, ids.harbour, (write) => bare.create(write, ctx(), { name })),
    ).rejects.toMatchObject({ statusCode: 409, message: 'This table already exists' });
  });
});
