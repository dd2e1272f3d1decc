// What the menu services share: feed-recorded bulk changes (products taken off a menu, rows
// deleted with their parent) and references that must be the tenant's, refused as 422 naming the
// body field.
import { and, eq, type SQL } from 'drizzle-orm';
import type { MirroredEntity } from '../../src-shared/sync/protocol.js';
import type { DbExecutor } from '../db/client.js';
import { menuSubCategories, products } from '../db/schema/index.js';
import { HttpError } from '../http/http-error.js';
import { fieldError, type Crud, type TenantTable } from '../resources/drizzle-crud.js';
import { recordRows, type TenantWrite } from '../sync/tenant-write.js';
import { productView } from './menu-views.js';

/** The stored row of a reference in a body: a 422 naming `field` when it is not the tenant's. */
export async function referencedRow<T extends TenantTable, V, C, U>(
  crud: Crud<T, V, C, U>,
  db: DbExecutor,
  restaurantId: number,
  id: string,
  field: string,
  noun: string,
): Promise<T['$inferSelect']> {
  try {
    return await crud.row(db, restaurantId, id);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404)
      throw fieldError(field, `No ${noun} with id ${id} in this restaurant`);
    throw error;
  }
}

/** Products matching `where` leave their menu (all three placement columns, or only the sub-category). */
export async function unplaceProducts(
  write: TenantWrite,
  where: SQL | undefined,
  scope: 'menu' | 'subCategory',
): Promise<void> {
  const set =
    scope === 'menu'
      ? { menuId: null, categoryId: null, subCategoryId: null, updatedAt: new Date() }
      : { subCategoryId: null, updatedAt: new Date() };
  const changed = await write.tx
    .update(products)
    .set(set)
    .where(and(eq(products.restaurantId, write.restaurantId), where))
    .returning();
  await recordRows(write, 'products', changed, productView);
}

/** Deletes the tenant's rows of `table` matching `where` and records their tombstones. */
export async function deleteRecorded(
  write: TenantWrite,
  entity: MirroredEntity,
  table: TenantTable,
  where: SQL | undefined,
): Promise<void> {
  const gone = (await write.tx
    .delete(table)
    .where(and(eq(table.restaurantId, write.restaurantId), where))
    .returning({ id: table.id })) as { id: string }[];
  await write.recordMany(
    entity,
    gone.map((row) => ({ id: row.id, data: null })),
  );
}

/**
 * A menu or category leaving: its products come off the menu and its sub-categories go, both
 * recorded in the feed (the caller deletes the categories of a menu itself).
 */
export async function emptyMenuBranch(
  write: TenantWrite,
  column: 'menuId' | 'categoryId',
  id: string,
): Promise<void> {
  await unplaceProducts(write, eq(products[column], id), 'menu');
  await deleteRecorded(write, 'menu_sub_categories', menuSubCategories, eq(menuSubCategories[column], id));
}
