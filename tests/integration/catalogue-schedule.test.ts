import { beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src-shared/ids.js';
import { accessRuleSchema } from '../../src-shared/schemas/access-rule.js';
import { reservationStatusSchema } from '../../src-shared/schemas/reservation-status.js';
import { seatingAreaSchema } from '../../src-shared/schemas/seating.js';
import { blackoutDateSchema, shiftSchema } from '../../src-shared/schemas/shift.js';
import { addDays } from '../../src-shared/time.js';
import { evaluateAvailabilityResponseSchema } from '../../src-server/catalogue/access-rule-evaluation.js';
import { venueToday } from '../../src-server/catalogue/client-visits.js';
import { type ApiResponse, type SignedIn } from './helpers/api-server.js';
import { data, errors, useCatalogueActors } from './helpers/catalogue-actors.js';

// Reservation statuses (multipart create), shifts, blackout dates and access rules over real HTTP.

const actors = useCatalogueActors();
const { getApi, asAdmin, asHost, asQuay, feed } = actors;
let admin: SignedIn;
let host: SignedIn;
let harbourId: number;
let quayId: number;
beforeAll(() => {
  ({ harbour: harbourId, quay: quayId } = actors.ids);
  [admin, host] = [actors.admin(), actors.host()];
});
const message = (res: ApiResponse) => (res.body as { message: string }).message;

async function postForm(
  path: string,
  form: FormData | URLSearchParams,
  token = admin.token,
): Promise<ApiResponse> {
  const res = await fetch(`${getApi().baseUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'restaurant-id': String(harbourId) },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as unknown, headers: res.headers, setCookies: [] };
}

describe('reservation statuses', () => {
  it('has the demo set with Booked as the only default', async () => {
    const statuses = reservationStatusSchema.array().parse(data(await asHost('GET', '/reservation-status')));
    expect(statuses.map((s) => s.reservation_Status_Name)).toEqual([
      'Booked',
      'Confirmed',
      'Late',
      'Arrived',
      'Seated',
      'Completed',
      'Cancelled',
      'No-show',
    ]);
    expect(statuses.filter((s) => s.is_default).map((s) => s.reservation_Status_Name)).toEqual(['Booked']);
  });

  it('creates from multipart form data and urlencoded forms, then updates and deletes', async () => {
    const form = new FormData();
    form.append('reservation_Status_Name', 'Waitlisted');
    form.append('color_code', '#A855F7');
    form.append('holds_table', 'false');
    form.append('sort_order', '9');
    const created = await postForm('/reservation-status', form);
    expect(created.status).toBe(201);
    const status = reservationStatusSchema.parse(data(created));
    expect(status).toMatchObject({
      reservation_Status_Name: 'Waitlisted',
      holds_table: false,
      is_final: false,
      sort_order: 9,
      is_default: false,
    });
    expect((await feed('reservation_statuses', status.id))?.data).toEqual(status);

    const encoded = await postForm(
      '/reservation-status',
      new URLSearchParams({ reservation_Status_Name: 'Called', color_code: '#0EA5E9', is_final: '1' }),
    );
    expect(encoded.status).toBe(201);
    expect(reservationStatusSchema.parse(data(encoded))).toMatchObject({
      reservation_Status_Name: 'Called',
      is_final: true,
    });

    const badForm = new FormData();
    badForm.append('reservation_Status_Name', 'Odd');
    badForm.append('color_code', 'purple');
    badForm.append('holds_table', 'maybe');
    const bad = await postForm('/reservation-status', badForm);
    expect(bad.status).toBe(422);
    expect(Object.keys(errors(bad)).sort()).toEqual(['color_code', 'holds_table']);
    expect((await postForm('/reservation-status', form, host.token)).status).toBe(403);
    const dup = await postForm('/reservation-status', form);
    expect(dup.status).toBe(409);
    expect(message(dup)).toBe('A reservation status named Waitlisted already exists');

    const updated = reservationStatusSchema.parse(
      data(await asAdmin('PUT', `/reservation-status/${status.id}`, { color_code: '#7C3AED' })),
    );
    expect(updated.color_code).toBe('#7C3AED');
    expect(
      reservationStatusSchema.parse(data(await asAdmin('GET', `/reservation-status/${status.id}`))),
    ).toEqual(updated);
    expect((await asAdmin('DELETE', `/reservation-status/${status.id}`)).status).toBe(200);
    expect(await feed('reservation_statuses', status.id)).toMatchObject({ op: 'delete', data: null });
  });

  it('moves the default instead of allowing two, and never removes the last default', async () => {
    const statuses = reservationStatusSchema.array().parse(data(await asAdmin('GET', '/reservation-status')));
    const booked = statuses.find((s) => s.is_default);
    const confirmed = statuses.find((s) => s.reservation_Status_Name === 'Confirmed');
    const refused = await asAdmin('DELETE', `/reservation-status/${booked?.id ?? ''}`);
    expect(refused.status).toBe(409);
    expect(message(refused)).toContain('Booked is the default status');
    expect(
      (await asAdmin('PUT', `/reservation-status/${booked?.id ?? ''}`, { is_default: false })).status,
    ).toBe(409);

    const moved = reservationStatusSchema.parse(
      data(await asAdmin('PUT', `/reservation-status/${confirmed?.id ?? ''}`, { is_default: true })),
    );
    expect(moved.is_default).toBe(true);
    expect(
      reservationStatusSchema.parse((await feed('reservation_statuses', booked?.id ?? ''))?.data).is_default,
    ).toBe(false);
    await asAdmin('PUT', `/reservation-status/${booked?.id ?? ''}`, { is_default: true });
    const after = reservationStatusSchema.array().parse(data(await asAdmin('GET', '/reservation-status')));
    expect(after.filter((s) => s.is_default).map((s) => s.reservation_Status_Name)).toEqual(['Booked']);
  });

  it('keeps tenants apart', async () => {
    const quayStatus = reservationStatusSchema
      .array()
      .parse(data(await asQuay('GET', '/reservation-status')))[0];
    expect((await asAdmin('GET', `/reservation-status/${quayStatus?.id ?? ''}`)).status).toBe(404);
    expect(
      (await asAdmin('PUT', `/reservation-status/${quayStatus?.id ?? ''}`, { color_code: '#000000' })).status,
    ).toBe(404);
    expect(
      (await getApi().api('GET', '/reservation-status', { token: admin.token, restaurantId: quayId })).status,
    ).toBe(403);
  });
});

describe('shifts and blackout dates', () => {
  it('lists the demo shifts by restaurant both ways, and refuses another restaurant id', async () => {
    const byQuery = shiftSchema.array().parse(data(await asHost('GET', `/shifts?restaurantId=${harbourId}`)));
    expect(byQuery.map((s) => s.name).sort()).toEqual(['Breakfast', 'Dinner', 'Full day', 'Lunch']);
    expect(byQuery.find((s) => s.name === 'Dinner')).toMatchObject({
      start_time: '17:30',
      end_time: '22:30',
      interval_minutes: 15,
    });
    expect(shiftSchema.array().parse(data(await asHost('GET', `/shifts/restaurant/${harbourId}`)))).toEqual(
      byQuery,
    );
    expect((await asAdmin('GET', `/shifts?restaurantId=${quayId}`)).status).toBe(403);
    expect((await asAdmin('GET', `/shifts/restaurant/${quayId}`)).status).toBe(403);
    const quayShift = shiftSchema.array().parse(data(await asQuay('GET', '/shifts')))[0];
    expect((await asAdmin('GET', `/shifts/${quayShift?.id ?? ''}`)).status).toBe(404);
    expect((await asAdmin('DELETE', `/shifts/${quayShift?.id ?? ''}`)).status).toBe(404);
  });

  it('round-trips a shift and a blackout date with feed records, and host gets 403 on edits', async () => {
    const created = await asAdmin('POST', '/shifts', {
      name: 'Brunch',
      category: 'BRUNCH',
      start_time: '10:00',
      end_time: '13:00',
      active_days: ['SAT', 'SUN'],
    });
    expect(created.status).toBe(201);
    const shift = shiftSchema.parse(data(created));
    expect((await feed('shifts', shift.id))?.data).toEqual(shift);
    expect((await asHost('PUT', `/shifts/${shift.id}`, { name: 'Host brunch' })).status).toBe(403);
    expect(
      (
        await asHost('POST', '/shifts', {
          name: 'X',
          category: 'LUNCH',
          start_time: '11:00',
          end_time: '12:00',
        })
      ).status,
    ).toBe(403);
    const same = await asAdmin('PUT', `/shifts/${shift.id}`, { end_time: '10:00' });
    expect(same.status).toBe(422);
    expect(Object.keys(errors(same))).toEqual(['end_time']);
    const bad = await asAdmin('POST', '/shifts', {
      name: 'Bad',
      category: 'SUPPER',
      start_time: '25:00',
      end_time: '12:00',
    });
    expect(Object.keys(errors(bad)).sort()).toEqual(['category', 'start_time']);
    const updated = shiftSchema.parse(
      data(await asAdmin('PUT', `/shifts/${shift.id}`, { end_time: '14:00' })),
    );
    expect(shiftSchema.parse(data(await asAdmin('GET', `/shifts/${shift.id}`)))).toEqual(updated);

    const blackout = blackoutDateSchema.parse(
      data(
        await asAdmin('POST', '/blackout-dates', {
          date: '2031-01-01',
          shift_id: shift.id,
          reason: 'New year',
        }),
      ),
    );
    expect((await feed('blackout_dates', blackout.id))?.data).toEqual(blackout);
    const edited = blackoutDateSchema.parse(
      data(await asAdmin('PUT', `/blackout-dates/${blackout.id}`, { reason: 'Staff party' })),
    );
    expect(edited.reason).toBe('Staff party');
    const all = blackoutDateSchema.array().parse(data(await asHost('GET', '/blackout-dates')));
    expect(all.some((b) => b.date.endsWith('-12-25'))).toBe(true);
    expect((await asHost('DELETE', `/blackout-dates/${blackout.id}`)).status).toBe(403);
    const quayShift = shiftSchema.array().parse(data(await asQuay('GET', '/shifts')))[0];
    const foreign = await asAdmin('POST', '/blackout-dates', { date: '2031-01-02', shift_id: quayShift?.id });
    expect(Object.keys(errors(foreign))).toEqual(['shift_id']);

    // Deleting the shift takes its blackout dates with it, as tombstones.
    expect((await asAdmin('DELETE', `/shifts/${shift.id}`)).status).toBe(200);
    expect(await feed('shifts', shift.id)).toMatchObject({ op: 'delete' });
    expect(await feed('blackout_dates', blackout.id)).toMatchObject({ op: 'delete' });
  });

  it('removes a blackout date', async () => {
    const b = blackoutDateSchema.parse(
      data(await asAdmin('POST', '/blackout-dates', { date: '2032-02-02' })),
    );
    expect((await asAdmin('DELETE', `/blackout-dates/${b.id}`)).status).toBe(200);
    expect(await feed('blackout_dates', b.id)).toMatchObject({ op: 'delete', data: null });
    expect((await asAdmin('DELETE', `/blackout-dates/${b.id}`)).status).toBe(404);
  });
});

describe('access rules', () => {
  const rule = (extra: Record<string, unknown> = {}) => ({
    name: 'Test rule',
    start_date: '2025-01-01',
    ...extra,
  });

  it('round-trips CRUD and duplicate with feed records; host reads but cannot edit', async () => {
    const id = uuidv7();
    const created = await asAdmin(
      'POST',
      '/access-rules',
      rule({
        id,
        status: 'inactive',
        additional_settings: { booking_channel_audience: { setting: 'custom', channels: ['widget'] } },
      }),
    );
    expect(created.status).toBe(201);
    const r = accessRuleSchema.parse(data(created));
    expect(r).toMatchObject({ id, created_by: 'Hannah Reid', status: 'inactive', end_indefinite: true });
    expect((await feed('access_rules', id))?.data).toEqual(r);

    const all = accessRuleSchema
      .array()
      .parse(data(await asHost('GET', `/access-rules/getall/${harbourId}`)));
    expect(all.map((x) => x.name)).toContain('Dinner pacing');
    expect((await asHost('PUT', `/access-rules/${id}`, { name: 'Host' })).status).toBe(403);
    expect((await asHost('POST', '/access-rules', rule())).status).toBe(403);
    expect((await asHost('DELETE', `/access-rules/${id}`)).status).toBe(403);

    const updated = accessRuleSchema.parse(
      data(await asAdmin('PUT', `/access-rules/${id}`, { priority: 5, description: 'Widget only' })),
    );
    expect(updated).toMatchObject({ priority: 5, description: 'Widget only' });
    const noEnd = await asAdmin('PUT', `/access-rules/${id}`, { end_indefinite: false });
    expect(Object.keys(errors(noEnd))).toEqual(['end_date']);

    const copy = await asAdmin('POST', `/access-rules/${id}/duplicate`);
    expect(copy.status).toBe(201);
    const dup = accessRuleSchema.parse(data(copy));
    expect(dup).toMatchObject({ name: 'Test rule (copy)', status: 'inactive', priority: 5 });
    expect(dup.id).not.toBe(id);
    expect((await feed('access_rules', dup.id))?.data).toEqual(dup);

    const widget = accessRuleSchema
      .array()
      .parse(data(await asHost('GET', '/access-rules/by-booking-channel/widget')));
    const phone = accessRuleSchema
      .array()
      .parse(data(await asHost('GET', '/access-rules/by-booking-channel/phone')));
    expect(widget.some((x) => x.id === id)).toBe(true);
    expect(phone.some((x) => x.id === id)).toBe(false);
    expect(phone.some((x) => x.name === 'Dinner pacing')).toBe(true);

    expect((await asAdmin('DELETE', `/access-rules/${id}`)).status).toBe(200);
    expect(await feed('access_rules', id)).toMatchObject({ op: 'delete', data: null });
    expect((await asAdmin('GET', `/access-rules/${id}`)).status).toBe(404);
  });

  it('validates payloads, refuses other tenants’ areas and keeps tenants apart', async () => {
    const ok = await asHost('POST', '/access-rules/validate', rule());
    expect(ok.status).toBe(200);
    expect(data(ok)).toEqual({ valid: true });
    const bad = await asAdmin(
      'POST',
      '/access-rules/validate',
      rule({ name: '', basic_settings: { party_size: { setting: 'custom', min_guest: 8, max_guest: 2 } } }),
    );
    expect(bad.status).toBe(422);
    expect(Object.keys(errors(bad)).sort()).toEqual(['basic_settings.party_size.min_guest', 'name']);
    const quayArea = seatingAreaSchema.array().parse(data(await asQuay('GET', '/seating-areas')))[0];
    const foreign = await asAdmin(
      'POST',
      '/access-rules',
      rule({
        basic_settings: {
          seating_area_table: {
            setting: 'custom',
            restrict_seating_area: true,
            seating_area: [quayArea?.id],
          },
        },
      }),
    );
    expect(foreign.status).toBe(422);
    expect(Object.keys(errors(foreign))).toEqual(['basic_settings.seating_area_table.seating_area.0']);
    const quayRule = accessRuleSchema
      .array()
      .parse(data(await asQuay('GET', `/access-rules/getall/${quayId}`)))[0];
    expect((await asAdmin('GET', `/access-rules/${quayRule?.id ?? ''}`)).status).toBe(404);
    expect((await asAdmin('POST', `/access-rules/${quayRule?.id ?? ''}/duplicate`)).status).toBe(404);
    expect((await asAdmin('GET', `/access-rules/getall/${quayId}`)).status).toBe(403);
  });

  it('finds rules by date range and seating area', async () => {
    const areas = seatingAreaSchema.array().parse(data(await asAdmin('GET', '/seating-areas')));
    const dining = areas.find((a) => a.name === 'Dining Room');
    const byArea = accessRuleSchema
      .array()
      .parse(data(await asHost('GET', `/access-rules/by-seating-area/${dining?.id ?? ''}`)));
    expect(byArea.map((r) => r.name)).toEqual(['Large parties in the Dining Room']);
    const past = await asAdmin(
      'POST',
      '/access-rules',
      rule({ name: 'Summer 2024', start_date: '2024-06-01', end_date: '2024-08-31', end_indefinite: false }),
    );
    expect(past.status).toBe(201);
    const inSummer = accessRuleSchema
      .array()
      .parse(data(await asHost('GET', '/access-rules/by-date?startDate=2024-07-01&endDate=2024-07-02')));
    expect(inSummer.map((r) => r.name)).toEqual(['Summer 2024']);
    const reversed = await asHost('GET', '/access-rules/by-date?startDate=2024-07-02&endDate=2024-07-01');
    expect(Object.keys(errors(reversed))).toEqual(['querystring.endDate']);
  });

  it('evaluates availability under one rule with the engine, saying why', async () => {
    const rules = accessRuleSchema
      .array()
      .parse(data(await asHost('GET', `/access-rules/getall/${harbourId}`)));
    const large = rules.find((r) => r.name === 'Large parties in the Dining Room');
    const standard = rules.find((r) => r.name === 'Parties up to 6, any area');
    // Past the demo book (21 days ahead), so seeded bookings do not fill the large tables; never
    // on the demo blackout date.
    const later = addDays(venueToday('Europe/London'), 40);
    const day = later.endsWith('-12-25') ? addDays(later, 1) : later;
    const ask = async (ruleId: string | undefined, guest_count: number, time = '19:00') =>
      evaluateAvailabilityResponseSchema.parse(
        data(
          await asHost('POST', '/access-rules/evaluate-availability', {
            ruleId,
            guestData: { date: day, time, guest_count },
          }),
        ),
      );
    const eight = await ask(large?.id, 8);
    expect(eight).toMatchObject({ applies: true, allowed: true, reason: null });
    expect(eight.table_ids.length).toBeGreaterThanOrEqual(1);
    expect(await ask(standard?.id, 8)).toMatchObject({ allowed: false, reason: 'party_size' });
    expect(await ask(standard?.id, 2, '04:00')).toMatchObject({ allowed: false, reason: 'outside_shift' });
    const missingGuest = await asHost('POST', '/access-rules/evaluate-availability', {
      ruleId: standard?.id,
    });
    expect(Object.keys(errors(missingGuest))).toEqual(['guestData']);
  });
});
