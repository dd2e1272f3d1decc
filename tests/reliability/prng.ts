// A small seeded PRNG (mulberry32) for the randomized sync tests: the same seed gives the same
// choices, so a failing seed printed by a run is replayed with SYNC_SEED=<seed>.
import { seededRandom } from '../../src-shared/seeded-random.js';

export class Prng {
  /** A float in [0, 1). */
  readonly next: () => number;

  constructor(readonly seed: number) {
    this.next = seededRandom(seed >>> 0 || 0x9e3779b9);
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Prng.pick of an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** One item by weight: [[weight, item], …]. */
  weighted<T>(entries: readonly (readonly [number, T])[]): T {
    const total = entries.reduce((sum, [w]) => sum + w, 0);
    let roll = this.next() * total;
    for (const [w, item] of entries) {
      roll -= w;
      if (roll < 0) return item;
    }
    const last = entries.at(-1);
    if (!last) throw new Error('Prng.weighted of an empty list');
    return last[1];
  }
}

/** Seeds to run: SYNC_SEED=<n> replays one; otherwise `count` seeds from SYNC_SEED_BASE (default 1). */
export function seedsFromEnv(defaultCount: number, env: NodeJS.ProcessEnv = process.env): number[] {
  if (env.SYNC_SEED !== undefined && env.SYNC_SEED !== '') return [Number(env.SYNC_SEED)];
  const count = env.SYNC_SEEDS ? Number(env.SYNC_SEEDS) : defaultCount;
  const base = env.SYNC_SEED_BASE ? Number(env.SYNC_SEED_BASE) : 1;
  return Array.from({ length: count }, (_, i) => base + i);
}
