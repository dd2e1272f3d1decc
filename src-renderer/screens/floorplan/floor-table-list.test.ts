import { describe, expect, it } from 'vitest';
import { tableAccessibleName, tablePending } from './floor-table-list.js';
import type { LiveBooking, TableLive } from './table-live-status.js';

const party = (id: string) => ({ id }) as LiveBooking;
const live = (current: string | null, next: string | null): TableLive => ({
  state: current ? 'seated' : 'free',
  current: current ? party(current) : null,
  next: next ? party(next) : null,
  seatedMinutes: current ? 12 : null,
});

describe('a table says when its party has a change awaiting the server', () => {
  it("is pending when the party now or next is in main's pending ids", () => {
    const pending = new Set(['b2']);
    expect(tablePending(live('b1', 'b2'), pending)).toBe(true);
    expect(tablePending(live('b2', null), pending)).toBe(true);
    expect(tablePending(live('b1', 'b3'), pending)).toBe(false);
    expect(tablePending(undefined, pending)).toBe(false);
  });

  it('names it in words, after the state', () => {
    const table = { name: 'T4', seats: 4 };
    expect(tableAccessibleName(table, live('b1', null), true)).toBe(
      'Table T4, 4 seats, seated for 12 min, pending sync',
    );
    expect(tableAccessibleName(table, live('b1', null))).toBe('Table T4, 4 seats, seated for 12 min');
  });
});
