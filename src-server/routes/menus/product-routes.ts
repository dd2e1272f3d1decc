// Food items (spec §7) and modifier groups, registered from the shared contracts. Create, update
// and image upload take multipart form data (product-forms.ts); the image route is public so an
// <img> can load it.
import type { FastifyPluginAsync } from 'fastify';
import { MENU_CALLS as C, PRODUCT_IMAGE_ROUTE } from '../../../src-shared/menus/menu-calls.js';
import { HttpError } from '../../http/http-error.js';
import { modifierGroupCrud } from '../../menus/modifier-service.js';
import {
  addProductImages,
  FILE_REQUIRED,
  productImage,
  removeProductImage,
  type UploadedFile,
} from '../../menus/product-images.js';
import { importJob, previewImport, startImport } from '../../menus/product-import.js';
import {
  bulkCreateProducts,
  createProduct,
  globalUpdateProducts,
  productCrud,
  productsOfCategory,
  updateProduct,
} from '../../menus/product-service.js';
import { publicImageRoute } from '../../resources/public-image-route.js';
import { byId, idAndPatch, routeTable } from '../../resources/route-helper.js';
import type { DomainWrite } from '../../sync/write-context.js';
import type { RouteDeps } from '../route-deps.js';
import { acceptProductForms, multipartRoute } from './product-forms.js';

/** A product write, then the files of the same request added to it, in the same transaction. */
function withUploads<A>(
  write: DomainWrite<A, { id: string }>,
): DomainWrite<A & { files: UploadedFile[] }, Awaited<ReturnType<typeof addProductImages>>> {
  return async (tenant, ctx, args) => {
    const product = await write(tenant, ctx, args);
    if (args.files.length === 0) return productCrud.get(tenant.tx, ctx.restaurantId, product.id);
    return addProductImages(tenant, ctx, { id: product.id, files: args.files });
  };
}

export function productRoutes(deps: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    const { db } = deps;
    await acceptProductForms(app);
    const route = routeTable(app, ['food items'], deps);

    route(C.productsByRestaurant, async ({ restaurantId }) => ({
      data: await productCrud.list(db, restaurantId),
    }));
    route(C.productsByCategory, async ({ restaurantId, params }) => ({
      data: await productsOfCategory(db, restaurantId, params.categoryId),
    }));
    route(C.productGet, async ({ restaurantId, params }) => ({
      data: await productCrud.get(db, restaurantId, params.id),
    }));
    route.write(
      multipartRoute(C.productCreate),
      withUploads(createProduct),
      ({ body, request }) => ({ ...body, files: request.uploads }),
      (p) => `Product ${p.name} created`,
    );
    route.write(
      multipartRoute(C.productUpdate),
      withUploads(updateProduct),
      ({ params, body, request }) => ({ id: params.id, patch: body, files: request.uploads }),
      (p) => `Product ${p.name} updated`,
    );
    route.write(
      C.productStatus,
      updateProduct,
      idAndPatch,
      (p) => `Product ${p.name} ${p.status === 1 ? 'offered' : 'withdrawn'}`,
    );
    route.write(C.productDelete, productCrud.remove, byId, 'Product deleted');
    route.write(C.productsBulkCreate, bulkCreateProducts, ({ body }) => body, 'Items added successfully!');
    route(C.productsImportPreview, async ({ restaurantId, body }) => ({
      data: await previewImport(db, restaurantId, body),
    }));
    route.write(
      C.productsImport,
      startImport,
      ({ body }) => body,
      (job) => `Import of ${job.rows} rows started`,
    );
    route(C.productsImportJob, async ({ restaurantId, params }) => ({
      data: await importJob(db, restaurantId, params.jobId),
    }));
    route.write(
      C.productsGlobalUpdate,
      globalUpdateProducts,
      ({ body }) => body,
      (r) => `${r.updated} products updated`,
    );
    route.write(
      multipartRoute(C.productImageUpload),
      async (write, ctx, args: { id: string; files: UploadedFile[] }) => {
        if (args.files.length === 0) throw new HttpError(422, FILE_REQUIRED, { image: [FILE_REQUIRED] });
        return addProductImages(write, ctx, args);
      },
      ({ params, request }) => ({ id: params.id, files: request.uploads }),
      (p) => `Image added to ${p.name}`,
    );
    route.write(
      C.productImageDelete,
      removeProductImage,
      ({ params }) => ({ id: params.id, imageId: params.imageId }),
      (p) => `Image removed from ${p.name}`,
    );

    publicImageRoute(
      app,
      PRODUCT_IMAGE_ROUTE,
      { tags: ['food items'], summary: 'A product image (WebP), by its id' },
      (imageId) => productImage(db, imageId),
    );

    const groups = routeTable(app, ['modifier groups'], deps);
    groups(C.modifierGroupsAll, async ({ restaurantId }) => ({
      data: await modifierGroupCrud.list(db, restaurantId),
    }));
    groups(C.modifierGroupGet, async ({ restaurantId, params }) => ({
      data: await modifierGroupCrud.get(db, restaurantId, params.id),
    }));
    groups.write(
      C.modifierGroupCreate,
      modifierGroupCrud.create,
      ({ body }) => body,
      (g) => `Modifier group ${g.name} created`,
    );
    groups.write(
      C.modifierGroupUpdate,
      modifierGroupCrud.update,
      idAndPatch,
      (g) => `Modifier group ${g.name} updated`,
    );
    groups.write(C.modifierGroupDelete, modifierGroupCrud.remove, byId, 'Modifier group deleted');
  };
}
