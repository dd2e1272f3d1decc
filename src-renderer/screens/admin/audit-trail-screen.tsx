// /admin/audit (issue 16): the restaurant's audit trail — who changed what, when (venue time; an
// offline change at the time it was made on its terminal), from which terminal, with the row before
// and after. Filters by dates, user, entity, action and words; pages of 25; the filtered set exports
// as CSV. Guest contact details arrive masked from the server for a role that may not see them.
// Each record is named by its person or thing (a booking by its guest, day and time), never its id,
// and only a change made while its terminal was offline says so (issue 29 §7).
import { NoticeLine, type Notice } from '../../shell/notice-line.js';
import {
  Alert,
  Button,
  Code,
  type ComboboxData,
  Group,
  Pagination,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '../../../src-shared/schemas/audit.js';
import { useDates, type DateTexts } from '../../kit/dates.js';
import type { Translate } from '../../i18n/translate.js';
import { callApi, useCallData } from '../../data/call.js';
import { AdminPage, EmptyRow } from './admin-page.js';
import { SectionPanel } from '../../kit/section-panel.js';
import { TableHead } from '../../kit/table-head.js';
import { useCsvExport } from '../../kit/csv-export.js';

const PAGE_SIZE = 25;

interface Filters {
  from: string;
  to: string;
  user: string | null;
  entity: string | null;
  action: string | null;
  q: string;
}

const NO_FILTERS: Filters = { from: '', to: '', user: null, entity: null, action: null, q: '' };

/** The call's query: only the filters that are set. */
function queryOf(f: Filters) {
  return {
    ...(f.from ? { from: f.from } : {}),
    ...(f.to ? { to: f.to } : {}),
    ...(f.user ? { actor_user_id: Number(f.user) } : {}),
    ...(f.entity ? { entity: f.entity } : {}),
    ...(f.action ? { action: f.action } : {}),
    ...(f.q.trim() ? { q: f.q.trim() } : {}),
  };
}

/** 'blackout_dates' or 'taxRate' as words, for an entity the console has no name for. */
const humanised = (entity: string) => {
  const words = entity
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** What kind of record an entry is about, in the console's language ("Reservation", "Table"). */
export const entityWord = (t: Translate, entity: string) =>
  t(`admin.platform.audit.entities.${entity}`, { defaultValue: humanised(entity) });

/** The record by its person or thing and the day and time it is for: "Ada Lovelace · 03/01/2025 19:30". */
export function subjectText(entry: Pick<AuditEntry, 'subject'>, dates: DateTexts): string {
  const s = entry.subject;
  if (!s) return '';
  return [s.name, s.date ? dates.dayTime(s.date, s.time) : null].filter(Boolean).join(' · ');
}

const json = (value: unknown) =>
  value === null || value === undefined ? '—' : JSON.stringify(value, null, 2);

function EntryDetails({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid
      cols={{ base: 1, md: 2 }}
      spacing="sm"
      aria-label={t('admin.platform.audit.beforeAndAfter', { id: entry.id })}
    >
      {(['before', 'after'] as const).map((side) => (
        <Stack key={side} gap={4}>
          <Text size="sm" fw={600}>
            {t(`admin.platform.audit.${side}`)}
          </Text>
          <Code block aria-label={t(`admin.platform.audit.${side}Of`, { id: entry.id })}>
            {json(entry[side])}
          </Code>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

export function AuditTrailScreen() {
  const { t } = useTranslation();
  const dates = useDates();
  const when = dates.at;
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const csv = useCsvExport(setNotice);
  const query = queryOf(filters);
  const key = JSON.stringify([query, page]);
  const trail = useCallData('audit.list', { query: { ...query, page, page_size: PAGE_SIZE } }, key);
  const facets = useCallData('audit.facets', {}, 'all');
  const set = (patch: Partial<Filters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(1);
  };

  const day = (key: 'from' | 'to') => (
    <TextInput
      type="date"
      label={t(`admin.platform.audit.${key}`)}
      value={filters[key]}
      onChange={(e) => set({ [key]: e.currentTarget.value })}
    />
  );
  /** A filter by one of the trail's facets; cleared, it filters nothing. */
  const facet = (
    key: 'user' | 'entity' | 'action',
    placeholder: string,
    data: ComboboxData,
    searchable = false,
  ) => (
    <Select
      label={t(`admin.platform.audit.${key}`)}
      placeholder={placeholder}
      clearable
      searchable={searchable}
      data={data}
      value={filters[key]}
      onChange={(value) => set({ [key]: value })}
    />
  );
  const userOptions = (facets.data?.users ?? []).map((u) => ({ value: String(u.id), label: u.name }));
  const entityOptions = (facets.data?.entities ?? []).map((e) => ({ value: e, label: entityWord(t, e) }));

  const rows = trail.data?.rows ?? [];
  const total = trail.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  const exportCsv = () =>
    csv.run(() => callApi('audit.export', { query }), {
      failed: (error) => t('admin.platform.audit.exportFailed', { error }),
      done: (file) => t('admin.platform.audit.exported', { rows: file.rows, file: file.filename }),
    });

  return (
    <AdminPage title={t('admin.platform.audit.title')}>
      <NoticeLine notice={notice} onClose={() => setNotice(null)} />
      <SectionPanel id="audit-filters" title={t('admin.platform.audit.filters')}>
        <SimpleGrid cols={{ base: 1, sm: 3, lg: 6 }} spacing="sm">
          {day('from')}
          {day('to')}
          {facet('user', t('admin.platform.audit.everyone'), userOptions)}
          {facet('entity', t('admin.platform.audit.allEntities'), entityOptions, true)}
          {facet('action', t('admin.platform.audit.allActions'), facets.data?.actions ?? [])}
          <TextInput
            label={t('admin.platform.audit.search')}
            placeholder={t('admin.platform.audit.searchHint')}
            value={filters.q}
            onChange={(e) => set({ q: e.currentTarget.value })}
          />
        </SimpleGrid>
        <Group justify="space-between">
          <Text size="sm" c="dimmed" role="status">
            {trail.loading && !trail.data
              ? t('admin.platform.audit.loading')
              : t('admin.platform.audit.entries', { count: total })}
          </Text>
          <Group gap="xs">
            <Button size="xs" variant="default" onClick={() => set(NO_FILTERS)}>
              {t('admin.platform.audit.clear')}
            </Button>
            <Button size="xs" onClick={() => void exportCsv()} loading={csv.busy} disabled={total === 0}>
              {t('admin.platform.audit.export')}
            </Button>
          </Group>
        </Group>
      </SectionPanel>
      {(trail.error ?? facets.error) && (
        <Alert color="red" variant="light" role="alert" title={t('admin.platform.audit.loadFailed')}>
          {trail.error ?? facets.error}
        </Alert>
      )}
      <Table.ScrollContainer minWidth={900}>
        <Table striped highlightOnHover aria-label={t('admin.platform.audit.table')}>
          <TableHead
            columns={[
              t('admin.platform.audit.when'),
              t('admin.platform.audit.user'),
              t('admin.platform.audit.terminal'),
              t('admin.platform.audit.entity'),
              t('admin.platform.audit.action'),
              t('admin.platform.audit.summary'),
              <VisuallyHidden key="details">{t('admin.platform.audit.details')}</VisuallyHidden>,
            ]}
          />
          <Table.Tbody>
            {rows.map((entry) => (
              <Fragment key={entry.id}>
                <Table.Tr>
                  <Table.Td>
                    <Text size="sm">{when(entry.occurred_at)}</Text>
                    {entry.offline && (
                      <Text size="xs" c="dimmed">
                        {t('admin.platform.audit.offline', { time: when(entry.recorded_at) })}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{entry.actor_name}</Text>
                    <Text size="xs" c="dimmed">
                      {entry.actor_role}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="xs">{entry.terminal ?? '—'}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{entityWord(t, entry.entity)}</Text>
                    {entry.subject && (
                      <Text size="xs" c="dimmed">
                        {subjectText(entry, dates)}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {entry.action}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{entry.summary}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="subtle"
                      aria-expanded={open === entry.id}
                      aria-label={t(
                        open === entry.id
                          ? 'admin.platform.audit.hideNamed'
                          : 'admin.platform.audit.showNamed',
                        { id: entry.id },
                      )}
                      onClick={() => setOpen(open === entry.id ? null : entry.id)}
                    >
                      {open === entry.id ? t('admin.platform.audit.hide') : t('admin.platform.audit.details')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
                {open === entry.id && (
                  <Table.Tr>
                    <Table.Td colSpan={7}>
                      <EntryDetails entry={entry} />
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            ))}
            {rows.length === 0 && !trail.loading && (
              <EmptyRow columns={7}>{t('admin.platform.audit.none')}</EmptyRow>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={setPage}
          getControlProps={(control) => ({
            'aria-label':
              control === 'previous'
                ? t('admin.platform.audit.previous')
                : control === 'next'
                  ? t('admin.platform.audit.next')
                  : control,
          })}
          getItemProps={(p) => ({ 'aria-label': t('admin.platform.audit.page', { page: p }) })}
        />
      )}
    </AdminPage>
  );
}
