import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src-shared/ids.js';
import { bookingChannelSchema, bookingChannelStatsSchema } from '../../src-shared/schemas/booking-channel.js';
import {
  conciergePerkSchema,
  perkCheckAccessResponseSchema,
} from '../../src-shared/schemas/concierge-perk.js';
import { dailyProgramSchema, programCalendarSchema } from '../../src-shared/schemas/daily-program.js';
import { shiftSchema } from '../../src-shared/schemas/shift.js';
import { reservations } from '../../src-server/db/schema/index.js';
import type { ApiResponse } from './helpers/api-server.js';
import { data, errors, useCatalogueActors } from './helpers/catalogue-actors.js';

// Concierge perks, daily programs and booking channels (spec §7) over real HTTP: each resource's
// five, every special call, the §5 texts, hosts refused writes (403), other tenants refused (404).

const actors = useCatalogueActors();
const { asAdmin, asHost, asQuay } = actors;
const message = (res: ApiResponse) => (res.body as { message: string }).message;

type Call = readonly [string, string, unknown?];

/** Hosts may read but every write is a 403; Quay's admin sees none of Harbour's rows (404). */
async function expectRefused(hostWrites: readonly Call[], quayCalls: readonly Call[]) {
  for (const [method, path, body] of hostWrites)
    expect((await asHost(method, path, body)).status, `host ${method} ${path}`).toBe(403);
  for (const [method, path, body] of quayCalls)
    expect((await asQuay(method, path, body)).status, `quay ${method} ${path}`).toBe(404);
}

/** The five and a duplicate of a dated resource (perk or program): created, read, copied, edited, deleted. */
async function crudAndDuplicate(base: string, body: Record<string, unknown>, noun: string) {
  const created = await asAdmin('POST', base, body);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  expect(message(created)).toBe(`${noun} ${String(body.name)} created`);
  const row = data(created) as { id: string; name: string };
  expect((await asHost('GET', `${base}/${row.id}`)).status).toBe(200);
  const copy = await asAdmin('POST', `${base}/${row.id}/duplicate`);
  expect(copy.status).toBe(201);
  expect(data(copy)).toMatchObject({ name: `${row.name} (copy)`, status: 'inactive' });
  const copyId = (data(copy) as { id: string }).id;
  expect(copyId).not.toBe(row.id);
  const edited = await asAdmin('PUT', `${base}/${copyId}`, { status: 'active' });
  expect(data(edited)).toMatchObject({ status: 'active' });
  expect((await asAdmin('DELETE', `${base}/${copyId}`)).status).toBe(200);
  expect((await asAdmin('GET', `${base}/${copyId}`)).status).toBe(404);
  return row.id;
}

