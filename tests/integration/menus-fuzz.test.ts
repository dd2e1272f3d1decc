// Random bodies against the menu, category, product and modifier group calls (spec §7), as the
// admin, with real ids in the paths, so they reach validation and the domain code: every answer
// is a 2xx or a 4xx, never a 5xx. Replay with FUZZ_SEED=<seed printed below>.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { MENU_CALLS } from '../../src-shared/menus/menu-calls.js';
import { menuDetailSchema } from '../../src-shared/menus/menu-calls.js';
import { menuSchema } from '../../src-shared/schemas/menu.js';
import { modifierGroupSchema } from '../../src-shared/schemas/product.js';
import { shiftSchema } from '../../src-shared/schemas/shift.js';
import { data, useCatalogueActors } from './helpers/catalogue-actors.js';

const { ids, asAdmin } = useCatalogueActors();
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() % 2_147_483_647;
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);

const known: Record<string, string[]> = {};

beforeAll(async () => {
  const menus = menuSchema.array().parse(data(await asAdmin('GET', `/menus/restaurant/${ids.harbour}`)));
  const detail = menuDetailSchema.parse(data(await asAdmin('GET', `/menus/${menus[0]?.id ?? ''}`)));
  const groups = modifierGroupSchema.array().parse(data(await asAdmin('GET', '/modifier-groups')));
  const shifts = shiftSchema.array().parse(data(await asAdmin('GET', '/shifts')));
  known.menu = menus.map((m) => m.id);
  known.category = detail.menu_Categories.map((c) => c.id);
  known.sub = detail.menu_Categories.flatMap((c) => c.menu_Sub_Categories.map((s) => s.id));
  known.product = detail.menu_Category_Sub_Category_products_details.map((p) => p.id);
  known.group = groups.map((g) => g.id);
  known.shift = shifts.map((s) => s.id);
});

const pick = (kind: string) => fc.nat().map((n) => known[kind]?.[n % (known[kind]?.length || 1)] ?? 'x');
const anyId = fc.oneof(
  pick('menu'),
  pick('category'),
  pick('sub'),
  pick('product'),
  pick('group'),
  fc.uuid(),
);
const value = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(-1, 0, 1, 1.005, 99999999, '', ' ', 'null', null, true, [], {}),
  anyId,
);
const plausible = fc.dictionary(
  fc.constantFrom(
    'name',
    'price',
    'tax',
    'menu_Id',
    'category',
    'menu_Sub_Category_id',
    'menu_Category_id',
    'product_id',
    'shift_ids',
    'allergens',
    'dietPreferences',
    'modifier_group_ids',
    'stock_quantity',
    'out_of_stock',
    'status',
    'spicy',
    'options',
    'min_selections',
    'max_selections',
    'required',
    'sub_categories',
    'items',
    'ids',
    'set',
    'service',
  ),
  value,
  { maxKeys: 8 },
);
const contracts = Object.values(MENU_CALLS);

describe('fuzzing the menu calls', () => {
  it(`answers 2xx or 4xx, never 5xx (seed ${seed}, ${RUNS} runs)`, async () => {
    console.log(`menus-fuzz seed: ${seed} (replay with FUZZ_SEED=${seed})`);
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: contracts.length - 1 }),
        fc.array(anyId, { minLength: 3, maxLength: 3 }),
        fc.oneof(plausible, value),
        async (index, pathIds, body) => {
          const contract = contracts[index];
          if (!contract) return;
          let i = 0;
          const path = contract.path.replace(/\{(\w+)\}/g, (_, name: string) =>
            name === 'restaurantId' ? String(ids.harbour) : (pathIds[i++] ?? 'x'),
          );
          const res = await asAdmin(contract.method, path, contract.method === 'GET' ? undefined : body);
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          if (res.status >= 500)
            throw new Error(`${contract.method} ${path} ${JSON.stringify(body)} → ${res.status}`);
        },
      ),
      { seed, numRuns: RUNS },
    );
    console.log(`menus-fuzz statuses: ${JSON.stringify(Object.fromEntries(statuses))}`);
    for (const expected of [200, 404, 422])
      expect(statuses.get(expected) ?? 0, `status ${expected}`).toBeGreaterThan(0);
  }, 180_000);
});
