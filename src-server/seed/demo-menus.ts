// The demo menus of each tenant: menus by shift (and one for in-room dining), categories with
// sub-categories, products with allergens, diets, modifier groups, a counted item and an 86'd one.
// Deterministic ids; idempotent (a tenant that has menus is left alone); every row is fed.
import { eq } from 'drizzle-orm';
import { toBasisPoints, toMinor } from '../../src-shared/domain/money.js';
import type { OrderService } from '../../src-shared/schemas/menu.js';
import type { Allergen, DietPreference } from '../../src-shared/schemas/product.js';
import {
  menuCategories,
  menuSubCategories,
  menus,
  modifierGroups,
  products,
  shifts,
} from '../db/schema/index.js';
import {
  categoryView,
  menuView,
  modifierGroupView,
  productView,
  subCategoryView,
} from '../menus/menu-views.js';
import type { TenantWrite } from '../sync/tenant-write.js';
import { seededIds } from './demo-floor.js';
import type { SeedContext, SeedStep } from './seed-step.js';
import { seedTenantOnce } from './tenant-seed.js';

interface ProductPlan {
  name: string;
  price: number;
  sub?: string;
  allergens?: Allergen[];
  diet?: DietPreference[];
  spicy?: number;
  groups?: string[];
  stock?: number;
  out?: boolean;
  upsell?: boolean;
  desc?: string;
}
interface CategoryPlan {
  name: string;
  subs?: string[];
  products: ProductPlan[];
}
interface MenuPlan {
  name: string;
  shifts: string[];
  service: OrderService | null;
  categories: CategoryPlan[];
}
interface GroupPlan {
  name: string;
  required: boolean;
  min: number;
  max: number;
  options: [string, number][];
}
interface MenuSpec {
  slug: string;
  seed: number;
  tax: number;
  groups: GroupPlan[];
  menus: MenuPlan[];
}

