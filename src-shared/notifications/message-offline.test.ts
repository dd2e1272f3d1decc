import { describe, expect, it } from 'vitest';
import type { StaffMessage } from './notification-schemas.js';
import { answered, inboxFromMirror, messageReplyRefusal, opened, replySubject } from './message-offline.js';

const at = '2026-12-01T10:00:00.000Z';
const message = (over: Partial<StaffMessage> = {}): StaffMessage => ({
  id: '0190f000-0000-7000-8000-000000000001',
  status: 'Unread',
  from_user_id: 1,
  from_name: 'Ada Admin',
  to_user_id: 2,
  subject: 'Cellar',
  body: 'Sign for the wine.',
  reply_to: null,
  read_at: null,
  created_at: '2026-12-01T09:00:00.000Z',
  ...over,
});

describe('staff message rules (spec §4)', () => {
  it('opening turns Unread into Read once; Read and Reply stay', () => {
    expect(opened(message(), at)).toMatchObject({ status: 'Read', read_at: at });
    const read = message({ status: 'Read', read_at: '2026-12-01T09:30:00.000Z' });
    expect(opened(read, at)).toBe(read);
    const replied = message({ status: 'Reply', read_at: '2026-12-01T09:30:00.000Z' });
    expect(opened(replied, at)).toBe(replied);
  });

  it('answering turns Unread or Read into Reply, keeping the first read time', () => {
    expect(answered(message(), at)).toMatchObject({ status: 'Reply', read_at: at });
    expect(answered(message({ status: 'Read', read_at: '2026-12-01T09:30:00.000Z' }), at).read_at).toBe(
      '2026-12-01T09:30:00.000Z',
    );
  });

  it('a message without a sender cannot be answered', () => {
    expect(messageReplyRefusal(message({ from_user_id: null }))).toEqual({
      field: 'id',
      reason: 'This message has no sender to reply to',
    });
    expect(messageReplyRefusal(message())).toBeNull();
  });

  it('the answer’s subject says "Re: " once, within 200 characters', () => {
    expect(replySubject('Cellar')).toBe('Re: Cellar');
    expect(replySubject('Re: Cellar')).toBe('Re: Cellar');
    expect(replySubject('x'.repeat(200))).toHaveLength(200);
  });

  it('the inbox is the user’s own rows, newest first, with the Unread count', () => {
    const rows = [
      message({ id: '0190f000-0000-7000-8000-000000000001', created_at: '2026-12-01T08:00:00.000Z' }),
      message({
        id: '0190f000-0000-7000-8000-000000000002',
        status: 'Read',
        created_at: '2026-12-01T09:00:00.000Z',
      }),
      message({ id: '0190f000-0000-7000-8000-000000000003', to_user_id: 9 }),
    ];
    const inbox = inboxFromMirror(rows, 2);
    expect(inbox.messages.map((m) => m.id.slice(-1))).toEqual(['2', '1']);
    expect(inbox.unread_count).toBe(1);
  });
});
