// Product photos: whatever staff upload (JPEG, PNG, WebP, GIF, AVIF) is re-encoded as WebP no
// larger than 1200 px, so the menu stays light and no uploaded file is ever served as sent. The
// product row lists its images; the bytes live in product_images and are served by id.
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { uuidv7 } from '../../src-shared/ids.js';
import type { Product } from '../../src-shared/schemas/product.js';
import type { DbExecutor } from '../db/client.js';
import { productImages, products } from '../db/schema/index.js';
import { HttpError, notFound } from '../http/http-error.js';
import type { DomainWrite } from '../sync/write-context.js';
import { productView } from './menu-views.js';
import { productCrud } from './product-service.js';

export const MAX_IMAGES_PER_PRODUCT = 8;
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
const MAX_EDGE = 1200;

export interface UploadedFile {
  field: string;
  filename: string;
  mimetype: string;
  data: Buffer;
  /** Cut at the form's size limit (only where the route asked to be told rather than refuse). */
  truncated?: boolean;
}

/** §8 "File is required for upload", and a file that is not a picture, are the caller's 422. */
export const FILE_REQUIRED = 'File is required for upload';

/** An uploaded picture re-encoded as WebP within maxEdge px; a file that is no picture is a 422 naming its field. */
export async function toWebp(
  file: UploadedFile,
  maxEdge = MAX_EDGE,
): Promise<{ data: Buffer; width: number; height: number }> {
  if (file.data.length === 0) throw new HttpError(422, FILE_REQUIRED, { image: [FILE_REQUIRED] });
  try {
    const { data, info } = await sharp(file.data, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width: maxEdge, height: maxEdge, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    const message = `${file.filename || 'The file'} is not an image this console can read (JPEG, PNG, WebP, GIF or AVIF)`;
    throw new HttpError(422, message, { [file.field]: [message] });
  }
}

/** Adds images to a product in the caller's transaction; the product row (and feed) follows. */
export const addProductImages: DomainWrite<{ id: string; files: readonly UploadedFile[] }, Product> = async (
  write,
  ctx,
  { id, files },
) => {
  const stored = await productCrud.row(write.tx, ctx.restaurantId, id);
  if (stored.images.length + files.length > MAX_IMAGES_PER_PRODUCT)
    throw new HttpError(422, `A product can have at most ${MAX_IMAGES_PER_PRODUCT} images`, {
      image: [`${stored.name} has ${stored.images.length} images already`],
    });
  const added: { id: string; width: number; height: number }[] = [];
  for (const file of files) {
    const image = await toWebp(file);
    const imageId = uuidv7();
    await write.tx.insert(productImages).values({
      id: imageId,
      restaurantId: ctx.restaurantId,
      productId: id,
      contentType: 'image/webp',
      width: image.width,
      height: image.height,
      data: image.data,
    });
    added.push({ id: imageId, width: image.width, height: image.height });
  }
  return setImages(write.tx, ctx.restaurantId, id, [...stored.images, ...added], async (row) =>
    write.record('products', row.id, productView(row)),
  );
};

export const removeProductImage: DomainWrite<{ id: string; imageId: string }, Product> = async (
  write,
  ctx,
  { id, imageId },
) => {
  const stored = await productCrud.row(write.tx, ctx.restaurantId, id);
  if (!stored.images.some((i) => i.id === imageId))
    throw notFound(`Product ${stored.name} has no image ${imageId}`);
  await write.tx
    .delete(productImages)
    .where(and(eq(productImages.restaurantId, ctx.restaurantId), eq(productImages.id, imageId)));
  return setImages(
    write.tx,
    ctx.restaurantId,
    id,
    stored.images.filter((i) => i.id !== imageId),
    async (row) => write.record('products', row.id, productView(row)),
  );
};

async function setImages(
  db: DbExecutor,
  restaurantId: number,
  id: string,
  images: { id: string; width: number; height: number }[],
  record: (row: typeof products.$inferSelect) => Promise<void>,
): Promise<Product> {
  const [row] = await db
    .update(products)
    .set({ images, updatedAt: new Date() })
    .where(and(eq(products.restaurantId, restaurantId), eq(products.id, id)))
    .returning();
  if (!row) throw notFound(`No product with id ${id} in this restaurant`);
  await record(row);
  return productView(row);
}

/** An image's bytes by id (any tenant: the id is an unguessable UUID, as on a CDN). */
export async function productImage(
  db: DbExecutor,
  imageId: string,
): Promise<{ contentType: string; data: Buffer } | null> {
  const [row] = await db
    .select({ contentType: productImages.contentType, data: productImages.data })
    .from(productImages)
    .where(eq(productImages.id, imageId));
  return row ?? null;
}
