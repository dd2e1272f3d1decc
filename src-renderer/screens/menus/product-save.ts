// Saving an edited product: the update, then the calls that clear what the form cleared.
import type { IpcResult } from '../../../src-shared/ipc/channels.js';
import { type CreateProduct, type Product } from '../../../src-shared/schemas/product.js';
import { callApi, uploadPartOf } from '../../data/call.js';

/**
 * An edit: the update (multipart, where an empty value is not sent) and then, for what was
 * cleared, the calls that clear it (off the menu, out of a sub-category, stock no longer counted).
 */
export async function saveEdit(
  product: Product,
  body: CreateProduct,
  files: Awaited<ReturnType<typeof uploadPartOf>>[],
): Promise<IpcResult<Product>> {
  let result: IpcResult<Product> = await callApi('menus.productUpdate', {
    params: { id: product.id },
    body,
    files,
  });
  if (!result.ok) return result;
  if (product.menu_Id && !body.menu_Id)
    result = await callApi('menus.menuRemoveProduct', {
      params: { id: product.menu_Id, productId: product.id },
    });
  else if (body.menu_Id && body.category && !body.menu_Sub_Category_id && result.value.menu_Sub_Category_id)
    result = await callApi('menus.menuEditProduct', {
      params: { id: body.menu_Id, productId: product.id },
      body: { menu_Sub_Category_id: null },
    });
  if (result.ok && body.stock_quantity === null && result.value.stock_quantity !== null)
    result = await callApi('menus.menuUpdateStock', {
      params: { id: product.id },
      body: { stock_quantity: null },
    });
  return result;
}

/** A new product or an edit, its picked images sent as multipart parts. */
export async function saveProduct(
  product: Product | null,
  body: CreateProduct,
  images: readonly File[],
): Promise<IpcResult<Product>> {
  const parts = await Promise.all(images.map((f) => uploadPartOf('images', f)));
  return product ? saveEdit(product, body, parts) : callApi('menus.productCreate', { body, files: parts });
}
