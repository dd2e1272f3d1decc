import { describe, expect, it } from 'vitest';
import { RealtimeCounters, sumMetrics } from './realtime-metrics.js';

/** What one node's sockets did, in order: a socket came, went or was refused, or a message went out. */
type SocketEvent = ['connected' | 'disconnected' | 'refused', number] | ['sent', number, string];

function play(c: RealtimeCounters, events: readonly SocketEvent[]): RealtimeCounters {
  for (const e of events) {
    if (e[0] === 'sent') c.sent(e[1], e[2]);
    else c[e[0]](e[1]);
  }
  return c;
}

describe('realtime counters', () => {
  it('counts connections, disconnects, refusals and messages per restaurant, never mixing them', () => {
    const started = new Date('2026-01-02T03:04:05.000Z');
    const c = play(new RealtimeCounters(started), [
      ['connected', 1],
      ['connected', 1],
      ['connected', 2],
      ['disconnected', 1],
      ['refused', 1],
      ['sent', 1, 'poke'],
      ['sent', 1, 'poke'],
      ['sent', 1, 'notice'],
      ['sent', 2, 'poke'],
    ]);
    expect(c.snapshot(1)).toEqual({
      since: '2026-01-02T03:04:05.000Z',
      nodes: 1,
      connections: { current: 1, total: 2, disconnects: 1, refused: 1 },
      messagesByEvent: { poke: 2, notice: 1 },
    });
    expect(c.snapshot(2)).toEqual({
      since: started.toISOString(),
      nodes: 1,
      connections: { current: 1, total: 1, disconnects: 0, refused: 0 },
      messagesByEvent: { poke: 1 },
    });
  });

  it('answers zeros for a restaurant with no socket yet', () => {
    expect(new RealtimeCounters().snapshot(9)).toMatchObject({
      connections: { current: 0, total: 0, disconnects: 0, refused: 0 },
      messagesByEvent: {},
    });
  });

  it('sums the counters of several nodes, from the earliest start', () => {
    const a = play(new RealtimeCounters(new Date('2026-01-02T10:00:00Z')), [
      ['connected', 1],
      ['sent', 1, 'poke'],
    ]);
    const b = play(new RealtimeCounters(new Date('2026-01-02T09:00:00Z')), [
      ['connected', 1],
      ['connected', 1],
      ['disconnected', 1],
      ['sent', 1, 'poke'],
      ['sent', 1, 'notice'],
    ]);
    expect(sumMetrics(a.snapshot(1), [b.snapshot(1)])).toEqual({
      since: '2026-01-02T09:00:00.000Z',
      nodes: 2,
      connections: { current: 2, total: 3, disconnects: 1, refused: 0 },
      messagesByEvent: { poke: 2, notice: 1 },
    });
  });
});
