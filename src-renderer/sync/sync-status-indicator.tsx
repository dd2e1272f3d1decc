// The console header's sync indicator: online / offline / syncing, local changes waiting for the
// server, the last completed sync and, during a long first sync, how many rows have arrived.
import { Badge, Group, Text, Tooltip } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { SyncStatus } from '../../src-shared/ipc/channels.js';

const COLOURS: Record<SyncStatus['state'], string> = { online: 'teal', offline: 'gray', syncing: 'blue' };
const LABELS: Record<SyncStatus['state'], string> = {
  online: 'Online',
  offline: 'Offline',
  syncing: 'Syncing',
};

function lastSyncText(lastSyncAt: number | null): string {
  return lastSyncAt === null
    ? 'Not synced yet'
    : `Last sync ${new Date(lastSyncAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}`;
}

/** One line that a screen reader reads the same as the badge shows. */
export function syncStatusSummary(status: SyncStatus): string {
  const parts = [LABELS[status.state]];
  if (status.progress)
    parts.push(
      `${status.progress.done}${status.progress.total ? ` of ${status.progress.total}` : ''} rows received`,
    );
  if (status.pending > 0)
    parts.push(`${status.pending} change${status.pending === 1 ? '' : 's'} waiting to sync`);
  parts.push(lastSyncText(status.lastSyncAt));
  if (status.error) parts.push(status.error);
  return parts.join(', ');
}

export function SyncStatusIndicator() {
  const [status, setStatus] = useState<SyncStatus | null>(null);

  useEffect(() => {
    let live = true;
    const off = window.venue.on('sync.statusChanged', (next) => setStatus(next));
    void window.venue['sync.status']().then((result) => {
      if (live && result.ok) setStatus(result.value);
    });
    return () => {
      live = false;
      off();
    };
  }, []);

  if (!status) return null;
  const summary = syncStatusSummary(status);
  return (
    <Tooltip label={summary}>
      <Group gap={6} role="status" aria-label={`Sync status: ${summary}`} wrap="nowrap">
        <Badge color={status.error ? 'red' : COLOURS[status.state]} variant="light" size="sm">
          {LABELS[status.state]}
          {status.progress ? ` ${status.progress.done}` : ''}
        </Badge>
        {status.pending > 0 && (
          <Text size="xs" c="orange">
            {status.pending} pending
          </Text>
        )}
      </Group>
    </Tooltip>
  );
}
