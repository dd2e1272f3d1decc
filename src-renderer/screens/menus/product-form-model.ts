// The product form's values and how they become the spec §3 payload (and back from a stored
// product). Pure, so the mapping, the field errors and the picked-image checks are tested without
// a screen. The payload is checked with the shared create schema, so the form refuses exactly what
// the server would, naming the field.
import { withTaxMinor, toBasisPoints, toMinor, fromMinor } from '../../../src-shared/domain/money.js';
import {
  createProductSchema,
  type Allergen,
  type CreateProduct,
  type DietPreference,
  type Product,
} from '../../../src-shared/schemas/product.js';
import type { OrderService } from '../../../src-shared/schemas/menu.js';
import { english, type Translate } from '../../i18n/translate.js';

export interface ProductFormValues {
  name: string;
  type: CreateProduct['type'];
  description: string;
  short_desc: string;
  /** Empty while the field is cleared. */
  price: number | string;
  tax: number | string;
  menu_Id: string | null;
  category: string | null;
  menu_Sub_Category_id: string | null;
  allergens: Allergen[];
  dietPreferences: DietPreference[];
  spicy: string;
  upsale: boolean;
  cross_Sale: boolean;
  active: boolean;
  specific_service_id: OrderService | null;
  modifier_group_ids: string[];
  /** Portions left; empty = not counted. */
  stock_quantity: number | string;
  out_of_stock: boolean;
  nutritionInfo: string;
}

export const EMPTY_PRODUCT: ProductFormValues = {
  name: '',
  type: 'food',
  description: '',
  short_desc: '',
  price: '',
  tax: 0,
  menu_Id: null,
  category: null,
  menu_Sub_Category_id: null,
  allergens: [],
  dietPreferences: [],
  spicy: '0',
  upsale: false,
  cross_Sale: false,
  active: true,
  specific_service_id: null,
  modifier_group_ids: [],
  stock_quantity: '',
  out_of_stock: false,
  nutritionInfo: '',
};

export function valuesOfProduct(p: Product): ProductFormValues {
  return {
    name: p.name,
    type: p.type,
    description: p.description,
    short_desc: p.short_desc,
    price: p.price,
    tax: p.tax,
    menu_Id: p.menu_Id,
    category: p.category,
    menu_Sub_Category_id: p.menu_Sub_Category_id,
    allergens: [...p.allergens],
    dietPreferences: [...p.dietPreferences],
    spicy: String(p.spicy),
    upsale: p.upsale === 1,
    cross_Sale: p.cross_Sale === 1,
    active: p.status === 1,
    specific_service_id: p.specific_service_id,
    modifier_group_ids: [...p.modifier_group_ids],
    stock_quantity: p.stock_quantity ?? '',
    out_of_stock: p.out_of_stock,
    nutritionInfo: p.nutritionInfo,
  };
}

/** An emptied number field is missing (the schema then names it), never 0. */
const numberOrUndefined = (value: number | string): number | undefined =>
  value === '' ? undefined : typeof value === 'number' ? value : Number(value);

/** The form as the product payload (spec §3), before validation. */
export function productPayload(values: ProductFormValues): Record<string, unknown> {
  const stock = numberOrUndefined(values.stock_quantity);
  return {
    name: values.name,
    type: values.type,
    description: values.description,
    short_desc: values.short_desc,
    price: numberOrUndefined(values.price),
    tax: numberOrUndefined(values.tax) ?? 0,
    menu_Id: values.menu_Id,
    // A product sits in a category only on a menu, and in a sub-category only in a category.
    category: values.menu_Id ? values.category : null,
    menu_Sub_Category_id: values.menu_Id && values.category ? values.menu_Sub_Category_id : null,
    allergens: values.allergens,
    dietPreferences: values.dietPreferences,
    spicy: Number(values.spicy),
    upsale: values.upsale ? 1 : 0,
    cross_Sale: values.cross_Sale ? 1 : 0,
    status: values.active ? 1 : 0,
    specific_service_id: values.specific_service_id,
    modifier_group_ids: values.modifier_group_ids,
    stock_quantity: stock ?? null,
    out_of_stock: values.out_of_stock,
    nutritionInfo: values.nutritionInfo,
  };
}

export type ProductCheck =
  { ok: true; payload: CreateProduct } | { ok: false; errors: Record<string, string> };

/** The payload checked with the shared schema: the valid payload, or each field's first reason. */
export function checkProduct(values: ProductFormValues): ProductCheck {
  const parsed = createProductSchema.safeParse(productPayload(values));
  if (parsed.success) return { ok: true, payload: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** Price with tax as the server computes it (minor units, so 9.99 + 20 % is 11.99). */
export function totalWithTax(price: number | string, tax: number | string): number | null {
  const p = numberOrUndefined(price);
  const t = numberOrUndefined(tax) ?? 0;
  if (p === undefined || !Number.isFinite(p) || !Number.isFinite(t)) return null;
  return fromMinor(withTaxMinor(toMinor(p), toBasisPoints(t)));
}

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
/** The server's limits (src-server/menus/product-images.ts). */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
export const MAX_IMAGES = 8;

/** Why a picked file cannot be uploaded (type, size, count), or null when it can. */
export function imageProblem(
  file: { name: string; type: string; size: number },
  t: Translate = english,
): string | null {
  if (file.size === 0) return t('menus.image.empty', { file: file.name });
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type))
    return t('menus.image.type', { file: file.name });
  if (file.size > MAX_IMAGE_BYTES) return t('menus.image.size', { file: file.name });
  return null;
}

/** The picked files split into those to upload and the reasons for the rest (at most MAX_IMAGES in all). */
export function pickImages<F extends { name: string; type: string; size: number }>(
  files: readonly F[],
  alreadyThere: number,
  t: Translate = english,
): { accepted: F[]; problems: string[] } {
  const accepted: F[] = [];
  const problems: string[] = [];
  for (const file of files) {
    const problem = imageProblem(file, t);
    if (problem) problems.push(problem);
    else if (alreadyThere + accepted.length >= MAX_IMAGES)
      problems.push(t('menus.image.tooMany', { file: file.name, max: MAX_IMAGES }));
    else accepted.push(file);
  }
  return { accepted, problems };
}
