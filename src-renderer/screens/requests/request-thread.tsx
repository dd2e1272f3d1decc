// A request's thread as staff read it: each entry with its author and time, a staff reply with its
// delivery (pending until the message job sent it, or failed/skipped with the reason), and a reply
// this terminal queued marked as waiting to sync. The opened request and the client's Request
// History tab both show it.
import { Group, List, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RequestEntry } from '../../../src-shared/requests/request-entity.js';
import { isPendingEntry } from '../../../src-shared/requests/request-offline.js';
import { useDates } from '../../kit/dates.js';
import { StatusBadge } from '../../kit/status-badge.js';
import { QuietText } from '../../kit/quiet-text.js';

export function RequestThread({
  thread,
  labelledBy,
}: {
  thread: readonly RequestEntry[];
  labelledBy: string;
}) {
  const { t } = useTranslation();
  if (thread.length === 0) return <QuietText>{t('requests.detail.threadEmpty')}</QuietText>;
  return (
    <List listStyleType="none" spacing="xs" aria-labelledby={labelledBy}>
      {thread.map((entry) => (
        <List.Item key={entry.id}>
          <ThreadEntry entry={entry} />
        </List.Item>
      ))}
    </List>
  );
}

const ENTRY_COLOUR = { guest: 'blue', staff: 'teal', system: 'gray' } as const;
const DELIVERY_COLOUR = { pending: 'yellow', sent: 'teal', failed: 'red', skipped: 'gray' } as const;

/** An entry this terminal queued and the server has not taken yet (request-mutators.ts names it). */
const isQueued = (entry: RequestEntry) => isPendingEntry(entry.id);

function ThreadEntry({ entry }: { entry: RequestEntry }) {
  const { t } = useTranslation();
  const dates = useDates();
  const queued = isQueued(entry);
  const delivery = queued ? null : entry.delivery;
  return (
    <Paper
      withBorder
      p="xs"
      radius="sm"
      data-entry-author={entry.author}
      style={{ borderLeftWidth: 4, borderLeftColor: `var(--mantine-color-${ENTRY_COLOUR[entry.author]}-6)` }}
    >
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="dimmed">
          {queued
            ? t('requests.detail.byYou', { at: dates.at(entry.created_at) })
            : entry.author_name === ''
              ? t('requests.detail.byNobody', {
                  author: t(`requests.detail.authors.${entry.author}`),
                  at: dates.at(entry.created_at),
                })
              : t('requests.detail.by', {
                  author: t(`requests.detail.authors.${entry.author}`),
                  who: entry.author_name,
                  at: dates.at(entry.created_at),
                })}
          {entry.channel && ` · ${t(`requests.detail.channel.${entry.channel}`)}`}
        </Text>
        {queued && (
          <StatusBadge color="yellow" data-delivery="queued">
            {t('requests.detail.queued')}
          </StatusBadge>
        )}
        {delivery && (
          <StatusBadge size="sm" color={DELIVERY_COLOUR[delivery.status]} data-delivery={delivery.status}>
            {t(`requests.detail.delivery.${delivery.status}`, {
              recipient: delivery.recipient,
              reason: delivery.error ?? '—',
            })}
          </StatusBadge>
        )}
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {entry.body}
      </Text>
    </Paper>
  );
}
