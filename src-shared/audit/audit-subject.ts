// Issue 29 §7: the audit trail names each record by its person or thing, not its id — a reservation
// by its guest and its day and time, a client or a guest by name, a table, a product or a role by its
// name. Read from the row after the change (before it, for a delete), as the reader may see it: a
// guest's name masked for a role without "view guest contact details" names nobody.
import { CONTACT_MASK } from '../access/contact-mask.js';
import type { AuditSubject } from '../schemas/audit.js';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A shown text of the row, or null (empty, masked, or not text). */
function textOf(row: Record<string, unknown>, key: string): string | null {
  const value = row[key];
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text === '' || text.includes(CONTACT_MASK) ? null : text;
}

/** A person's two name fields, in either spelling a row uses. */
const PERSON_FIELDS = [
  ['first_name', 'last_name'],
  ['firstName', 'lastName'],
] as const;

/** What names a thing, in order: its name, a title or label, a staff member's name in a role row. */
const NAME_FIELDS = ['name', 'title', 'label', 'tag_name', 'user_name', 'shopName', 'filename'] as const;

const VENUE_DATE = /^\d{4}-\d{2}-\d{2}$/;
const VENUE_TIME = /^\d{2}:\d{2}$/;

function nameOf(row: Record<string, unknown>): string | null {
  for (const [first, last] of PERSON_FIELDS) {
    if (!(first in row) && !(last in row)) continue;
    const name = [textOf(row, first), textOf(row, last)].filter(Boolean).join(' ');
    // A person whose name is masked (or empty) is named by nothing else of the row.
    return name === '' ? null : name;
  }
  for (const key of NAME_FIELDS) {
    const name = textOf(row, key);
    if (name !== null) return name;
  }
  return null;
}

/**
 * The record an entry is about: its name, and the venue day and time it is for (a booking's, a
 * guest-list day's, a blackout date's); null when the row says none of these.
 */
export function auditSubject(before: unknown, after: unknown): AuditSubject | null {
  const row = isRecord(after) ? after : isRecord(before) ? before : null;
  if (!row) return null;
  const name = nameOf(row);
  const date = typeof row.date === 'string' && VENUE_DATE.test(row.date) ? row.date : null;
  const time = date && typeof row.time === 'string' && VENUE_TIME.test(row.time) ? row.time : null;
  if (name === null && date === null) return null;
  return { name, date, time };
}
