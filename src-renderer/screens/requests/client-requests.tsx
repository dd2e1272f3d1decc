// The client profile's Request History tab (spec §2): the client's requests (requests.list by client
// id), newest first as the server answers the settled ones, each with its kind, state and what the
// guest asked, and a link that opens it in the /requests inbox.
import { Anchor, Badge, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useCallData } from '../../data/call.js';
import { useDates } from '../../kit/dates.js';
import { LoadFailure } from '../../kit/load-failure.js';
import { PlainTable } from '../../kit/plain-table.js';
import { consolePrefix } from '../../shell/console-paths.js';
import { screenHref } from '../screen-table.js';
import { STATE_COLOUR } from './request-words.js';

export function ClientRequests({ clientId }: { clientId: string }) {
  const { t } = useTranslation();
  const dates = useDates();
  const location = useLocation();
  const prefix = consolePrefix(location.pathname);
  const list = useCallData('requests.list', { query: { client_id: clientId, per_page: 200 } }, clientId);
  if (list.error) return <LoadFailure title={t('requests.history.readFailed')} error={list.error} />;
  if (!list.data)
    return (
      <Text size="sm" c="dimmed">
        {t('requests.history.loading')}
      </Text>
    );
  if (list.data.rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('requests.history.none')}
      </Text>
    );
  const head = (key: 'received' | 'kind' | 'state' | 'summary') => (
    <Text span fz="xs" c="dimmed" tt="uppercase">
      {t(`requests.history.${key}`)}
    </Text>
  );
  return (
    <PlainTable
      verticalSpacing={4}
      fz="sm"
      aria-label={t('requests.history.table')}
      rows={list.data.rows}
      rowKey={(r) => r.id}
      columns={[
        { key: 'received', header: head('received'), cell: (r) => dates.at(r.created_at) },
        { key: 'kind', header: head('kind'), cell: (r) => t(`requests.kinds.${r.kind}`) },
        {
          key: 'state',
          header: head('state'),
          cell: (r) => (
            <Badge size="sm" radius="sm" tt="none" variant="light" color={STATE_COLOUR[r.state]}>
              {t(`requests.states.${r.state}`)}
            </Badge>
          ),
        },
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
          ),
        },
      ]}
    />
  );
}
