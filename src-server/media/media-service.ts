// The media library's server side: a file is checked by its bytes (JPEG, PNG, WebP, GIF or PDF, at
// most MEDIA_MAX_BYTES), stored in the media store under a key the server makes, given a WebP
// thumbnail when it is a picture (the tag images' toWebp), and described by a row of `media`. Files
// are served back by signed, restaurant-scoped URLs (an <img> cannot send the bearer token): the
// signature covers the restaurant, the row, the variant and the expiry.
import crypto from 'node:crypto';
import { desc } from 'drizzle-orm';
import sharp from 'sharp';
import { uuidv7 } from '../../src-shared/ids.js';
import {
  MEDIA_FILE_ROUTE,
  MEDIA_MAX_BYTES,
  MEDIA_THUMBNAIL_EDGE,
  MEDIA_TYPES,
  MEDIA_URL_TTL_SECONDS,
  tooLargeMessage,
  wrongTypeMessage,
  type Media,
  type MediaMime,
  type MediaUpdate,
  type MediaVariant,
} from '../../src-shared/media/media-calls.js';
import { fillPath } from '../../src-shared/resources/route-contract.js';
import { media } from '../db/schema/index.js';
import { HttpError } from '../http/http-error.js';
import { FILE_REQUIRED, toWebp, type UploadedFile } from '../menus/product-images.js';
import { drizzleCrud } from '../resources/drizzle-crud.js';
import type { DomainWrite } from '../sync/write-context.js';
import type { MediaStore } from './media-store.js';

type MediaRow = typeof media.$inferSelect;

/** The type a file's first bytes say it is, whatever its name or the browser claimed. */
export function sniffMediaType(data: Buffer): MediaMime | null {
  const ascii = (from: number, to: number) => data.subarray(from, to).toString('latin1');
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'image/gif';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  if (ascii(0, 5) === '%PDF-') return 'application/pdf';
  return null;
}

/** A checked upload, ready to store: its type, its picture's size and thumbnail. */
export interface PreparedMedia {
  name: string;
  mime: MediaMime;
  data: Buffer;
  width: number | null;
  height: number | null;
  thumbnail: Buffer | null;
}

/** Checks one uploaded file: 413 over the limit, 422 when it is no file of ours or cannot be read. */
export async function prepareMedia(file: UploadedFile): Promise<PreparedMedia> {
  const name = file.filename.trim() || 'The file';
  if (file.truncated || file.data.length > MEDIA_MAX_BYTES)
    throw new HttpError(413, tooLargeMessage(name), { [file.field]: [tooLargeMessage(name)] });
  if (file.data.length === 0) throw new HttpError(422, FILE_REQUIRED, { [file.field]: [FILE_REQUIRED] });
  const mime = sniffMediaType(file.data);
  if (!mime) throw new HttpError(422, wrongTypeMessage(name), { [file.field]: [wrongTypeMessage(name)] });
  if (MEDIA_TYPES[mime].kind === 'document')
    return { name, mime, data: file.data, width: null, height: null, thumbnail: null };
  const thumbnail = await toWebp({ ...file, filename: name }, MEDIA_THUMBNAIL_EDGE);
  const meta = await sharp(file.data).metadata();
  // EXIF orientations 5–8 turn the picture a quarter: what staff see is the other way round.
  const turned = (meta.orientation ?? 1) >= 5;
  return {
    name,
    mime,
    data: file.data,
    width: (turned ? meta.height : meta.width) ?? null,
    height: (turned ? meta.width : meta.height) ?? null,
    thumbnail: thumbnail.data,
  };
}

/** Signs and checks the served files' URLs with the media-URL key (purpose-keys.ts). */
export function mediaUrlSigner(secret: Uint8Array, now: () => Date) {
  const sign = (restaurantId: number, id: string, variant: MediaVariant, exp: number) =>
    crypto
      .createHmac('sha256', secret)
      .update(`media:${restaurantId}:${id}:${variant}:${exp}`)
      .digest('base64url');
  return {
    /** A path valid until the hour after MEDIA_URL_TTL_SECONDS from now (stable within an hour, so cached). */
    url(restaurantId: number, id: string, variant: MediaVariant): string {
      const exp = Math.ceil((now().getTime() / 1000 + MEDIA_URL_TTL_SECONDS) / 3600) * 3600;
      const path = fillPath(MEDIA_FILE_ROUTE, { restaurantId: String(restaurantId), id, variant });
      return `${path}?exp=${exp}&sig=${sign(restaurantId, id, variant, exp)}`;
    },
    verify(restaurantId: number, id: string, variant: MediaVariant, exp: number, sig: string): boolean {
      if (!Number.isInteger(exp) || exp * 1000 < now().getTime()) return false;
      const expected = Buffer.from(sign(restaurantId, id, variant, exp));
      const given = Buffer.from(sig);
      return given.length === expected.length && crypto.timingSafeEqual(given, expected);
    },
  };
}
export type MediaUrlSigner = ReturnType<typeof mediaUrlSigner>;

