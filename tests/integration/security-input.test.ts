// Input and key security over real HTTP (issue 27 §2): spreadsheet formulas in CSV exports, the
// terminal id header, custom email CSS, NUL bytes in any text field, the template test mail, another
// restaurant's table combination on a booking (REST and sync push), and one key per purpose.
import Papa from 'papaparse';
import { and, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TERMINAL_HEADER } from '../../src-shared/constants.js';
import { TERMINAL_NAME_HEADER } from '../../src-shared/device/device-settings.js';
import { addDays } from '../../src-shared/time.js';
import { pushResponseSchema, SYNC_PROTOCOL_VERSION } from '../../src-shared/sync/protocol.js';
import { uuidv7 } from '../../src-shared/ids.js';
import { secretKey } from '../../src-server/auth/access-token.js';
import { diningTables, reservations, tableCombinations } from '../../src-server/db/schema/index.js';
import { signGuestLink } from '../../src-server/public-widget/guest-link.js';
import { issueFormToken } from '../../src-server/public-widget/form-token.js';
import { DEMO, type SignedIn } from './helpers/api-server.js';
import { formTokenOf, offeredTimes, useWidgetTestApi, widgetGuest } from './helpers/widget-forms.js';
import { restaurantIdOf } from './reservations-fixtures.js';

const { getApi, get, post } = useWidgetTestApi(0);
let admin: SignedIn;
let harbourId: number;
let quayId: number;
const day = addDays(new Date().toISOString().slice(0, 10), 50);

beforeAll(async () => {
  admin = await getApi().signIn(DEMO.harbourAdmin.email, DEMO.harbourAdmin.password);
  harbourId = await restaurantIdOf(getApi().server.db, 'harbour-bistro');
  quayId = await restaurantIdOf(getApi().server.db, 'quay-cafe');
});

const asAdmin = (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
  getApi().api(method, path, {
    token: admin.token,
    restaurantId: harbourId,
    ...(body === undefined ? {} : { body }),
    ...(headers ? { headers } : {}),
  });

/** A booking for two on `day` at `time` through the host stand's REST call. */
const bookAt = (time: string, fields: Record<string, unknown>) =>
  asAdmin('POST', '/reservation/bookReservation', { guest_count: 2, date: day, time, ...fields });

async function harbourTable(): Promise<string> {
  const [table] = await getApi()
    .server.db.select({ id: diningTables.id })
    .from(diningTables)
    .where(eq(diningTables.restaurantId, harbourId))
    .limit(1);
  if (!table) throw new Error('Harbour Bistro has no table');
  return table.id;
}

async function quayCombination(): Promise<string> {
  const [combo] = await getApi()
    .server.db.select({ id: tableCombinations.id })
    .from(tableCombinations)
    .where(and(eq(tableCombinations.restaurantId, quayId), ne(tableCombinations.restaurantId, harbourId)));
  if (!combo) throw new Error('Quay Cafe has no table combination');
  return combo.id;
}

describe('CSV exports and the terminal header', () => {
  it('neutralises a spreadsheet formula in an exported audit cell', async () => {
    const terminal = crypto.randomUUID();
    const booked = await asAdmin(
      'POST',
      '/reservation/bookReservation',
      { first_name: 'Formula', guest_count: 2, date: day, time: '12:00', duration_minutes: 60 },
      { [TERMINAL_HEADER]: terminal, [TERMINAL_NAME_HEADER]: encodeURIComponent('=HYPERLINK("x")') },
    );
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const id = (booked.body as { data: { id: string } }).data.id;
    const exported = await asAdmin('GET', `/admin/audit/export?entity_id=${id}`);
    expect(exported.status).toBe(200);
    const csv = (exported.body as { data: { csv: string } }).data.csv;
    const rows = Papa.parse<Record<string, string>>(csv, { header: true }).data;
    const cell = rows.find((r) => r.entity_id === id)?.terminal;
    expect(cell).toBe(`'=HYPERLINK("x") (${terminal.slice(0, 8)})`);
  });

  it('refuses an x-terminal-id that is not a terminal id, naming the header', async () => {
    const bad = await asAdmin('GET', '/admin/audit/facets', undefined, { [TERMINAL_HEADER]: '<b>me</b>' });
    expect(bad.status).toBe(400);
    expect((bad.body as { message: string }).message).toContain(TERMINAL_HEADER);
    const good = await asAdmin('GET', '/admin/audit/facets', undefined, {
      [TERMINAL_HEADER]: crypto.randomUUID(),
    });
    expect(good.status).toBe(200);
  });
});

describe('custom email CSS', () => {
  it('refuses CSS that would close the style block, naming the field, and keeps the stored shell', async () => {
    const before = await asAdmin('GET', `/venue-settings/email-shell/${harbourId}`);
    const shell = (before.body as { data: Record<string, unknown> }).data;
    const res = await asAdmin('PUT', `/venue-settings/email-shell/${harbourId}`, {
      ...shell,
      customCss: 'p { color: red; } </mj-style><mj-raw><img src=x onerror=alert(1)></mj-raw><mj-style>',
    });
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body)).toContain('customCss');
    const broken = await asAdmin('PUT', `/venue-settings/email-shell/${harbourId}`, {
      ...shell,
      customCss: 'p { color: red',
    });
    expect(broken.status).toBe(422);
    expect(JSON.stringify(broken.body)).toContain('customCss');
    const fine = await asAdmin('PUT', `/venue-settings/email-shell/${harbourId}`, {
      ...shell,
      customCss: '.venue-body h1 { color: #333; }',
    });
    expect(fine.status, JSON.stringify(fine.body)).toBe(200);
  });
});

