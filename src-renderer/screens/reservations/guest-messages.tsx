// A booking's guest messages (confirmation, reminder, change, cancellation…) as the server has them:
// each with its channel, address and status (pending, sent, failed with the reason, skipped), and a
// Resend that sends it again through the server's mail path, with the server's answer as the
// outcome. Messages live on the server only: offline, or before the booking has synced, it says so.
import { Alert, Button, Stack, Table, Text, Tooltip } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GuestMessage } from '../../../src-shared/messaging/template-types.js';
import { isDue, resendRefusal } from '../../../src-shared/messaging/message-routes.js';
import { callApi, useCallData } from '../../data/call.js';
import { useOffline } from '../../data/sync-status.js';
import { useDates } from '../../kit/dates.js';
import { OutcomeLine } from '../../kit/outcome-line.js';
import { outcomeOf, type Outcome } from '../../kit/outcome.js';
import { usePendingRowIds } from '../../data/pending-rows.js';
import { useCan } from '../../session/use-permissions.js';
import { StatusBadge } from '../../kit/status-badge.js';
import { QuietText } from '../../kit/quiet-text.js';

const STATUS_COLOUR = { pending: 'yellow', sent: 'teal', failed: 'red', skipped: 'gray' } as const;
/** While a message is due and not sent yet, the list asks again this often to show how it went. */
const FOLLOW_MS = 2000;

export function GuestMessages({ reservationId }: { reservationId: string }) {
  const { t } = useTranslation();
  const offline = useOffline();
  const pendingIds = usePendingRowIds();
  const mayResend = useCan('reservations.write');
  const [busy, setBusy] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const messages = useCallData(
    'messages.ofReservation',
    { params: { bookingId: reservationId } },
    reservationId,
    ['reservations'],
  );
  const { reload } = messages;
  const following = (messages.data ?? []).some((m) => isDue(m));
  useEffect(() => {
    if (!following) return undefined;
    const timer = setInterval(reload, FOLLOW_MS);
    return () => clearInterval(timer);
  }, [following, reload]);

  const when = useDates().at;
  const kindOf = (m: GuestMessage) => t(`reservations.messages.kinds.${m.kind}`);
  const channelOf = (m: GuestMessage) => t(`reservations.messages.channels.${m.channel}`);

  const resend = async (m: GuestMessage) => {
    setBusy(m.id);
    const result = await callApi('messages.resend', { params: { id: m.id } });
    setBusy(null);
    const next = outcomeOf(result, {
      success: t('reservations.messages.queued', {
        kind: kindOf(m),
        to: result.ok ? result.value.recipient : m.recipient,
      }),
    });
    setOutcome(
      next.kind === 'refused'
        ? { ...next, text: t('reservations.messages.notResent', { error: next.text }) }
        : next,
    );
    reload();
  };

  const blockedOf = (m: GuestMessage): string | null => {
    if (!mayResend) return t('reservations.messages.mayNot');
    if (offline) return t('reservations.messages.resendOffline');
    return resendRefusal(m) ? t('reservations.messages.waiting') : null;
  };

  let body;
  if (pendingIds.has(reservationId)) body = <Text size="sm">{t('reservations.messages.notOnServer')}</Text>;
  else if (offline && !messages.data) body = <Text size="sm">{t('reservations.messages.offline')}</Text>;
  else if (messages.error && !messages.data)
    body = (
      <Alert color="red" variant="light" py={6}>
        {t('reservations.messages.readFailed', { error: messages.error })}
      </Alert>
    );
  else if (!messages.data) body = <QuietText>{t('reservations.messages.loading')}</QuietText>;
  else if (messages.data.length === 0) body = <QuietText>{t('reservations.messages.none')}</QuietText>;
  else
    body = (
      <Table verticalSpacing={4} fz="sm" aria-label={t('reservations.messages.table')}>
        <Table.Thead>
          <Table.Tr>
            {(['message', 'to', 'status'] as const).map((h) => (
              <Table.Th key={h} fz="xs" c="dimmed" tt="uppercase">
                {t(`reservations.messages.${h}`)}
              </Table.Th>
            ))}
            <Table.Th fz="xs" c="dimmed" tt="uppercase">
              {t('resources.actions')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {messages.data.map((m) => {
            const blocked = blockedOf(m);
            const names = { kind: kindOf(m), channel: channelOf(m), to: m.recipient };
            const button = (
              <Button
                size="compact-xs"
                variant="default"
                loading={busy === m.id}
                {...(blocked ? { 'data-disabled': true, 'aria-disabled': true } : {})}
                aria-label={
                  blocked
                    ? t('reservations.messages.resendBlockedNamed', { ...names, reason: blocked })
                    : t('reservations.messages.resendNamed', names)
                }
                onClick={() => {
                  if (!blocked) void resend(m);
                }}
              >
                {t('reservations.messages.resend')}
              </Button>
            );
            return (
              <Table.Tr key={m.id} data-message-status={m.status}>
                <Table.Td>
                  {kindOf(m)} · {channelOf(m)}
                </Table.Td>
                <Table.Td>
                  <Text size="sm" truncate maw={180}>
                    {m.recipient}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <StatusBadge color={STATUS_COLOUR[m.status]}>
                    {t(`reservations.messages.statuses.${m.status}`)}
                  </StatusBadge>
                  <Text size="xs" c="dimmed">
                    {[
                      m.sent_at ? t('reservations.messages.sentAt', { when: when(m.sent_at) }) : null,
                      m.status === 'pending' && m.scheduled_for
                        ? t('reservations.messages.dueAt', { when: when(m.scheduled_for) })
                        : null,
                      m.status !== 'sent' ? m.last_error : null,
                      m.attempts > 1 ? t('reservations.messages.attempts', { count: m.attempts }) : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </Table.Td>
                <Table.Td>{blocked ? <Tooltip label={blocked}>{button}</Tooltip> : button}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    );

  return (
    <Stack gap={6} component="section" aria-label={t('reservations.messages.title')}>
      <Text size="sm" fw={600}>
        {t('reservations.messages.title')}
      </Text>
      <OutcomeLine outcome={outcome} onDismiss={() => setOutcome(null)} dismissLabel={t('guests.dismiss')} />
      {body}
    </Stack>
  );
}
