// Notices: what staff are told when the server refused an offline change. Each names the guest,
// the time and the outcome, and stays listed until someone dismisses it.
import { and, desc, eq } from 'drizzle-orm';
import { uuidv7 } from '../../src-shared/ids.js';
import type { SyncNotice } from '../../src-shared/ipc/channels.js';
import type { MutationName, MutationResult } from '../../src-shared/sync/protocol.js';
import type { Row } from '../mirror/mirror-store.js';
import type { MirrorDb } from '../mirror/open-mirror.js';
import { notices } from '../mirror/schema.js';

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

export interface RejectionFacts {
  mutationId: string;
  name: MutationName;
  args: Record<string, unknown>;
  result: MutationResult;
  /** The row as staff saw it with the mutation applied. */
  before: Row | null;
  /** The row after rolling the mutation back (server truth plus other pending changes). */
  after: Row | null;
  /** Table names by id, to name the tables a booking wanted. */
  tableNames: ReadonlyMap<string, string>;
}

function guestName(row: Row | null, args: Record<string, unknown>): string {
  const source = row ?? args;
  const name = `${str(source.first_name)} ${str(source.last_name)}`.trim();
  return name.length > 0 ? name : 'Unnamed guest';
}

function wantedTables(facts: RejectionFacts): string {
  const ids = Array.isArray(facts.args.tableIds)
    ? facts.args.tableIds
    : Array.isArray(facts.before?.table_ids)
      ? facts.before.table_ids
      : [];
  const label = ids.map((id) => facts.tableNames.get(str(id)) ?? '?').join('+');
  return label.length > 0 ? label : str(facts.before?.table_number);
}

/** "kept the booking, table T4 was taken — now unassigned": what happened, in staff words. */
export function rejectionOutcome(facts: RejectionFacts): string {
  const { name, result } = facts;
  const reason = result.reason ?? 'the server refused the change';
  const taken = result.code === 'conflict';
  const tables = wantedTables(facts);
  const nowAt = str(facts.after?.table_number);
  switch (name) {
    case 'reservation.create':
      return taken && tables ? `booking not made, table ${tables} was taken` : `booking not made — ${reason}`;
    case 'reservation.assignTable':
      return taken
        ? `kept the booking, table ${tables} was taken — now ${nowAt || 'unassigned'}`
        : `kept the booking, table ${tables} not assigned (${reason}) — now ${nowAt || 'unassigned'}`;
    case 'reservation.setStatus':
      return `status not changed (${reason}) — still ${str(facts.after?.status) || 'unchanged'}`;
    case 'reservation.cancel':
      return `booking not cancelled — ${reason}`;
    case 'reservation.setDuration':
    case 'reservation.update':
      return taken
        ? `change not saved, table ${nowAt || tables} was taken — booking kept as before`
        : `change not saved — ${reason}`;
    case 'guest.checkIn':
      return `check-in not saved — ${reason}`;
    case 'guest.setBlacklist':
      return `blacklist change not saved — ${reason}`;
    case 'client.create':
      return `client not created — ${reason}`;
    case 'client.update':
      return `client change not saved — ${reason}`;
  }
}

export function buildNotice(facts: RejectionFacts, now: number): SyncNotice {
  const source = facts.before ?? facts.args;
  const date = str(source.date) || null;
  const time = str(source.time) || null;
  const guest = guestName(facts.before, facts.args);
  const outcome = rejectionOutcome(facts);
  const when = [date, time].filter(Boolean).join(' ');
  return {
    id: uuidv7(),
    createdAt: now,
    mutationId: facts.mutationId,
    mutationName: facts.name,
    guest,
    date,
    time,
    outcome,
    reason: facts.result.reason ?? '',
    message: when ? `${guest}, ${when}: ${outcome}` : `${guest}: ${outcome}`,
  };
}

/** The notice for an outbox row that no longer parses after an update (dead-lettered unsent). */
export function unreadableNotice(
  facts: {
    mutationId: string;
    name: string;
    args: Record<string, unknown>;
    before: Row | null;
    problem: string;
  },
  now: number,
): SyncNotice {
  const source = facts.before ?? facts.args;
  const date = str(source.date) || null;
  const time = str(source.time) || null;
  const guest = guestName(facts.before, facts.args);
  const outcome = 'change not sent — it no longer reads after the console was updated';
  const when = [date, time].filter(Boolean).join(' ');
  return {
    id: uuidv7(),
    createdAt: now,
    mutationId: facts.mutationId,
    mutationName: facts.name,
    guest,
    date,
    time,
    outcome,
    reason: facts.problem,
    message: when ? `${guest}, ${when}: ${outcome}` : `${guest}: ${outcome}`,
  };
}

/** A notice about the terminal's sync as a whole (not one change): guest and time are empty. */
export function syncNotice(kind: string, outcome: string, reason: string, now: number): SyncNotice {
  return {
    id: uuidv7(),
    createdAt: now,
    mutationId: '',
    mutationName: kind,
    guest: '',
    date: null,
    time: null,
    outcome,
    reason,
    message: `${outcome}. ${reason}`,
  };
}

export class NoticeStore {
  constructor(private readonly db: MirrorDb) {}

  add(notice: SyncNotice): void {
    this.db
      .insert(notices)
      .values({ ...notice, dismissed: false })
      .run();
  }

  open(): SyncNotice[] {
    return this.db
      .select()
      .from(notices)
      .where(eq(notices.dismissed, false))
      .orderBy(desc(notices.createdAt))
      .all()
      .map(({ dismissed: _dismissed, ...notice }) => notice);
  }

  dismiss(id: string): boolean {
    return (
      this.db
        .update(notices)
        .set({ dismissed: true })
        .where(and(eq(notices.id, id), eq(notices.dismissed, false)))
        .run().changes > 0
    );
  }
}
