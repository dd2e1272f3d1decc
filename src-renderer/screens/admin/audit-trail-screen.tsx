// /admin/audit (issue 16): the restaurant's audit trail — who changed what, when (venue time; an
// offline change at the time it was made on its terminal), from which terminal, with the row before
// and after. Filters by dates, user, entity, action and words; pages of 25; the filtered set exports
// as CSV. Guest contact details arrive masked from the server for a role that may not see them.
import { NoticeLine, type Notice } from '../../shell/notice-line.js';
import {
  Alert,
  Button,
  Code,
  Group,
  Pagination,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { Fragment, useState } from 'react';
import type { AuditEntry } from '../../../src-shared/schemas/audit.js';
import { callApi, useCallData } from '../../calls/call-api.js';
import { AdminPage, EmptyRow, venueTime } from './admin-page.js';

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

const when = venueTime;

const json = (value: unknown) =>
  value === null || value === undefined ? '—' : JSON.stringify(value, null, 2);

function download(filename: string, csv: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function EntryDetails({ entry }: { entry: AuditEntry }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" aria-label={`Change ${entry.id} before and after`}>
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          Before
        </Text>
        <Code block aria-label={`Before change ${entry.id}`}>
          {json(entry.before)}
        </Code>
      </Stack>
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          After
        </Text>
        <Code block aria-label={`After change ${entry.id}`}>
          {json(entry.after)}
        </Code>
      </Stack>
    </SimpleGrid>
  );
}

export function AuditTrailScreen() {
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [exporting, setExporting] = useState(false);
  const query = queryOf(filters);
  const key = JSON.stringify([query, page]);
  const trail = useCallData('audit.list', { query: { ...query, page, page_size: PAGE_SIZE } }, key);
  const facets = useCallData('audit.facets', {}, 'all');
  const set = (patch: Partial<Filters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(1);
  };

  const rows = trail.data?.rows ?? [];
  const total = trail.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  const exportCsv = async () => {
    setExporting(true);
    const result = await callApi('audit.export', { query });
    setExporting(false);
    if (!result.ok) {
      setNotice({ ok: false, text: `Export failed — ${result.error.message}` });
      return;
    }
    download(result.value.filename, result.value.csv);
    setNotice({ ok: true, text: `${result.value.rows} entries exported to ${result.value.filename}` });
  };

  return (
    <AdminPage title="Audit trail">
      <NoticeLine notice={notice} onClose={() => setNotice(null)} />
      <Paper withBorder p="md" component="section" aria-labelledby="audit-filters">
        <Stack gap="sm">
          <Title order={2} size="h5" id="audit-filters">
            Filters
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3, lg: 6 }} spacing="sm">
            <TextInput
              type="date"
              label="From"
              value={filters.from}
              onChange={(e) => set({ from: e.currentTarget.value })}
            />
            <TextInput
              type="date"
              label="To"
              value={filters.to}
              onChange={(e) => set({ to: e.currentTarget.value })}
            />
            <Select
              label="User"
              placeholder="Everyone"
              clearable
              data={(facets.data?.users ?? []).map((u) => ({ value: String(u.id), label: u.name }))}
              value={filters.user}
              onChange={(user) => set({ user })}
            />
            <Select
              label="Entity"
              placeholder="All entities"
              clearable
              searchable
              data={facets.data?.entities ?? []}
              value={filters.entity}
              onChange={(entity) => set({ entity })}
            />
            <Select
              label="Action"
              placeholder="All actions"
              clearable
              data={facets.data?.actions ?? []}
              value={filters.action}
              onChange={(action) => set({ action })}
            />
            <TextInput
              label="Search"
              placeholder="Summary or user"
              value={filters.q}
              onChange={(e) => set({ q: e.currentTarget.value })}
            />
          </SimpleGrid>
          <Group justify="space-between">
            <Text size="sm" c="dimmed" role="status">
              {trail.loading && !trail.data ? 'Loading…' : `${total} ${total === 1 ? 'entry' : 'entries'}`}
            </Text>
            <Group gap="xs">
              <Button size="xs" variant="default" onClick={() => set(NO_FILTERS)}>
                Clear filters
              </Button>
              <Button size="xs" onClick={() => void exportCsv()} loading={exporting} disabled={total === 0}>
                Export CSV
              </Button>
            </Group>
          </Group>
        </Stack>
      </Paper>
      {(trail.error ?? facets.error) && (
        <Alert color="red" variant="light" role="alert" title="The audit trail could not be loaded">
          {trail.error ?? facets.error}
        </Alert>
      )}
      <Table.ScrollContainer minWidth={900}>
        <Table striped highlightOnHover aria-label="Audit entries">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>When</Table.Th>
              <Table.Th>User</Table.Th>
              <Table.Th>Terminal</Table.Th>
              <Table.Th>Entity</Table.Th>
              <Table.Th>Action</Table.Th>
              <Table.Th>Summary</Table.Th>
              <Table.Th>
                <VisuallyHidden>Details</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((entry) => (
              <Fragment key={entry.id}>
                <Table.Tr>
                  <Table.Td>
                    <Text size="sm">{when(entry.occurred_at)}</Text>
                    {entry.source === 'sync' && (
                      <Text size="xs" c="dimmed">
                        offline, received {when(entry.recorded_at)}
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
                    <Text size="sm">{entry.entity}</Text>
                    <Text size="xs" c="dimmed">
                      {entry.entity_id}
                    </Text>
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
                      aria-label={`${open === entry.id ? 'Hide' : 'Show'} before and after of change ${entry.id}`}
                      onClick={() => setOpen(open === entry.id ? null : entry.id)}
                    >
                      {open === entry.id ? 'Hide' : 'Details'}
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
              <EmptyRow columns={7}>No change matches these filters.</EmptyRow>
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
              control === 'previous' ? 'Previous page' : control === 'next' ? 'Next page' : control,
          })}
          getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
        />
      )}
    </AdminPage>
  );
}
