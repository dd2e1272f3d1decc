// Spec §7 sends products as multipart form data with image files. @fastify/multipart parses the
// form before validation (files are read into request.uploads, capped in size and number; a form
// it cannot read is a 400); form fields arrive as text, so they are turned into the JSON types the
// product schema checks.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
function fieldValue(key: string, value: unknown): unknown {
  if (Array.isArray(value)) return LISTS.has(key) ? value : value[value.length - 1];
  if (typeof value !== 'string') return value;
  if (value === 'null') return null;
  if (LISTS.has(key)) {
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
  if (NUMBERS.has(key)) return value.trim() === '' ? null : Number(value);
  if (BOOLEANS.has(key))
    return value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value;
  return value;
}

export async function acceptProductForms(app: FastifyInstance): Promise<void> {
  const uploads = new WeakMap<object, UploadedFile[]>();
  app.decorateRequest('uploads', {
    getter(this: FastifyRequest) {
      let files = uploads.get(this);
      if (!files) uploads.set(this, (files = []));
      return files;
    },
  });
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: MAX_IMAGES_PER_PRODUCT, fields: 60, fieldSize: 64 * 1024 },
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
    request.body = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, fieldValue(k, v)]));
  });
}