describe('concierge perks', () => {
  it('keeps every §3 field, copies, filters by date, level and guest type, and checks access', async () => {
    const perk = {
      name: 'Rooftop cocktail',
      external_link: 'https://example.org/rooftop',
      additional_information: 'One glass per guest',
      staff_instructions: 'Offer on seating',
      start_date: '2030-06-01',
      end_date: '2030-06-30',
      end_indefinite: false,
      active_days: ['FRI', 'SAT'],
      access_levels: ['vip', 'hotel_guest'],
      status: 'active',
    };
    const id = await crudAndDuplicate('/concierge-perks', perk, 'Concierge perk');
    const stored = conciergePerkSchema.parse(data(await asAdmin('GET', `/concierge-perks/${id}`)));
    expect(stored).toMatchObject(perk);
    const all = await asHost('GET', `/concierge-perks/getall/${actors.ids.harbour}`);
    expect(
      conciergePerkSchema
        .array()
        .parse(data(all))
        .map((p) => p.id),
    ).toContain(id);

    const ids = (res: ApiResponse) =>
      conciergePerkSchema
        .array()
        .parse(data(res))
        .map((p) => p.id);
    expect(
      ids(await asHost('GET', '/concierge-perks/by-date?startDate=2030-06-20&endDate=2030-07-10')),
    ).toContain(id);
    expect(
      ids(await asHost('GET', '/concierge-perks/by-date?startDate=2030-07-01&endDate=2030-07-10')),
    ).not.toContain(id);
    expect(ids(await asHost('GET', '/concierge-perks/by-access-level/vip'))).toContain(id);
    expect(ids(await asHost('GET', '/concierge-perks/by-access-level/member'))).not.toContain(id);
    // By guest type: live today at the venue; this perk runs in 2030, so not yet.
    expect(ids(await asHost('GET', '/concierge-perks/by-guest-type/vip'))).not.toContain(id);

    const check = async (guest: unknown) =>
      perkCheckAccessResponseSchema.parse(
        data(await asHost('POST', `/concierge-perks/${id}/check-access`, { guest })),
      );
    expect(await check({ guest_type: 'vip', date: '2030-06-07' })).toEqual({
      allowed: true,
      date: '2030-06-07',
      reasons: [],
    });
    const refused = await check({ guest_type: 'regular', date: '2030-06-05' });
    expect(refused.allowed).toBe(false);
    expect(refused.reasons).toEqual([
      'Perk Rooftop cocktail is not offered on WED (only FRI, SAT)',
      'Perk Rooftop cocktail is for vip, hotel_guest guests, not regular',
    ]);
    const noGuest = await asHost('POST', `/concierge-perks/${id}/check-access`, {});
    expect(noGuest.status).toBe(422);
    expect(errors(noGuest).guest).toEqual(['Guest data is required']);

    expect((await asAdmin('DELETE', `/concierge-perks/${id}`)).status).toBe(200);
  });

  it('validates without saving, naming the field; answers the §5 texts', async () => {
    const ok = await asHost('POST', '/concierge-perks/validate', {
      name: 'Late checkout',
      start_date: '2030-01-01',
    });
    expect(ok.status).toBe(200);
    const bad = await asAdmin('POST', '/concierge-perks/validate', {
      name: '',
      start_date: '2030-02-01',
      end_date: '2030-01-01',
      end_indefinite: false,
      external_link: 'javascript:alert(1)',
      access_levels: [],
    });
    expect(bad.status).toBe(422);
    expect(errors(bad)).toMatchObject({
      name: ['Perk name is required'],
      external_link: ['External link must be an http(s) address'],
      access_levels: ['Choose at least one access level'],
    });
    const noData = await asAdmin('PUT', `/concierge-perks/${uuidv7()}`, {});
    expect(noData.status).toBe(422);
    expect(Object.values(errors(noData)).flat()).toContain('Perk data is required');
    const bare = await asHost('GET', '/concierge-perks/getall');
    expect(bare.status).toBe(400);
    expect(message(bare)).toBe('Restaurant id is required');
  });
});

