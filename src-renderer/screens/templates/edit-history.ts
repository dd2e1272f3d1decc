// Undo and redo for the template editors (spec §4: email templates keep undo and redo history;
// editing clears the redo history). Typing in one field is coalesced into one step while it goes
// on (a pause or a change of field starts a new step), so undo takes back a word, not a letter.

export interface EditHistory<T> {
  past: readonly T[];
  present: T;
  future: readonly T[];
  /** The field and time of the last edit, to coalesce a run of typing into one step. */
  last: { field: string; at: number } | null;
}

/** Steps kept; older ones fall off. */
export const HISTORY_LIMIT = 100;
/** Edits of one field closer together than this are one step. */
export const COALESCE_MS = 1000;

export function startHistory<T>(present: T): EditHistory<T> {
  return { past: [], present, future: [], last: null };
}

/** A local edit: a new present; the redo history is cleared. */
export function edit<T>(h: EditHistory<T>, next: T, field: string, at: number): EditHistory<T> {
  if (Object.is(next, h.present)) return h;
  const coalesce =
    h.last !== null && h.last.field === field && at - h.last.at < COALESCE_MS && h.past.length > 0;
  const past = coalesce ? h.past : [...h.past, h.present].slice(-HISTORY_LIMIT);
  return { past, present: next, future: [], last: { field, at } };
}

export const canUndo = (h: EditHistory<unknown>) => h.past.length > 0;
export const canRedo = (h: EditHistory<unknown>) => h.future.length > 0;

export function undo<T>(h: EditHistory<T>): EditHistory<T> {
  const previous = h.past.at(-1);
  if (previous === undefined) return h;
  return { past: h.past.slice(0, -1), present: previous, future: [h.present, ...h.future], last: null };
}

export function redo<T>(h: EditHistory<T>): EditHistory<T> {
  const [next, ...rest] = h.future;
  if (next === undefined) return h;
  return { past: [...h.past, h.present], present: next, future: rest, last: null };
}
