// Spec §2 client detail tabs. Reservation and Order History read the mirror; Request History asks the
// server (requests.list by client); tiers have no data source yet and say so; Notes edits the client's notes. The chosen tab moves to the front.
import { Alert, Tabs, Text, Textarea } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { statusLabel } from '../../i18n/status-label.js';
import { useDates } from '../../kit/dates.js';
import { PlainTable } from '../../kit/plain-table.js';
import { useData } from '../../data/use-data.js';
import { ClientPosChecks } from '../integrations/public.js';
import { LinkedOrders } from '../orders/public.js';
import { ClientRequests } from '../requests/public.js';
import { chooseClientTab, CLIENT_TABS, clientTabKey, clientTabOfKey, type ClientTab } from './client-tabs.js';
import { venue } from '../../data/venue.js';
import { StatusBadge } from '../../kit/status-badge.js';
import { QuietText } from '../../kit/quiet-text.js';

function NoSource({ what }: { what: string }) {
  const { t } = useTranslation();
  return (
    <Alert variant="light" color="gray" py="xs">
      {t('guests.history.noSource', { what })}
    </Alert>
  );
}

const HISTORY_COLUMNS = ['date', 'time', 'party', 'tableCol', 'status'] as const;

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
  if (!history.data) return <QuietText>{t('guests.history.loading')}</QuietText>;
  if (history.data.length === 0) return <QuietText>{t('guests.history.none')}</QuietText>;
  const rows = [...history.data].sort((a, b) => `${b.date} ${b.time}`.localeCompare(`${a.date} ${a.time}`));
  const head = (key: (typeof HISTORY_COLUMNS)[number]) => (
    <Text span fz="xs" c="dimmed" tt="uppercase">
      {t(`guests.history.${key}`)}
    </Text>
  );
  const cells: Record<(typeof HISTORY_COLUMNS)[number], (r: (typeof rows)[number]) => ReactNode> = {
    date: (r) => dates.day(r.date),
    time: (r) => r.time,
    party: (r) => r.guest_count,
    tableCol: (r) => r.table_number || '—',
    status: (r) => (
      <StatusBadge color={r.reservation_Status.color_code}>{statusLabel(t, r.status)}</StatusBadge>
    ),
  };
  return (
    <PlainTable
      verticalSpacing={4}
      fz="sm"
      aria-label={t('guests.history.table')}
      rows={rows}
      rowKey={(r) => r.id}
      columns={HISTORY_COLUMNS.map((key) => ({ key, header: head(key), cell: cells[key] }))}
    />
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
        <ClientPosChecks clientId={clientId} />
      </Tabs.Panel>
      <Tabs.Panel value={clientTabKey('Request History')} pt="sm">
        <ClientRequests clientId={clientId} />
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
