// Spec §3/§4 new-reservation draft as a pure reducer: update per field, reset to the defaults,
// refresh time and date to now, and label lists (client_tags, allergens, offer_details) edited by
// label with no duplicates.
import { newReservationDraft, type ReservationDraft } from '../../src-shared/schemas/reservation.js';
import type { Label } from '../../src-shared/schemas/client.js';

export interface DraftClock {
  date: string;
  time: string;
  timestamp: number;
}

export type LabelField = 'client_tags' | 'allergens' | 'offer_details';
type ScalarField = Exclude<keyof ReservationDraft, LabelField | 'errors' | 'timestamp'>;

export type DraftAction =
  | { type: 'update'; field: ScalarField; value: ReservationDraft[ScalarField] }
  | { type: 'addLabel'; field: LabelField; label: string }
  | { type: 'removeLabel'; field: LabelField; label: string }
  | { type: 'setLabels'; field: LabelField; labels: readonly string[] }
  | { type: 'reset'; now: DraftClock }
  | { type: 'refreshNow'; now: DraftClock }
  | { type: 'load'; draft: ReservationDraft }
  | { type: 'setErrors'; errors: Record<string, string> };

const sameLabel = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Adds a label unless one with the same label (case-insensitive) is there already. */
export function addLabel(list: readonly Label[], label: string): Label[] {
  const trimmed = label.trim();
  if (trimmed === '' || list.some((l) => sameLabel(l.label, trimmed))) return [...list];
  return [...list, { label: trimmed }];
}

export function removeLabel(list: readonly Label[], label: string): Label[] {
  return list.filter((l) => !sameLabel(l.label, label));
}

export function labelsFrom(labels: readonly string[]): Label[] {
  return labels.reduce<Label[]>((list, label) => addLabel(list, label), []);
}

function withoutError(errors: Record<string, string>, field: string): Record<string, string> {
  if (!(field in errors)) return errors;
  const next = { ...errors };
  delete next[field];
  return next;
}

export function draftReducer(draft: ReservationDraft, action: DraftAction): ReservationDraft {
  switch (action.type) {
    case 'update':
      return {
        ...draft,
        [action.field]: action.value,
        // Setting the table is the host's choice; clearing it hands the booking back to the engine.
        ...(action.field === 'table_number' ? { table_chosen: action.value !== '' } : {}),
        errors: withoutError(draft.errors, action.field),
      };
    case 'addLabel':
      return { ...draft, [action.field]: addLabel(draft[action.field], action.label) };
    case 'removeLabel':
      return { ...draft, [action.field]: removeLabel(draft[action.field], action.label) };
    case 'setLabels':
      return {
        ...draft,
        [action.field]: labelsFrom(action.labels),
        errors: withoutError(draft.errors, action.field),
      };
    case 'reset':
      return newReservationDraft(action.now);
    case 'refreshNow':
      return { ...draft, date: action.now.date, time: action.now.time, timestamp: action.now.timestamp };
    case 'load':
      return action.draft;
    case 'setErrors':
      return { ...draft, errors: action.errors };
  }
}
