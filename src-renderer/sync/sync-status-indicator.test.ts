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

  it("names other users' changes that wait for their maker's sign-in apart from this user's pending ones", () => {
    const online = { state: 'online' as const, pending: 0, lastSyncAt: null, waitingForOthers: 3 };
    expect(syncStatusSummary(online)).toBe(
      'Online, 3 changes by another user waiting for them to sign in, Not synced yet',
    );
    expect(syncStatusSummary({ ...online, waitingForOthers: undefined })).toBe('Online, Not synced yet');
  });
});
