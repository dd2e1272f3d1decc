// Clients: the mirror's guest book in the kit's DataTable, a page of 10 at a time (the mirror
// pages it), searchable, with a selection kept across pages for bulk tag edits (client.update each,
// queued offline) and bulk delete, and a delete per row. Deleting needs the server: offline, or for
// a role that may not, the buttons say why instead of pretending.
import { Alert, Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useDates } from '../../kit/dates.js';
import type { IpcResult } from '../../../src-shared/ipc/channels.js';
import type { Client } from '../../../src-shared/schemas/client.js';
import { useOffline } from '../../data/sync-status.js';
import { venue } from '../../data/venue.js';
import { DataTable, type DataColumn } from '../../kit/data-table.js';
import { OutcomeLine } from '../../kit/outcome-line.js';
import type { Outcome } from '../../kit/outcome.js';
import { usePagedListModel, type PageQuery } from '../../kit/paged-list-model.js';
import { PageFrame } from '../../pages/page-frame.js';
import { clientProfileLink, consolePrefix } from '../../shell/console-paths.js';
import { usePendingRowIds } from '../../data/pending-rows.js';
import { BulkTagModal } from './bulk-tag-modal.js';
import { clientName, DeleteClientsDialog, useDeleteBlocked } from './delete-clients.js';
import { SearchBox } from '../../kit/search-box.js';
import { useQueuedOutcome } from '../../kit/queued-outcome.js';
import { sessionAtom } from '../../session/session-atoms.js';
import { useAtomValue } from '../../state/jotai.js';
import { NewClientModal } from './new-client-modal.js';
import { QuietText } from '../../kit/quiet-text.js';
import { PageAction } from '../../kit/page-action.js';

type ClientRow = Client & Record<string, unknown>;
/** The most rows the mirror answers at once; select-all reads the matches in pages of this size. */
const ALL_PAGE = 500;

const textOf = (filters: PageQuery['filters']) => (filters.search ? { text: filters.search } : {});

async function clientsPage(query: PageQuery) {
  const result = await venue()['mirror.clients']({
    ...textOf(query.filters),
    page: query.page,
    pageSize: query.pageSize,
  });
  return result as IpcResult<{ rows: ClientRow[]; total: number }>;
}

/** Every client the search keeps (select-all over every page). */
async function allClients(filters: PageQuery['filters']): Promise<IpcResult<ClientRow[]>> {
  const rows: ClientRow[] = [];
  for (let page = 1; ; page++) {
    const result = await venue()['mirror.clients']({ ...textOf(filters), page, pageSize: ALL_PAGE });
    if (!result.ok) return result;
    rows.push(...(result.value.rows as ClientRow[]));
    if (result.value.rows.length < ALL_PAGE || rows.length >= result.value.total)
      return { ok: true, value: rows };
  }
}

/** A button that is unavailable for a reason keeps its focus and says the reason (tooltip and name). */
function BlockableButton({
  blocked,
  label,
  blockedLabel,
  children,
  onClick,
  ...rest
}: {
  blocked: string | null;
  label: string;
  blockedLabel: string;
  children: ReactNode;
  onClick: () => void;
  color?: string;
  variant?: string;
  leftSection?: ReactNode;
}) {
  const button = (
    <Button
      size="xs"
      {...rest}
      {...(blocked ? { 'data-disabled': true, 'aria-disabled': true } : {})}
      aria-label={blocked ? blockedLabel : label}
      onClick={(e) => {
        e.preventDefault();
        if (!blocked) onClick();
      }}
    >
      {children}
    </Button>
  );
  return blocked ? <Tooltip label={blocked}>{button}</Tooltip> : button;
}

