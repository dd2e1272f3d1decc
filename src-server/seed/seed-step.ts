// What a seed step is and what it gets, apart from the demo's list of steps so each step's file
// names it without importing the list that imports the step.
import type { AppTransaction } from '../db/client.js';

export interface SeedContext {
  tx: AppTransaction;
  /** Restaurant id by slug, filled by the restaurants step. */
  restaurantIds: Map<string, number>;
  /** Time zone per slug in place of the demo's own (end-to-end tests pick one where it is afternoon). */
  timeZones?: Readonly<Record<string, string>>;
}

export interface SeedStep {
  name: string;
  run(ctx: SeedContext): Promise<void>;
}
