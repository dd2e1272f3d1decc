import { describe, expect, it } from 'vitest';
import { RealtimeCounters, sumMetrics } from './realtime-metrics.js';

describe('realtime counters', () => {
  it('counts connections, disconnects, refusals and messages per restaurant, never mixing them', () => {
    const started = new Date('2026-01-02T03:04:05.000Z');
    const c = new RealtimeCounters(started);
    c.connected(1);
    c.connected(1);
    c.connected(2);
    c.disconnected(1);
    c.refused(1);
    c.sent(1, 'poke');
    c.sent(1, 'poke');
    c.sent(1, 'notice');
    c.sent(2, 'poke');
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
    const a = new RealtimeCounters(new Date('2026-01-02T10:00:00Z'));
    const b = new RealtimeCounters(new Date('2026-01-02T09:00:00Z'));
    a.connected(1);
    b.connected(1);
    b.connected(1);
    b.disconnected(1);
    a.sent(1, 'poke');
    b.sent(1, 'poke');
    b.sent(1, 'notice');
    expect(sumMetrics(a.snapshot(1), [b.snapshot(1)])).toEqual({
      since: '2026-01-02T09:00:00.000Z',
      nodes: 2,
      connections: { current: 2, total: 3, disconnects: 1, refused: 0 },
      messagesByEvent: { poke: 2, notice: 1 },
    });
  });
});
