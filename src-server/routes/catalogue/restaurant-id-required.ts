// Spec §5: "Restaurant id is required for program, perk and access calls." A list path of theirs
// called without its `{restaurantId}` segment answers that text (400) instead of falling through
// to an item route that would call "getall" a malformed id.
import type { FastifyInstance } from 'fastify';
import { AVAILABILITY_MESSAGES } from '../../../src-shared/errors.js';
import { fastifyForm } from '../../../src-shared/resources/route-contract.js';
import { HttpError } from '../../http/http-error.js';
import { security } from '../../resources/route-helper.js';

const message = AVAILABILITY_MESSAGES.restaurantIdRequired;

/** `path` is a list path ending in `/{restaurantId}`; its form without that segment is registered. */
export function answerRestaurantIdRequired(app: FastifyInstance, path: string, tags: readonly string[]) {
  const bare = path.replace(/\/\{restaurantId\}$/, '');
  if (bare === path) throw new Error(`${path} does not end in /{restaurantId}`);
  app.route({
    method: 'GET',
    url: fastifyForm(bare),
    config: { access: { kind: 'authenticated' } },
    schema: { tags: [...tags], security, summary: `${message} (this path needs /{restaurantId})` },
    handler: async () => {
      throw new HttpError(400, message, { 'params.restaurantId': [message] });
    },
  });
}
