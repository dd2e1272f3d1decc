// Menus, categories and sub-categories (spec §7 Menus, Categories and subcategories): the generic
// five from drizzleCrud plus the nested reads and the category-with-sub-categories writes. A
// delete takes the rows under it along (each recorded in the feed) and leaves products in the
// catalogue, off the menu.
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { MenuDetail } from '../../src-shared/menus/menu-calls.js';
import type {
  CategoryWithSubCategories,
  CreateCategoryWithSubCategories,
  CreateMenu,
  CreateMenuCategory,
  CreateMenuSubCategory,
  Menu,
  MenuCategory,
  MenuSubCategory,
  UpdateCategoryWithSubCategories,
  UpdateMenu,
  UpdateMenuCategory,
  UpdateMenuSubCategory,
} from '../../src-shared/schemas/menu.js';
import { assertOwned } from '../catalogue/tenant-guards.js';
import type { DbExecutor } from '../db/client.js';
import { menuCategories, menuSubCategories, menus, products } from '../db/schema/index.js';
import { drizzleCrud, fieldError } from '../resources/drizzle-crud.js';
import type { DomainWrite } from '../sync/write-context.js';
import { deleteRecorded, emptyMenuBranch, referencedRow, unplaceProducts } from './menu-rows.js';
import { categoryView, menuView, productView, subCategoryView } from './menu-views.js';

export const menuCrud = drizzleCrud<typeof menus, Menu, CreateMenu, UpdateMenu>({
  table: menus,
  noun: 'menu',
  mirror: 'menus',
  view: menuView,
  orderBy: [asc(menus.sortOrder), asc(menus.name)],
  derive: (args) => ({ shiftIds: args.shift_ids ? [...new Set(args.shift_ids)] : undefined }),
  beforeCreate: async (write, ctx, args) =>
    assertOwned(write.tx, ctx.restaurantId, 'shifts', args.shift_ids, 'shift_ids.{i}'),
  beforeUpdate: async (write, ctx, _stored, patch) => {
    if (patch.shift_ids)
      await assertOwned(write.tx, ctx.restaurantId, 'shifts', patch.shift_ids, 'shift_ids.{i}');
  },
  beforeRemove: async (write, _ctx, stored) => {
    await emptyMenuBranch(write, 'menuId', stored.id);
    await deleteRecorded(write, 'menu_categories', menuCategories, eq(menuCategories.menuId, stored.id));
  },
});

/** The columns a category and a sub-category share, from their API fields (a patch leaves some out). */
export const categoryCrud = drizzleCrud<
  typeof menuCategories,
  MenuCategory,
  CreateMenuCategory,
  UpdateMenuCategory
>({
  table: menuCategories,
  noun: 'category',
  mirror: 'menu_categories',
  view: categoryView,
  orderBy: [asc(menuCategories.sortOrder), asc(menuCategories.name)],
  derive: (args) => ({ menuId: 'menu_Id' in args ? args.menu_Id : undefined }),
  beforeCreate: async (write, ctx, args) => {
    await referencedRow(menuCrud, write.tx, ctx.restaurantId, args.menu_Id, 'menu_Id', 'menu');
  },
  beforeRemove: async (write, _ctx, stored) => emptyMenuBranch(write, 'categoryId', stored.id),
});

/** The create the crud runs: the menu comes from the category, looked up first. */
type SubCategoryInsert = CreateMenuSubCategory & { menu_Id: string };

export const subCategoryCrud = drizzleCrud<
  typeof menuSubCategories,
  MenuSubCategory,
  SubCategoryInsert,
  UpdateMenuSubCategory
>({
  table: menuSubCategories,
  noun: 'sub-category',
  mirror: 'menu_sub_categories',
  view: subCategoryView,
  orderBy: [asc(menuSubCategories.sortOrder), asc(menuSubCategories.name)],
  derive: (args) => ('menu_Id' in args ? { menuId: args.menu_Id, categoryId: args.menu_Category_id } : {}),
  beforeRemove: async (write, _ctx, stored) =>
    unplaceProducts(write, eq(products.subCategoryId, stored.id), 'subCategory'),
});

export const createSubCategory: DomainWrite<CreateMenuSubCategory, MenuSubCategory> = async (
  write,
  ctx,
  args,
) => {
  const category = await referencedRow(
    categoryCrud,
    write.tx,
    ctx.restaurantId,
    args.menu_Category_id,
    'menu_Category_id',
    'category',
  );
  return subCategoryCrud.create(write, ctx, { ...args, menu_Id: category.menuId });
};

// ——— Nested reads ———

/** A restaurant's rows of a menu table that match `where`, in menu order (place, then name). */
async function inMenuOrder<T extends typeof menuCategories | typeof menuSubCategories | typeof products>(
  db: DbExecutor,
  table: T,
  restaurantId: number,
  where: SQL,
): Promise<T['$inferSelect'][]> {
  const rows: unknown[] = await db
    .select()
    .from(table as typeof menuCategories)
    .where(and(eq(table.restaurantId, restaurantId), where))
    .orderBy(asc(table.sortOrder), asc(table.name));
  return rows as T['$inferSelect'][];
}

