// /messages (spec §2; §3 Message status Unread, Read, Reply with the unread count derived; §4 Unread
// becomes Read when opened, and an Unread or Read one can turn into Reply): the staff messages sent
// to the signed-in user here, kept on the server so they follow the user between terminals. Opening
// one asks the server (which marks it Read); its Reply form answers the sender; "New message" writes
// to a colleague (messages.send). Every status shown is the server's answer; a message arriving or
// changing on another terminal reloads the list live.
import { Badge, Button, Select, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MESSAGE_STATUSES,
  type StaffMessage,
} from '../../../src-shared/notifications/notification-schemas.js';
import { useCallData } from '../../data/call.js';
import { DataTable, type DataColumn } from '../../kit/data-table.js';
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

type MessageRow = StaffMessage & Record<string, unknown>;

const ALL = 'all';

export function MessagesScreen() {
  const { t } = useTranslation();
  const dates = useDates();
  const canSend = useCan('messages.send');
  const { centre, setMessagesUnread } = useNotificationCentre();
  const messages = useCallData('staffMessages.list', {}, 'mine');
  const { reload, update } = messages;
  const [opened, setOpened] = useState<StaffMessage | null>(null);
  const [composing, setComposing] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  // A message received, opened or answered (here or on another terminal): the server's list again.
  useEffect(() => {
    if (centre.messagesVersion > 0) reload();
  }, [centre.messagesVersion, reload]);
  const unread = messages.data?.unread_count;
  useEffect(() => {
    if (unread !== undefined) setMessagesUnread(unread);
  }, [unread, setMessagesUnread]);

  /** A message as the server answered it now (opened: Read; replied: Reply), in the list at once. */
  const answered = (message: StaffMessage) => {
    update((data) => ({ ...data, messages: data.messages.map((m) => (m.id === message.id ? message : m)) }));
    setOpened((current) => (current?.id === message.id ? message : current));
  };

  const rows = useMemo<MessageRow[]>(() => messages.data?.messages ?? [], [messages.data]);
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
          <Badge size="sm" variant="filled" color={STATUS_COLOUR[m.status]} data-status={m.status}>
            {t(`messages.status.${m.status}`)}
          </Badge>
        ),
      },
    ],
    [t, dates],
  );

  return (
    <PageFrame
      title={t('messages.screen.title')}
      subtitle={
        messages.data ? t('messages.screen.unread', { count: messages.data.unread_count }) : undefined
      }
      actions={
        canSend ? (
          <Button size="xs" onClick={() => setComposing(true)}>
            {t('messages.compose.open')}
          </Button>
        ) : undefined
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
            <Select
              size="xs"
              w={180}
              label={t('messages.screen.status')}
              value={status}
              allowDeselect={false}
              data={[
                { value: ALL, label: t('messages.screen.allStatuses') },
                ...MESSAGE_STATUSES.map((s) => ({ value: s, label: t(`messages.status.${s}`) })),
              ]}
              onChange={(value) => list.setFilter('status', value ?? ALL)}
            />
          }
          rowActions={(m) => (
            <RowButton
              reads
              variant="light"
              name={t('messages.screen.openNamed', { from: m.from_name, subject: m.subject })}
              onClick={() => setOpened(m)}
            >
              {t('messages.screen.open')}
            </RowButton>
          )}
        />
      </Stack>
      {opened && (
        <MessageDrawer
          message={opened}
          canReply={canSend}
          onAnswered={answered}
          onClose={() => setOpened(null)}
        />
      )}
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
