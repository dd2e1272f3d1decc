import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src-shared/ids.js';
import { accessRuleSchema } from '../../src-shared/schemas/access-rule.js';
import { quickViewResponseSchema } from '../../src-shared/schemas/availability.js';
import { seatingAreaSchema } from '../../src-shared/schemas/seating.js';
import { addDays } from '../../src-shared/time.js';
import { venueToday } from '../../src-server/catalogue/client-visits.js';
import { data, errors, useCatalogueActors } from './helpers/catalogue-actors.js';

// The availability quick view over real HTTP (PGlite, or PostgreSQL with DATABASE_URL): the engine's
// matrix with every closed cell explained, the rule that closes a cell named, tenancy and bad queries.

const actors = useCatalogueActors();
const { asAdmin, asHost, asQuay } = actors;

/** A date past the demo book (21 days ahead) that is not the demo blackout date. */
function quietDay(): string {
  const later = addDays(venueToday('Europe/London'), 45);
  return later.endsWith('-12-25') ? addDays(later, 1) : later;
}

const path = (q: Record<string, string>) => `/availability/quick-view?${new URLSearchParams(q).toString()}`;

describe('availability quick view', () => {
  it('answers every date × time × party size; open cells have no reason, closed ones at least one', async () => {
    const day = quietDay();
    const res = await asHost('GET', path({ from: day, to: addDays(day, 1), partySizes: '2,13', step: '60' }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const days = quickViewResponseSchema.parse(data(res));
    expect(days.map((d) => d.date)).toEqual([day, addDays(day, 1)]);
    for (const { cells } of days) {
      expect(cells).toHaveLength(24 * 2);
      for (const cell of cells) {
        if (cell.available) {
          expect(cell.reasons).toEqual([]);
          expect(cell.tables.length).toBeGreaterThan(0);
        } else expect(cell.reasons.length).toBeGreaterThan(0);
      }
      const at = (time: string, party: number) => cells.find((c) => c.time === time && c.partySize === party);
      expect(at('19:00', 2)?.available).toBe(true);
      expect(at('03:00', 2)?.reasons[0]?.code).toBe('outside_shift');
      // No table or combination of the demo room seats 13.
      expect(at('19:00', 13)?.reasons.map((r) => r.text)).toEqual([
        'No table or combination takes a party of 13',
      ]);
    }
  });

  it('names the rule that closes a slot, and reopens it when the rule goes', async () => {
    const day = quietDay();
    const areas = seatingAreaSchema.array().parse(data(await asAdmin('GET', '/seating-areas')));
    const bar = areas.find((a) => a.name === 'Bar');
    const rule = accessRuleSchema.parse(
      data(
        await asAdmin('POST', '/access-rules', {
          id: uuidv7(),
          name: 'Fours at the bar after 20:00',
          start_date: '2025-01-01',
          time_config: { time1: '20:00', time2: null, firstReservation: null, lastReservation: null },
          basic_settings: {
            party_size: { setting: 'custom', min_guest: 4, max_guest: 6 },
            seating_area_table: { setting: 'custom', restrict_seating_area: true, seating_area: [bar?.id] },
          },
        }),
      ),
    );
    const ask = async () => {
      const res = await asAdmin('GET', path({ from: day, to: day, partySizes: '4', step: '30' }));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return quickViewResponseSchema.parse(data(res))[0]?.cells ?? [];
    };
    try {
      const cells = await ask();
      const at = (time: string) => cells.find((c) => c.time === time);
      expect(at('19:30')?.available).toBe(true);
      const late = at('20:30');
      expect(late?.available).toBe(false);
      expect(late?.reasons).toEqual([
        expect.objectContaining({
          code: 'seating_area',
          ruleId: rule.id,
          text: '“Fours at the bar after 20:00” seats a party of 4 only in Bar, where no table or combination for them is free 20:30–22:15',
        }),
      ]);
    } finally {
      expect((await asAdmin('DELETE', `/access-rules/${rule.id}`)).status).toBe(200);
    }
    const after = await ask();
    expect(after.find((c) => c.time === '20:30')?.available).toBe(true);
  });

  it('refuses bad queries with 422 naming the field', async () => {
    const day = quietDay();
    const cases: [Record<string, string>, string][] = [
      [{ from: day, to: day, partySizes: 'two' }, 'partySizes.0'],
      [{ from: day, to: day, partySizes: '0' }, 'partySizes.0'],
      [{ from: day, to: day, partySizes: '2', step: '7' }, 'step'],
      [{ from: day, to: addDays(day, -1), partySizes: '2' }, 'to'],
      [{ from: day, to: addDays(day, 31), partySizes: '2' }, 'to'],
      [{ from: 'tomorrow', to: day, partySizes: '2' }, 'from'],
      [{ from: day, to: day, partySizes: '2', seatingAreaId: 'x' }, 'seatingAreaId'],
      [{ to: day, partySizes: '2' }, 'from'],
    ];
    for (const [query, field] of cases) {
      const res = await asHost('GET', path(query));
      expect(res.status, JSON.stringify(query)).toBe(422);
      expect(Object.keys(errors(res)), JSON.stringify(query)).toContain(`querystring.${field}`);
    }
  });

  it('refuses other tenants: their area, their header', async () => {
    const day = quietDay();
    const quayAreas = seatingAreaSchema.array().parse(data(await asQuay('GET', '/seating-areas')));
    const foreign = quayAreas[0]?.id ?? '';
    const res = await asAdmin('GET', path({ from: day, to: day, partySizes: '2', seatingAreaId: foreign }));
    expect(res.status).toBe(422);
    expect(Object.keys(errors(res))).toEqual(['seatingAreaId']);
    const { getApi, quay, ids } = actors;
    const cross = await getApi().api('GET', path({ from: day, to: day, partySizes: '2' }), {
      token: quay().token,
      restaurantId: ids.harbour,
    });
    expect(cross.status).toBe(403);
  });
});
