// The venue's reservation config on the booking path (spec §3 reservation_config), through REST
// and through a terminal's pushed outbox alike: required fields (walk-ins exempt), automatic table
// assignment on and off, and multiple reservations prevented within their scope.
import { afterEach, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src-shared/ids.js';
import { requiredFieldMessage } from '../../src-shared/domain/reservation-config-rules.js';
import { addDays } from '../../src-shared/time.js';
import { reservationSchema } from '../../src-shared/schemas/reservation.js';
import { pushResponseSchema, SYNC_PROTOCOL_VERSION } from '../../src-shared/sync/protocol.js';
import { data, errors, useCatalogueActors } from './helpers/catalogue-actors.js';

const { getApi, ids, admin, asAdmin } = useCatalogueActors();

const config = (body: object) =>
  asAdmin('PUT', `/venue-settings/update-reservation-config/${ids.harbour}`, body);
/** A day far enough ahead to be quiet, different per test so the same guest starts clean. */
let dayOffset = 40;
const quietDay = () => addDays(new Date().toISOString().slice(0, 10), (dayOffset += 3));

const book = (body: Record<string, unknown>) =>
  asAdmin('POST', '/reservation/bookReservation', {
    first_name: 'Ada',
    last_name: 'Lovelace',
    guest_count: 2,
    duration_minutes: 90,
    time: '12:00',
    ...body,
  });

afterEach(async () => {
  await asAdmin('DELETE', `/venue-settings/delete/${ids.harbour}`);
});

describe('reservation config on the booking path', () => {
  it('refuses a booking without a field the venue requires, naming it; a walk-in is exempt', async () => {
    await config({ required_fields: ['email', 'mobileNumber'] });
    const date = quietDay();
    const refused = await book({ date, email: 'ada@example.test' });
    expect(refused.status).toBe(422);
    expect((refused.body as { message: string }).message).toBe(requiredFieldMessage('mobileNumber'));
    expect(errors(refused)).toEqual({ mobileNumber: [requiredFieldMessage('mobileNumber')] });

    const ok = await book({ date, email: 'ada@example.test', mobileNumber: '+44 7700 900123' });
    expect(ok.status).toBe(201);
    const walkIn = await book({ date, time: '15:00', first_name: 'Walk', last_name: '', source: 'walk_in' });
    expect(walkIn.status).toBe(201);
  });

  it('assigns a table only while automatic assignment is on', async () => {
    const date = quietDay();
    const assigned = reservationSchema.parse(
      data(await book({ date, time: '12:30', email: 'a1@example.test' })),
    );
    expect(assigned.table_ids.length).toBeGreaterThan(0);
    await config({ auto_assign_tables: false });
    const unassigned = reservationSchema.parse(
      data(await book({ date, time: '12:30', email: 'a2@example.test' })),
    );
    expect(unassigned.table_ids).toEqual([]);
  });

  it('prevents a second booking of the same guest within the scope, and allows it outside', async () => {
    await config({ prevent_multiple_reservations: true, multiple_reservation_scope: 'overlapping' });
    const date = quietDay();
    const first = await book({ date, time: '18:00', email: 'Grace@Example.test', first_name: 'Grace' });
    expect(first.status).toBe(201);
    const overlapping = await book({ date, time: '19:00', email: 'grace@example.test', first_name: 'Grace' });
    expect(overlapping.status).toBe(409);
    expect((overlapping.body as { message: string }).message).toMatch(
      /^Grace Lovelace already has a reservation at an overlapping time \(.* at 18:00\)/,
    );
    // Later the same day does not overlap; another guest is not the same guest.
    expect((await book({ date, time: '20:00', email: 'grace@example.test' })).status).toBe(201);
    expect((await book({ date, time: '18:00', email: 'someone@example.test' })).status).toBe(201);

    await config({ multiple_reservation_scope: 'same_day' });
    const sameDay = await book({ date, time: '22:00', mobileNumber: '', email: 'GRACE@example.test' });
    expect(sameDay.status).toBe(409);
    expect((sameDay.body as { message: string }).message).toMatch(/on the same day/);
  });

  it('refuses the same bookings when a terminal pushes them from its outbox', async () => {
    await config({
      required_fields: ['email'],
      prevent_multiple_reservations: true,
      multiple_reservation_scope: 'same_day',
    });
    const date = quietDay();
    const mutation = (args: Record<string, unknown>) => ({
      id: crypto.randomUUID(),
      name: 'reservation.create',
      args: {
        id: uuidv7(),
        first_name: 'Linus',
        last_name: 'Pauling',
        guest_count: 2,
        date,
        time: '13:00',
        duration_minutes: 60,
        ...args,
      },
    });
    const res = await getApi().api('POST', '/sync/push', {
      token: admin().token,
      restaurantId: ids.harbour,
      body: {
        protocolVersion: SYNC_PROTOCOL_VERSION,
        clientId: crypto.randomUUID(),
        mutations: [
          mutation({}),
          mutation({ email: 'linus@example.test' }),
          mutation({ email: 'linus@example.test', time: '20:00' }),
        ],
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const results = pushResponseSchema.parse((res.body as { data: unknown }).data).results;
    expect(results.map((r) => r.status)).toEqual(['rejected', 'applied', 'rejected']);
    expect(results[0]?.reason).toContain(requiredFieldMessage('email'));
    expect(results[2]?.reason).toContain('already has a reservation on the same day');
  });
});
