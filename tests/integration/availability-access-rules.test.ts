import { beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src-shared/ids.js';
import { accessRuleSchema } from '../../src-shared/schemas/access-rule.js';
import { evaluateAvailabilityResponseSchema } from '../../src-shared/schemas/availability.js';
import { seatingAreaSchema, tableSchema } from '../../src-shared/schemas/seating.js';
import { shiftSchema } from '../../src-shared/schemas/shift.js';
import { addDays } from '../../src-shared/time.js';
import { venueToday } from '../../src-server/catalogue/client-visits.js';
import { data, errors, useCatalogueActors } from './helpers/catalogue-actors.js';

// Access rules with every sub-setting of spec §3 set, the §5 texts, and the evaluation's reason
// chain over real HTTP (PGlite, or PostgreSQL with DATABASE_URL).

const actors = useCatalogueActors();
const { asAdmin, asHost, asQuay, feed } = actors;
let harbourId: number;
beforeAll(() => {
  harbourId = actors.ids.harbour;
});
const message = (res: { body: unknown }) => (res.body as { message: string }).message;

/** A date past the demo book (21 days ahead) that is not the demo blackout date. */
function quietDay(): string {
  const later = addDays(venueToday('Europe/London'), 40);
  return later.endsWith('-12-25') ? addDays(later, 1) : later;
}

describe('access rules, full structure', () => {
  it('stores and returns every sub-setting set, and a patch replaces only what it sends', async () => {
    const areas = seatingAreaSchema.array().parse(data(await asAdmin('GET', '/seating-areas')));
    const tables = tableSchema.array().parse(data(await asAdmin('GET', '/tables')));
    const shifts = shiftSchema.array().parse(data(await asAdmin('GET', '/shifts')));
    const terrace = areas.find((a) => a.name === 'Terrace');
    const p1 = tables.find((t) => t.name === 'P1');
    const dinner = shifts.find((s) => s.name === 'Dinner');
    const full = {
      id: uuidv7(),
      name: 'Chef’s counter',
      description: 'Tasting menu seats',
      status: 'active',
      priority: 4,
      start_date: '2025-03-01',
      end_date: '2025-12-31',
      end_indefinite: false,
      active_days: ['THU', 'FRI', 'SAT'],
      shift_ids: [dinner?.id],
      time_config: { time1: '18:00', time2: '22:00', firstReservation: '18:30', lastReservation: '21:00' },
      basic_settings: {
        party_size: { setting: 'custom', min_guest: 2, max_guest: 4 },
        seating_area_table: {
          setting: 'custom',
          restrict_seating_area: true,
          seating_area: [terrace?.id],
          sub_seating_area: [p1?.id],
        },
        guest_facing: {
          setting: 'custom',
          time_slot_title: 'Counter',
          time_slot_description: 'Seven courses at the pass',
          time_slot_title_description: 'Counter — seven courses',
        },
        payment_policy: {
          setting: 'custom',
          booking_on_channels_donot_support_credit_cards: false,
          follow_shift_settings: false,
          upgrades: [{ label: 'Champagne' }],
        },
      },
      additional_settings: {
        booking_channel_audience: { setting: 'custom', channels: ['widget', 'phone'] },
        duration: { setting: 'custom', follow_shift_for_duration: false, duration_minutes: 150 },
        selectable_upgrade: { setting: 'custom', upgrades: [{ label: 'Wine pairing' }] },
        reservation_tags: { setting: 'custom', tags: [{ label: 'Counter' }] },
        booking_window: {
          setting: 'custom',
          start: { value: 30, unit: 'days' },
          end: { value: 4, unit: 'hours' },
        },
        before: { setting: 'custom', time: '15:00', category: 'SAME_DAY' },
        reservation_or_cover_limit: { setting: 'custom', max_limit: 12, reservation_or_cover: 'cover' },
        guarantee_bookings: { setting: 'custom', required: true, amount_per_cover: 40 },
        pacing: { setting: 'custom', max_limit: 4, reservation_or_cover: 'cover' },
        custom_pacing: { setting: 'custom', slots: [{ time: '19:00', max_limit: 2 }] },
        reduce_total_pacing: { setting: 'custom', enabled: true },
        guest_duration_picker: {
          setting: 'custom',
          guest_specify_duration: true,
          min_duration: 120,
          max_duration: 180,
        },
      },
    };
    const created = await asAdmin('POST', '/access-rules', full);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(message(created)).toBe('Access rule Chef’s counter created');
    const rule = accessRuleSchema.parse(data(created));
    const { id: _id, ...sent } = full;
    expect(rule).toMatchObject(sent);
    expect((await feed('access_rules', rule.id))?.data).toEqual(rule);

    const got = accessRuleSchema.parse(data(await asHost('GET', `/access-rules/${rule.id}`)));
    expect(got).toEqual(rule);

    const patched = accessRuleSchema.parse(
      data(
        await asAdmin('PUT', `/access-rules/${rule.id}`, {
          additional_settings: { ...full.additional_settings, pacing: { setting: 'default' } },
        }),
      ),
    );
    expect(patched.additional_settings.pacing).toEqual({
      setting: 'default',
      max_limit: null,
      reservation_or_cover: 'cover',
    });
    expect(patched.basic_settings).toEqual(rule.basic_settings);
    expect(patched.updated_by).toBe('Hannah Reid');
    expect((await asAdmin('DELETE', `/access-rules/${rule.id}`)).status).toBe(200);
  });

  it('answers the §5 texts: restaurant id and guest data are required', async () => {
    const bare = await asHost('GET', '/access-rules/getall');
    expect(bare.status).toBe(400);
    expect(message(bare)).toBe('Restaurant id is required');
    const noGuest = await asHost('POST', '/access-rules/evaluate-availability', { ruleId: uuidv7() });
    expect(noGuest.status).toBe(422);
    expect(errors(noGuest).guestData).toEqual(['Guest data is required']);
    const empty = await asAdmin('POST', '/access-rules/validate', {});
    expect(Object.keys(errors(empty)).sort()).toEqual(['name', 'start_date']);
  });

  it('refuses hosts every write and other tenants every call', async () => {
    const rule = accessRuleSchema
      .array()
      .parse(data(await asHost('GET', `/access-rules/getall/${harbourId}`)))[0];
    const id = rule?.id ?? '';
    for (const [method, path, body] of [
      ['POST', '/access-rules', { name: 'x', start_date: '2025-01-01' }],
      ['PUT', `/access-rules/${id}`, { name: 'x' }],
      ['DELETE', `/access-rules/${id}`, undefined],
      ['POST', `/access-rules/${id}/duplicate`, undefined],
    ] as const)
      expect((await asHost(method, path, body)).status, `${method} ${path}`).toBe(403);
    for (const [method, path, body] of [
      ['GET', `/access-rules/${id}`, undefined],
      ['PUT', `/access-rules/${id}`, { name: 'x' }],
      ['DELETE', `/access-rules/${id}`, undefined],
      ['POST', `/access-rules/${id}/duplicate`, undefined],
      [
        'POST',
        '/access-rules/evaluate-availability',
        { ruleId: id, guestData: { date: '2026-01-01', time: '19:00', guest_count: 2 } },
      ],
    ] as const)
      expect((await asQuay(method, path, body)).status, `quay ${method} ${path}`).toBe(404);
    expect((await asQuay('GET', `/access-rules/getall/${harbourId}`)).status).toBe(403);
  });
});

describe('evaluate-availability reasons', () => {
  it('names the rule, the channel and the numbers behind a refusal', async () => {
    const day = quietDay();
    const created = accessRuleSchema.parse(
      data(
        await asAdmin('POST', '/access-rules', {
          name: 'Widget only, four covers a slot',
          start_date: '2025-01-01',
          priority: 9,
          basic_settings: { party_size: { setting: 'custom', min_guest: 1, max_guest: 6 } },
          additional_settings: {
            booking_channel_audience: { setting: 'custom', channels: ['widget'] },
            pacing: { setting: 'custom', max_limit: 4, reservation_or_cover: 'cover' },
          },
        }),
      ),
    );
    const ask = async (guestData: Record<string, unknown>) =>
      evaluateAvailabilityResponseSchema.parse(
        data(
          await asHost('POST', '/access-rules/evaluate-availability', {
            ruleId: created.id,
            guestData: { date: day, time: '19:00', ...guestData },
          }),
        ),
      );
    const phone = await ask({ guest_count: 2, channel: 'phone' });
    expect(phone).toMatchObject({ applies: true, allowed: false, reason: 'channel' });
    expect(phone.reasons.map((r) => r.text)).toEqual([
      '“Widget only, four covers a slot” is offered only to widget, not phone',
    ]);
    const six = await ask({ guest_count: 6, channel: 'widget' });
    expect(six.reasons.map((r) => r.code)).toEqual(['pacing']);
    expect(six.reasons[0]).toMatchObject({ limit: { used: 0, max: 4, unit: 'cover' } });
    expect(six.explanation).toBe(
      '“Widget only, four covers a slot” paces 0 of 4 covers at 19:00; 6 more would make 6',
    );
    const two = await ask({ guest_count: 2, channel: 'widget' });
    expect(two).toMatchObject({ allowed: true, reasons: [] });
    expect(two.offer?.ruleIds).toEqual([created.id]);
    const night = await ask({ guest_count: 2, time: '03:00' });
    expect(night.reasons[0]?.text).toMatch(/^No shift runs at 03:00 \(/);
  });
});