export function ClientsScreen() {
  const { t } = useTranslation();
  const dates = useDates();
  const location = useLocation();
  const prefix = consolePrefix(location.pathname);
  const offline = useOffline();
  const pendingIds = usePendingRowIds();
  const blocked = useDeleteBlocked();
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), 200);
  const [editing, setEditing] = useState<Client[] | null>(null);
  const [deleting, setDeleting] = useState<Client[] | null>(null);
  // A delete made on the profile comes back here with its outcome.
  const [outcome, setOutcome] = useState<Outcome | null>(
    (location.state as { outcome?: Outcome } | null)?.outcome ?? null,
  );
  const [adding, setAdding] = useState(false);
  const created = useQueuedOutcome();
  const restaurantId = useAtomValue(sessionAtom)?.user?.restaurantId ?? null;
  const list = usePagedListModel<ClientRow>({
    load: clientsPage,
    loadAll: allClients,
    // Visit figures are counted from the reservations, so a seated booking refreshes the list too.
    entities: ['clients', 'reservations'],
  });
  const { setFilter } = list;
  useEffect(() => setFilter('search', debounced), [debounced, setFilter]);

  const columns = useMemo<DataColumn<ClientRow>[]>(
    () => [
      {
        key: 'name',
        header: t('guests.clients.name'),
        cell: (c) => (
          <Group gap={6} wrap="nowrap">
            <Text
              component={Link}
              to={clientProfileLink(prefix, c.id)}
              size="sm"
              fw={600}
              c="inherit"
              td="none"
            >
              {clientName(c)}
            </Text>
            {pendingIds.has(c.id) && (
              <Badge size="xs" color="yellow" variant="light" tt="none">
                {t('guests.pending')}
              </Badge>
            )}
          </Group>
        ),
      },
      { key: 'mobileNumber', header: t('guests.clients.mobile') },
      {
        key: 'email',
        header: t('guests.clients.email'),
        cell: (c) => (
          <Text size="sm" truncate maw={240}>
            {c.email || '—'}
          </Text>
        ),
      },
      {
        key: 'tags',
        header: t('guests.clients.tags'),
        cell: (c) => (
          <Group gap={4}>
            {c.tags.slice(0, 3).map((tag) => (
              <Badge key={tag.label} size="sm" radius="sm" tt="none" fw={500} variant="light" color="gray">
                {tag.label}
              </Badge>
            ))}
          </Group>
        ),
      },
      { key: 'visit_count', header: t('guests.clients.visits') },
      {
        key: 'last_visit',
        header: t('guests.clients.lastVisit'),
        cell: (c) => (c.last_visit ? dates.day(c.last_visit) : '—'),
      },
    ],
    [t, prefix, pendingIds, dates],
  );

  const finished = (result: Outcome) => {
    setDeleting(null);
    setOutcome(result);
    if (result.kind !== 'refused') list.clearSelection();
  };

  return (
    <PageFrame
      title={t('guests.clients.title')}
      subtitle={list.total !== null ? t('guests.clients.count', { count: list.total }) : undefined}
      actions={
        <PageAction icon={IconUserPlus} disabled={restaurantId === null} onClick={() => setAdding(true)}>
          {t('guests.newClient.open')}
        </PageAction>
      }
    >
      <Stack gap="sm">
        {list.error && (
          <Alert color="red" variant="light" title={t('guests.clients.readFailed')}>
            {list.error}
          </Alert>
        )}
        <OutcomeLine
          outcome={outcome}
          onDismiss={() => setOutcome(null)}
          dismissLabel={t('guests.dismiss')}
        />
        <OutcomeLine
          outcome={created.outcome}
          onDismiss={() => created.show(null)}
          dismissLabel={t('guests.dismiss')}
        />
        <DataTable<ClientRow>
          label={t('guests.clients.table')}
          plural={t('guests.clients.title').toLowerCase()}
          rowLabel={(c) => t('guests.clients.select', { name: clientName(c) })}
          columns={columns}
          list={list}
          total={list.total}
          noMatchText={t('guests.clients.noMatch')}
          filters={
            <SearchBox
              width={280}
              label={t('guests.clients.search')}
              hint={t('guests.clients.searchHint')}
              value={text}
              onChange={setText}
            />
          }
          bulkActions={(selected) => (
            <>
              <Button size="xs" onClick={() => setEditing(selected)}>
                {t('guests.clients.editTags', { count: selected.length })}
              </Button>
              <BlockableButton
                blocked={blocked}
                color="red"
                variant="light"
                label={t('guests.clients.deleteCount', { count: selected.length })}
                blockedLabel={t('guests.clients.deleteCountBlocked', {
                  count: selected.length,
                  reason: blocked,
                })}
                onClick={() => setDeleting(selected)}
              >
                {t('guests.clients.deleteCount', { count: selected.length })}
              </BlockableButton>
            </>
          )}
          rowActions={(c) => (
            <BlockableButton
              blocked={blocked}
              color="red"
              variant="subtle"
              leftSection={<IconTrash size={12} aria-hidden />}
              label={t('guests.clients.deleteNamed', { name: clientName(c) })}
              blockedLabel={t('guests.clients.deleteBlockedNamed', { name: clientName(c), reason: blocked })}
              onClick={() => setDeleting([c])}
            >
              {t('guests.clients.delete')}
            </BlockableButton>
          )}
        />
        {list.total === null && !list.error && <QuietText>{t('guests.clients.loading')}</QuietText>}
      </Stack>
      <BulkTagModal
        clients={editing}
        onClose={() => setEditing(null)}
        onDone={(done) => {
          setEditing(null);
          list.clearSelection();
          // Tag edits are queued like any client.update: offline they wait to be synced.
          setOutcome(
            offline
              ? { kind: 'pending', text: `${done} — ${t('guests.pending')}` }
              : { kind: 'success', text: done },
          );
        }}
      />
      {adding && restaurantId !== null && (
        <NewClientModal
          restaurantId={restaurantId}
          onClose={() => setAdding(false)}
          onCreated={(name, result) => {
            setAdding(false);
            // Pending while only queued on this terminal; created once the server took it.
            created.track([{ label: name, result }], {
              success: t('guests.newClient.created', { name }),
              pending: t('guests.newClient.createdPending', { name }),
            });
          }}
        />
      )}
      <DeleteClientsDialog clients={deleting} onCancel={() => setDeleting(null)} onDone={finished} />
    </PageFrame>
  );
}
