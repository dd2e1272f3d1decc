// Point of sale (issue 34 §5–6) through the real API on PGlite or PostgreSQL: the webhook secret is
// shown once and sealed at rest; a POS check posted for "T-4" at 20:05 lands on the booking at
// 20:00 at that table and not on the one at 21:00; an event delivered twice applies once, an older
// one never undoes a newer; a forged, missing or stale signature is refused; a rotated secret keeps
// the old one working for a while; the table names that would miss are shown; and another restaurant
// neither sees nor feeds the venue's checks.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { posSettings } from '../../src-server/db/schema/index.js';
import { signPosBody } from '../../src-server/pos/pos-secrets.js';
import {
  POS_SIGNATURE_HEADER,
  posCheckSchema,
  posTableReportRowSchema,
} from '../../src-shared/pos/pos-entity.js';
import { venueLocalToInstant } from '../../src-shared/time.js';
import { data, useCatalogueActors } from './helpers/catalogue-actors.js';
import { booking, createTables, dataOf, ensureStatuses, type TestTable } from './reservations-fixtures.js';

const actors = useCatalogueActors({ jobs: false });
const { asAdmin, asHost, asQuay, ids } = actors;
const DAY = '2027-03-02';
const ZONE = 'Europe/London';
let tables: TestTable[];
let secret = '';
let eight = '';
let nine = '';
let created = 1_000;

const at = (time: string) => venueLocalToInstant(DAY, time, ZONE).toISOString();
const message = (res: { body: unknown }) => (res.body as { message: string }).message;

function deliver(
  event: { id: string; type?: string; table: string; opened: string; total?: number; created?: number },
  options: { restaurant?: number; secret?: string; signature?: string | null; timestamp?: number } = {},
) {
  const body = JSON.stringify({
    id: event.id,
    type: event.type ?? 'check.opened',
    created: event.created ?? (created += 1),
    data: {
      check: {
        id: `chk-${event.table}-${event.opened}`,
        table: event.table,
        opened_at: at(event.opened),
        total_minor: event.total ?? 0,
      },
    },
  });
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
  const signature =
    options.signature === undefined
      ? signPosBody(options.secret ?? secret, body, timestamp)
      : options.signature;
  return actors.getApi().api('POST', `/integrations/pos/webhook/${options.restaurant ?? ids.harbour}`, {
    rawBody: body,
    headers: signature === null ? {} : { [POS_SIGNATURE_HEADER]: signature },
  });
}

const checksOf = async (query: string, as = asAdmin) =>
  posCheckSchema.array().parse(data(await as('GET', `/integrations/pos/checks?${query}`)));

