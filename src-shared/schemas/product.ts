// Products (spec §3 product payload, §7 Food items) and modifier groups. Mirrored to terminals so
// order entry works offline. Money is a decimal amount in the venue's currency with at most two
// decimals on the wire; the server keeps minor units.
import { z } from 'zod';
import { entityIdSchema, newEntityIdSchema } from '../ids.js';
import { orderServiceSchema, sortOrderSchema } from './menu.js';
import { activeStatusSchema } from './seating.js';
import { newRowSchema, someOf, tenantRowSchema } from './row-parts.js';

const nothingToUpdate = { message: 'Nothing to update' };
const nonEmpty = (value: Record<string, unknown>) => Object.keys(value).length > 0;

/** The 14 allergens EU Regulation 1169/2011 (Annex II) requires a menu to declare. */
export const EU_ALLERGENS = [
  'celery',
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'lupin',
  'milk',
  'molluscs',
  'mustard',
  'nuts',
  'peanuts',
  'sesame',
  'soya',
  'sulphites',
] as const;
export type Allergen = (typeof EU_ALLERGENS)[number];
export const ALLERGEN_LABELS: Record<Allergen, string> = {
  celery: 'Celery',
  gluten: 'Cereals containing gluten',
  crustaceans: 'Crustaceans',
  eggs: 'Eggs',
  fish: 'Fish',
  lupin: 'Lupin',
  milk: 'Milk',
  molluscs: 'Molluscs',
  mustard: 'Mustard',
  nuts: 'Tree nuts',
  peanuts: 'Peanuts',
  sesame: 'Sesame',
  soya: 'Soya',
  sulphites: 'Sulphur dioxide and sulphites',
};
export const allergenSchema = z.enum(EU_ALLERGENS, {
  error: `Allergen must be one of the EU's 14: ${EU_ALLERGENS.join(', ')}`,
});

export const DIET_PREFERENCES = [
  'vegetarian',
  'vegan',
  'gluten_free',
  'dairy_free',
  'halal',
  'kosher',
] as const;
export type DietPreference = (typeof DIET_PREFERENCES)[number];
export const DIET_LABELS: Record<DietPreference, string> = {
  vegetarian: 'Vegetarian',
  vegan: 'Vegan',
  gluten_free: 'Gluten free',
  dairy_free: 'Dairy free',
  halal: 'Halal',
  kosher: 'Kosher',
};
export const dietPreferenceSchema = z.enum(DIET_PREFERENCES, {
  error: `Diet preference must be one of ${DIET_PREFERENCES.join(', ')}`,
});

export const PRODUCT_TYPES = ['food', 'beverage', 'alcohol', 'retail'] as const;
export const productTypeSchema = z.enum(PRODUCT_TYPES, {
  error: `Type must be one of ${PRODUCT_TYPES.join(', ')}`,
});

/** 0 not spicy to 3 very hot. */
export const SPICY_LEVELS = [0, 1, 2, 3] as const;

const MAX_AMOUNT = 100_000;
const hasAtMostTwoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** A price: 0 to 100 000 in the venue currency, at most two decimals. */
export const moneySchema = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .finite(`${label} must be a number`)
    .min(0, `${label} cannot be negative`)
    .max(MAX_AMOUNT, `${label} cannot exceed ${MAX_AMOUNT}`)
    .refine(hasAtMostTwoDecimals, `${label} can have at most two decimals`);

/** A price change (a modifier option may lower the price): ±10 000, at most two decimals. */
export const moneyDeltaSchema = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .finite(`${label} must be a number`)
    .min(-10_000, `${label} cannot be below -10000`)
    .max(10_000, `${label} cannot exceed 10000`)
    .refine(hasAtMostTwoDecimals, `${label} can have at most two decimals`);

export const taxRateSchema = z
  .number({ error: 'Tax must be a number' })
  .min(0, 'Tax cannot be negative')
  .max(100, 'Tax cannot exceed 100%')
  .refine(hasAtMostTwoDecimals, 'Tax can have at most two decimals');

const flagSchema = (label: string) =>
  z.union([z.literal(0), z.literal(1)], { error: `${label} must be 1 or 0` });

