// A webhook a provider posts to a venue (a POS's checks, an email provider's delivery events, a card
// provider's payments): public — the provider has no session — and read as the raw body, because its
// signature is over the bytes sent, not over JSON re-serialised. The handler gets the venue's id from
// the path and the raw body, checks the signature itself, and answers what it did with the event.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fastifyForm } from '../../src-shared/resources/route-contract.js';
import { HttpError } from './http-error.js';

export interface SignedWebhook<T> {
  /** The declared path, with `{restaurantId}`. */
  path: string;
  tags: string[];
  summary: string;
  /** One event is a few kilobytes: a larger body is refused (413) before it is read. */
  bodyLimit?: number;
  handle(restaurantId: number, raw: string, request: FastifyRequest): Promise<{ data: T; message: string }>;
}

export async function signedWebhookRoute<T>(app: FastifyInstance, hook: SignedWebhook<T>): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    scope.route({
      method: 'POST',
      url: fastifyForm(hook.path),
      bodyLimit: hook.bodyLimit ?? 64 * 1024,
      config: {
        access: { kind: 'public' },
        errors: { 401: true, 404: true, 413: true, 415: true, 422: true },
      },
      schema: { tags: hook.tags, summary: hook.summary },
      handler: async (request) => {
        const restaurantId = Number((request.params as { restaurantId?: string }).restaurantId);
        if (!Number.isInteger(restaurantId) || restaurantId <= 0)
          throw new HttpError(400, 'The restaurant id must be a whole number');
        const raw = typeof request.body === 'string' ? request.body : '';
        const { data, message } = await hook.handle(restaurantId, raw, request);
        return { success: true, data, message };
      },
    });
  });
}
