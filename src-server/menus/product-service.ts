// Products (spec §7 Food items, §3 payload) and their place on a menu, stock and 86. A product
// sits on at most one menu, under a category and optionally a sub-category; the placement is
// resolved from the deepest level given and checked to be one consistent path of the tenant.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { toBasisPoints, toMinor } from '../../src-shared/domain/money.js';
import type {
  CreateProduct,
  EditMenuProduct,
  GlobalProductUpdate,
  MenuProductPlacement,
  Product,
  StockUpdate,
  UpdateProduct,
} from '../../src-shared/schemas/product.js';
import type { DbExecutor } from '../db/client.js';
import { modifierGroups, products } from '../db/schema/index.js';
import { HttpError, notFound } from '../http/http-error.js';
import { columnsNamedIn, definedOnly, drizzleCrud, fieldError } from '../resources/drizzle-crud.js';
import { recordRows, type TenantWrite } from '../sync/tenant-write.js';
import type { DomainWrite } from '../sync/write-context.js';
import { referencedRow } from './menu-rows.js';
import { categoryCrud, menuCrud, subCategoryCrud } from './menu-service.js';
import { productView } from './menu-views.js';

type ProductRow = typeof products.$inferSelect;

interface Placement {
  menuId: string | null;
  categoryId: string | null;
  subCategoryId: string | null;
}

/** A create whose placement is resolved (the crud's insert is synchronous). */
type ProductInsert = CreateProduct & { placement: Placement };
type ProductPatch = UpdateProduct & { placement?: Placement };

/** The product columns not named like a §3 payload field (the rest are taken by name). */
const productColumns = (p: Partial<ProductPatch>, op: 'insert' | 'update') => ({
  priceMinor: p.price === undefined ? undefined : toMinor(p.price),
  taxBasisPoints: p.tax === undefined ? undefined : toBasisPoints(p.tax),
  nutritionInfo: p.nutritionInfo,
  eposIntegration: p.epos_Integration,
  crossSale: p.cross_Sale,
  dietPreferences: p.dietPreferences,
  ...p.placement,
  // A product counted down to nothing is out of stock from the start.
  outOfStock: op === 'insert' ? p.out_of_stock || p.stock_quantity === 0 : p.out_of_stock,
});

export const productCrud = drizzleCrud<typeof products, Product, ProductInsert, ProductPatch>({
  table: products,
  noun: 'product',
  mirror: 'products',
  view: productView,
  orderBy: [asc(products.sortOrder), asc(products.name)],
  derive: (p, _ctx, op) => productColumns(p, op),
});

/** Resolves a placement from its deepest level; a level that does not fit the one above is a 422. */
async function resolvePlacement(db: DbExecutor, restaurantId: number, want: Placement): Promise<Placement> {
  let { menuId, categoryId } = want;
  const { subCategoryId } = want;
  if (subCategoryId) {
    const sub = await referencedRow(
      subCategoryCrud,
      db,
      restaurantId,
      subCategoryId,
      'menu_Sub_Category_id',
      'sub-category',
    );
    if (categoryId && categoryId !== sub.categoryId)
      throw fieldError('menu_Sub_Category_id', `Sub-category ${sub.name} is not in category ${categoryId}`);
    categoryId = sub.categoryId;
  }
  if (categoryId) {
    const category = await referencedRow(categoryCrud, db, restaurantId, categoryId, 'category', 'category');
    if (menuId && menuId !== category.menuId)
      throw fieldError('category', `Category ${category.name} is not on menu ${menuId}`);
    menuId = category.menuId;
  } else if (menuId) {
    await referencedRow(menuCrud, db, restaurantId, menuId, 'menu_Id', 'menu');
    throw fieldError('category', 'Choose a category of the menu to place the product in');
  }
  return { menuId: menuId ?? null, categoryId: categoryId ?? null, subCategoryId: subCategoryId ?? null };
}

async function assertModifierGroups(db: DbExecutor, restaurantId: number, ids: readonly string[]) {
  if (ids.length === 0) return;
  const found = new Set(
    (
      await db
        .select({ id: modifierGroups.id })
        .from(modifierGroups)
        .where(and(eq(modifierGroups.restaurantId, restaurantId), inArray(modifierGroups.id, [...ids])))
    ).map((r) => r.id),
  );
  const i = ids.findIndex((id) => !found.has(id));
  if (i >= 0)
    throw fieldError(
      `modifier_group_ids.${i}`,
      `No modifier group with id ${ids[i] ?? ''} in this restaurant`,
    );
}

export const createProduct: DomainWrite<CreateProduct, Product> = async (write, ctx, args) => {
  const placement = await resolvePlacement(write.tx, ctx.restaurantId, {
    menuId: args.menu_Id,
    categoryId: args.category,
    subCategoryId: args.menu_Sub_Category_id,
  });
  await assertModifierGroups(write.tx, ctx.restaurantId, args.modifier_group_ids);
  return productCrud.create(write, ctx, { ...args, placement });
};

const PLACEMENT_KEYS = ['menu_Id', 'category', 'menu_Sub_Category_id'] as const;

/** The placement a patch asks for, from what it names and what the stored row has. */
function wantedPlacement(stored: ProductRow, patch: UpdateProduct): Placement {
  const sameCategory = patch.category === undefined || patch.category === stored.categoryId;
  const sameMenu = patch.menu_Id === undefined || patch.menu_Id === stored.menuId;
  const subCategoryId =
    patch.menu_Sub_Category_id !== undefined
      ? patch.menu_Sub_Category_id
      : sameCategory && sameMenu
        ? stored.subCategoryId
        : null;
  const categoryId =
    patch.category !== undefined ? patch.category : subCategoryId || !sameMenu ? null : stored.categoryId;
  return { menuId: patch.menu_Id ?? null, categoryId, subCategoryId };
}