async function subCategoriesOf(
  db: DbExecutor,
  restaurantId: number,
  categoryIds: readonly string[],
): Promise<MenuSubCategory[]> {
  if (categoryIds.length === 0) return [];
  const rows = await inMenuOrder(
    db,
    menuSubCategories,
    restaurantId,
    inArray(menuSubCategories.categoryId, [...categoryIds]),
  );
  return rows.map(subCategoryView);
}

function withSubCategories(
  categories: readonly MenuCategory[],
  subs: readonly MenuSubCategory[],
): CategoryWithSubCategories[] {
  return categories.map((category) => ({
    ...category,
    menu_Sub_Categories: subs.filter((s) => s.menu_Category_id === category.id),
  }));
}

export async function categoriesOfMenu(
  db: DbExecutor,
  restaurantId: number,
  menuId: string,
): Promise<MenuCategory[]> {
  await menuCrud.row(db, restaurantId, menuId);
  const rows = await inMenuOrder(db, menuCategories, restaurantId, eq(menuCategories.menuId, menuId));
  return rows.map(categoryView);
}

export async function categoriesWithSubCategories(
  db: DbExecutor,
  restaurantId: number,
  menuId: string,
): Promise<CategoryWithSubCategories[]> {
  const categories = await categoriesOfMenu(db, restaurantId, menuId);
  const subs = await subCategoriesOf(
    db,
    restaurantId,
    categories.map((c) => c.id),
  );
  return withSubCategories(categories, subs);
}

export async function categoryWithSubCategories(
  db: DbExecutor,
  restaurantId: number,
  id: string,
): Promise<CategoryWithSubCategories> {
  const category = await categoryCrud.get(db, restaurantId, id);
  const [withSubs] = withSubCategories([category], await subCategoriesOf(db, restaurantId, [id]));
  if (!withSubs) throw new Error(`Category ${id} vanished while it was read`);
  return withSubs;
}

export async function subCategoriesOfCategory(
  db: DbExecutor,
  restaurantId: number,
  categoryId: string,
): Promise<MenuSubCategory[]> {
  await categoryCrud.row(db, restaurantId, categoryId);
  return subCategoriesOf(db, restaurantId, [categoryId]);
}

export async function menuDetail(db: DbExecutor, restaurantId: number, id: string): Promise<MenuDetail> {
  const menu = await menuCrud.get(db, restaurantId, id);
  const categories = await categoriesWithSubCategories(db, restaurantId, id);
  const placed = await inMenuOrder(db, products, restaurantId, eq(products.menuId, id));
  return {
    ...menu,
    menu_Categories: categories,
    menu_Category_Sub_Category_products_details: placed.map(productView),
  };
}

// ——— Category with its sub-categories, in one write ———

/** A sub-category written inside its category's write: a name and a place, active, no description. */
function nestedSubCategory(category: MenuCategory, name: string, sort_order: number): SubCategoryInsert {
  return {
    menu_Category_id: category.id,
    menu_Id: category.menu_Id,
    name,
    description: '',
    sort_order,
    status: 1,
  };
}

export const createCategoryWithSubCategories: DomainWrite<
  CreateCategoryWithSubCategories,
  CategoryWithSubCategories
> = async (write, ctx, args) => {
  const { sub_categories, ...fields } = args;
  const category = await categoryCrud.create(write, ctx, fields);
  const subs: MenuSubCategory[] = [];
  for (const [i, sub] of sub_categories.entries()) {
    subs.push(
      await subCategoryCrud.create(write, ctx, {
        ...(sub.id ? { id: sub.id } : {}),
        ...nestedSubCategory(category, sub.name, sub.sort_order ?? i),
      }),
    );
  }
  return { ...category, menu_Sub_Categories: subs };
};

export const updateCategoryWithSubCategories: DomainWrite<
  { id: string; patch: UpdateCategoryWithSubCategories },
  CategoryWithSubCategories
> = async (write, ctx, { id, patch }) => {
  const { sub_categories, ...fields } = patch;
  const defined = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  const category =
    Object.keys(defined).length > 0
      ? await categoryCrud.update(write, ctx, { id, patch: defined })
      : await categoryCrud.get(write.tx, ctx.restaurantId, id);
  const existing = await subCategoriesOf(write.tx, ctx.restaurantId, [id]);
  const existingIds = new Set(existing.map((s) => s.id));
  const kept = new Set<string>();
  for (const [i, sub] of sub_categories.entries()) {
    if (sub.id === undefined) continue;
    if (!existingIds.has(sub.id))
      throw fieldError(
        `sub_categories.${i}.id`,
        `No sub-category with id ${sub.id} in category ${category.name}`,
      );
    if (kept.has(sub.id))
      throw fieldError(`sub_categories.${i}.id`, `Sub-category ${sub.id} is listed twice`);
    kept.add(sub.id);
  }
  for (const gone of existing.filter((s) => !kept.has(s.id)))
    await subCategoryCrud.remove(write, ctx, { id: gone.id });
  const subs: MenuSubCategory[] = [];
  for (const [i, sub] of sub_categories.entries()) {
    const sort_order = sub.sort_order ?? i;
    subs.push(
      sub.id === undefined
        ? await subCategoryCrud.create(write, ctx, nestedSubCategory(category, sub.name, sort_order))
        : await subCategoryCrud.update(write, ctx, { id: sub.id, patch: { name: sub.name, sort_order } }),
    );
  }
  return { ...category, menu_Sub_Categories: subs };
};
