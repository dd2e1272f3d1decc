import { boolean, index, integer, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, tenantRow, timestamps, createdAt, jsonList } from './columns';

// Menus → categories → sub-categories → products, and modifier groups (spec §3, §7). Mirrored to
// terminals as catalogue entities, so order entry works offline. Money is kept in minor units and
// tax rates in basis points, so totals are exact. Deletes go through the services, which record
// each affected row in the feed; the foreign keys are the net under them.

export const menus = pgTable(
  'menus',
  {
    ...tenantRow(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    shiftIds: jsonList<string>('shift_ids'),
    service: text('service'),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('menus_restaurant_idx').on(t.restaurantId)],
);

export const menuCategories = pgTable(
  'menu_categories',
  {
    ...tenantRow(),
    menuId: uuid('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    status: smallint('status').notNull().default(1),
    ...timestamps(),
  },
  (t) => [index('menu_categories_menu_idx').on(t.restaurantId, t.menuId)],
);

export const menuSubCategories = pgTable(
  'menu_sub_categories',
  {
    ...tenantRow(),
    menuId: uuid('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => menuCategories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    status: smallint('status').notNull().default(1),
    ...timestamps(),
  },
  (t) => [index('menu_sub_categories_category_idx').on(t.restaurantId, t.categoryId)],
);

export const modifierGroups = pgTable(
  'modifier_groups',
  {
    ...tenantRow(),
    name: text('name').notNull(),
    required: boolean('required').notNull().default(false),
    minSelections: integer('min_selections').notNull().default(0),
    maxSelections: integer('max_selections').notNull().default(1),
    /** [{id, name, price_delta_minor, status}] */
    options: jsonList<{ id: string; name: string; priceDeltaMinor: number; status: number }>('options'),
    status: smallint('status').notNull().default(1),
    ...timestamps(),
  },
  (t) => [index('modifier_groups_restaurant_idx').on(t.restaurantId)],
);

export const products = pgTable(
  'products',
  {
    ...tenantRow(),
    restaurantOutletId: integer('restaurant_outlet_id'),
    name: text('name').notNull(),
    type: text('type').notNull().default('food'),
    menuId: uuid('menu_id').references(() => menus.id, { onDelete: 'set null' }),
    categoryId: uuid('category_id').references(() => menuCategories.id, { onDelete: 'set null' }),
    subCategoryId: uuid('sub_category_id').references(() => menuSubCategories.id, { onDelete: 'set null' }),
    priceMinor: integer('price_minor').notNull(),
    taxBasisPoints: integer('tax_basis_points').notNull().default(0),
    spicy: smallint('spicy').notNull().default(0),
    description: text('description').notNull().default(''),
    shortDesc: text('short_desc').notNull().default(''),
    status: smallint('status').notNull().default(1),
    nutritionInfo: text('nutrition_info').notNull().default(''),
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
    outOfStock: boolean('out_of_stock').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps(),
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
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('product_images_product_idx').on(t.productId)],
);
