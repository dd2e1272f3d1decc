import { describe, expect, it } from 'vitest';
import { connectionLabel, syncStatusSummary } from './sync-status-indicator.js';

const syncing = { state: 'syncing' as const, pending: 2, lastSyncAt: null };

describe('header connection label (issue 11)', () => {
  it('says Offline while the session cannot reach the API, even between sync retries', () => {
    expect(connectionLabel(syncing, 'online')).toBe('Syncing');
    expect(connectionLabel(syncing, 'unreachable')).toBe('Offline');
    expect(syncStatusSummary(syncing, 'unreachable')).toMatch(/^Offline, 2 changes waiting to sync/);
  });

  it('reads exactly "Offline — signed in on this terminal" after an offline sign-in', () => {
    expect(connectionLabel({ ...syncing, state: 'offline' }, 'offline-sign-in')).toBe(
      'Offline — signed in on this terminal',
    );
  });
});
