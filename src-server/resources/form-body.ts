import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http/http-error.js';

export const FORM_CONTENT_TYPES = ['multipart/form-data', 'application/x-www-form-urlencoded'];

/**
 * Spec §7 sends reservation statuses as multipart form data. Parsed with the Web FormData API
 * Node already has (no multipart plugin needed); text fields become a plain object for the zod
 * schema, whose booleans and numbers accept their form spellings. File parts are ignored: a
 * status has none. Register inside the plugin whose routes take forms, so other routes still
 * answer 415 to a form.
 */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    FORM_CONTENT_TYPES,
    { parseAs: 'buffer' },
    async (request: FastifyRequest, body: Buffer) => {
      const contentType = request.headers['content-type'] ?? '';
      let form: FormData;
      try {
        form = await new Response(Uint8Array.from(body), {
          headers: { 'content-type': contentType },
        }).formData();
      } catch {
        throw new HttpError(400, 'Malformed form data in request body');
      }
      const fields: Record<string, string> = {};
      for (const [name, value] of form.entries()) if (typeof value === 'string') fields[name] = value;
      return fields;
    },
  );
}
