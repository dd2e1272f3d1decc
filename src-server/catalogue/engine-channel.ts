// The booking channel a request names, as the availability engine reads it.
import type { EngineChannel } from '../../src-shared/domain/availability/index.js';
import type { DbExecutor } from '../db/client.js';

/** Null when the request names none (staff on the console, whom every rule's audience admits). */
export async function channelOf(
  _db: DbExecutor,
  _restaurantId: number,
  code: string | null,
): Promise<EngineChannel | null> {
  if (code === null) return null;
  return { code, supports_credit_cards: true };
}
