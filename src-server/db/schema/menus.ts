import { index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import {
  bytea,
  createdAt,
  jsonList,
  tenantRow,
  refRow,
  optionalRef,
  textOr,
  intOr,
  flag,
  named,
  listed,
  tenantTable,
} from './columns';

// Menus → categories → sub-categories → products, and modifier groups (spec §3, §7). Mirrored to
// terminals as catalogue entities, so order entry works offline. Money is kept in minor units and
// tax rates in basis points, so totals are exact. Deletes go through the services, which record
// each affected row in the feed; the foreign keys are the net under them.

export const menus = tenantTable(
  'menus',
  {
    ...named(),
    shiftIds: jsonList<string>('shift_ids'),
    service: text('service'),
    isActive: flag('is_active', true),
    sortOrder: intOr('sort_order'),
  },
  (t) => [index('menus_restaurant_idx').on(t.restaurantId)],
);

export const menuCategories = tenantTable(
  'menu_categories',
  {
    menuId: refRow('menu_id', () => menus.id),
    ...named(),
    ...listed(),
  },
  (t) => [index('menu_categories_menu_idx').on(t.restaurantId, t.menuId)],
);

export const menuSubCategories = tenantTable(
  'menu_sub_categories',
  {
    menuId: refRow('menu_id', () => menus.id),
    categoryId: refRow('category_id', () => menuCategories.id),
    ...named(),
    ...listed(),
  },
  (t) => [index('menu_sub_categories_category_idx').on(t.restaurantId, t.categoryId)],
);

export const modifierGroups = tenantTable(
  'modifier_groups',
  {
    name: text('name').notNull(),
    required: flag('required', false),
    minSelections: intOr('min_selections'),
    maxSelections: intOr('max_selections', 1),
    /** [{id, name, price_delta_minor, status}] */
    options: jsonList<{ id: string; name: string; priceDeltaMinor: number; status: number }>('options'),
    status: smallint('status').notNull().default(1),
  },
  (t) => [index('modifier_groups_restaurant_idx').on(t.restaurantId)],
);

export const products = tenantTable(
  'products',
  {
    restaurantOutletId: integer('restaurant_outlet_id'),
    name: text('name').notNull(),
    type: textOr('type', 'food'),
    menuId: optionalRef('menu_id', () => menus.id),
    categoryId: optionalRef('category_id', () => menuCategories.id),
    subCategoryId: optionalRef('sub_category_id', () => menuSubCategories.id),
    priceMinor: integer('price_minor').notNull(),
    taxBasisPoints: intOr('tax_basis_points'),
    spicy: smallint('spicy').notNull().default(0),
    description: textOr('description'),
    shortDesc: textOr('short_desc'),
    status: smallint('status').notNull().default(1),
    nutritionInfo: textOr('nutrition_info'),
    eposIntegration: text('epos_integration'),
    specificServiceId: text('specific_service_id'),
    upsale: smallint('upsale').notNull().default(0),
    crossSale: smallint('cross_sale').notNull().default(0),
    allergens: jsonList<string>('allergens'),
    dietPreferences: jsonList<string>('diet_preferences'),
    /** [{id, width, height}] of product_images rows, in display order. */
    images: jsonList<{ id: string; width: number; height: number }>('images'),
    modifierGroupIds: jsonList<string>('modifier_group_ids'),
    stockQuantity: integer('stock_quantity'),
    outOfStock: flag('out_of_stock', false),
    sortOrder: intOr('sort_order'),
  },
  (t) => [
    index('products_restaurant_idx').on(t.restaurantId, t.name),
    index('products_category_idx').on(t.restaurantId, t.categoryId),
  ],
);

/** Product photos, resized to WebP on upload; served by id (an unguessable UUID) to <img> tags. */
export const productImages = pgTable(
  'product_images',
  {
    ...tenantRow(),
    productId: refRow('product_id', () => products.id),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('product_images_product_idx').on(t.productId)],
);
