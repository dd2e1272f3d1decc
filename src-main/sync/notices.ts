// Notices: what staff are told when the server refused an offline change (or accepted it with a
// warning). Each names the guest,
// the time and the outcome, and stays listed until someone dismisses it.
import { and, desc, eq } from 'drizzle-orm';
import { RESTRICTION_REFUSED_CODE } from '../../src-shared/domain/booking-restrictions.js';
import { PLACEMENT_CODES, type PlacementCode } from '../../src-shared/domain/chosen-table.js';
import { uuidv7 } from '../../src-shared/ids.js';
import type { SyncNotice } from '../../src-shared/ipc/channels.js';
import { MUTATION_DECLARATIONS, type MutationName } from '../../src-shared/sync/mutations.js';
import type { MutationResult } from '../../src-shared/sync/protocol.js';
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
  // A food order or a tab is named by its label ("Table T4"), a floor plan by its name.
  return name || str(source.label) || str(source.name) || 'Unnamed guest';
}

function tableIdsIn(value: unknown): unknown[] | null {
  return Array.isArray(value) ? value : null;
}

function wantedTables(facts: RejectionFacts): string {
  const patch = facts.args.patch as Record<string, unknown> | undefined;
  const ids =
    tableIdsIn(facts.args.tableIds) ??
    tableIdsIn(patch?.table_ids) ??
    tableIdsIn(facts.before?.table_ids) ??
    [];
  const label = ids.map((id) => facts.tableNames.get(str(id)) ?? '?').join('+');
  return label.length > 0 ? label : str(facts.before?.table_number);
}

/** "kept the booking, table T4 was taken — now unassigned": the declared refusal text, from the facts. */
export function rejectionOutcome(facts: RejectionFacts): string {
  // The reason (shown beside) names the limit and who may book past it.
  if (facts.result.code === RESTRICTION_REFUSED_CODE) return 'booking not made, a reservation restriction';
  return MUTATION_DECLARATIONS[facts.name].refused({
    reason: facts.result.reason ?? 'the server refused the change',
    taken: facts.result.code === 'conflict',
    tables: wantedTables(facts),
    tableNow: str(facts.after?.table_number),
    statusNow: str(facts.after?.status) || str(facts.after?.order_status),
  });
}

/** A notice naming the guest, the booking's date and time, what happened and why. */
function noticeOf(
  facts: { mutationId: string; name: string; args: Record<string, unknown>; before: Row | null },
  outcome: string,
  reason: string,
  now: number,
): SyncNotice {
  const source = facts.before ?? facts.args;
  const date = str(source.date) || null;
  const time = str(source.time) || null;
  const guest = guestName(facts.before, facts.args);
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
    reason,
    message: when ? `${guest}, ${when}: ${outcome}` : `${guest}: ${outcome}`,
  };
}

export function buildNotice(facts: RejectionFacts, now: number): SyncNotice {
  return noticeOf(facts, rejectionOutcome(facts), facts.result.reason ?? '', now);
}

/**
 * The notice for a change the server accepted with a warning (a booking past a pacing limit by a
 * role that may override reservation restrictions): staff see the warning, not a refusal.
 */
export function warningNotice(
  facts: { mutationId: string; name: string; args: Record<string, unknown>; before: Row | null },
  warning: string,
  now: number,
): SyncNotice {
  return noticeOf(facts, 'accepted with a warning', warning, now);
}

/**
 * The notice for a pushed booking the server placed itself (its table was taken, or none was
 * free): booked, on another table or flagged "needs a table"; the reason names both tables.
 */
export function placementNotice(
  facts: { mutationId: string; name: string; args: Record<string, unknown>; before: Row | null },
  code: PlacementCode,
  reason: string,
  now: number,
): SyncNotice {
  const outcome =
    code === PLACEMENT_CODES.replaced ? 'booked on another table' : 'booked without a table — needs a table';
  return noticeOf(facts, outcome, reason, now);
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
  const outcome = 'change not sent — it no longer reads after the console was updated';
  return noticeOf(facts, outcome, facts.problem, now);
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
