import { describe, expect, it } from 'vitest';
import type { RealtimeNotice } from '../../src-shared/schemas/admin.js';
import { keepNotices } from './realtime-notices.js';

const notice = (id: string, kind: RealtimeNotice['kind']): RealtimeNotice => ({
  id,
  kind,
  message: `message ${id}`,
  from: 'Ada Admin',
  sentAt: '2026-01-01T12:00:00.000Z',
});

describe('administrator notices on a console', () => {
  it('keeps every emergency first and only the newest broadcasts', () => {
    let list: RealtimeNotice[] = [];
    for (const n of [
      notice('b1', 'broadcast'),
      notice('e1', 'emergency'),
      notice('b2', 'broadcast'),
      notice('b3', 'broadcast'),
      notice('b4', 'broadcast'),
    ])
      list = keepNotices(list, n);
    expect(list.map((n) => n.id)).toEqual(['e1', 'b4', 'b3', 'b2']);
  });

  it('shows a notice received twice (a reconnect) once', () => {
    const once = keepNotices([], notice('e1', 'emergency'));
    expect(keepNotices(once, notice('e1', 'emergency')).map((n) => n.id)).toEqual(['e1']);
  });
});
