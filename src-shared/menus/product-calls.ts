// The spec §7 calls of Food items (products, their images, bulk create and the background import)
// and modifier groups, each a RouteContract: menu-calls.ts joins them with the menu and category
// calls into MENU_CALLS, the one table the server registers and the console calls by name.
import { z } from 'zod';
import { entityIdSchema } from '../ids.js';
import { idParamsSchema, type RouteContract, deleteById } from '../resources/route-contract.js';
import {
  createModifierGroupSchema,
  createProductSchema,
  globalProductUpdateSchema,
  globalUpdateResultSchema,
  modifierGroupSchema,
  productSchema,
  productStatusSchema,
  updateModifierGroupSchema,
  updateProductSchema,
} from '../schemas/product.js';
import { restaurantIdPathParamsSchema } from '../schemas/restaurant.js';
import {
  IMPORT_BODY_LIMIT,
  importJobParamsSchema,
  importJobSchema,
  importPreviewSchema,
  productImportRequestSchema,
} from './product-import.js';

const read = 'menus.read';
const manage = 'menus.manage';

export const bulkProductsSchema = z.object({
  items: z
    .array(createProductSchema)
    .min(1, 'Send at least one item')
    .max(500, 'No more than 500 items per call; use the background import for more'),
});
export const bulkCreatedSchema = z.object({ created: z.number().int(), ids: z.array(entityIdSchema) });

const imageParams = z.object({ id: entityIdSchema, imageId: entityIdSchema });

export const PRODUCT_CALLS = {
  // ——— Food items (products) ———
  productsByRestaurant: {
    method: 'GET',
    path: '/food-items/restaurant/{restaurantId}',
    summary: 'Products of the restaurant',
    permission: read,
    params: restaurantIdPathParamsSchema,
    restaurantParam: 'restaurantId',
    response: z.array(productSchema),
    status: 200,
  },
  productsByCategory: {
    method: 'GET',
    path: '/food-items/category/{categoryId}',
    summary: 'Products of a category',
    permission: read,
    params: z.object({ categoryId: entityIdSchema }),
    response: z.array(productSchema),
    status: 200,
  },
  productGet: {
    method: 'GET',
    path: '/food-items/{id}',
    summary: 'A product',
    permission: read,
    params: idParamsSchema,
    response: productSchema,
    status: 200,
  },
  productCreate: {
    method: 'POST',
    path: '/food-items',
    summary: 'Create a product (JSON, or multipart form data with image files under "images")',
    permission: manage,
    body: createProductSchema,
    response: productSchema,
    status: 201,
    forms: true,
  },
  productUpdate: {
    method: 'PUT',
    path: '/food-items/{id}',
    summary: 'Update a product (JSON, or multipart form data; image files are added)',
    permission: manage,
    params: idParamsSchema,
    body: updateProductSchema,
    response: productSchema,
    status: 200,
    forms: true,
  },
  productStatus: {
    method: 'PUT',
    path: '/food-items/{id}/status',
    summary: 'Offer a product (status 1) or withdraw it (status 0)',
    permission: manage,
    params: idParamsSchema,
    body: productStatusSchema,
    response: productSchema,
    status: 200,
  },
  productDelete: deleteById(
    '/food-items/{id}',
    'Delete a product (orders keep their own copy of its name and price)',
    manage,
  ),
  productsBulkCreate: {
    method: 'POST',
    path: '/food-items/bulk',
    summary: 'Create up to 500 products at once, all or none',
    permission: manage,
    body: bulkProductsSchema,
    response: bulkCreatedSchema,
    status: 201,
  },
  productsImportPreview: {
    method: 'POST',
    path: '/food-items/import/preview',
    summary: 'Check a CSV file of products row by row without importing it',
    permission: manage,
    body: productImportRequestSchema,
    bodyLimit: IMPORT_BODY_LIMIT,
    response: importPreviewSchema,
    status: 200,
  },
  productsImport: {
    method: 'POST',
    path: '/food-items/import',
    summary: 'Import a CSV file of products in the background; answers the job to follow',
    permission: manage,
    body: productImportRequestSchema,
    bodyLimit: IMPORT_BODY_LIMIT,
    response: importJobSchema,
    status: 201,
  },
  productsImportJob: {
    method: 'GET',
    path: '/food-items/jobs/{jobId}',
    summary: 'Where a background import stands: progress, rows created, refused rows',
    permission: manage,
    params: importJobParamsSchema,
    response: importJobSchema,
    status: 200,
  },
  productsGlobalUpdate: {
    method: 'PUT',
    path: '/food-items/global-update',
    summary: 'Apply one change to many products at once, all or none',
    permission: manage,
    body: globalProductUpdateSchema,
    response: globalUpdateResultSchema,
    status: 200,
  },
  productImageUpload: {
    method: 'POST',
    path: '/food-items/{id}/image',
    summary: 'Upload a product image (multipart, file field "image"); stored as WebP',
    permission: manage,
    params: idParamsSchema,
    response: productSchema,
    status: 201,
    forms: true,
  },
  productImageDelete: {
    method: 'DELETE',
    path: '/food-items/{id}/images/{imageId}',
    summary: 'Remove a product image',
    permission: manage,
    params: imageParams,
    response: productSchema,
    status: 200,
  },

  // ——— Modifier groups ———
  modifierGroupsAll: {
    method: 'GET',
    path: '/modifier-groups',
    summary: 'Modifier groups of the restaurant',
    permission: read,
    response: z.array(modifierGroupSchema),
    status: 200,
  },
  modifierGroupGet: {
    method: 'GET',
    path: '/modifier-groups/{id}',
    summary: 'A modifier group',
    permission: read,
    params: idParamsSchema,
    response: modifierGroupSchema,
    status: 200,
  },
  modifierGroupCreate: {
    method: 'POST',
    path: '/modifier-groups',
    summary: 'Create a modifier group (required, min/max selections, options with price changes)',
    permission: manage,
    body: createModifierGroupSchema,
    response: modifierGroupSchema,
    status: 201,
  },
  modifierGroupUpdate: {
    method: 'PUT',
    path: '/modifier-groups/{id}',
    summary: 'Update a modifier group; the rules are checked on the result',
    permission: manage,
    params: idParamsSchema,
    body: updateModifierGroupSchema,
    response: modifierGroupSchema,
    status: 200,
  },
  modifierGroupDelete: deleteById(
    '/modifier-groups/{id}',
    'Delete a modifier group; products offering it stop offering it',
    manage,
  ),
} as const satisfies Record<string, RouteContract>;