describe('NUL bytes', () => {
  it('refuses a NUL in a JSON text field as bad input naming the field, never a 500', async () => {
    const res = await bookAt('13:00', { first_name: 'Nul\u0000Guest' });
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body)).toContain('first_name');
    const query = await asAdmin('GET', `/admin/audit?entity=${encodeURIComponent('a\u0000b')}`);
    expect(query.status).toBe(422);
    expect(JSON.stringify(query.body)).toContain('entity');
  });

  it('refuses a NUL on the public widget as bad input naming the field', async () => {
    const { html } = await get(`/book/harbour-bistro?date=${day}&party=2`);
    const token = formTokenOf(html, '/book/harbour-bistro');
    const time = offeredTimes(html)[0] ?? '';
    expect(token).not.toBe('');
    const res = await post('/book/harbour-bistro', {
      date: day,
      party: '2',
      time,
      token,
      ...widgetGuest('Nul\u0000Widget', 'Guest', { email: 'nul@example.com' }),
    });
    expect(res.status).toBe(422);
    expect(res.html).toContain('first_name');
  });
});

describe('template test mail', () => {
  const sendTest = async (to: string) => {
    const list = await asAdmin('GET', `/venue-settings/email-templates/${harbourId}`);
    const template = (list.body as { data: { id: string; subject: string; body: string }[] }).data[0];
    if (!template) throw new Error('No email template');
    return asAdmin('POST', `/venue-settings/email-templates/test/${template.id}`, {
      to,
      subject: template.subject,
      body: template.body,
    });
  };

  it("goes only to the signed-in user's own address or the venue's, naming the field", async () => {
    const stranger = await sendTest('victim@example.com');
    expect(stranger.status).toBe(422);
    expect(JSON.stringify(stranger.body)).toContain('"to"');
    const own = await sendTest(DEMO.harbourAdmin.email.toUpperCase());
    expect(own.status, JSON.stringify(own.body)).toBe(200);
  });

  it('is limited per user', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 12; i += 1) answers.push((await sendTest(DEMO.harbourAdmin.email)).status);
    expect(answers).toContain(429);
    expect(answers.indexOf(429)).toBeGreaterThan(0);
  });
});

describe("another restaurant's table combination", () => {
  it('is refused on a booking made through REST, naming the field', async () => {
    const res = await bookAt('14:00', {
      first_name: 'Crossed',
      duration_minutes: 60,
      table_ids: [await harbourTable()],
      table_combination_id: await quayCombination(),
    });
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body)).toContain('table_combination_id');
  });

  it('is refused on a booking pushed through sync, and on an update', async () => {
    const id = uuidv7();
    const foreign = await quayCombination();
    const push = async (name: string, args: unknown) => {
      const res = await asAdmin('POST', '/sync/push', {
        protocolVersion: SYNC_PROTOCOL_VERSION,
        clientId: crypto.randomUUID(),
        mutations: [{ id: crypto.randomUUID(), name, args }],
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return pushResponseSchema.parse((res.body as { data: unknown }).data).results[0];
    };
    const booking = {
      id,
      first_name: 'Pushed',
      date: day,
      time: '15:00',
      guest_count: 2,
      duration_minutes: 60,
      table_ids: [await harbourTable()],
    };
    const created = await push('reservation.create', { ...booking, table_combination_id: foreign });
    expect(created?.status).toBe('rejected');
    expect(created?.reason).toBe(`Table combination ${foreign} does not exist in this restaurant`);
    const plain = await push('reservation.create', booking);
    expect(plain?.status).toBe('applied');
    const updated = await push('reservation.update', {
      id,
      patch: { table_ids: [await harbourTable()], table_combination_id: foreign },
    });
    expect(updated?.status).toBe('rejected');
    const [row] = await getApi()
      .server.db.select({ combo: reservations.tableCombinationId })
      .from(reservations)
      .where(eq(reservations.id, id));
    expect(row?.combo).toBeNull();
  });
});

describe('one key per purpose', () => {
  it('refuses guest links and form tokens made with the JWT secret itself', async () => {
    const booked = await bookAt('16:00', {
      first_name: 'Keyed',
      email: 'keyed@example.com',
      duration_minutes: 60,
    });
    expect(booked.status).toBe(201);
    const id = (booked.body as { data: { id: string } }).data.id;
    const jwtKey = secretKey(getApi().server.jwtSecret);
    const link = `/book/harbour-bistro/reservation/${id}/cancel?sig=${signGuestLink(jwtKey, 'harbour-bistro', id)}`;
    const page = await get(link);
    expect(page.status).toBe(404);
    const token = issueFormToken(jwtKey, 'book', 'harbour-bistro', Date.now() - 10_000);
    const forged = await post('/book/harbour-bistro', {
      date: day,
      party: '2',
      time: '19:00',
      token,
      ...widgetGuest('Forged', 'Key'),
    });
    expect(forged.status).toBe(400);
    expect(forged.html).not.toContain('Booking confirmed');
  });
});
