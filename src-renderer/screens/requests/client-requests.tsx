// The client profile's Request History tab (spec §2): the client's requests (from this terminal's
// mirror, as requests.list by client id answers them, so it reads offline), newest first as the server answers the settled ones, each with its kind, state and what the
// guest asked, and a link that opens it in the /requests inbox.
import { Anchor, Button, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useData } from '../../data/use-data.js';
import { useCan } from '../../session/use-permissions.js';
import { venue } from '../../data/venue.js';
import { useDates } from '../../kit/dates.js';
import { LoadFailure } from '../../kit/load-failure.js';
import { PlainTable } from '../../kit/plain-table.js';
import { consolePrefix } from '../../shell/console-paths.js';
import { screenHref } from '../screen-table.js';
import { stateColumn } from './request-state.js';
import { RequestThread } from './request-thread.js';
import { QuietText } from '../../kit/quiet-text.js';

const WATCHED = ['guest_requests'] as const;

export function ClientRequests({ clientId }: { clientId: string }) {
  const { t } = useTranslation();
  const dates = useDates();
  const location = useLocation();
  const prefix = consolePrefix(location.pathname);
  // The mirror holds the venue's requests; a role without requests.read is not shown them here.
  const mayRead = useCan('requests.read');
  // The request whose thread shows under the list (the tab shows the whole thread, spec §2).
  const [shown, setShown] = useState<string | null>(null);
  const list = useData(
    () => venue()['mirror.requests']({ client_id: clientId, page: 1, per_page: 200 }),
    `client-requests:${clientId}`,
    WATCHED,
  );
  if (!mayRead) return <QuietText>{t('requests.history.notAllowed')}</QuietText>;
  if (list.error) return <LoadFailure title={t('requests.history.readFailed')} error={list.error} />;
  if (!list.data) return <QuietText>{t('requests.history.loading')}</QuietText>;
  if (list.data.rows.length === 0) return <QuietText>{t('requests.history.none')}</QuietText>;
  const head = (key: 'received' | 'kind' | 'state' | 'summary') => (
    <Text span fz="xs" c="dimmed" tt="uppercase">
      {t(`requests.history.${key}`)}
    </Text>
  );
  const shownRow = list.data.rows.find((r) => r.id === shown);
  return (
    <Stack gap="sm">
      <PlainTable
        verticalSpacing={4}
        fz="sm"
        aria-label={t('requests.history.table')}
        rows={list.data.rows}
        rowKey={(r) => r.id}
        columns={[
          { key: 'received', header: head('received'), cell: (r) => dates.at(r.created_at) },
          { key: 'kind', header: head('kind'), cell: (r) => t(`requests.kinds.${r.kind}`) },
          stateColumn(head('state')),
          {
            key: 'summary',
            header: head('summary'),
            cell: (r) => (
              <Text size="sm" lineClamp={2} maw={360}>
                {r.summary}
              </Text>
            ),
          },
          {
            key: 'open',
            header: <VisuallyHidden>{t('requests.history.open')}</VisuallyHidden>,
            cell: (r) => (
              <Group gap="xs" wrap="nowrap">
                <Button
                  size="compact-xs"
                  variant="subtle"
                  aria-expanded={shown === r.id}
                  aria-controls={THREAD_PANEL}
                  aria-label={t('requests.history.threadNamed', {
                    kind: t(`requests.kinds.${r.kind}`),
                    date: dates.at(r.created_at),
                  })}
                  onClick={() => setShown((now) => (now === r.id ? null : r.id))}
                >
                  {t('requests.history.thread')}
                </Button>
                <Anchor
                  component={Link}
                  size="sm"
                  to={screenHref(prefix, 'requests', { query: { request: r.id } })}
                  aria-label={t('requests.history.openNamed', {
                    kind: t(`requests.kinds.${r.kind}`),
                    date: dates.at(r.created_at),
                  })}
                >
                  {t('requests.history.open')}
                </Anchor>
              </Group>
            ),
          },
        ]}
      />
      {shownRow && (
        <ClientRequestThread
          id={shownRow.id}
          title={t('requests.history.threadOf', {
            kind: t(`requests.kinds.${shownRow.kind}`),
            date: dates.at(shownRow.created_at),
          })}
        />
      )}
    </Stack>
  );
}

const THREAD_PANEL = 'client-request-thread';

/** The thread of one of the client's requests, from the mirror, under the list. */
function ClientRequestThread({ id, title }: { id: string; title: string }) {
  const { t } = useTranslation();
  const one = useData(() => venue()['mirror.request']({ id }), `client-request:${id}`, WATCHED);
  return (
    <Paper withBorder p="sm" id={THREAD_PANEL} role="region" aria-labelledby={`${THREAD_PANEL}-title`}>
      <Title order={3} size="h6" id={`${THREAD_PANEL}-title`} mb="xs">
        {title}
      </Title>
      {one.error && <LoadFailure title={t('requests.detail.readFailed')} error={one.error} />}
      {one.data && <RequestThread thread={one.data.thread} labelledBy={`${THREAD_PANEL}-title`} />}
    </Paper>
  );
}
