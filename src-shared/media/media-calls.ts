// The restaurant's media library (spec §7 Restaurant "Media … per restaurant: list, create, bulk
// create, update, delete"; §2 /settings/mediaUpload). The spec names the calls, not their paths: ours
// sit beside the dress codes' (`/restaurant/{restaurantId}/media`). Files travel as multipart parts
// named `file`; what is accepted and how large is declared here once, so the console refuses a file
// before it is sent with the same words the server would use.
import { z } from 'zod';
import { idParamsSchema, type RouteContract, deleteById } from '../resources/route-contract.js';
import { restaurantIdPathParamsSchema } from '../schemas/restaurant.js';
import { tenantRowSchema } from '../schemas/row-parts.js';

/** The largest file the media library takes (under the console's 15 MB per call). */
export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;
/** Files in one bulk upload. */
export const MEDIA_BULK_MAX_FILES = 10;
/** A thumbnail's longest edge, in pixels (WebP). */
export const MEDIA_THUMBNAIL_EDGE = 256;
/** How long a served file's signed URL stays valid. */
export const MEDIA_URL_TTL_SECONDS = 6 * 60 * 60;

/**
 * What the library takes, by content (the bytes are checked, not the name or the browser's type):
 * pictures for the website and emails, and PDF for menus and documents. No SVG (it can carry script).
 */
export const MEDIA_TYPES = {
  'image/jpeg': { label: 'JPEG', extension: 'jpg', kind: 'image' },
  'image/png': { label: 'PNG', extension: 'png', kind: 'image' },
  'image/webp': { label: 'WebP', extension: 'webp', kind: 'image' },
  'image/gif': { label: 'GIF', extension: 'gif', kind: 'image' },
  'application/pdf': { label: 'PDF', extension: 'pdf', kind: 'document' },
} as const;
export type MediaMime = keyof typeof MEDIA_TYPES;
export const MEDIA_MIMES = Object.keys(MEDIA_TYPES) as MediaMime[];
export const isMediaMime = (value: string): value is MediaMime => Object.hasOwn(MEDIA_TYPES, value);

/** "10 MB" */
export const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
/** A file's size for staff: "740 KB", "2.4 MB". */
export const fileSize = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : megabytes(bytes);
const TYPE_LIST = 'JPEG, PNG, WebP, GIF or PDF';

/** The refusal of a file over the limit (HTTP 413), naming the file and the limit. */
export const tooLargeMessage = (name: string) =>
  `${name} is larger than the ${megabytes(MEDIA_MAX_BYTES)} limit for media files`;
/** The refusal of a file of another type (HTTP 422), naming the file and what is accepted. */
export const wrongTypeMessage = (name: string) => `${name} is not a ${TYPE_LIST} file`;

/**
 * The console's check before sending: what the server would refuse, by size and declared type (the
 * server checks the bytes again). Null when the file may go.
 */
export function mediaFileProblem(file: { name: string; size: number; type: string }): string | null {
  if (file.size > MEDIA_MAX_BYTES) return tooLargeMessage(file.name);
  if (!isMediaMime(file.type)) return wrongTypeMessage(file.name);
  if (file.size === 0) return 'File is required for upload';
  return null;
}

const altText = z.string().trim().max(250, 'alt_text cannot exceed 250 characters');
const fileName = z
  .string({ error: 'name is required' })
  .trim()
  .min(1, 'name is required')
  .max(200, 'name cannot exceed 200 characters');

export const mediaSchema = tenantRowSchema({
  name: z.string(),
  alt_text: z.string(),
  mime: z.enum(MEDIA_MIMES as [MediaMime, ...MediaMime[]]),
  kind: z.enum(['image', 'document']),
  size: z.number().int().nonnegative(),
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
  /** The file's API path, signed for this restaurant for MEDIA_URL_TTL_SECONDS. */
  url: z.string(),
  /** The WebP thumbnail's signed API path; null for a PDF. */
  thumbnail_url: z.string().nullable(),
  created_by: z.string(),
});
export type Media = z.infer<typeof mediaSchema>;

/** The text fields beside a create's `file` part. */
export const mediaCreateSchema = z.object({
  name: fileName.optional(),
  alt_text: altText.optional(),
});
export const mediaUpdateSchema = z
  .object({ name: fileName.optional(), alt_text: altText.optional() })
  .refine((v) => v.name !== undefined || v.alt_text !== undefined, {
    message: 'Nothing to change: give name or alt_text',
    path: ['alt_text'],
  });
export type MediaUpdate = z.output<typeof mediaUpdateSchema>;

/** One file of a bulk upload: stored, or refused with its reason and HTTP status. */
export const mediaBulkResultSchema = z.object({
  name: z.string(),
  ok: z.boolean(),
  media: mediaSchema.optional(),
  status: z.number().int().optional(),
  error: z.string().optional(),
});
export type MediaBulkResult = z.infer<typeof mediaBulkResultSchema>;

const BASE = '/restaurant/{restaurantId}/media';

export const MEDIA_CALLS = {
  'media.list': {
    method: 'GET',
    path: BASE,
    summary: "The restaurant's media library, newest first",
    permission: 'restaurant.read',
    params: restaurantIdPathParamsSchema,
    restaurantParam: 'restaurantId',
    response: z.array(mediaSchema),
    status: 200,
  },
  'media.create': {
    method: 'POST',
    path: BASE,
    summary: `Upload one media file (multipart "file": ${TYPE_LIST}, at most ${megabytes(MEDIA_MAX_BYTES)})`,
    permission: 'restaurant.manage',
    params: restaurantIdPathParamsSchema,
    restaurantParam: 'restaurantId',
    body: mediaCreateSchema,
    response: mediaSchema,
    status: 201,
    forms: true,
  },
  'media.bulkCreate': {
    method: 'POST',
    path: `${BASE}/bulk`,
    summary: `Upload up to ${MEDIA_BULK_MAX_FILES} media files (multipart "file" parts); each file's result`,
    permission: 'restaurant.manage',
    params: restaurantIdPathParamsSchema,
    restaurantParam: 'restaurantId',
    response: z.array(mediaBulkResultSchema),
    status: 200,
    forms: true,
  },
  'media.update': {
    method: 'PUT',
    path: '/restaurant/media/{id}',
    summary: 'Rename a media file or change its alt text',
    permission: 'restaurant.manage',
    params: idParamsSchema,
    body: mediaUpdateSchema,
    response: mediaSchema,
    status: 200,
  },
  'media.remove': deleteById(
    '/restaurant/media/{id}',
    'Delete a media file with its thumbnail',
    'restaurant.manage',
  ),
} as const satisfies Record<string, RouteContract>;

/** A stored file's path; `exp` and `sig` make it valid for one restaurant for a while (an <img> sends no token). */
export const MEDIA_FILE_ROUTE = {
  method: 'GET',
  path: '/media-files/{restaurantId}/{id}/{variant}',
} as const;
export const MEDIA_VARIANTS = ['original', 'thumbnail'] as const;
export type MediaVariant = (typeof MEDIA_VARIANTS)[number];
