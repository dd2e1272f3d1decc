// /requests (issue 30, spec §2): the guest requests' inbox in the kit's DataTable — open ones first,
// nearest their response target (the server's order), 10 a page — filtered by state, by kind (the
// spec's selected option defaults to Reservation) and by text. Opening a row shows the request
// (`?request=<id>`) with its thread and the actions its state allows; "New request" takes a phone
// request; holders of requests.manage set the response targets per kind.
import { Group, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import {
  REQUEST_KINDS,
  REQUEST_STATES,
  type GuestRequest,
} from '../../../src-shared/requests/request-entity.js';
import { arrowFocus } from '../../kit/arrow-focus.js';
import { DataTable, type DataColumn } from '../../kit/data-table.js';
import { choicesOf, FilterSelect } from '../../kit/filter-select.js';
import { useDates } from '../../kit/dates.js';
import { LoadFailure } from '../../kit/load-failure.js';
import { OutcomeLine } from '../../kit/outcome-line.js';
import type { Outcome } from '../../kit/outcome.js';
import { usePagedListModel, type PageQuery } from '../../kit/paged-list-model.js';
import { SearchBox } from '../../kit/search-box.js';
import { useReadOnly } from '../../kit/write-access.js';
import { PageFrame } from '../../pages/page-frame.js';
import { useCan } from '../../session/use-permissions.js';
import { NewRequestModal } from './new-request-modal.js';
import { ALL, DEFAULT_KIND, listQuery } from './request-logic.js';
import { RequestDetail } from './request-detail.js';
import { guestName, useBookingText, useTimeLeftText } from './request-words.js';
import { stateColumn } from './request-state.js';
import { ResponseTargets } from './response-targets.js';
import { useNowMs } from '../../data/use-venue-now.js';
import { venue } from '../../data/venue.js';
import { QuietText } from '../../kit/quiet-text.js';
import { PageAction } from '../../kit/page-action.js';

type RequestRow = GuestRequest & Record<string, unknown>;
const WATCHED = ['guest_requests'] as const;

/** A page of the inbox from this terminal's mirror (issue 30 §7: it reads offline too). */
async function requestsPage(query: PageQuery) {
  const result = await venue()['mirror.requests'](listQuery(query.filters, query.page, query.pageSize));
  return result.ok
    ? { ok: true as const, value: { rows: result.value.rows as RequestRow[], total: result.value.total } }
    : result;
}

export function RequestsScreen() {
  const [params, setParams] = useSearchParams();
  const openId = params.get('request');
  const open = (id: string | null) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (id === null) next.delete('request');
      else next.set('request', id);
      return next;
    });
  return openId ? (
    <RequestDetail id={openId} onBack={() => open(null)} />
  ) : (
    <RequestsInbox onOpen={(id) => open(id)} />
  );
}