export const productImageSchema = z.object({
  id: entityIdSchema,
  /** Relative to the API base (`/food-items/images/{id}`); served as WebP. */
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type ProductImage = z.infer<typeof productImageSchema>;

export const productSchema = tenantRowSchema({
  restaurant_outlet_id: z.number().int().positive().nullable(),
  name: z.string(),
  type: productTypeSchema,
  /** Where the product sits: its menu, category and sub-category (null = not on a menu). */
  menu_Id: entityIdSchema.nullable(),
  category: entityIdSchema.nullable(),
  menu_Sub_Category_id: entityIdSchema.nullable(),
  price: z.number(),
  tax: z.number(),
  /** price plus tax, computed by the server. */
  totalPrice: z.number(),
  spicy: z.number().int().min(0).max(3),
  description: z.string(),
  short_desc: z.string(),
  status: activeStatusSchema,
  nutritionInfo: z.string(),
  epos_Integration: z.string().nullable(),
  /** The one service that offers it (ird, restaurant1, cne); null = every service. */
  specific_service_id: orderServiceSchema.nullable(),
  upsale: z.union([z.literal(0), z.literal(1)]),
  cross_Sale: z.union([z.literal(0), z.literal(1)]),
  allergens: z.array(allergenSchema),
  dietPreferences: z.array(dietPreferenceSchema),
  images: z.array(productImageSchema),
  modifier_group_ids: z.array(entityIdSchema),
  /** Portions left; null = not counted. Reaching 0 marks the item out of stock. */
  stock_quantity: z.number().int().min(0).nullable(),
  /** "86": out of stock, hidden from ordering and listed on the kitchen screen. */
  out_of_stock: z.boolean(),
  sort_order: z.number().int(),
});
export type Product = z.infer<typeof productSchema>;

const uniqueList = <T extends z.ZodType>(item: T, label: string, max: number) =>
  z
    .array(item)
    .max(max, `No more than ${max} ${label}`)
    .refine((list) => new Set(list).size === list.length, `${label} are listed twice`);

const stockSchema = z
  .number({ error: 'Stock must be a number' })
  .int('Stock must be a whole number')
  .min(0, 'Stock cannot be negative')
  .max(1_000_000, 'Stock cannot exceed 1000000')
  .nullable();

const productFields = {
  name: z
    .string({ error: 'Product name is required' })
    .trim()
    .min(1, 'Product name is required')
    .max(120, 'Product name cannot exceed 120 characters'),
  type: productTypeSchema,
  menu_Id: entityIdSchema.nullable(),
  category: entityIdSchema.nullable(),
  menu_Sub_Category_id: entityIdSchema.nullable(),
  price: moneySchema('Price'),
  tax: taxRateSchema,
  spicy: z
    .number({ error: 'Spicy must be a number from 0 to 3' })
    .int('Spicy must be a whole number from 0 to 3')
    .min(0, 'Spicy must be from 0 to 3')
    .max(3, 'Spicy must be from 0 to 3'),
  description: z.string().trim().max(2000, 'Description cannot exceed 2000 characters'),
  short_desc: z.string().trim().max(200, 'Short description cannot exceed 200 characters'),
  status: activeStatusSchema,
  nutritionInfo: z.string().trim().max(2000, 'Nutrition information cannot exceed 2000 characters'),
  epos_Integration: z.string().trim().max(100, 'EPOS code cannot exceed 100 characters').nullable(),
  specific_service_id: orderServiceSchema.nullable(),
  upsale: flagSchema('Upsell'),
  cross_Sale: flagSchema('Cross-sell'),
  restaurant_outlet_id: z.number().int().positive('Outlet id must be positive').nullable(),
  allergens: uniqueList(allergenSchema, 'allergens', EU_ALLERGENS.length),
  dietPreferences: uniqueList(dietPreferenceSchema, 'diet preferences', DIET_PREFERENCES.length),
  modifier_group_ids: uniqueList(entityIdSchema, 'modifier groups', 20),
  stock_quantity: stockSchema,
  out_of_stock: z.boolean({ error: 'Out of stock must be true or false' }),
  sort_order: sortOrderSchema,
};

export const createProductSchema = newRowSchema({
  name: productFields.name,
  type: productFields.type.default('food'),
  menu_Id: productFields.menu_Id.default(null),
  category: productFields.category.default(null),
  menu_Sub_Category_id: productFields.menu_Sub_Category_id.default(null),
  price: productFields.price,
  tax: productFields.tax.default(0),
  /** Accepted for the spec's payload; the server computes it from price and tax. */
  totalPrice: z.number().optional(),
  spicy: productFields.spicy.default(0),
  description: productFields.description.default(''),
  short_desc: productFields.short_desc.default(''),
  status: activeStatusSchema.default(1),
  nutritionInfo: productFields.nutritionInfo.default(''),
  epos_Integration: productFields.epos_Integration.default(null),
  specific_service_id: productFields.specific_service_id.default(null),
  upsale: productFields.upsale.default(0),
  cross_Sale: productFields.cross_Sale.default(0),
  restaurant_outlet_id: productFields.restaurant_outlet_id.default(null),
  allergens: productFields.allergens.default([]),
  dietPreferences: productFields.dietPreferences.default([]),
  modifier_group_ids: productFields.modifier_group_ids.default([]),
  stock_quantity: productFields.stock_quantity.default(null),
  out_of_stock: productFields.out_of_stock.default(false),
  sort_order: productFields.sort_order.default(0),
});
export type CreateProduct = z.infer<typeof createProductSchema>;

export const updateProductSchema = someOf(z.object({ ...productFields, totalPrice: z.number().optional() }));
export type UpdateProduct = z.infer<typeof updateProductSchema>;

/** `PUT /food-items/{id}/status`. */
export const productStatusSchema = z.object({ status: activeStatusSchema });

/** Spec §7 Menus "update stock": the count left and/or the 86 flag. */
export const stockUpdateSchema = z
  .object({ stock_quantity: stockSchema.optional(), out_of_stock: productFields.out_of_stock.optional() })
  .refine(nonEmpty, { message: 'Send stock_quantity, out_of_stock or both' });
export type StockUpdate = z.infer<typeof stockUpdateSchema>;

/** Spec §7 Menus "add product": place a product on the menu under a category (and sub-category). */
export const menuProductPlacementSchema = z.object({
  product_id: entityIdSchema,
  category: entityIdSchema,
  menu_Sub_Category_id: entityIdSchema.nullable().default(null),
  sort_order: sortOrderSchema.optional(),
});
export type MenuProductPlacement = z.infer<typeof menuProductPlacementSchema>;

/** Spec §7 Menus "edit product": move it within the menu or reorder it. */
export const editMenuProductSchema = someOf(
  z.object({
    category: entityIdSchema,
    menu_Sub_Category_id: entityIdSchema.nullable(),
    sort_order: sortOrderSchema,
  }),
);
export type EditMenuProduct = z.infer<typeof editMenuProductSchema>;

/** Spec §7 Food items "global update": one change applied to many products at once. */
export const globalProductUpdateSchema = z.object({
  ids: z
    .array(entityIdSchema)
    .min(1, 'Choose at least one product')
    .max(1000, 'No more than 1000 products at once'),
  set: someOf(
    z.object({
      status: activeStatusSchema,
      tax: taxRateSchema,
      type: productTypeSchema,
      specific_service_id: orderServiceSchema.nullable(),
      out_of_stock: z.boolean(),
      upsale: flagSchema('Upsell'),
      cross_Sale: flagSchema('Cross-sell'),
    }),
  ),
});
export type GlobalProductUpdate = z.infer<typeof globalProductUpdateSchema>;
export const globalUpdateResultSchema = z.object({ updated: z.number().int().nonnegative() });

// ——— Modifier groups ———

export const modifierOptionSchema = z.object({
  id: entityIdSchema,
  name: z.string(),
  price_delta: z.number(),
  status: activeStatusSchema,
});
export type ModifierOption = z.infer<typeof modifierOptionSchema>;

export const modifierGroupSchema = tenantRowSchema({
  name: z.string(),
  /** A required group must be answered: at least min_selections (≥ 1) options. */
  required: z.boolean(),
  min_selections: z.number().int().min(0),
  max_selections: z.number().int().min(1),
  options: z.array(modifierOptionSchema),
  status: activeStatusSchema,
});
export type ModifierGroup = z.infer<typeof modifierGroupSchema>;

const modifierOptionInput = z.object({
  id: newEntityIdSchema.optional(),
  name: z
    .string({ error: 'Option name is required' })
    .trim()
    .min(1, 'Option name is required')
    .max(80, 'Option name cannot exceed 80 characters'),
  price_delta: moneyDeltaSchema('Price change').default(0),
  status: activeStatusSchema.default(1),
});
const selections = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(50, `${label} cannot exceed 50`);

const modifierGroupFields = {
  name: z
    .string({ error: 'Modifier group name is required' })
    .trim()
    .min(1, 'Modifier group name is required')
    .max(80, 'Modifier group name cannot exceed 80 characters'),
  required: z.boolean({ error: 'Required must be true or false' }),
  min_selections: selections('Minimum selections'),
  max_selections: selections('Maximum selections').min(1, 'Maximum selections must be at least 1'),
  options: z
    .array(modifierOptionInput)
    .min(1, 'Add at least one option')
    .max(50, 'No more than 50 options per group'),
  status: activeStatusSchema,
};

/** The group's own rules, checked on create and again on the stored row after an update. */
export function modifierGroupProblems(group: {
  required: boolean;
  min_selections: number;
  max_selections: number;
  options: readonly unknown[];
}): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  if (group.min_selections > group.max_selections)
    problems.push({
      field: 'min_selections',
      message: 'Minimum selections cannot exceed maximum selections',
    });
  if (group.required && group.min_selections < 1)
    problems.push({ field: 'min_selections', message: 'A required group needs at least 1 selection' });
  if (group.min_selections > group.options.length)
    problems.push({
      field: 'min_selections',
      message: `Minimum selections cannot exceed the ${group.options.length} options`,
    });
  return problems;
}

const onlyWhenValid = { when: (payload: { issues: readonly unknown[] }) => payload.issues.length === 0 };

export const createModifierGroupSchema = newRowSchema({
  name: modifierGroupFields.name,
  required: modifierGroupFields.required.default(false),
  min_selections: modifierGroupFields.min_selections.default(0),
  max_selections: modifierGroupFields.max_selections.default(1),
  options: modifierGroupFields.options,
  status: activeStatusSchema.default(1),
}).superRefine((group, ctx) => {
  for (const problem of modifierGroupProblems(group))
    ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.field] });
});
export type CreateModifierGroup = z.infer<typeof createModifierGroupSchema>;

export const updateModifierGroupSchema = z
  .object(modifierGroupFields)
  .partial()
  .refine(nonEmpty, { ...nothingToUpdate, ...onlyWhenValid });
export type UpdateModifierGroup = z.infer<typeof updateModifierGroupSchema>;
