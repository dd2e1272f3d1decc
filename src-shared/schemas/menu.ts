// Menus, their categories and sub-categories (spec §3 Menu, §7 Menus, Categories and
// subcategories). Mirrored to terminals (catalogue entities), so staff can browse a menu and take
// an order while the API is away; ids are UUIDv7 chosen by the creator.
import { z } from 'zod';
import { entityIdSchema, newEntityIdSchema } from '../ids.js';
import { newRowSchema, requiredNameSchema, someOf, tenantRowSchema } from './row-parts.js';
import { activeStatusSchema } from './seating.js';

/** The ordering services of spec §2's food order paths: in-room dining, the restaurant, C&E. */
export const ORDER_SERVICES = ['ird', 'restaurant1', 'cne'] as const;
export const orderServiceSchema = z.enum(ORDER_SERVICES, {
  error: `Service must be one of ${ORDER_SERVICES.join(', ')}`,
});
export type OrderService = z.infer<typeof orderServiceSchema>;
export const ORDER_SERVICE_LABELS: Record<OrderService, string> = {
  ird: 'In-room dining',
  restaurant1: 'Restaurant',
  cne: 'Conference & events',
};

const description = z
  .string({ error: 'Description must be text' })
  .trim()
  .max(500, 'Description cannot exceed 500 characters');
export const sortOrderSchema = z
  .number({ error: 'Order must be a number' })
  .int('Order must be a whole number')
  .min(0, 'Order cannot be negative')
  .max(100_000, 'Order cannot exceed 100000');

// ——— Menu ———

export const menuSchema = tenantRowSchema({
  name: z.string(),
  description: z.string(),
  /** Shifts the menu is served in (spec §7 "by shift"); empty = every shift. */
  shift_ids: z.array(entityIdSchema),
  /** The service whose order entry offers it; null = every service. */
  service: orderServiceSchema.nullable(),
  /** Switched on by staff; an active menu is offered in its shifts (spec §7 "active"). */
  is_active: z.boolean(),
  sort_order: z.number().int(),
});
export type Menu = z.infer<typeof menuSchema>;

const menuFields = {
  name: requiredNameSchema('Menu'),
  description,
  shift_ids: z.array(entityIdSchema).max(20, 'No more than 20 shifts per menu'),
  service: orderServiceSchema.nullable(),
  is_active: z.boolean({ error: 'Active must be true or false' }),
  sort_order: sortOrderSchema,
};

export const createMenuSchema = newRowSchema({
  name: menuFields.name,
  description: menuFields.description.default(''),
  shift_ids: menuFields.shift_ids.default([]),
  service: menuFields.service.default(null),
  is_active: menuFields.is_active.default(true),
  sort_order: menuFields.sort_order.default(0),
});
export type CreateMenu = z.infer<typeof createMenuSchema>;
export const updateMenuSchema = someOf(z.object(menuFields));
export type UpdateMenu = z.infer<typeof updateMenuSchema>;

// ——— Category ———

/** What a category and a sub-category both hold, as stored. */
const groupColumns = {
  name: z.string(),
  description: z.string(),
  sort_order: z.number().int(),
  status: activeStatusSchema,
};
/** The same, as entered; `label` names the kind in the name's messages. */
const groupFields = (label: string) => ({
  name: requiredNameSchema(label),
  description,
  sort_order: sortOrderSchema,
  status: activeStatusSchema,
});
/** A new category's or sub-category's fields, with what it gets when left out. */
const newGroupFields = (label: string) => ({
  name: requiredNameSchema(label),
  description: description.default(''),
  sort_order: sortOrderSchema.default(0),
  status: activeStatusSchema.default(1),
});

export const menuCategorySchema = tenantRowSchema({ menu_Id: entityIdSchema, ...groupColumns });
export type MenuCategory = z.infer<typeof menuCategorySchema>;

const categoryFields = groupFields('Category');

export const createMenuCategorySchema = newRowSchema({
  menu_Id: entityIdSchema,
  ...newGroupFields('Category'),
});
export type CreateMenuCategory = z.infer<typeof createMenuCategorySchema>;
export const updateMenuCategorySchema = someOf(z.object(categoryFields));
export type UpdateMenuCategory = z.infer<typeof updateMenuCategorySchema>;

// ——— Sub-category ———

export const menuSubCategorySchema = tenantRowSchema({
  menu_Id: entityIdSchema,
  menu_Category_id: entityIdSchema,
  ...groupColumns,
});
export type MenuSubCategory = z.infer<typeof menuSubCategorySchema>;

export const createMenuSubCategorySchema = newRowSchema({
  menu_Category_id: entityIdSchema,
  ...newGroupFields('Sub-category'),
});
export type CreateMenuSubCategory = z.infer<typeof createMenuSubCategorySchema>;
export const updateMenuSubCategorySchema = someOf(z.object(groupFields('Sub-category')));
export type UpdateMenuSubCategory = z.infer<typeof updateMenuSubCategorySchema>;

/** A category with its sub-categories (spec §3: menu_Categories each with menu_Sub_Categories). */
export const categoryWithSubCategoriesSchema = menuCategorySchema.extend({
  menu_Sub_Categories: z.array(menuSubCategorySchema),
});
export type CategoryWithSubCategories = z.infer<typeof categoryWithSubCategoriesSchema>;

/** Spec §7 "add category/subcategories": a category and its sub-categories in one call. */
export const createCategoryWithSubCategoriesSchema = createMenuCategorySchema.extend({
  sub_categories: z
    .array(
      z.object({
        id: newEntityIdSchema.optional(),
        name: requiredNameSchema('Sub-category'),
        sort_order: sortOrderSchema.optional(),
      }),
    )
    .max(100, 'No more than 100 sub-categories per category')
    .default([]),
});
export type CreateCategoryWithSubCategories = z.infer<typeof createCategoryWithSubCategoriesSchema>;

/**
 * Spec §7 "update category/subcategories": the category's fields and its whole sub-category list
 * (an entry with an id keeps that sub-category, one without is added, one left out is deleted).
 */
export const updateCategoryWithSubCategoriesSchema = z.object({
  name: categoryFields.name.optional(),
  description: description.optional(),
  sort_order: sortOrderSchema.optional(),
  status: activeStatusSchema.optional(),
  sub_categories: z
    .array(
      z.object({
        id: entityIdSchema.optional(),
        name: requiredNameSchema('Sub-category'),
        sort_order: sortOrderSchema.optional(),
      }),
    )
    .max(100, 'No more than 100 sub-categories per category'),
});
export type UpdateCategoryWithSubCategories = z.infer<typeof updateCategoryWithSubCategoriesSchema>;
