import { describe, expect, it } from 'vitest';
import { isDue, resendRefusal } from './message-routes.js';

describe('resendRefusal', () => {
  it('lets a sent, failed or skipped message go again, never one still waiting', () => {
    expect(resendRefusal({ status: 'sent' })).toBeNull();
    expect(resendRefusal({ status: 'failed' })).toBeNull();
    expect(resendRefusal({ status: 'skipped' })).toBeNull();
    expect(resendRefusal({ status: 'pending' })).toBe(
      'This message is still waiting to be sent; it can be sent again once it is sent, failed or skipped',
    );
  });
});

describe('isDue', () => {
  const now = Date.parse('2026-03-01T12:00:00.000Z');
  it('is a pending message to send now, not a reminder scheduled for later nor a settled one', () => {
    expect(isDue({ status: 'pending', scheduled_for: null }, now)).toBe(true);
    expect(isDue({ status: 'pending', scheduled_for: '2026-03-01T11:59:00.000Z' }, now)).toBe(true);
    expect(isDue({ status: 'pending', scheduled_for: '2026-03-02T10:00:00.000Z' }, now)).toBe(false);
    expect(isDue({ status: 'sent', scheduled_for: null }, now)).toBe(false);
    expect(isDue({ status: 'failed', scheduled_for: null }, now)).toBe(false);
  });
});
