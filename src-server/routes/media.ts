// The media library's routes (src-shared/media/media-calls.ts): list, create, bulk create (each
// file's own result), update and delete, plus the signed file route the console's <img> and
// download links use. Uploads are multipart `file` parts read by the tag and product upload code.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { entityIdSchema } from '../../src-shared/ids.js';
import {
  MEDIA_BULK_MAX_FILES,
  MEDIA_CALLS,
  MEDIA_FILE_ROUTE,
  MEDIA_MAX_BYTES,
  MEDIA_VARIANTS,
  type Media,
  type MediaBulkResult,
} from '../../src-shared/media/media-calls.js';
import { fastifyForm } from '../../src-shared/resources/route-contract.js';
import { dbIdStringSchema } from '../../src-shared/schemas/restaurant.js';
import { requireTenant } from '../http/access-control.js';
import { forbidden, HttpError, notFound } from '../http/http-error.js';
import { FILE_REQUIRED, type UploadedFile } from '../menus/product-images.js';
import { createMediaStore } from '../media/media-store.js';
import { mediaService, mediaUrlSigner, prepareMedia } from '../media/media-service.js';
import { idAndPatch, routeTable, runWrite } from '../resources/route-helper.js';
import { bytesResponse } from '../resources/public-image-route.js';
import { auditedRow, type RowWriteKind } from '../audit/audit-change.js';
import type { DomainWrite } from '../sync/write-context.js';
import { acceptUploadForms, multipartRoute } from './menus/product-forms.js';
import type { RouteDeps } from './route-deps.js';

const NONE = new Set<string>();
const TAGS = ['media'];

/** A media row for the audit trail: without its signed links, which change every hour. */
const withoutLinks = (row: unknown) => {
  if (!row) return row;
  const { url: _url, thumbnail_url: _thumbnail, ...rest } = row as Media;
  return rest;
};

const fileParts = (uploads: readonly UploadedFile[]) => uploads.filter((f) => f.field === 'file');

export function mediaRoutes(deps: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    await acceptUploadForms(
      app,
      { numbers: NONE, lists: NONE, booleans: NONE },
      { fileSize: MEDIA_MAX_BYTES, files: MEDIA_BULK_MAX_FILES },
      // A file over the limit is refused by name (one of a bulk upload alone), not the whole form.
      'mark',
    );
    const store = deps.mediaStore ?? createMediaStore({ dataDir: deps.dataDir });
    const signer = mediaUrlSigner(deps.keys.mediaUrl, deps.now);
    const service = mediaService(store, signer);
    const route = routeTable(app, TAGS, deps);
    // Every write is in the audit trail: who, from which terminal, the file's row before and after.
    const audit = <A, R>(
      write: DomainWrite<A, R>,
      kind: RowWriteKind,
      call: { method: string; path: string },
    ) => auditedRow(write, 'media', kind, service.get, call, withoutLinks);
    const create = audit(service.create, 'create', MEDIA_CALLS['media.create']);
    const bulkCreate = audit(service.create, 'create', MEDIA_CALLS['media.bulkCreate']);
    const update = audit(service.update, 'update', MEDIA_CALLS['media.update']);
    const remove = audit(service.remove, 'remove', MEDIA_CALLS['media.remove']);

    /** Checks, stores and records one file in its own transaction. */
    const upload = async (
      request: FastifyRequest,
      file: UploadedFile,
      write: typeof create,
      altText?: string,
    ) => {
      const prepared = await prepareMedia(file);
      const { restaurantId } = requireTenant(request).tenant;
      return service.store(restaurantId, prepared, (keys) =>
        runWrite(deps, request, write, { prepared, ...keys, altText }),
      );
    };

    route(MEDIA_CALLS['media.list'], async ({ restaurantId }) => ({
      data: await service.list(deps.db, restaurantId),
    }));

    route(multipartRoute(MEDIA_CALLS['media.create']), async ({ body, request }) => {
      const files = fileParts(request.uploads);
      const [file] = files;
      if (!file) throw new HttpError(422, FILE_REQUIRED, { file: [FILE_REQUIRED] });
      if (files.length > 1) {
        const message = 'Send one file here; several go to the bulk upload';
        throw new HttpError(422, message, { file: [message] });
      }
      const named = body.name ? { ...file, filename: body.name } : file;
      const created = await upload(request, named, create, body.alt_text);
      return { data: created, message: `${created.name} uploaded` };
    });

    route(multipartRoute(MEDIA_CALLS['media.bulkCreate']), async ({ request }) => {
      const files = fileParts(request.uploads);
      if (files.length === 0) throw new HttpError(422, FILE_REQUIRED, { file: [FILE_REQUIRED] });
      const results: MediaBulkResult[] = [];
      // One after another: each file is its own write, so one refused file does not undo the others.
      for (const file of files) {
        try {
          results.push({ name: file.filename, ok: true, media: await upload(request, file, bulkCreate) });
        } catch (error) {
          if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
          results.push({ name: file.filename, ok: false, status: error.statusCode, error: error.message });
        }
      }
      const stored = results.filter((r) => r.ok).length;
      return { data: results, message: `${stored} of ${results.length} files uploaded` };
    });

    route.write(MEDIA_CALLS['media.update'], update, idAndPatch, (m) => `${m.name} updated`);

    route(MEDIA_CALLS['media.remove'], async ({ params, request, restaurantId }) => {
      const { id, keys } = await runWrite(deps, request, remove, { id: params.id });
      // After the commit: a failed delete of the row keeps its bytes.
      for (const key of keys) await store.remove(restaurantId, key);
      return { data: { id }, message: 'Media file deleted' };
    });

    app.route({
      method: MEDIA_FILE_ROUTE.method,
      url: fastifyForm(MEDIA_FILE_ROUTE.path),
      // A link whose signature is wrong or expired.
      config: { access: { kind: 'public' }, errors: { 403: true } },
      schema: {
        tags: TAGS,
        summary: 'A media file or its thumbnail, by a signed link from the media list',
        params: z.object({
          restaurantId: dbIdStringSchema,
          id: entityIdSchema,
          variant: z.enum(MEDIA_VARIANTS),
        }),
        querystring: z.object({
          exp: z.coerce.number({ error: 'exp must be a number' }).int(),
          sig: z.string().min(1, 'sig is required').max(100),
        }),
        response: bytesResponse('The file’s bytes, in its own content type', '*/*'),
      },
      handler: async (request, reply) => {
        const { restaurantId, id, variant } = request.params as {
          restaurantId: number;
          id: string;
          variant: (typeof MEDIA_VARIANTS)[number];
        };
        const { exp, sig } = request.query as { exp: number; sig: string };
        if (!signer.verify(restaurantId, id, variant, exp, sig))
          throw forbidden('This media link is not valid or has expired: reload the media list');
        const file = await service.file(deps.db, restaurantId, id, variant);
        if (!file) throw notFound(`No media file with id ${id}`);
        void reply
          .header('content-type', file.contentType)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, max-age=3600');
        return file.data;
      },
    });
  };
}
