// /messages (spec §2; §3 Message status Unread, Read, Reply with the unread count derived; §4 Unread
// becomes Read when opened, and an Unread or Read one can turn into Reply): the staff messages sent
// to the signed-in user here, kept on the server so they follow the user between terminals, and read
// from this terminal's mirror of that user's inbox (issue 30 §7), so they show with the API down.
// Opening one and replying go through the sync queue; a row with a change not yet on the server is
// marked "Waiting to sync". A message arriving or changing on another terminal reaches the mirror
// live. "New message" writes to a colleague (messages.send) and needs the server.
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MESSAGE_STATUSES,
  type StaffMessage,
} from '../../../src-shared/notifications/notification-schemas.js';
import { usePendingRowIds } from '../../data/pending-rows.js';
import { useData } from '../../data/use-data.js';
import { venue } from '../../data/venue.js';
import { DataTable, type DataColumn } from '../../kit/data-table.js';
import { ALL_CHOICE, choicesOf, FilterSelect } from '../../kit/filter-select.js';
import { useDates } from '../../kit/dates.js';
import { useListModel } from '../../kit/list-model.js';
import { LoadFailure } from '../../kit/load-failure.js';
import type { Outcome } from '../../kit/outcome.js';
import { OutcomeLine } from '../../kit/outcome-line.js';
import { RowButton } from '../../kit/row-button.js';
import { PageFrame } from '../../pages/page-frame.js';
import { useCan } from '../../session/use-permissions.js';
import { MessageDrawer } from './message-drawer.js';
import { NewMessageModal } from './new-message-modal.js';
import { STATUS_COLOUR, firstLine } from './message-words.js';
import { useNotificationCentre } from './notification-centre.js';
import { PageAction } from '../../kit/page-action.js';

const WATCHED = ['staff_messages'] as const;

type MessageRow = StaffMessage & Record<string, unknown>;

const ALL = ALL_CHOICE;

export function MessagesScreen() {
  const { t } = useTranslation();
  const dates = useDates();
  const canSend = useCan('messages.send');
  const { setMessagesUnread } = useNotificationCentre();
  const messages = useData(() => venue()['mirror.messages'](), 'messages', WATCHED);
  const pending = usePendingRowIds();
  const [openedId, setOpenedId] = useState<string | null>(null);
  const [composing, setComposing] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const unread = messages.data?.unread_count;
  useEffect(() => {
    if (unread !== undefined) setMessagesUnread(unread);
  }, [unread, setMessagesUnread]);

  const rows = useMemo<MessageRow[]>(() => messages.data?.messages ?? [], [messages.data]);
  // The opened message as the mirror has it now: its status follows the queue and the server.
  const opened = rows.find((m) => m.id === openedId) ?? null;
  const keep = useMemo(
    () => (row: MessageRow, filters: Readonly<Record<string, string>>) =>
      (filters.status ?? ALL) === ALL || row.status === filters.status,
    [],
  );
  const list = useListModel(rows, { keep });
  const status = list.state.filters.status ?? ALL;

  const columns = useMemo<DataColumn<MessageRow>[]>(
    () => [
      { key: 'from_name', header: t('messages.screen.from'), sortable: true },
      {
        key: 'subject',
        header: t('messages.screen.subject'),
        cell: (m) => (
          <>
            <Text size="sm" fw={m.status === 'Unread' ? 700 : 400}>
              {m.subject}
            </Text>
            <Text size="xs" c="dimmed" lineClamp={1}>
              {firstLine(m.body)}
            </Text>
          </>
        ),
      },
      {
        key: 'created_at',
        header: t('messages.screen.time'),
        sortable: true,
        cell: (m) => dates.at(m.created_at),
      },
      {
        key: 'status',
        header: t('messages.screen.status'),
        cell: (m) => (
          <Group gap={4} wrap="nowrap">
            <Badge size="sm" variant="filled" color={STATUS_COLOUR[m.status]} data-status={m.status}>
              {t(`messages.status.${m.status}`)}
            </Badge>
            {pending.has(m.id) && (
              <Badge size="sm" variant="outline" color="gray" data-pending>
                {t('messages.screen.pending')}
              </Badge>
            )}
          </Group>
        ),
      },
    ],
    [t, dates, pending],
  );

  return (
    <PageFrame
      title={t('messages.screen.title')}
      subtitle={
        messages.data ? t('messages.screen.unread', { count: messages.data.unread_count }) : undefined
      }
      actions={
        <PageAction allowed={canSend} onClick={() => setComposing(true)}>
          {t('messages.compose.open')}
        </PageAction>
      }
    >
      <Stack gap="sm">
        <OutcomeLine outcome={outcome} onDismiss={() => setOutcome(null)} />
        <LoadFailure title={t('messages.screen.loadFailed')} error={messages.error} />
        <DataTable
          label={t('messages.screen.table')}
          plural={t('messages.screen.plural')}
          rowLabel={(m) => t('messages.screen.rowName', { from: m.from_name, subject: m.subject })}
          columns={columns}
          list={list}
          total={messages.data ? rows.length : null}
          selectable={false}
          emptyText={t('messages.screen.empty')}
          noMatchText={t('messages.screen.noMatch')}
          filters={
            <FilterSelect
              size="xs"
              w={180}
              label={t('messages.screen.status')}
              value={status}
              allLabel={t('messages.screen.allStatuses')}
              choices={choicesOf(MESSAGE_STATUSES, (s) => t(`messages.status.${s}`))}
              onChange={(value) => list.setFilter('status', value ?? ALL)}
            />
          }
          rowActions={(m) => (
            <RowButton
              reads
              variant="light"
              name={t('messages.screen.openNamed', { from: m.from_name, subject: m.subject })}
              onClick={() => setOpenedId(m.id)}
            >
              {t('messages.screen.open')}
            </RowButton>
          )}
        />
      </Stack>
      {opened && <MessageDrawer message={opened} canReply={canSend} onClose={() => setOpenedId(null)} />}
      {composing && (
        <NewMessageModal
          onClose={() => setComposing(false)}
          onSent={(text) => {
            setComposing(false);
            setOutcome({ kind: 'success', text });
          }}
        />
      )}
    </PageFrame>
  );
}
