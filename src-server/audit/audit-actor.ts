// Who made a change, apart from the writer, so table definitions can name it without importing the
// audit trail's writer.
/** Who made a change, from where, and when they made it. */
export interface AuditActor {
  userId: number | null;
  name: string;
  role: string;
  /** The terminal's id (its sync client id) or, for a caller that sends none, its address. */
  terminal: string | null;
  source: 'api' | 'sync';
  /** When the change was made; an offline change carries the terminal's time. Default now. */
  occurredAt?: Date;
  /** Made on a terminal that could not reach the server at the time (a pushed mutation's madeOffline). */
  offline?: boolean;
}
