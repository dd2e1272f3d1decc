// Clients: a searchable list from the mirror, LIST_PAGE_SIZE per page, with selection for bulk tag
// edits (client.update each). Bulk delete needs the online API, so it is shown unavailable.
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Pagination,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LIST_PAGE_SIZE } from '../../../src-shared/constants.js';
import { formatDisplayDate } from '../../../src-shared/dates.js';
import type { Client } from '../../../src-shared/schemas/client.js';
import { PageFrame } from '../../pages/page-frame.js';
import { clientProfileLink, consolePrefix } from '../../reservations/console-paths.js';
import { useMirror } from '../../reservations/use-mirror.js';
import { NEEDS_ONLINE_API } from '../guest-list/guest-list-screen.js';
import { BulkTagModal } from './bulk-tag-modal.js';

export function ClientsScreen() {
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), 200);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlyMap<string, Client>>(new Map());
  const [editing, setEditing] = useState<Client[] | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const navigate = useNavigate();
  const prefix = consolePrefix(useLocation().pathname);
  const list = useMirror(
    () =>
      window.venue['mirror.clients']({
        ...(debounced ? { text: debounced } : {}),
        page,
        pageSize: LIST_PAGE_SIZE,
      }),
    `${debounced}|${page}`,
    // Visit figures are counted from the reservations, so a seated booking refreshes the list too.
    ['clients', 'reservations'],
  );
  const rows = list.data?.rows ?? [];
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / LIST_PAGE_SIZE));
  const allOnPage = rows.length > 0 && rows.every((c) => selected.has(c.id));

  const toggle = (client: Client) =>
    setSelected((prev) => {
      const next = new Map(prev);
      if (next.has(client.id)) next.delete(client.id);
      else next.set(client.id, client);
      return next;
    });
  const togglePage = () =>
    setSelected((prev) => {
      const next = new Map(prev);
      for (const c of rows) {
        if (allOnPage) next.delete(c.id);
        else next.set(c.id, c);
      }
      return next;
    });

  return (
    <PageFrame title="Clients" subtitle={list.data ? `${total} client${total === 1 ? '' : 's'}` : undefined}>
      <Stack gap="sm">
        <Group justify="space-between">
          <TextInput
            size="xs"
            w={280}
            aria-label="Search clients"
            placeholder="Name, phone or email"
            leftSection={<IconSearch size={12} aria-hidden />}
            value={text}
            onChange={(e) => {
              setText(e.currentTarget.value);
              setPage(1);
            }}
          />
          <Group gap="xs">
            <Button
              size="xs"
              disabled={selected.size === 0}
              onClick={() => setEditing([...selected.values()])}
            >
              Edit tags of selected ({selected.size})
            </Button>
            <Tooltip label={NEEDS_ONLINE_API}>
              <Button
                size="xs"
                variant="default"
                data-disabled
                aria-disabled
                onClick={(e) => e.preventDefault()}
                aria-label={`Delete selected — ${NEEDS_ONLINE_API}`}
              >
                Delete selected
              </Button>
            </Tooltip>
          </Group>
        </Group>
        {list.error && (
          <Alert color="red" variant="light" title="Could not read clients on this terminal">
            {list.error}
          </Alert>
        )}
        {message && (
          <Alert
            color="teal"
            variant="light"
            py={6}
            role="status"
            withCloseButton
            closeButtonLabel="Dismiss message"
            onClose={() => setMessage(null)}
          >
            {message}
          </Alert>
        )}
        <Table verticalSpacing={4} fz="sm" highlightOnHover aria-label="Clients">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={36}>
                <Checkbox
                  size="xs"
                  aria-label="Select all clients on this page"
                  checked={allOnPage}
                  onChange={togglePage}
                />
              </Table.Th>
              {['Name', 'Mobile number', 'Email', 'Tags', 'Visits', 'Last visit'].map((h) => (
                <Table.Th key={h} fz="xs" c="dimmed" tt="uppercase" fw={600}>
                  {h}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((c) => (
              <Table.Tr
                key={c.id}
                style={{ cursor: 'pointer' }}
                onClick={() => void navigate(clientProfileLink(prefix, c.id))}
              >
                <Table.Td onClick={(e) => e.stopPropagation()}>
                  <Checkbox
                    size="xs"
                    aria-label={`Select ${c.first_name} ${c.last_name}`}
                    checked={selected.has(c.id)}
                    onChange={() => toggle(c)}
                  />
                </Table.Td>
                <Table.Td>
                  <Text
                    component="a"
                    href={clientProfileLink(prefix, c.id)}
                    size="sm"
                    fw={600}
                    c="inherit"
                    td="none"
                    onClick={(e) => {
                      e.preventDefault();
                      e.stopPropagation();
                      void navigate(clientProfileLink(prefix, c.id));
                    }}
                  >
                    {c.first_name} {c.last_name}
                  </Text>
                </Table.Td>
                <Table.Td>{c.mobileNumber}</Table.Td>
                <Table.Td>
                  <Text size="sm" truncate maw={240}>
                    {c.email}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {c.tags.slice(0, 3).map((t) => (
                      <Badge
                        key={t.label}
                        size="sm"
                        radius="sm"
                        tt="none"
                        fw={500}
                        variant="light"
                        color="gray"
                      >
                        {t.label}
                      </Badge>
                    ))}
                  </Group>
                </Table.Td>
                <Table.Td>{c.visit_count}</Table.Td>
                <Table.Td>{c.last_visit ? formatDisplayDate(c.last_visit) : '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {list.data && rows.length === 0 && (
          <Text size="sm" c="dimmed">
            No clients match the search.
          </Text>
        )}
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            Page {page} of {pages}
          </Text>
          <Pagination
            size="sm"
            total={pages}
            value={page}
            onChange={setPage}
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
          />
        </Group>
      </Stack>
      <BulkTagModal
        clients={editing}
        onClose={() => setEditing(null)}
        onDone={(text) => {
          setEditing(null);
          setSelected(new Map());
          setMessage(text);
        }}
      />
    </PageFrame>
  );
}