beforeAll(async () => {
  const { server } = actors.getApi();
  const statuses = await ensureStatuses(server.db, ids.harbour);
  expect(statuses.size).toBeGreaterThan(0);
  tables = await createTables(server.db, ids.harbour, 'PS', 4);
  const place = async (time: string, name: string) => {
    const res = await asAdmin(
      'POST',
      '/reservation/bookReservation',
      booking({ first_name: name, date: DAY, time, duration_minutes: 60, table_ids: [tables[3]!.id] }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return dataOf(res).id;
  };
  eight = await place('20:00', 'Eight');
  nine = await place('21:00', 'Nine');
});

describe('point of sale', () => {
  it('shows a new webhook secret once and keeps it sealed at rest; only managers see the connection', async () => {
    expect(data(await asAdmin('GET', '/integrations/pos'))).toMatchObject({
      connected: false,
      secret_hint: null,
    });
    const made = await asAdmin('POST', '/integrations/pos/secret');
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    secret = (data(made) as { secret: string }).secret;
    expect(secret).toMatch(/^whsec_/);
    const settings = await asAdmin('GET', '/integrations/pos');
    expect(data(settings)).toMatchObject({
      connected: true,
      secret_hint: secret.slice(-4),
      window_before_min: 20,
      window_after_min: 25,
    });
    expect(JSON.stringify(settings.body)).not.toContain(secret);
    const [row] = await actors
      .getApi()
      .server.db.select()
      .from(posSettings)
      .where(eq(posSettings.restaurantId, ids.harbour));
    expect(row?.secretSealed).toBeTruthy();
    expect(row?.secretSealed).not.toContain(secret.slice(6));
    expect((await asHost('GET', '/integrations/pos')).status).toBe(403);
    expect((await asHost('POST', '/integrations/pos/secret')).status).toBe(403);
  });

  it('maps the POS table names, refusing a name twice and another restaurant’s table', async () => {
    const mapped = await asAdmin('POST', '/integrations/pos/table-maps', {
      pos_table: 'T-4',
      table_id: tables[3]!.id,
    });
    expect(mapped.status, JSON.stringify(mapped.body)).toBe(201);
    const twice = await asAdmin('POST', '/integrations/pos/table-maps', {
      pos_table: 'T-4',
      table_id: tables[2]!.id,
    });
    expect(twice.status).toBe(409);
    expect(message(twice)).toBe('POS table T-4 is already mapped');
    const quayTables = await createTables(actors.getApi().server.db, ids.quay, 'QS', 1);
    const foreign = await asAdmin('POST', '/integrations/pos/table-maps', {
      pos_table: 'Q-1',
      table_id: quayTables[0]!.id,
    });
    expect(foreign.status).toBe(404);
    expect(
      (await asHost('POST', '/integrations/pos/table-maps', { pos_table: 'H-1', table_id: tables[0]!.id }))
        .status,
    ).toBe(403);
  });

  it('links a check at 20:05 for T-4 to the 20:00 booking there, not the 21:00 one, and applies an event once', async () => {
    const first = await deliver({ id: 'evt-1', table: 'T-4', opened: '20:05', total: 4200 });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(data(first)).toMatchObject({ applied: true, reservation_id: eight });
    const again = await deliver({ id: 'evt-1', table: 'T-4', opened: '20:05', total: 9999 });
    expect(data(again)).toMatchObject({ applied: false, reason: 'duplicate' });
    const onEight = await checksOf(`reservation_id=${eight}`);
    expect(onEight).toHaveLength(1);
    expect(onEight[0]).toMatchObject({
      pos_table: 'T-4',
      table_name: 'PS4',
      total_minor: 4200,
      status: 'open',
      guest_name: 'Eight Lovelace',
    });
    expect(await checksOf(`reservation_id=${nine}`)).toEqual([]);
    // A check opened at 20:45 is the 21:00 party's.
    expect(data(await deliver({ id: 'evt-2', table: 'T-4', opened: '20:45', total: 1000 }))).toMatchObject({
      reservation_id: nine,
    });
  });

  it('closes a check with its spend; an older event delivered late leaves it as it is', async () => {
    const closedAt = created + 10;
    const closed = await deliver({
      id: 'evt-3',
      type: 'check.closed',
      table: 'T-4',
      opened: '20:05',
      total: 8450,
      created: closedAt,
    });
    expect(data(closed)).toMatchObject({ applied: true, reservation_id: eight });
    const late = await deliver({
      id: 'evt-4',
      type: 'check.updated',
      table: 'T-4',
      opened: '20:05',
      total: 5000,
      created: closedAt - 5,
    });
    expect(data(late)).toMatchObject({ applied: false, reason: 'stale' });
    const [check] = await checksOf(`reservation_id=${eight}`);
    expect(check).toMatchObject({ status: 'closed', total_minor: 8450 });
    expect(check?.closed_at).not.toBeNull();
    // A newer update after the close (a tip added) keeps it closed, at the time it closed.
    const tip = await deliver({
      id: 'evt-5',
      type: 'check.updated',
      table: 'T-4',
      opened: '20:05',
      total: 9450,
      created: closedAt + 5,
    });
    expect(data(tip)).toMatchObject({ applied: true });
    const [tipped] = await checksOf(`reservation_id=${eight}`);
    expect(tipped).toMatchObject({ status: 'closed', total_minor: 9450, closed_at: check?.closed_at });
    expect(await checksOf(`date=${DAY}`)).toHaveLength(2);
  });

  it('refuses a forged, missing or stale signature and a body that is no check, naming the field', async () => {
    const forged = await deliver(
      { id: 'evt-f', table: 'T-4', opened: '20:05' },
      { secret: 'whsec_not-the-venues' },
    );
    expect(forged.status).toBe(401);
    expect(message(forged)).toBe('The signature does not match');
    expect((await deliver({ id: 'evt-m', table: 'T-4', opened: '20:05' }, { signature: null })).status).toBe(
      401,
    );
    const old = await deliver(
      { id: 'evt-o', table: 'T-4', opened: '20:05' },
      { timestamp: Math.floor(Date.now() / 1000) - 3600 },
    );
    expect(old.status).toBe(401);
    expect(message(old)).toBe('The signature is too old (or from the future)');
    // None of them was applied: their ids are still free.
    expect(data(await deliver({ id: 'evt-f', table: 'T-4', opened: '20:10' }))).toMatchObject({
      applied: true,
    });

    const body = JSON.stringify({
      id: 'evt-bad',
      type: 'check.eaten',
      created: 1,
      data: { check: { id: 'x', table: 'T-4', opened_at: at('20:05'), total_minor: -1 } },
    });
    const bad = await actors.getApi().api('POST', `/integrations/pos/webhook/${ids.harbour}`, {
      rawBody: body,
      headers: { [POS_SIGNATURE_HEADER]: signPosBody(secret, body, Math.floor(Date.now() / 1000)) },
    });
    expect(bad.status).toBe(422);
    const errors = (bad.body as { errors: Record<string, string[]> }).errors;
    expect(errors.type?.[0]).toBe('type must be one of check.opened, check.updated, check.closed');
    expect(errors['data.check.total_minor']?.[0]).toBe('check.total_minor cannot be negative');
  });

  it('keeps the previous secret working after a rotation, for the switch-over', async () => {
    const before = secret;
    const rotated = data(await asAdmin('POST', '/integrations/pos/secret')) as {
      secret: string;
      previous_valid_until: string;
    };
    secret = rotated.secret;
    expect(secret).not.toBe(before);
    expect(Date.parse(rotated.previous_valid_until)).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    expect(
      (await deliver({ id: 'evt-old-secret', table: 'T-4', opened: '20:15' }, { secret: before })).status,
    ).toBe(200);
    expect((await deliver({ id: 'evt-new-secret', table: 'T-4', opened: '20:20' })).status).toBe(200);
  });

  it('shows the POS table names that would miss, with a near match to map', async () => {
    await deliver({ id: 'evt-near', table: 'ps 2', opened: '19:00' });
    await deliver({ id: 'evt-none', table: 'Bar 9', opened: '19:00' });
    const report = posTableReportRowSchema
      .array()
      .parse(data(await asAdmin('GET', '/integrations/pos/tables')));
    expect(report.find((r) => r.pos_table === 'T-4')).toMatchObject({ table_name: 'PS4', trap: null });
    expect(report.find((r) => r.pos_table === 'ps 2')).toMatchObject({
      trap: 'near_miss',
      suggestion: 'PS2',
      checks: 1,
    });
    expect(report.find((r) => r.pos_table === 'Bar 9')).toMatchObject({ trap: 'unmapped', suggestion: null });
  });

  it('keeps each restaurant to its own: Quay has no POS, sees no Harbour check and cannot feed Harbour', async () => {
    expect(
      (await deliver({ id: 'evt-q', table: 'T-4', opened: '20:05' }, { restaurant: ids.quay })).status,
    ).toBe(404);
    expect(await checksOf(`date=${DAY}`, asQuay)).toEqual([]);
    expect((await asQuay('GET', '/integrations/pos/tables')).status).toBe(200);
    expect(
      posTableReportRowSchema.array().parse(data(await asQuay('GET', '/integrations/pos/tables'))),
    ).toEqual([]);
  });
});