describe('daily programs', () => {
  it('keeps its fields, copies, and lists by date, shift, cuisine and on the month calendar', async () => {
    const shifts = shiftSchema.array().parse(data(await asAdmin('GET', '/shifts')));
    const dinner = shifts.find((s) => s.name === 'Dinner');
    const program = {
      name: 'Jazz night',
      description: 'Trio from 20:00',
      cuisine: 'Creole',
      shift_id: dinner?.id ?? null,
      start_date: '2030-03-01',
      end_date: '2030-03-31',
      end_indefinite: false,
      active_days: ['THU'],
      start_time: '20:00',
      end_time: '23:00',
      status: 'active',
    };
    const id = await crudAndDuplicate('/daily-programs', program, 'Daily program');
    expect(dailyProgramSchema.parse(data(await asAdmin('GET', `/daily-programs/${id}`)))).toMatchObject(
      program,
    );
    const ids = (res: ApiResponse) =>
      dailyProgramSchema
        .array()
        .parse(data(res))
        .map((p) => p.id);
    expect(ids(await asHost('GET', `/daily-programs/getall/${actors.ids.harbour}`))).toContain(id);
    expect(
      ids(await asHost('GET', '/daily-programs/by-date?startDate=2030-03-30&endDate=2030-04-02')),
    ).toContain(id);
    expect(
      ids(await asHost('GET', '/daily-programs/by-date?startDate=2030-04-01&endDate=2030-04-02')),
    ).not.toContain(id);
    expect(ids(await asHost('GET', `/daily-programs/by-shift/${dinner?.id ?? ''}`))).toContain(id);
    expect(ids(await asHost('GET', '/daily-programs/by-cuisine/creole'))).toContain(id);
    expect(ids(await asHost('GET', '/daily-programs/by-cuisine/thai'))).not.toContain(id);

    const calendar = programCalendarSchema.parse(
      data(await asHost('GET', '/daily-programs/calendar?month=2030-03')),
    );
    expect(calendar.days).toHaveLength(31);
    const jazzDays = calendar.days.filter((d) => d.programs.some((p) => p.id === id)).map((d) => d.date);
    expect(jazzDays).toEqual(['2030-03-07', '2030-03-14', '2030-03-21', '2030-03-28']);
    expect((await asHost('GET', '/daily-programs/calendar?month=2030-13')).status).toBe(422);
    expect((await asAdmin('DELETE', `/daily-programs/${id}`)).status).toBe(200);
  });

  it('validates without saving: field messages, a shift of another restaurant refused', async () => {
    const bad = await asAdmin('POST', '/daily-programs/validate', {
      name: 'Brunch',
      start_date: '2030-01-01',
      end_indefinite: false,
      start_time: '14:00',
      end_time: '11:00',
    });
    expect(bad.status).toBe(422);
    expect(errors(bad)).toMatchObject({
      end_date: ['Choose an end date or mark the program as indefinite'],
      end_time: ['End time must be after start time'],
    });
    const quayShift = shiftSchema.array().parse(data(await asQuay('GET', '/shifts')))[0];
    const stranger = await asAdmin('POST', '/daily-programs/validate', {
      name: 'Brunch',
      start_date: '2030-01-01',
      end_indefinite: true,
      shift_id: quayShift?.id,
    });
    expect(stranger.status).toBe(422);
    expect(Object.keys(errors(stranger))).toEqual(['shift_id']);
    const bare = await asHost('GET', '/daily-programs/getall');
    expect(bare.status).toBe(400);
  });
});