export const updateProduct: DomainWrite<{ id: string; patch: UpdateProduct }, Product> = async (
  write,
  ctx,
  { id, patch },
) => {
  const stored = await productCrud.row(write.tx, ctx.restaurantId, id);
  const placement = PLACEMENT_KEYS.some((k) => patch[k] !== undefined)
    ? await resolvePlacement(write.tx, ctx.restaurantId, wantedPlacement(stored, patch))
    : undefined;
  if (patch.modifier_group_ids)
    await assertModifierGroups(write.tx, ctx.restaurantId, patch.modifier_group_ids);
  return productCrud.update(write, ctx, { id, patch: placement ? { ...patch, placement } : patch });
};

// ——— The menu's product calls ———

export const addProductToMenu: DomainWrite<
  { menuId: string; placement: MenuProductPlacement },
  Product
> = async (write, ctx, { menuId, placement }) => {
  await menuCrud.row(write.tx, ctx.restaurantId, menuId);
  await referencedRow(productCrud, write.tx, ctx.restaurantId, placement.product_id, 'product_id', 'product');
  return updateProduct(write, ctx, {
    id: placement.product_id,
    patch: {
      menu_Id: menuId,
      category: placement.category,
      menu_Sub_Category_id: placement.menu_Sub_Category_id,
      ...(placement.sort_order === undefined ? {} : { sort_order: placement.sort_order }),
    },
  });
};

async function productOnMenu(write: TenantWrite, restaurantId: number, menuId: string, productId: string) {
  const menu = await menuCrud.row(write.tx, restaurantId, menuId);
  const product = await productCrud.row(write.tx, restaurantId, productId);
  if (product.menuId !== menuId) throw notFound(`Product ${product.name} is not on menu ${menu.name}`);
  return product;
}

export const editProductOnMenu: DomainWrite<
  { menuId: string; productId: string; patch: EditMenuProduct },
  Product
> = async (write, ctx, { menuId, productId, patch }) => {
  await productOnMenu(write, ctx.restaurantId, menuId, productId);
  return updateProduct(write, ctx, { id: productId, patch: { menu_Id: menuId, ...patch } });
};

export const removeProductFromMenu: DomainWrite<{ menuId: string; productId: string }, Product> = async (
  write,
  ctx,
  { menuId, productId },
) => {
  await productOnMenu(write, ctx.restaurantId, menuId, productId);
  return productCrud.update(write, ctx, {
    id: productId,
    patch: { placement: { menuId: null, categoryId: null, subCategoryId: null } },
  });
};

/** Stock left and 86: counting down to 0 marks it out; restocking without a flag brings it back. */
export const updateStock: DomainWrite<{ id: string; stock: StockUpdate }, Product> = async (
  write,
  ctx,
  { id, stock },
) => {
  const out_of_stock =
    stock.out_of_stock ??
    (stock.stock_quantity === 0 ? true : stock.stock_quantity === undefined ? undefined : false);
  return productCrud.update(write, ctx, {
    id,
    patch: {
      ...(stock.stock_quantity === undefined ? {} : { stock_quantity: stock.stock_quantity }),
      ...(out_of_stock === undefined ? {} : { out_of_stock }),
    },
  });
};

export async function productsOfCategory(
  db: DbExecutor,
  restaurantId: number,
  categoryId: string,
): Promise<Product[]> {
  await categoryCrud.row(db, restaurantId, categoryId);
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.restaurantId, restaurantId), eq(products.categoryId, categoryId)))
    .orderBy(asc(products.sortOrder), asc(products.name));
  return rows.map(productView);
}

/** Errors of item `i` of a bulk call, with its field names prefixed so the form can point at them. */
function itemError(error: unknown, i: number, name: string): unknown {
  if (!(error instanceof HttpError)) return error;
  const errors = error.errors
    ? Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [`items.${i}.${k}`, v]))
    : undefined;
  return new HttpError(error.statusCode, `Item ${i + 1} (${name}): ${error.message}`, errors);
}

/** Spec §7 bulk create: every item or none (one transaction). */
export const bulkCreateProducts: DomainWrite<
  { items: CreateProduct[] },
  { created: number; ids: string[] }
> = async (write, ctx, { items }) => {
  const ids: string[] = [];
  for (const [i, item] of items.entries()) {
    try {
      ids.push((await createProduct(write, ctx, item)).id);
    } catch (error) {
      throw itemError(error, i, item.name);
    }
  }
  return { created: ids.length, ids };
};

export const globalUpdateProducts: DomainWrite<GlobalProductUpdate, { updated: number }> = async (
  write,
  ctx,
  { ids, set },
) => {
  const unique = [...new Set(ids)];
  const found = new Set(
    (
      await write.tx
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.restaurantId, ctx.restaurantId), inArray(products.id, unique)))
    ).map((r) => r.id),
  );
  const i = ids.findIndex((id) => !found.has(id));
  if (i >= 0) throw fieldError(`ids.${i}`, `No product with id ${ids[i] ?? ''} in this restaurant`);
  const changed = await write.tx
    .update(products)
    .set({
      ...definedOnly({ ...columnsNamedIn(products, set), ...productColumns(set, 'update') }),
      updatedAt: new Date(),
    })
    .where(and(eq(products.restaurantId, ctx.restaurantId), inArray(products.id, unique)))
    .returning();
  await recordRows(write, 'products', changed, productView);
  return { updated: changed.length };
};