const HARBOUR: MenuSpec = {
  slug: 'harbour-bistro',
  seed: 15_001,
  tax: 20,
  groups: [
    {
      name: 'Steak doneness',
      required: true,
      min: 1,
      max: 1,
      options: [
        ['Rare', 0],
        ['Medium rare', 0],
        ['Medium', 0],
        ['Well done', 0],
      ],
    },
    {
      name: 'Extra sides',
      required: false,
      min: 0,
      max: 2,
      options: [
        ['Chips', 3.5],
        ['Green salad', 3],
        ['Onion rings', 3.5],
      ],
    },
    {
      name: 'Milk',
      required: false,
      min: 0,
      max: 1,
      options: [
        ['Whole milk', 0],
        ['Oat milk', 0.4],
        ['Soya milk', 0.4],
      ],
    },
  ],
  menus: [
    {
      name: 'All-day menu',
      shifts: ['Lunch', 'Dinner'],
      service: null,
      categories: [
        {
          name: 'Starters',
          subs: ['Soups', 'Salads'],
          products: [
            {
              name: 'Soup of the day',
              price: 6.5,
              sub: 'Soups',
              allergens: ['celery', 'milk'],
              diet: ['vegetarian'],
            },
            { name: 'Crab bisque', price: 8.5, sub: 'Soups', allergens: ['crustaceans', 'milk', 'celery'] },
            { name: 'Caesar salad', price: 9, sub: 'Salads', allergens: ['eggs', 'fish', 'milk', 'gluten'] },
            {
              name: 'Beetroot & goat cheese salad',
              price: 8,
              sub: 'Salads',
              allergens: ['milk', 'nuts'],
              diet: ['vegetarian', 'gluten_free'],
            },
            { name: 'Salt & pepper squid', price: 8.5, allergens: ['molluscs', 'gluten'], spicy: 1 },
          ],
        },
        {
          name: 'Mains',
          subs: ['Fish', 'Meat', 'Vegetarian'],
          products: [
            {
              name: 'Fish pie',
              price: 16.5,
              sub: 'Fish',
              allergens: ['fish', 'milk', 'crustaceans'],
              stock: 12,
              groups: ['Extra sides'],
            },
            {
              name: 'Beer-battered haddock',
              price: 15,
              sub: 'Fish',
              allergens: ['fish', 'gluten'],
              groups: ['Extra sides'],
              upsell: true,
            },
            {
              name: 'Lobster thermidor',
              price: 34,
              sub: 'Fish',
              allergens: ['crustaceans', 'milk', 'eggs', 'mustard'],
              out: true,
            },
            {
              name: 'Sirloin steak',
              price: 28,
              sub: 'Meat',
              groups: ['Steak doneness', 'Extra sides'],
              upsell: true,
            },
            { name: 'Lamb shoulder', price: 24, sub: 'Meat', allergens: ['celery', 'sulphites'] },
            {
              name: 'Chicken katsu curry',
              price: 17,
              sub: 'Meat',
              allergens: ['gluten', 'eggs', 'soya', 'sesame'],
              spicy: 2,
            },
            {
              name: 'Wild mushroom risotto',
              price: 15.5,
              sub: 'Vegetarian',
              allergens: ['milk', 'celery'],
              diet: ['vegetarian', 'gluten_free'],
            },
            {
              name: 'Chickpea & spinach curry',
              price: 14,
              sub: 'Vegetarian',
              diet: ['vegan', 'gluten_free', 'dairy_free'],
              spicy: 3,
            },
          ],
        },
        {
          name: 'Desserts',
          products: [
            {
              name: 'Sticky toffee pudding',
              price: 7.5,
              allergens: ['gluten', 'eggs', 'milk'],
              diet: ['vegetarian'],
            },
            { name: 'Lemon tart', price: 7, allergens: ['gluten', 'eggs', 'milk'], diet: ['vegetarian'] },
            { name: 'Sorbet selection', price: 6, diet: ['vegan', 'gluten_free', 'dairy_free'] },
          ],
        },
        {
          name: 'Drinks',
          subs: ['Soft drinks', 'Hot drinks', 'Wine'],
          products: [
            { name: 'Sparkling water', price: 3, sub: 'Soft drinks', diet: ['vegan'] },
            { name: 'Fresh orange juice', price: 4, sub: 'Soft drinks', diet: ['vegan'] },
            { name: 'Flat white', price: 3.4, sub: 'Hot drinks', allergens: ['milk'], groups: ['Milk'] },
            { name: 'English breakfast tea', price: 2.8, sub: 'Hot drinks', groups: ['Milk'] },
            { name: 'House red (175 ml)', price: 7.5, sub: 'Wine', allergens: ['sulphites'] },
            { name: 'House white (175 ml)', price: 7.5, sub: 'Wine', allergens: ['sulphites'], upsell: true },
          ],
        },
      ],
    },
    {
      name: 'Breakfast',
      shifts: ['Breakfast'],
      service: null,
      categories: [
        {
          name: 'Breakfast plates',
          products: [
            { name: 'Full English', price: 13.5, allergens: ['gluten', 'eggs', 'sulphites'] },
            { name: 'Eggs Benedict', price: 11, allergens: ['gluten', 'eggs', 'milk'] },
            { name: 'Avocado toast', price: 9.5, allergens: ['gluten', 'sesame'], diet: ['vegan'] },
            { name: 'Porridge with berries', price: 7, allergens: ['gluten', 'milk'], diet: ['vegetarian'] },
          ],
        },
      ],
    },
    {
      name: 'In-room dining',
      shifts: [],
      service: 'ird',
      categories: [
        {
          name: 'Room service',
          subs: ['Around the clock', 'Drinks'],
          products: [
            {
              name: 'Club sandwich',
              price: 14,
              sub: 'Around the clock',
              allergens: ['gluten', 'eggs', 'mustard'],
            },
            {
              name: 'Margherita pizza',
              price: 13,
              sub: 'Around the clock',
              allergens: ['gluten', 'milk'],
              diet: ['vegetarian'],
            },
            {
              name: 'Cheeseburger',
              price: 16,
              sub: 'Around the clock',
              allergens: ['gluten', 'milk', 'sesame', 'mustard'],
              groups: ['Steak doneness'],
            },
            { name: 'Bottle of Prosecco', price: 32, sub: 'Drinks', allergens: ['sulphites'] },
          ],
        },
      ],
    },
  ],
};

const QUAY: MenuSpec = {
  slug: 'quay-cafe',
  seed: 15_002,
  tax: 10,
  groups: [
    {
      name: 'Milk',
      required: false,
      min: 0,
      max: 1,
      options: [
        ['Full cream', 0],
        ['Oat milk', 0.6],
      ],
    },
  ],
  menus: [
    {
      name: 'Cafe menu',
      shifts: [],
      service: null,
      categories: [
        {
          name: 'Coffee',
          products: [
            { name: 'Flat white', price: 5, allergens: ['milk'], groups: ['Milk'] },
            { name: 'Long black', price: 4.5, diet: ['vegan'] },
          ],
        },
        {
          name: 'Food',
          products: [
            { name: 'Smashed avo', price: 19, allergens: ['gluten'], diet: ['vegan'] },
            { name: 'Banana bread', price: 7.5, allergens: ['gluten', 'eggs', 'milk', 'nuts'] },
          ],
        },
      ],
    },
  ],
};