function RequestsInbox({ onOpen }: { onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const dates = useDates();
  const location = useLocation();
  const readOnly = useReadOnly();
  const canManage = useCan('requests.manage');
  const now = useNowMs(30_000);
  const timeLeft = useTimeLeftText(now);
  const bookingText = useBookingText();
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), 250);
  const [adding, setAdding] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // From the mirror: a request arriving or moved anywhere reaches it through the feed (the server
  // pokes this terminal), and the time-left tick re-sorts the page.
  const list = usePagedListModel<RequestRow>({
    load: requestsPage,
    entities: WATCHED,
    refreshKey: now,
  });
  const { setFilter } = list;
  useEffect(() => setFilter('q', debounced), [debounced, setFilter]);
  const kind = list.state.filters.kind ?? DEFAULT_KIND;
  const state = list.state.filters.state ?? ALL;
  const openHref = (id: string) => `${location.pathname}?request=${encodeURIComponent(id)}`;

  const columns = useMemo<DataColumn<RequestRow>[]>(
    () => [
      {
        key: 'kind',
        header: t('requests.columns.kind'),
        cell: (r) => (
          <Text
            component={Link}
            to={openHref(r.id)}
            size="sm"
            fw={600}
            c="inherit"
            data-request-link
            aria-label={t('requests.openNamed', {
              kind: t(`requests.kinds.${r.kind}`),
              guest: guestName(r, t),
            })}
            onClick={(e) => {
              e.preventDefault();
              onOpen(r.id);
            }}
          >
            {t(`requests.kinds.${r.kind}`)}
          </Text>
        ),
      },
      {
        key: 'guest',
        header: t('requests.columns.guest'),
        cell: (r) => (
          <Stack gap={0}>
            <Text size="sm">{guestName(r, t)}</Text>
            <Text size="xs" c="dimmed" lineClamp={1} maw={260}>
              {r.summary}
            </Text>
          </Stack>
        ),
      },
      { key: 'booking', header: t('requests.columns.booking'), cell: (r) => bookingText(r) ?? '—' },
      stateColumn(t('requests.columns.state')),
      {
        key: 'assignee',
        header: t('requests.columns.assignee'),
        cell: (r) => r.assigned_user_name ?? t('requests.nobody'),
      },
      {
        key: 'timeLeft',
        header: t('requests.columns.timeLeft'),
        cell: (r) => {
          const left = timeLeft(r);
          return (
            <Text size="sm" fw={left.overdue ? 700 : undefined} c={left.overdue ? 'red.8' : undefined}>
              {left.text}
            </Text>
          );
        },
      },
      { key: 'received', header: t('requests.columns.received'), cell: (r) => dates.at(r.created_at) },
    ],
    // openHref reads the location only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, dates, timeLeft, bookingText, onOpen, location.pathname],
  );

  return (
    <PageFrame
      title={t('requests.title')}
      subtitle={list.total !== null ? t('requests.count', { count: list.total }) : t('requests.subtitle')}
      actions={
        <PageAction icon={IconPlus} disabled={readOnly} onClick={() => setAdding(true)}>
          {t('requests.create.open')}
        </PageAction>
      }
    >
      <Stack gap="sm">
        <LoadFailure title={t('requests.readFailed')} error={list.error} />
        <OutcomeLine
          outcome={outcome}
          onDismiss={() => setOutcome(null)}
          dismissLabel={t('requests.dismiss')}
        />
        {/* ↑ and ↓ walk the requests' links (keyboard-first inbox, issue 30 §8). */}
        <div onKeyDown={arrowFocus('[data-request-link]')}>
          <DataTable<RequestRow>
            label={t('requests.table')}
            plural={t('requests.plural')}
            rowLabel={(r) => guestName(r, t)}
            rowName={(r) => `${t(`requests.kinds.${r.kind}`)} · ${guestName(r, t)}`}
            columns={columns}
            list={list}
            total={list.total}
            selectable={false}
            emptyText={t('requests.empty')}
            noMatchText={t('requests.noMatch')}
            filters={
              <Group gap="xs" align="flex-end">
                <FilterSelect
                  size="xs"
                  w={200}
                  label={t('requests.filters.state')}
                  value={state}
                  allLabel={t('requests.filters.allStates')}
                  choices={[
                    { value: 'open', label: t('requests.filters.open') },
                    ...choicesOf(REQUEST_STATES, (s) => t(`requests.states.${s}`)),
                  ]}
                  onChange={(v) => setFilter('state', v ?? ALL)}
                />
                <FilterSelect
                  size="xs"
                  w={170}
                  label={t('requests.filters.kind')}
                  value={kind}
                  allLabel={t('requests.filters.allKinds')}
                  choices={choicesOf(REQUEST_KINDS, (k) => t(`requests.kinds.${k}`))}
                  onChange={(v) => setFilter('kind', v ?? DEFAULT_KIND)}
                />
                <SearchBox
                  width={240}
                  label={t('requests.filters.search')}
                  hint={t('requests.filters.searchHint')}
                  value={text}
                  onChange={setText}
                />
              </Group>
            }
          />
        </div>
        {list.total === null && !list.error && <QuietText>{t('requests.loading')}</QuietText>}
        {canManage && <ResponseTargets />}
      </Stack>
      {adding && (
        <NewRequestModal
          onClose={() => setAdding(false)}
          onCreated={(created) => {
            setAdding(false);
            setOutcome({ kind: 'success', text: t('requests.create.created') });
            onOpen(created.id);
          }}
        />
      )}
    </PageFrame>
  );
}