type CreateArgs = {
  id: string;
  prepared: PreparedMedia;
  storageKey: string;
  thumbnailKey: string | null;
  altText?: string;
};

/** The library's reads and writes, with its store and URL signer. */
export function mediaService(store: MediaStore, signer: MediaUrlSigner) {
  const view = (row: MediaRow): Media => ({
    id: row.id,
    restaurant_id: row.restaurantId,
    name: row.name,
    alt_text: row.altText,
    mime: row.mime as MediaMime,
    kind: MEDIA_TYPES[row.mime as MediaMime].kind,
    size: row.size,
    width: row.width,
    height: row.height,
    url: signer.url(row.restaurantId, row.id, 'original'),
    thumbnail_url: row.thumbnailKey ? signer.url(row.restaurantId, row.id, 'thumbnail') : null,
    created_by: row.createdByName,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  });

  const crud = drizzleCrud<typeof media, Media, CreateArgs, MediaUpdate>({
    table: media,
    noun: 'media file',
    mirror: null,
    view,
    orderBy: [desc(media.createdAt), desc(media.id)],
    derive: (a, ctx, op) => {
      if (op === 'update') return {};
      const { prepared, storageKey, thumbnailKey, altText } = a as CreateArgs;
      return {
        name: prepared.name,
        altText: altText ?? '',
        mime: prepared.mime,
        size: prepared.data.length,
        width: prepared.width,
        height: prepared.height,
        storageKey,
        thumbnailKey,
        createdBy: ctx.audit?.userId ?? null,
        createdByName: ctx.actorName,
      };
    },
  });

  /**
   * Stores the bytes, then runs `insert` (the row's transaction); when that fails the bytes go again,
   * so a refused write leaves no file behind.
   */
  async function store_(
    restaurantId: number,
    prepared: PreparedMedia,
    insert: (keys: { id: string; storageKey: string; thumbnailKey: string | null }) => Promise<Media>,
  ): Promise<Media> {
    const id = uuidv7();
    const storageKey = `${id}.${MEDIA_TYPES[prepared.mime].extension}`;
    const thumbnailKey = prepared.thumbnail ? `${id}.thumb.webp` : null;
    await store.put(restaurantId, storageKey, prepared.data);
    if (thumbnailKey && prepared.thumbnail) await store.put(restaurantId, thumbnailKey, prepared.thumbnail);
    try {
      return await insert({ id, storageKey, thumbnailKey });
    } catch (error) {
      await store.remove(restaurantId, storageKey);
      if (thumbnailKey) await store.remove(restaurantId, thumbnailKey);
      throw error;
    }
  }

  /**
   * Deletes the row; its keys are answered so the caller removes the bytes once the transaction has
   * committed (a file left by a crash between the two is unreachable: no row, no signed URL).
   */
  const remove: DomainWrite<{ id: string }, { id: string; keys: string[] }> = async (write, ctx, { id }) => {
    const row = await crud.row(write.tx, ctx.restaurantId, id);
    await crud.remove(write, ctx, { id });
    return { id, keys: [row.storageKey, ...(row.thumbnailKey ? [row.thumbnailKey] : [])] };
  };

  /** A file's bytes for the file route: the row of that restaurant, or null. */
  async function file(
    db: Parameters<typeof crud.row>[0],
    restaurantId: number,
    id: string,
    variant: MediaVariant,
  ): Promise<{ contentType: string; data: Buffer } | null> {
    const row = await crud.row(db, restaurantId, id).catch(() => null);
    const key = row && (variant === 'thumbnail' ? row.thumbnailKey : row.storageKey);
    if (!row || !key) return null;
    const data = await store.get(restaurantId, key);
    return data && { contentType: variant === 'thumbnail' ? 'image/webp' : row.mime, data };
  }

  return {
    list: crud.list,
    get: crud.get,
    create: crud.create,
    update: crud.update,
    remove,
    store: store_,
    file,
  };
}
export type MediaService = ReturnType<typeof mediaService>;