async function seedMenus(write: TenantWrite, spec: MenuSpec): Promise<void> {
  const nextId = seededIds(spec.seed);
  const { restaurantId } = write;
  const shiftIds = new Map(
    (
      await write.tx
        .select({ id: shifts.id, name: shifts.name })
        .from(shifts)
        .where(eq(shifts.restaurantId, restaurantId))
    ).map((s) => [s.name, s.id]),
  );

  const groupRows = await write.tx
    .insert(modifierGroups)
    .values(
      spec.groups.map((g) => ({
        id: nextId(),
        restaurantId,
        name: g.name,
        required: g.required,
        minSelections: g.min,
        maxSelections: g.max,
        options: g.options.map(([name, delta]) => ({
          id: nextId(),
          name,
          priceDeltaMinor: toMinor(delta),
          status: 1,
        })),
      })),
    )
    .returning();
  for (const g of groupRows) await write.record('modifier_groups', g.id, modifierGroupView(g));
  const groupIds = new Map(groupRows.map((g) => [g.name, g.id]));

  for (const [menuOrder, plan] of spec.menus.entries()) {
    const [menu] = await write.tx
      .insert(menus)
      .values({
        id: nextId(),
        restaurantId,
        name: plan.name,
        shiftIds: plan.shifts.flatMap((name) => shiftIds.get(name) ?? []),
        service: plan.service,
        sortOrder: menuOrder,
      })
      .returning();
    if (!menu) throw new Error(`Seeding menu ${plan.name} failed`);
    await write.record('menus', menu.id, menuView(menu));
    for (const [categoryOrder, c] of plan.categories.entries()) {
      const [category] = await write.tx
        .insert(menuCategories)
        .values({ id: nextId(), restaurantId, menuId: menu.id, name: c.name, sortOrder: categoryOrder })
        .returning();
      if (!category) throw new Error(`Seeding category ${c.name} failed`);
      await write.record('menu_categories', category.id, categoryView(category));
      const subIds = new Map<string, string>();
      for (const [subOrder, name] of (c.subs ?? []).entries()) {
        const [sub] = await write.tx
          .insert(menuSubCategories)
          .values({
            id: nextId(),
            restaurantId,
            menuId: menu.id,
            categoryId: category.id,
            name,
            sortOrder: subOrder,
          })
          .returning();
        if (!sub) throw new Error(`Seeding sub-category ${name} failed`);
        subIds.set(name, sub.id);
        await write.record('menu_sub_categories', sub.id, subCategoryView(sub));
      }
      const productRows = await write.tx
        .insert(products)
        .values(
          c.products.map((p, i) => ({
            id: nextId(),
            restaurantId,
            name: p.name,
            type: c.name === 'Drinks' || c.name === 'Coffee' ? 'beverage' : 'food',
            menuId: menu.id,
            categoryId: category.id,
            subCategoryId: p.sub ? (subIds.get(p.sub) ?? null) : null,
            priceMinor: toMinor(p.price),
            taxBasisPoints: toBasisPoints(spec.tax),
            spicy: p.spicy ?? 0,
            shortDesc: p.desc ?? '',
            allergens: p.allergens ?? [],
            dietPreferences: p.diet ?? [],
            modifierGroupIds: (p.groups ?? []).flatMap((g) => groupIds.get(g) ?? []),
            stockQuantity: p.stock ?? null,
            outOfStock: p.out ?? false,
            upsale: p.upsell ? 1 : 0,
            sortOrder: i,
          })),
        )
        .returning();
      for (const p of productRows) await write.record('products', p.id, productView(p));
    }
  }
}

export const demoMenusStep: SeedStep = {
  name: 'demo-menus',
  async run(ctx: SeedContext) {
    for (const spec of [HARBOUR, QUAY])
      await seedTenantOnce(ctx, { slug: spec.slug, what: 'menus', marker: menus }, (write) =>
        seedMenus(write, spec),
      );
  },
};
