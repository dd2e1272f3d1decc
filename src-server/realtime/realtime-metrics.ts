// Counters of the websocket admin (spec §7 "metrics"), kept per restaurant on each API node since its
// socket server started: a restaurant's admin reads its own row only, summed over the nodes that
// share the Redis adapter (each answers for itself; see socket-server.ts).
import type { RealtimeMetrics } from '../../src-shared/schemas/admin.js';

interface Counters {
  total: number;
  disconnects: number;
  refused: number;
  messages: Map<string, number>;
}

export class RealtimeCounters {
  private readonly rows = new Map<number, Counters>();

  constructor(readonly startedAt: Date = new Date()) {}

  private row(restaurantId: number): Counters {
    let row = this.rows.get(restaurantId);
    if (!row) {
      row = { total: 0, disconnects: 0, refused: 0, messages: new Map() };
      this.rows.set(restaurantId, row);
    }
    return row;
  }

  connected(restaurantId: number): void {
    this.row(restaurantId).total += 1;
  }

  disconnected(restaurantId: number): void {
    this.row(restaurantId).disconnects += 1;
  }

  refused(restaurantId: number): void {
    this.row(restaurantId).refused += 1;
  }

  /** One message sent to the restaurant's room (a room message counts once, whatever its sockets). */
  sent(restaurantId: number, event: string): void {
    const { messages } = this.row(restaurantId);
    messages.set(event, (messages.get(event) ?? 0) + 1);
  }

  snapshot(restaurantId: number): RealtimeMetrics {
    const row = this.rows.get(restaurantId);
    return {
      since: this.startedAt.toISOString(),
      nodes: 1,
      connections: {
        current: row ? row.total - row.disconnects : 0,
        total: row?.total ?? 0,
        disconnects: row?.disconnects ?? 0,
        refused: row?.refused ?? 0,
      },
      messagesByEvent: Object.fromEntries(row?.messages ?? []),
    };
  }
}

/** The counters of several API nodes as one: sums, and the earliest start. */
export function sumMetrics(first: RealtimeMetrics, others: readonly RealtimeMetrics[]): RealtimeMetrics {
  const all = [first, ...others];
  const sum = (pick: (m: RealtimeMetrics) => number) => all.reduce((n, m) => n + pick(m), 0);
  const messages: Record<string, number> = {};
  for (const m of all)
    for (const [event, n] of Object.entries(m.messagesByEvent)) messages[event] = (messages[event] ?? 0) + n;
  return {
    since: all.map((m) => m.since).sort()[0] ?? first.since,
    nodes: sum((m) => m.nodes),
    connections: {
      current: sum((m) => m.connections.current),
      total: sum((m) => m.connections.total),
      disconnects: sum((m) => m.connections.disconnects),
      refused: sum((m) => m.connections.refused),
    },
    messagesByEvent: messages,
  };
}
