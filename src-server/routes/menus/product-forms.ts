// Spec §7 sends products as multipart form data with image files. @fastify/multipart parses the
// form before validation (files are read into request.uploads, capped in size and number; a form
// it cannot read is a 400); form fields arrive as text, so they are turned into the JSON types the
// product schema checks.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RouteContract } from '../../../src-shared/resources/route-contract.js';
import { HttpError } from '../../http/http-error.js';
import { MAX_IMAGE_BYTES, MAX_IMAGES_PER_PRODUCT, type UploadedFile } from '../../menus/product-images.js';

declare module 'fastify' {
  interface FastifyRequest {
    uploads: UploadedFile[];
  }
}

const NUMBERS = new Set([
  'price',
  'tax',
  'totalPrice',
  'spicy',
  'status',
  'upsale',
  'cross_Sale',
  'restaurant_outlet_id',
  'stock_quantity',
  'sort_order',
]);
const LISTS = new Set(['allergens', 'dietPreferences', 'modifier_group_ids']);
const BOOLEANS = new Set(['out_of_stock']);

/** A form field's text as the JSON value it stands for (unreadable text is left for the schema to refuse). */
function fieldValue(types: FormFieldTypes, key: string, value: unknown): unknown {
  if (Array.isArray(value)) return types.lists.has(key) ? value : value[value.length - 1];
  if (typeof value !== 'string') return value;
  if (value === 'null') return null;
  if (types.lists.has(key)) {
    if (value.trim().startsWith('[')) {
      try {
        return JSON.parse(value) as unknown;
      } catch {
        return value;
      }
    }
    return value
      .split(',')
      .map((v) => v.trim())
      .filter((v) => v.length > 0);
  }
  if (types.numbers.has(key)) return value.trim() === '' ? null : Number(value);
  if (types.booleans.has(key))
    return value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value;
  return value;
}

/** Multipart is parsed by @fastify/multipart here, not by the route helper's text-only form parser. */
export const multipartRoute = <R extends RouteContract>(contract: R): R => ({ ...contract, forms: false });

/** Which form fields stand for numbers, lists and booleans; the rest stay text. */
export interface FormFieldTypes {
  numbers: ReadonlySet<string>;
  lists: ReadonlySet<string>;
  booleans: ReadonlySet<string>;
}

export function acceptProductForms(app: FastifyInstance): Promise<void> {
  return acceptUploadForms(
    app,
    { numbers: NUMBERS, lists: LISTS, booleans: BOOLEANS },
    { fileSize: MAX_IMAGE_BYTES, files: MAX_IMAGES_PER_PRODUCT },
  );
}

/**
 * Multipart forms with files for the routes of this plugin: files go to request.uploads (capped by
 * `limits`), fields become the JSON values `types` says they are. A file over `fileSize` refuses
 * the whole request (413), unless `oversize` is 'mark': it is then cut there and marked `truncated`
 * so the route can refuse that file alone, by name (a bulk upload answers per file).
 */
export async function acceptUploadForms(
  app: FastifyInstance,
  types: FormFieldTypes,
  limits: { fileSize: number; files: number },
  oversize: 'refuse' | 'mark' = 'refuse',
): Promise<void> {
  const uploads = new WeakMap<object, UploadedFile[]>();
  app.decorateRequest('uploads', {
    getter(this: FastifyRequest) {
      let files = uploads.get(this);
      if (!files) uploads.set(this, (files = []));
      return files;
    },
  });
  await app.register(multipart, {
    limits: { ...limits, fields: 60, fieldSize: 64 * 1024 },
    throwFileSizeLimit: oversize === 'refuse',
  });
  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) return;
    const fields: Record<string, unknown> = {};
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          const data = await part.toBuffer();
          request.uploads.push({
            field: part.fieldname,
            filename: part.filename,
            mimetype: part.mimetype,
            data,
            ...(part.file.truncated ? { truncated: true } : {}),
          });
          continue;
        }
        const seen: unknown = fields[part.fieldname];
        fields[part.fieldname] =
          seen === undefined
            ? part.value
            : Array.isArray(seen)
              ? [...(seen as unknown[]), part.value]
              : [seen, part.value];
      }
    } catch (error) {
      // Limits (413) keep their own answer; anything else the form parser trips on is the caller's.
      const status = (error as { statusCode?: unknown }).statusCode;
      if (typeof status === 'number' && status >= 400 && status < 500) throw error;
      throw new HttpError(400, 'Malformed form data in request body');
    }
    request.body = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, fieldValue(types, k, v)]));
  });
}
