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
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { LIST_PAGE_SIZE } from '../../../src-shared/constants.js';
import { formatDisplayDate } from '../../../src-shared/dates.js';
import type { Client } from '../../../src-shared/schemas/client.js';
import { PageFrame } from '../../pages/page-frame.js';
import { clientProfileLink, consolePrefix } from '../../reservations/console-paths.js';
import { useMirror } from '../../reservations/use-mirror.js';
import { BulkTagModal } from './bulk-tag-modal.js';

export function ClientsScreen() {
  const { t } = useTranslation();
  const needsApi = t('guests.needsApi');
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
    <PageFrame
      title={t('guests.clients.title')}
      subtitle={list.data ? t('guests.clients.count', { count: total }) : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between">
          <TextInput
            size="xs"
            w={280}
            aria-label={t('guests.clients.search')}
            placeholder={t('guests.clients.searchHint')}
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
              {t('guests.clients.editTags', { count: selected.size })}
            </Button>
            <Tooltip label={needsApi}>
              <Button
                size="xs"
                variant="default"
                data-disabled
                aria-disabled
                onClick={(e) => e.preventDefault()}
                aria-label={t('guests.clients.deleteSelectedNamed', { reason: needsApi })}
              >
                {t('guests.clients.deleteSelected')}
              </Button>
            </Tooltip>
          </Group>
        </Group>
        {list.error && (
          <Alert color="red" variant="light" title={t('guests.clients.readFailed')}>
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
            closeButtonLabel={t('guests.dismiss')}
            onClose={() => setMessage(null)}
          >
            {message}
          </Alert>
        )}
        <Table verticalSpacing={4} fz="sm" highlightOnHover aria-label={t('guests.clients.table')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={36}>
                <Checkbox
                  size="xs"
                  aria-label={t('guests.clients.selectPage')}
                  checked={allOnPage}
                  onChange={togglePage}
                />
              </Table.Th>
              {(['name', 'mobile', 'email', 'tags', 'visits', 'lastVisit'] as const).map((h) => (
                <Table.Th key={h} fz="xs" c="dimmed" tt="uppercase" fw={600}>
                  {t(`guests.clients.${h}`)}
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
                    aria-label={t('guests.clients.select', { name: `${c.first_name} ${c.last_name}` })}
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
                    {c.tags.slice(0, 3).map((tag) => (
                      <Badge
                        key={tag.label}
                        size="sm"
                        radius="sm"
                        tt="none"
                        fw={500}
                        variant="light"
                        color="gray"
                      >
                        {tag.label}
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
            {t('guests.clients.noMatch')}
          </Text>
        )}
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {t('guests.clients.pageOf', { page, pages })}
          </Text>
          <Pagination
            size="sm"
            total={pages}
            value={page}
            onChange={setPage}
            getControlProps={(control) => ({
              'aria-label': t('guests.clients.control', { control: t(`guests.clients.controls.${control}`) }),
            })}
            getItemProps={(p) => ({ 'aria-label': t('guests.clients.page', { page: p }) })}
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
