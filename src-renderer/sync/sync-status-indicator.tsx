// The console header's sync indicator: online / offline / syncing, local changes waiting for the
// server, the last completed sync and, during a long first sync, how many rows have arrived.
import { Badge, Group, Text, Tooltip } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OFFLINE_SESSION_TEXTS } from '../../src-shared/errors.js';
import type { SyncStatus } from '../../src-shared/ipc/channels.js';
import type { Session } from '../../src-shared/schemas/auth.js';
import { clockOf } from '../reservations/venue-clock.js';

const COLOURS: Record<SyncStatus['state'], string> = { online: 'teal', offline: 'gray', syncing: 'blue' };
const LABELS: Record<SyncStatus['state'], string> = {
  online: 'Online',
  offline: 'Offline',
  syncing: 'Syncing',
};

function lastSyncText(lastSyncAt: number | null, timeZone: string | undefined): string {
  if (lastSyncAt === null) return 'Not synced yet';
  // Venue time, like every other clock in the console.
  return `Last sync ${clockOf(new Date(lastSyncAt), timeZone ?? null).time}`;
}

/**
 * The header's word for the connection: the session knows the API is unreachable (a refresh got no
 * answer, or staff signed in offline) even when the sync engine is between retries.
 */
export function connectionLabel(status: SyncStatus, connection: Session['connection']): string {
  if (connection === 'offline-sign-in') return OFFLINE_SESSION_TEXTS.header;
  if (connection === 'unreachable') return LABELS.offline;
  return LABELS[status.state];
}

/** One line that a screen reader reads the same as the badge shows. */
export function syncStatusSummary(status: SyncStatus, connection: Session['connection'] = 'online'): string {
  const parts = [connectionLabel(status, connection)];
  if (status.progress)
    parts.push(
      `${status.progress.done}${status.progress.total ? ` of ${status.progress.total}` : ''} rows received`,
    );
  if (status.pending > 0)
    parts.push(`${status.pending} change${status.pending === 1 ? '' : 's'} waiting to sync`);
  // Changes are sent only under the user who made them: another user's wait for that user's sign-in.
  if (status.waitingForOthers)
    parts.push(
      `${status.waitingForOthers} change${status.waitingForOthers === 1 ? '' : 's'} by another user waiting for them to sign in`,
    );
  parts.push(lastSyncText(status.lastSyncAt, status.timeZone));
  if (status.error) parts.push(status.error);
  return parts.join(', ');
}

export function SyncStatusIndicator({ connection }: { connection: Session['connection'] }) {
  const [status, setStatus] = useState<SyncStatus | null>(null);
  const { t } = useTranslation();

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
  const summary = syncStatusSummary(status, connection);
  const english = connectionLabel(status, connection);
  // The badge in the console's language; the summary (tooltip, screen readers) stays as the core words it.
  const label =
    english === LABELS[status.state] || english === LABELS.offline
      ? t(`sync.${connection === 'unreachable' ? 'offline' : status.state}`)
      : english;
  const colour = connection === 'online' ? COLOURS[status.state] : COLOURS.offline;
  return (
    <Tooltip label={summary}>
      <Group gap={6} role="status" aria-label={`Sync status: ${summary}`} wrap="nowrap">
        <Badge
          color={status.error ? 'red' : colour}
          variant="light"
          size="sm"
          tt={connection === 'offline-sign-in' ? 'none' : undefined}
        >
          {label}
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
