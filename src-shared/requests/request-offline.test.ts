import { describe, expect, it } from 'vitest';
import type { GuestRequestDetail } from './request-offline.js';
import {
  isPendingEntry,
  listFromMirror,
  pendingEntryId,
  replyRefusal,
  stateMoveRefusal,
  withReply,
  withState,
} from './request-offline.js';

const NOW = '2026-12-01T10:00:00.000Z';
let n = 0;
function request(over: Partial<GuestRequestDetail> = {}): GuestRequestDetail {
  n += 1;
  return {
    id: `0190${String(n).padStart(4, '0')}-0000-7000-8000-000000000000`,
    kind: 'enquiry',
    state: 'new',
    source: 'phone',
    first_name: 'Ada',
    last_name: 'Guest',
    email: 'ada@example.test',
    mobileNumber: '',
    language: 'en',
    date: null,
    time: null,
    party: null,
    reservation_id: null,
    client_id: null,
    assigned_user_id: null,
    assigned_user_name: null,
    due_at: '2026-12-02T10:00:00.000Z',
    seconds_left: 86_400,
    summary: 'Hello',
    answered_at: null,
    closed_at: null,
    created_at: '2026-12-01T09:00:00.000Z',
    updated_at: '2026-12-01T09:00:00.000Z',
    thread: [],
    ...over,
  };
}

describe('guest requests on a terminal', () => {
  it('refuses the moves and replies the server refuses, with the same words', () => {
    expect(stateMoveRefusal({ state: 'declined', kind: 'refund' }, 'in_progress')?.reason).toBe(
      'A request that is declined cannot become in progress',
    );
    expect(stateMoveRefusal({ state: 'new', kind: 'reservation' }, 'approved')?.reason).toMatch(/booking it/);
    expect(stateMoveRefusal({ state: 'new', kind: 'enquiry' }, 'closed')).toBeNull();
    expect(replyRefusal({ state: 'closed', email: 'a@b.c', mobileNumber: '' }, 'email')?.reason).toBe(
      'A closed request cannot be answered',
    );
    expect(replyRefusal({ state: 'new', email: 'a@b.c', mobileNumber: ' ' }, 'sms')).toEqual({
      field: 'channel',
      reason: 'The guest has no mobile number to send this reply to',
    });
    expect(replyRefusal({ state: 'new', email: '', mobileNumber: '' }, 'note')).toBeNull();
  });

  it('a reply waits in the thread and answers an open request; a note does neither', () => {
    const open = request({ state: 'in_progress' });
    const id = pendingEntryId(Date.parse(NOW));
    expect(isPendingEntry(id)).toBe(true);
    expect(isPendingEntry(open.id)).toBe(false);
    const replied = withReply(open, { entryId: id, authorName: '', body: 'Yes', channel: 'email' }, NOW);
    expect(replied.state).toBe('answered');
    expect(replied.answered_at).toBe(NOW);
    expect(replied.seconds_left).toBeNull();
    expect(replied.thread.at(-1)).toMatchObject({
      id,
      author: 'staff',
      channel: 'email',
      delivery: { status: 'pending', recipient: 'ada@example.test', error: null },
    });
    const noted = withReply(open, { entryId: id, authorName: '', body: 'Called back', channel: 'note' }, NOW);
    expect(noted.state).toBe('in_progress');
    expect(noted.thread.at(-1)).toMatchObject({ channel: null, delivery: null });
    const closed = withState(replied, 'closed', NOW);
    expect(closed).toMatchObject({ state: 'closed', closed_at: NOW, answered_at: NOW });
  });

  it('lists as the server does: filters, open first by target, then the latest settled; pages', () => {
    const late = request({ due_at: '2026-12-03T10:00:00.000Z' });
    const soon = request({ due_at: '2026-12-01T11:00:00.000Z', first_name: 'Cake', kind: 'change' });
    const overdue = request({ due_at: '2026-12-01T08:00:00.000Z', state: 'in_progress' });
    const settledOld = request({ state: 'closed', updated_at: '2026-11-30T10:00:00.000Z' });
    const settledNew = request({
      state: 'answered',
      updated_at: '2026-12-01T09:30:00.000Z',
      thread: [
        {
          id: 'x',
          author: 'guest',
          author_name: '',
          body: 'Birthday cake?',
          channel: null,
          delivery: null,
          created_at: NOW,
        },
      ],
    });
    const rows = [settledOld, late, settledNew, soon, overdue];
    const all = listFromMirror(rows, {}, Date.parse(NOW));
    expect(all.rows.map((r) => r.id)).toEqual([overdue, soon, late, settledNew, settledOld].map((r) => r.id));
    expect(all.rows[0]?.seconds_left).toBe(-7200);
    expect(all.rows[3]?.seconds_left).toBeNull();
    expect('thread' in (all.rows[0] ?? {})).toBe(false);
    expect(listFromMirror(rows, { state: 'open' }, 0).total).toBe(3);
    expect(listFromMirror(rows, { kind: 'change' }, 0).rows.map((r) => r.id)).toEqual([soon.id]);
    // Text in the name or anywhere in the thread.
    expect(listFromMirror(rows, { q: 'CAKE' }, 0).rows.map((r) => r.id)).toEqual([soon.id, settledNew.id]);
    const page2 = listFromMirror(rows, { page: 2, per_page: 2 }, 0);
    expect(page2).toMatchObject({ total: 5, page: 2, per_page: 2 });
    expect(page2.rows.map((r) => r.id)).toEqual([late.id, settledNew.id]);
  });
});
