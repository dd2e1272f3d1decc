// Sends queued writes in order through the core (optimistic in the mirror, queued for the server).
// Stops at the first one the core refuses and returns its message for the screen to show.
import type { MutationName } from '../../../src-shared/sync/protocol.js';

export interface QueuedMutation {
  name: MutationName;
  args: unknown;
}

export async function sendMutations(mutations: readonly QueuedMutation[]): Promise<string | null> {
  for (const m of mutations) {
    const result = await window.venue['sync.mutate']({ name: m.name, args: m.args });
    if (!result.ok) return result.error.message;
  }
  return null;
}
