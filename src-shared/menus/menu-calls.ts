// The spec §7 calls of Menus, Categories and subcategories, each a RouteContract, joined with the
// food item and modifier group calls (product-calls.ts) into MENU_CALLS: the server registers them
// (src-server/routes/menus), main and the console call them by name with the same schemas. Paths
// the spec does not give are ours, in its style.
import { z } from 'zod';
import { entityIdSchema } from '../ids.js';
import { idParamsSchema, type RouteContract, deleteById } from '../resources/route-contract.js';
import {
  categoryWithSubCategoriesSchema,
  createCategoryWithSubCategoriesSchema,
  createMenuCategorySchema,
  createMenuSchema,
  createMenuSubCategorySchema,
  menuCategorySchema,
  menuSchema,
  menuSubCategorySchema,
  updateCategoryWithSubCategoriesSchema,
  updateMenuCategorySchema,
  updateMenuSchema,
  updateMenuSubCategorySchema,
} from '../schemas/menu.js';
import {
  editMenuProductSchema,
  menuProductPlacementSchema,
  productSchema,
  stockUpdateSchema,
} from '../schemas/product.js';
import { restaurantIdPathParamsSchema } from '../schemas/restaurant.js';
import { PRODUCT_CALLS } from './product-calls.js';

const read = 'menus.read';
const manage = 'menus.manage';

/** GET /menus/{id}: spec §3's menu with its categories (each with sub-categories) and products. */
export const menuDetailSchema = menuSchema.extend({
  menu_Categories: z.array(categoryWithSubCategoriesSchema),
  menu_Category_Sub_Category_products_details: z.array(productSchema),
});
export type MenuDetail = z.infer<typeof menuDetailSchema>;

export const activeMenusSchema = z.object({
  shift_id: entityIdSchema.nullable(),
  shift_name: z.string().nullable(),
  menus: z.array(menuSchema),
});

const menuProductParams = z.object({ id: entityIdSchema, productId: entityIdSchema });

