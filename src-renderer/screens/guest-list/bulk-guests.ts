// Bulk add (pure): one guest a line, "name, party, mobile number, email, notes" separated by commas
// or tabs (a spreadsheet's columns paste as tabs). Only the name is required; the first word is the
// first name, the rest the last name; an empty party is 1. Every line is checked with the same
// schema the server uses, and the list is all or none: one bad line adds nobody.
import { addGuestListEntrySchema, type AddGuestListEntry } from '../../../src-shared/schemas/guest-list.js';

export interface BulkLineError {
  /** 1-based, as the text box shows it. */
  line: number;
  reason: string;
}

export interface BulkGuests {
  entries: AddGuestListEntry[];
  errors: BulkLineError[];
}

/** The most guests one bulk add takes (the server's bulk limit). */
export const BULK_GUEST_LIMIT = 500;

function entryOf(line: string, date: string): unknown {
  const [name = '', party = '', mobileNumber = '', email = '', ...notes] = line
    .split(line.includes('\t') ? '\t' : ',')
    .map((cell) => cell.trim());
  const [first = '', ...last] = name.split(/\s+/).filter(Boolean);
  return {
    date,
    first_name: first,
    last_name: last.join(' '),
    mobileNumber,
    email,
    guest_count: party === '' ? 1 : Number(party),
    notes: notes.join(', '),
  };
}

export function parseBulkGuests(text: string, date: string): BulkGuests {
  const entries: AddGuestListEntry[] = [];
  const errors: BulkLineError[] = [];
  const lines = text.split(/\r?\n/);
  lines.forEach((raw, i) => {
    if (raw.trim() === '') return;
    const parsed = addGuestListEntrySchema.safeParse(entryOf(raw, date));
    if (parsed.success) entries.push(parsed.data);
    else errors.push({ line: i + 1, reason: parsed.error.issues[0]?.message ?? 'Invalid line' });
  });
  if (entries.length + errors.length > BULK_GUEST_LIMIT)
    errors.unshift({ line: 0, reason: `No more than ${BULK_GUEST_LIMIT} guests at once` });
  return { entries, errors };
}
