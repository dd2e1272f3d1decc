// Per-element reconciliation of a floor plan layout (issue 13), as Excalidraw reconciles scenes:
// every element (a table placed on the layout, a room, a wall, a label) carries a version that its
// editor bumps on each change, and a deleted element stays as a tombstone with its version so a
// delete merges too. Merging an update into the stored layout keeps, per element, the higher
// version; on a tie the stored one stays (the first save of that version won). Elements the update
// does not mention are kept, so two editors saving from the same base never erase each other's work.

export interface Versioned {
  version: number;
  /** A tombstone: the element was removed at this version. */
  deleted?: boolean;
}

/**
 * Merges `incoming` into `stored` element by element (`key` names an element). The stored order is
 * kept and elements new to the layout follow in the update's order.
 */
export function mergeByVersion<T extends Versioned>(
  stored: readonly T[],
  incoming: readonly T[],
  key: (element: T) => string,
): T[] {
  const updates = new Map(incoming.map((e) => [key(e), e]));
  const merged = stored.map((s) => {
    const u = updates.get(key(s));
    return u && u.version > s.version ? u : s;
  });
  const known = new Set(stored.map(key));
  for (const u of incoming) if (!known.has(key(u))) merged.push(u);
  return merged;
}

/** The elements still on the layout (tombstones dropped), for screens and the host floorplan. */
export function liveElements<T extends Versioned>(elements: readonly T[]): Omit<T, 'deleted'>[] {
  return elements.filter((e) => !e.deleted).map(({ deleted: _deleted, ...live }) => live);
}
