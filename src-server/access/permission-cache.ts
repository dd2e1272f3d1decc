// The permission cache (spec §6 "permission cache (stats, invalidate)"): a role type's permission
// set, read once per grants version instead of once per request. Entries are keyed by
// (role type, grants_version) and every change of a role's grants bumps its version in the same
// transaction, so a stale set is never served — on this API node or any other — and invalidating
// is an operator's tool (free memory, force a re-read), not something correctness depends on.
import type { CacheStats } from '../../src-shared/schemas/access.js';

interface Entry {
  restaurantId: number;
  permissions: ReadonlySet<string>;
}

export class PermissionCache {
  private readonly entries = new Map<string, Entry>();
  private hits = 0;
  private misses = 0;
  private invalidations = 0;
  private lastInvalidatedAt: Date | null = null;

  private static key(roleTypeId: number, version: number): string {
    return `${roleTypeId}:${version}`;
  }

  get(roleTypeId: number, version: number): ReadonlySet<string> | undefined {
    const entry = this.entries.get(PermissionCache.key(roleTypeId, version));
    if (entry) this.hits += 1;
    else this.misses += 1;
    return entry?.permissions;
  }

  set(roleTypeId: number, version: number, restaurantId: number, permissions: ReadonlySet<string>): void {
    // An older version of the same role type can never be asked for again.
    for (const key of this.entries.keys()) if (key.startsWith(`${roleTypeId}:`)) this.entries.delete(key);
    this.entries.set(PermissionCache.key(roleTypeId, version), { restaurantId, permissions });
  }

  /** Drops the entries of one restaurant's role type, of one restaurant, or all; answers how many. */
  invalidate(scope: { restaurantId?: number; roleTypeId?: number } = {}): number {
    let dropped = 0;
    for (const [key, entry] of this.entries) {
      const roleTypeId = Number(key.slice(0, key.indexOf(':')));
      if (scope.restaurantId !== undefined && entry.restaurantId !== scope.restaurantId) continue;
      if (scope.roleTypeId !== undefined && roleTypeId !== scope.roleTypeId) continue;
      this.entries.delete(key);
      dropped += 1;
    }
    this.invalidations += 1;
    this.lastInvalidatedAt = new Date();
    return dropped;
  }

  /** Counts over this API node's life; `entries` only of the restaurant when one is named. */
  stats(restaurantId?: number): CacheStats {
    const entries =
      restaurantId === undefined
        ? this.entries.size
        : [...this.entries.values()].filter((e) => e.restaurantId === restaurantId).length;
    const asked = this.hits + this.misses;
    return {
      entries,
      hits: this.hits,
      misses: this.misses,
      hit_ratio: asked === 0 ? 0 : Math.round((this.hits / asked) * 1000) / 1000,
      invalidations: this.invalidations,
      last_invalidated_at: this.lastInvalidatedAt?.toISOString() ?? null,
    };
  }
}
