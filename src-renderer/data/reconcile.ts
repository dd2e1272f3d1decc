// Structural sharing for reloaded data: a fresh answer from main (a new object graph on every
// read, since IPC copies it) is matched against what the screen already holds, and every part
// that did not change keeps its old identity. Rows (objects with a string `id`) are matched by id,
// so a list where one booking changed answers the same objects for the other 999 and memoised rows
// skip their render; an answer equal to the held one is the held one itself.

type Plain = Record<string, unknown>;

function isPlain(value: unknown): value is Plain {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

function rowId(value: unknown): string | undefined {
  if (!isPlain(value)) return undefined;
  const id = value.id;
  return typeof id === 'string' ? id : undefined;
}

function reconcileArray(prev: readonly unknown[], next: readonly unknown[]): readonly unknown[] {
  // Old rows by id (a list of rows can reorder, grow or shrink); other items by position.
  let byId: Map<string, unknown> | null = null;
  for (const item of prev) {
    const id = rowId(item);
    if (id === undefined) continue;
    byId ??= new Map();
    byId.set(id, item);
  }
  let same = prev.length === next.length;
  const out = next.map((item, index) => {
    const id = rowId(item);
    const old = id !== undefined && byId ? byId.get(id) : index < prev.length ? prev[index] : undefined;
    const kept = old === undefined ? item : reconcile(old, item);
    if (kept !== prev[index]) same = false;
    return kept;
  });
  return same ? prev : out;
}

function reconcileObject(prev: Plain, next: Plain): Plain {
  const keys = Object.keys(next);
  let same = keys.length === Object.keys(prev).length;
  const out: Plain = {};
  for (const key of keys) {
    const kept = Object.hasOwn(prev, key) ? reconcile(prev[key], next[key]) : next[key];
    if (!Object.hasOwn(prev, key) || kept !== prev[key]) same = false;
    out[key] = kept;
  }
  return same ? prev : out;
}

/**
 * `next`, with every part deeply equal to the same part of `prev` replaced by `prev`'s (so
 * `reconcile(a, b) === a` when they are equal). Only plain objects and arrays are shared.
 */
export function reconcile<T>(prev: T, next: T): T {
  if (Object.is(prev, next)) return prev;
  if (Array.isArray(prev) && Array.isArray(next)) return reconcileArray(prev, next) as T;
  if (isPlain(prev) && isPlain(next)) return reconcileObject(prev, next) as T;
  return next;
}
