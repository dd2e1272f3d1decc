// An image served by its id without a bearer token, so an <img> can load it (the id is an
// unguessable UUID, as on a CDN; a changed image gets a new id, so it is cached for good).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { entityIdSchema } from '../../src-shared/ids.js';
import { fastifyForm } from '../../src-shared/resources/route-contract.js';
import { notFound } from '../http/http-error.js';

/**
 * A 200 of raw bytes, for the OpenAPI document: a Buffer answer is sent as it is, never through
 * the schema's serializer.
 */
export const bytesResponse = (description: string, mediaType: string) => ({
  200: { description, content: { [mediaType]: { schema: z.string().meta({ format: 'binary' }) } } },
});

export function publicImageRoute(
  app: FastifyInstance,
  route: { method: 'GET'; path: string },
  schema: { tags: readonly string[]; summary: string },
  load: (imageId: string) => Promise<{ contentType: string; data: Buffer } | null>,
): void {
  app.route({
    method: route.method,
    url: fastifyForm(route.path),
    config: { access: { kind: 'public' } },
    schema: {
      tags: [...schema.tags],
      summary: schema.summary,
      params: z.object({ imageId: entityIdSchema }),
      response: bytesResponse('The image', 'image/*'),
    },
    handler: async (request, reply) => {
      const { imageId } = request.params as { imageId: string };
      const image = await load(imageId);
      if (!image) throw notFound(`No image with id ${imageId}`);
      void reply
        .header('content-type', image.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable');
      return image.data;
    },
  });
}