export const MENU_CALLS = {
  // ——— Menus ———
  menusByRestaurant: {
    method: 'GET',
    path: '/menus/restaurant/{restaurantId}',
    summary: 'Menus of the restaurant',
    permission: read,
    params: restaurantIdPathParamsSchema,
    restaurantParam: 'restaurantId',
    response: z.array(menuSchema),
    status: 200,
  },
  menusActive: {
    method: 'GET',
    path: '/menus/active',
    summary: 'The switched-on menus of the active shift, by venue time (spec §4 active shift)',
    permission: read,
    response: activeMenusSchema,
    status: 200,
  },
  menusByShift: {
    method: 'GET',
    path: '/menus/shift/{shiftId}',
    summary: 'Menus served in a shift (a menu naming no shift is served in every one)',
    permission: read,
    params: z.object({ shiftId: entityIdSchema }),
    response: z.array(menuSchema),
    status: 200,
  },
  menuGet: {
    method: 'GET',
    path: '/menus/{id}',
    summary: 'A menu with its categories, sub-categories and products',
    permission: read,
    params: idParamsSchema,
    response: menuDetailSchema,
    status: 200,
  },
  menuCreate: {
    method: 'POST',
    path: '/menus',
    summary: 'Create a menu',
    permission: manage,
    body: createMenuSchema,
    response: menuSchema,
    status: 201,
  },
  menuUpdate: {
    method: 'PUT',
    path: '/menus/{id}',
    summary: 'Update a menu',
    permission: manage,
    params: idParamsSchema,
    body: updateMenuSchema,
    response: menuSchema,
    status: 200,
  },
  menuDelete: deleteById(
    '/menus/{id}',
    'Delete a menu with its categories; its products stay, off the menu',
    manage,
  ),
  menuAddProduct: {
    method: 'POST',
    path: '/menus/{id}/products',
    summary: 'Place a product on the menu under a category (and sub-category)',
    permission: manage,
    params: idParamsSchema,
    body: menuProductPlacementSchema,
    response: productSchema,
    status: 200,
  },
  menuEditProduct: {
    method: 'PUT',
    path: '/menus/{id}/products/{productId}',
    summary: 'Move a product within the menu or change its order',
    permission: manage,
    params: menuProductParams,
    body: editMenuProductSchema,
    response: productSchema,
    status: 200,
  },
  menuRemoveProduct: {
    method: 'DELETE',
    path: '/menus/{id}/products/{productId}',
    summary: 'Take a product off the menu (the product itself stays)',
    permission: manage,
    params: menuProductParams,
    response: productSchema,
    status: 200,
  },
  menuUpdateStock: {
    method: 'PUT',
    path: '/menus/stock/{id}',
    summary: 'Set the portions left and/or 86 a product (out of stock hides it from ordering)',
    permission: 'menus.stock',
    params: idParamsSchema,
    body: stockUpdateSchema,
    response: productSchema,
    status: 200,
  },

  // ——— Categories and sub-categories ———
  categoriesByMenu: {
    method: 'GET',
    path: '/menu-categories/menu/{menuId}',
    summary: 'Categories of a menu',
    permission: read,
    params: z.object({ menuId: entityIdSchema }),
    response: z.array(menuCategorySchema),
    status: 200,
  },
  categoriesByMenuWithSubCategories: {
    method: 'GET',
    path: '/menu-categories/menu/{menuId}/with-subcategories',
    summary: 'Categories of a menu, each with its sub-categories',
    permission: read,
    params: z.object({ menuId: entityIdSchema }),
    response: z.array(categoryWithSubCategoriesSchema),
    status: 200,
  },
  categoryGet: {
    method: 'GET',
    path: '/menu-categories/{id}',
    summary: 'A category',
    permission: read,
    params: idParamsSchema,
    response: menuCategorySchema,
    status: 200,
  },
  categoryGetWithSubCategories: {
    method: 'GET',
    path: '/menu-categories/{id}/with-subcategories',
    summary: 'A category with its sub-categories',
    permission: read,
    params: idParamsSchema,
    response: categoryWithSubCategoriesSchema,
    status: 200,
  },
  categoryCreate: {
    method: 'POST',
    path: '/menu-categories',
    summary: 'Create a category on a menu',
    permission: manage,
    body: createMenuCategorySchema,
    response: menuCategorySchema,
    status: 201,
  },
  categoryCreateWithSubCategories: {
    method: 'POST',
    path: '/menu-categories/with-subcategories',
    summary: 'Create a category and its sub-categories in one call',
    permission: manage,
    body: createCategoryWithSubCategoriesSchema,
    response: categoryWithSubCategoriesSchema,
    status: 201,
  },
  categoryUpdate: {
    method: 'PUT',
    path: '/menu-categories/{id}',
    summary: 'Update a category',
    permission: manage,
    params: idParamsSchema,
    body: updateMenuCategorySchema,
    response: menuCategorySchema,
    status: 200,
  },
  categoryUpdateWithSubCategories: {
    method: 'PUT',
    path: '/menu-categories/{id}/with-subcategories',
    summary: 'Update a category and replace its sub-category list (kept by id, added, or deleted)',
    permission: manage,
    params: idParamsSchema,
    body: updateCategoryWithSubCategoriesSchema,
    response: categoryWithSubCategoriesSchema,
    status: 200,
  },
  categoryDelete: deleteById(
    '/menu-categories/{id}',
    'Delete a category and its sub-categories; its products go off the menu',
    manage,
  ),
  subCategoriesByCategory: {
    method: 'GET',
    path: '/menu-subcategories/category/{categoryId}',
    summary: 'Sub-categories of a category',
    permission: read,
    params: z.object({ categoryId: entityIdSchema }),
    response: z.array(menuSubCategorySchema),
    status: 200,
  },
  subCategoryGet: {
    method: 'GET',
    path: '/menu-subcategories/{id}',
    summary: 'A sub-category',
    permission: read,
    params: idParamsSchema,
    response: menuSubCategorySchema,
    status: 200,
  },
  subCategoryCreate: {
    method: 'POST',
    path: '/menu-subcategories',
    summary: 'Create a sub-category in a category',
    permission: manage,
    body: createMenuSubCategorySchema,
    response: menuSubCategorySchema,
    status: 201,
  },
  subCategoryUpdate: {
    method: 'PUT',
    path: '/menu-subcategories/{id}',
    summary: 'Update a sub-category',
    permission: manage,
    params: idParamsSchema,
    body: updateMenuSubCategorySchema,
    response: menuSubCategorySchema,
    status: 200,
  },
  subCategoryDelete: deleteById(
    '/menu-subcategories/{id}',
    'Delete a sub-category; its products stay in the category',
    manage,
  ),
  ...PRODUCT_CALLS,
} as const satisfies Record<string, RouteContract>;

export type MenuCallName = keyof typeof MENU_CALLS;

/** The public image route: not a JSON call, so it sits beside the contracts. */
export const PRODUCT_IMAGE_ROUTE = { method: 'GET', path: '/food-items/images/{imageId}' } as const;
