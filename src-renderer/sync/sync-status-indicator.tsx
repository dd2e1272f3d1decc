// The console header's sync indicator: online / offline / syncing, local changes waiting for the
// server, the last completed sync and, during a long first sync, how many rows have arrived.
import { Anchor, Badge, Group, Text, Tooltip } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SyncStatus } from '../../src-shared/ipc/channels.js';
import type { Session } from '../../src-shared/schemas/auth.js';
import { english, type Translate } from '../i18n/translate.js';
import { Link, useLocation } from 'react-router-dom';
import { consolePrefix } from '../shell/console-paths.js';
import { clockOf } from '../data/venue-clock.js';
import { screenHref } from '../screens/screen-table.js';
import { FLAG_TEXT } from '../theme/palette.js';
import { onVenue, venue } from '../data/venue.js';

const COLOURS: Record<SyncStatus['state'], string> = { online: 'teal', offline: 'gray', syncing: 'blue' };
function lastSyncText(lastSyncAt: number | null, timeZone: string | undefined, t: Translate): string {
  if (lastSyncAt === null) return t('shell.sync.notYet');
  // Venue time, like every other clock in the console.
  return t('shell.sync.last', { time: clockOf(new Date(lastSyncAt), timeZone ?? null).time });
}

/**
 * The header's word for the connection: the session knows the API is unreachable (a refresh got no
 * answer, or staff signed in offline) even when the sync engine is between retries.
 */
export function connectionLabel(
  status: SyncStatus,
  connection: Session['connection'],
  t: Translate = english,
): string {
  if (connection === 'offline-sign-in') return t('shell.sync.offlineSignIn');
  if (connection === 'unreachable') return t('sync.offline');
  return t(`sync.${status.state}`);
}

/** One line that a screen reader reads the same as the badge shows. */
export function syncStatusSummary(
  status: SyncStatus,
  connection: Session['connection'] = 'online',
  t: Translate = english,
): string {
  const parts = [connectionLabel(status, connection, t)];
  if (status.progress)
    parts.push(
      status.progress.total
        ? t('shell.sync.rowsOf', { done: status.progress.done, total: status.progress.total })
        : t('shell.sync.rows', { done: status.progress.done }),
    );
  if (status.pending > 0) parts.push(t('shell.sync.waiting', { count: status.pending }));
  // Changes are sent only under the user who made them: another user's wait for that user's sign-in.
  if (status.waitingForOthers) parts.push(t('shell.sync.others', { count: status.waitingForOthers }));
  if (status.refused) parts.push(t('shell.sync.refused', { count: status.refused }));
  parts.push(lastSyncText(status.lastSyncAt, status.timeZone, t));
  if (status.error) parts.push(status.error);
  return parts.join(', ');
}

export function SyncStatusIndicator({ connection }: { connection: Session['connection'] }) {
  const [status, setStatus] = useState<SyncStatus | null>(null);
  const { t } = useTranslation();
  const prefix = consolePrefix(useLocation().pathname);

  useEffect(() => {
    let live = true;
    const off = onVenue('sync.statusChanged', (next) => setStatus(next));
    const core = venue();
    void core['sync.status']().then((result) => {
      if (live && result.ok) setStatus(result.value);
    });
    return () => {
      live = false;
      off();
    };
  }, []);

  if (!status) return null;
  // The badge and its summary (tooltip, screen readers) in the console's language.
  const summary = syncStatusSummary(status, connection, t);
  const label = connectionLabel(status, connection, t);
  const colour = connection === 'online' ? COLOURS[status.state] : COLOURS.offline;
  return (
    <Tooltip label={summary}>
      <Group gap={6} role="status" aria-label={t('shell.sync.status', { summary })} wrap="nowrap">
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
            {t('shell.sync.pending', { count: status.pending })}
          </Text>
        )}
        {status.refused && prefix && (
          // Every refused change is counted here and listed one click away (issue 27).
          <Anchor
            component={Link}
            to={screenHref(prefix, 'refusedChanges')}
            size="xs"
            fw={600}
            style={{ color: FLAG_TEXT }}
          >
            {t('shell.sync.refused', { count: status.refused })}
          </Anchor>
        )}
      </Group>
    </Tooltip>
  );
}
