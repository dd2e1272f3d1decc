import { describe, expect, it } from 'vitest';
import type { RequestEntry } from '../../../src-shared/requests/request-entity.js';
import { listQuery, movesOf, replyOutcomeText } from './request-logic.js';

const t = (key: string, options?: Record<string, unknown>) =>
  `${key}${options ? JSON.stringify(options) : ''}`;

const reply = (
  delivery: RequestEntry['delivery'],
  channel: RequestEntry['channel'] = 'email',
): RequestEntry => ({
  id: '01900000-0000-7000-8000-000000000001',
  author: 'staff',
  author_name: 'Hannah Reid',
  body: 'Yes',
  channel,
  delivery,
  created_at: '2026-03-01T12:00:00Z',
});

describe('listQuery', () => {
  it('asks for reservation requests until another kind is chosen (spec §2)', () => {
    expect(listQuery({}, 1, 10)).toEqual({ kind: 'reservation', page: 1, per_page: 10 });
  });
  it('drops the kind and state for "all", and passes a trimmed text', () => {
    expect(listQuery({ kind: 'all', state: 'all', q: '  anna ' }, 2, 10)).toEqual({
      q: 'anna',
      page: 2,
      per_page: 10,
    });
  });
  it('passes a chosen state, open included, and leaves an empty text out', () => {
    expect(listQuery({ kind: 'refund', state: 'open', q: ' ' }, 1, 10)).toEqual({
      kind: 'refund',
      state: 'open',
      page: 1,
      per_page: 10,
    });
  });
});

describe('movesOf', () => {
  it('offers what the transitions allow, and nothing for a closed request', () => {
    expect(movesOf('new')).toEqual(['in_progress', 'answered', 'approved', 'declined', 'closed']);
    expect(movesOf('approved')).toEqual(['closed']);
    expect(movesOf('closed')).toEqual([]);
  });
});

describe('replyOutcomeText', () => {
  it('is pending while the message job has not sent it, never a success', () => {
    const outcome = replyOutcomeText(reply({ status: 'pending', recipient: 'a@b.test', error: null }), t);
    expect(outcome.kind).toBe('pending');
  });
  it('is a success once sent, naming the recipient', () => {
    expect(replyOutcomeText(reply({ status: 'sent', recipient: 'a@b.test', error: null }), t)).toEqual({
      kind: 'success',
      text: 'requests.detail.replySent{"recipient":"a@b.test"}',
    });
  });
  it('is refused with the reason when it failed or was skipped', () => {
    expect(
      replyOutcomeText(reply({ status: 'failed', recipient: 'a@b.test', error: 'Mailbox full' }), t),
    ).toEqual({
      kind: 'refused',
      text: 'requests.detail.replyFailed{"reason":"Mailbox full"}',
    });
    expect(replyOutcomeText(reply({ status: 'skipped', recipient: '', error: null }), t).kind).toBe(
      'refused',
    );
  });
  it('is a note kept in the thread when nothing was sent', () => {
    expect(replyOutcomeText(reply(null, null), t).kind).toBe('success');
    expect(replyOutcomeText(undefined, t).kind).toBe('success');
  });
});
