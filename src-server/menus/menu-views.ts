// API shapes of the menu rows (spec §3 names), the same JSON the change feed carries to terminals.
import type { Menu, MenuCategory, MenuSubCategory, OrderService } from '../../src-shared/schemas/menu.js';
import type { Allergen, DietPreference, ModifierGroup, Product } from '../../src-shared/schemas/product.js';
import { fromBasisPoints, fromMinor, withTaxMinor } from '../../src-shared/domain/money.js';
import type {
  menuCategories,
  menuSubCategories,
  menus,
  modifierGroups,
  products,
} from '../db/schema/index.js';

const status = (value: number): 0 | 1 => (value === 1 ? 1 : 0);
const flag = (value: number): 0 | 1 => (value === 1 ? 1 : 0);

export const productImagePath = (imageId: string) => `/food-items/images/${imageId}`;

export function menuView(row: typeof menus.$inferSelect): Menu {
  return {
    id: row.id,
    restaurant_id: row.restaurantId,
    name: row.name,
    description: row.description,
    shift_ids: row.shiftIds,
    service: row.service as OrderService | null,
    is_active: row.isActive,
    sort_order: row.sortOrder,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** What a category and a sub-category row have alike, as the API names it. */
function sectionView(row: typeof menuCategories.$inferSelect): MenuCategory {
  return {
    id: row.id,
    restaurant_id: row.restaurantId,
    menu_Id: row.menuId,
    name: row.name,
    description: row.description,
    sort_order: row.sortOrder,
    status: status(row.status),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export const categoryView = sectionView;

export function subCategoryView(row: typeof menuSubCategories.$inferSelect): MenuSubCategory {
  return { ...sectionView(row), menu_Category_id: row.categoryId };
}

export function productView(row: typeof products.$inferSelect): Product {
  return {
    id: row.id,
    restaurant_id: row.restaurantId,
    restaurant_outlet_id: row.restaurantOutletId,
    name: row.name,
    type: row.type as Product['type'],
    menu_Id: row.menuId,
    category: row.categoryId,
    menu_Sub_Category_id: row.subCategoryId,
    price: fromMinor(row.priceMinor),
    tax: fromBasisPoints(row.taxBasisPoints),
    totalPrice: fromMinor(withTaxMinor(row.priceMinor, row.taxBasisPoints)),
    spicy: Math.min(3, Math.max(0, row.spicy)),
    description: row.description,
    short_desc: row.shortDesc,
    status: status(row.status),
    nutritionInfo: row.nutritionInfo,
    epos_Integration: row.eposIntegration,
    specific_service_id: row.specificServiceId as OrderService | null,
    upsale: flag(row.upsale),
    cross_Sale: flag(row.crossSale),
    allergens: row.allergens as Allergen[],
    dietPreferences: row.dietPreferences as DietPreference[],
    images: row.images.map((image) => ({ ...image, url: productImagePath(image.id) })),
    modifier_group_ids: row.modifierGroupIds,
    stock_quantity: row.stockQuantity,
    out_of_stock: row.outOfStock,
    sort_order: row.sortOrder,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function modifierGroupView(row: typeof modifierGroups.$inferSelect): ModifierGroup {
  return {
    id: row.id,
    restaurant_id: row.restaurantId,
    name: row.name,
    required: row.required,
    min_selections: row.minSelections,
    max_selections: row.maxSelections,
    options: row.options.map((option) => ({
      id: option.id,
      name: option.name,
      price_delta: fromMinor(option.priceDeltaMinor),
      status: status(option.status),
    })),
    status: status(row.status),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
