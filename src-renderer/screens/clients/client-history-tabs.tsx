// Spec §2 client detail tabs. Reservation and Order History read the mirror; requests and tiers have
// no data source yet and say so; Notes edits the client's notes. The chosen tab moves to the front.
import { Alert, Badge, Table, Tabs, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { statusLabel } from '../../i18n/status-label.js';
import { useDates } from '../../kit/dates.js';
import { useData } from '../../data/use-data.js';
import { LinkedOrders } from '../orders/public.js';
import { chooseClientTab, CLIENT_TABS, clientTabKey, clientTabOfKey, type ClientTab } from './client-tabs.js';
import { venue } from '../../data/venue.js';

function NoSource({ what }: { what: string }) {
  const { t } = useTranslation();
  return (
    <Alert variant="light" color="gray" py="xs">
      {t('guests.history.noSource', { what })}
    </Alert>
  );
}

function ReservationHistory({ clientId }: { clientId: string }) {
  const { t } = useTranslation();
  const dates = useDates();
  const history = useData(() => venue()['mirror.reservations']({ clientId }), clientId, ['reservations']);
  if (history.error)
    return (
      <Alert color="red" variant="light">
        {history.error}
      </Alert>
    );
  if (!history.data)
    return (
      <Text size="sm" c="dimmed">
        {t('guests.history.loading')}
      </Text>
    );
  if (history.data.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('guests.history.none')}
      </Text>
    );
  const rows = [...history.data].sort((a, b) => `${b.date} ${b.time}`.localeCompare(`${a.date} ${a.time}`));
  return (
    <Table verticalSpacing={4} fz="sm" aria-label={t('guests.history.table')}>
      <Table.Thead>
        <Table.Tr>
          {(['date', 'time', 'party', 'tableCol', 'status'] as const).map((h) => (
            <Table.Th key={h} fz="xs" c="dimmed" tt="uppercase">
              {t(`guests.history.${h}`)}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.id}>
            <Table.Td>{dates.day(r.date)}</Table.Td>
            <Table.Td>{r.time}</Table.Td>
            <Table.Td>{r.guest_count}</Table.Td>
            <Table.Td>{r.table_number || '—'}</Table.Td>
            <Table.Td>
              <Badge size="sm" radius="sm" tt="none" variant="light" color={r.reservation_Status.color_code}>
                {statusLabel(t, r.status)}
              </Badge>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export function ClientHistoryTabs({
  clientId,
  notes,
  onNotes,
  notesError,
}: {
  clientId: string;
  notes: string;
  onNotes: (notes: string) => void;
  notesError?: string;
}) {
  const { t } = useTranslation();
  const [order, setOrder] = useState<ClientTab[]>([...CLIENT_TABS]);
  const [active, setActive] = useState<ClientTab>(CLIENT_TABS[0]);
  const choose = (value: string | null) => {
    const tab = clientTabOfKey(value);
    if (!tab) return;
    setActive(tab);
    setOrder((prev) => chooseClientTab(prev, tab));
  };
  return (
    <Tabs value={clientTabKey(active)} onChange={choose} keepMounted={false}>
      <Tabs.List aria-label={t('guests.history.tabs')}>
        {order.map((tab) => (
          <Tabs.Tab key={tab} value={clientTabKey(tab)}>
            {t(`guests.history.tabNames.${tab}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value={clientTabKey('Reservation History')} pt="sm">
        <ReservationHistory clientId={clientId} />
      </Tabs.Panel>
      <Tabs.Panel value={clientTabKey('Order History')} pt="sm">
        <LinkedOrders clientId={clientId} what="client" />
      </Tabs.Panel>
      <Tabs.Panel value={clientTabKey('Request History')} pt="sm">
        <NoSource what={t('guests.history.requests')} />
      </Tabs.Panel>
      <Tabs.Panel value={clientTabKey('Client Tier History')} pt="sm">
        <NoSource what={t('guests.history.tiers')} />
      </Tabs.Panel>
      <Tabs.Panel value={clientTabKey('Notes')} pt="sm">
        <Textarea
          label={t('guests.history.notes')}
          autosize
          minRows={4}
          maxRows={12}
          value={notes}
          error={notesError}
          onChange={(e) => onNotes(e.currentTarget.value)}
        />
      </Tabs.Panel>
    </Tabs>
  );
}