describe('booking channels', () => {
  it('CRUD, by type, active, validate and stats counting the reservations made through each', async () => {
    const created = await asAdmin('POST', '/booking-channels', {
      name: 'Phone line',
      code: 'phone',
      type: 'phone',
      commission_percent: 0,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const phone = bookingChannelSchema.parse(data(created));
    const partner = bookingChannelSchema.parse(
      data(
        await asAdmin('POST', '/booking-channels', {
          name: 'TableFinder',
          code: 'tablefinder',
          type: 'partner',
          status: 0,
          commission_percent: 12.5,
          supports_credit_cards: false,
        }),
      ),
    );
    expect(partner).toMatchObject({ commission_percent: 12.5, status: 0, supports_credit_cards: false });
    const dup = await asAdmin('POST', '/booking-channels', { name: 'Other', code: 'phone', type: 'other' });
    expect(dup.status).toBe(409);
    const taken = await asAdmin('POST', '/booking-channels/validate', {
      name: 'X',
      code: 'phone',
      type: 'other',
    });
    expect(taken.status).toBe(409);
    const bad = await asHost('POST', '/booking-channels/validate', {
      name: 'X',
      code: 'Big Code',
      type: 'fax',
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(errors(bad)).sort()).toEqual(['code', 'type']);

    const names = (res: ApiResponse) =>
      bookingChannelSchema
        .array()
        .parse(data(res))
        .map((c) => c.name);
    expect(names(await asHost('GET', '/booking-channels/by-type/partner'))).toEqual(['TableFinder']);
    expect(names(await asHost('GET', '/booking-channels/active'))).toEqual(['Phone line']);
    expect(names(await asHost('GET', '/booking-channels'))).toEqual(['Phone line', 'TableFinder']);

    const db = actors.getApi().server.db;
    const [expected] = await db
      .select({ n: sql<number>`count(*)::int`, covers: sql<number>`coalesce(sum(guest_count), 0)::int` })
      .from(reservations)
      .where(and(eq(reservations.restaurantId, actors.ids.harbour), eq(reservations.source, 'phone')));
    expect(expected?.n).toBeGreaterThan(0);
    const stats = bookingChannelStatsSchema
      .array()
      .parse(data(await asHost('GET', '/booking-channels/stats')));
    const phoneStats = stats.find((s) => s.channel_id === phone.id);
    expect(phoneStats).toMatchObject({ reservations: expected?.n, covers: expected?.covers });
    expect(Object.values(phoneStats?.by_status ?? {}).reduce((a, b) => a + b, 0)).toBe(expected?.n);
    expect(stats.find((s) => s.channel_id === partner.id)).toMatchObject({ reservations: 0, covers: 0 });
    const none = bookingChannelStatsSchema
      .array()
      .parse(data(await asHost('GET', '/booking-channels/stats?from=1990-01-01&to=1990-01-31')));
    expect(none.every((s) => s.reservations === 0)).toBe(true);

    const edited = await asAdmin('PUT', `/booking-channels/${partner.id}`, { status: 1 });
    expect(data(edited)).toMatchObject({ status: 1 });
    expect((await asAdmin('DELETE', `/booking-channels/${partner.id}`)).status).toBe(200);

    await expectRefused(
      [
        ['POST', '/booking-channels', { name: 'Walk', code: 'walk_in', type: 'walk_in' }],
        ['PUT', `/booking-channels/${phone.id}`, { name: 'x' }],
        ['DELETE', `/booking-channels/${phone.id}`],
        ['POST', '/concierge-perks', { name: 'x', start_date: '2030-01-01' }],
        ['POST', '/daily-programs', { name: 'x', start_date: '2030-01-01' }],
      ],
      [
        ['GET', `/booking-channels/${phone.id}`],
        ['PUT', `/booking-channels/${phone.id}`, { name: 'x' }],
        ['DELETE', `/booking-channels/${phone.id}`],
      ],
    );
    expect((await asQuay('GET', '/booking-channels')).status).toBe(200);
    expect(names(await asQuay('GET', '/booking-channels'))).toEqual([]);
  });

  it('keeps perks and programs to their restaurant', async () => {
    const perk = conciergePerkSchema.parse(
      data(await asAdmin('POST', '/concierge-perks', { name: 'Welcome drink', start_date: '2030-01-01' })),
    );
    const program = dailyProgramSchema.parse(
      data(
        await asAdmin('POST', '/daily-programs', {
          name: 'Brunch',
          start_date: '2030-01-01',
          end_indefinite: true,
        }),
      ),
    );
    await expectRefused(
      [
        ['PUT', `/concierge-perks/${perk.id}`, { name: 'x' }],
        ['POST', `/concierge-perks/${perk.id}/duplicate`],
        ['DELETE', `/daily-programs/${program.id}`],
        ['POST', `/daily-programs/${program.id}/duplicate`],
      ],
      [
        ['GET', `/concierge-perks/${perk.id}`],
        ['PUT', `/concierge-perks/${perk.id}`, { name: 'x' }],
        ['POST', `/concierge-perks/${perk.id}/duplicate`],
        ['POST', `/concierge-perks/${perk.id}/check-access`, { guest: { guest_type: 'vip' } }],
        ['GET', `/daily-programs/${program.id}`],
        ['DELETE', `/daily-programs/${program.id}`],
        ['POST', `/daily-programs/${program.id}/duplicate`],
      ],
    );
    expect((await asQuay('GET', `/concierge-perks/getall/${actors.ids.harbour}`)).status).toBe(403);
    expect((await asQuay('GET', `/daily-programs/getall/${actors.ids.harbour}`)).status).toBe(403);
  });
});
