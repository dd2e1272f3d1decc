// One staff message opened, as this terminal's mirror has it (issue 30 §7: readable offline). An
// Unread one is marked Read through the sync queue (spec §4), so opening works with the API down; the
// Reply form queues the answer the same way, and its line says whether it is only on this terminal,
// reached the server, or was refused. A system message has no sender and offers no reply.
import { Badge, Drawer, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  replyStaffMessageSchema,
  type ReplyStaffMessage,
  type StaffMessage,
} from '../../../src-shared/notifications/notification-schemas.js';
import { errorText, useMutate } from '../../data/mutate.js';
import { useDates } from '../../kit/dates.js';
import { DialogActions, SubmitActions } from '../../kit/dialog-actions.js';
import { FormStack } from '../../kit/form-stack.js';
import type { Outcome } from '../../kit/outcome.js';
import { OutcomeLine } from '../../kit/outcome-line.js';
import { useQueuedOutcome } from '../../kit/queued-outcome.js';
import { useEntityForm } from '../../kit/use-entity-form.js';
import { STATUS_COLOUR } from './message-words.js';
import { QuietText } from '../../kit/quiet-text.js';

const HEADING_ID = 'staff-message-subject';

export function MessageDrawer({
  message,
  canReply,
  onClose,
}: {
  /** The message as the mirror has it now (its status follows the queue and the server). */
  message: StaffMessage;
  canReply: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dates = useDates();
  const mutate = useMutate();
  const form = useEntityForm<ReplyStaffMessage>(replyStaffMessageSchema, { body: '' });
  const [refusedOpen, setRefusedOpen] = useState<Outcome | null>(null);
  const replying = useQueuedOutcome();

  // Opening an Unread message marks it Read, once per message shown.
  const openedId = useRef<string | null>(null);
  const { id, status } = message;
  useEffect(() => {
    if (status !== 'Unread' || openedId.current === id) return;
    openedId.current = id;
    void mutate('staffMessage.open', { id }).then((result) => {
      // Only a refusal is worth a line: a read mark needs no "saved" (the server's refusal of a
      // queued one comes as the sync notice every refused change gets).
      if (!result.ok)
        setRefusedOpen({
          kind: 'refused',
          text: t('messages.screen.openRefused', { error: errorText(result.error) }),
        });
    });
  }, [id, status, mutate, t]);

  const reply = async () => {
    replying.show(null);
    if (form.validate().hasErrors) return;
    const result = await mutate('staffMessage.reply', { id: message.id, body: form.values.body });
    if (result.ok) form.reset();
    replying.track([{ label: t('messages.reply.label', { to: message.from_name }), result }], {
      success: t('messages.reply.sent', { to: message.from_name }),
      pending: t('messages.reply.queued', { to: message.from_name }),
    });
  };

  const mayReply = canReply && message.from_user_id !== null;
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="lg"
      title={t('messages.screen.messageFrom', { from: message.from_name })}
      closeButtonProps={{ 'aria-label': t('messages.screen.close') }}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} size="h4" id={HEADING_ID}>
            {message.subject}
          </Title>
          <Badge variant="filled" color={STATUS_COLOUR[message.status]} data-status={message.status}>
            {t(`messages.status.${message.status}`)}
          </Badge>
        </Group>
        <QuietText>
          {t('messages.screen.sentBy', { from: message.from_name, time: dates.at(message.created_at) })}
        </QuietText>
        <OutcomeLine outcome={refusedOpen} onDismiss={() => setRefusedOpen(null)} />
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-message-body>
          {message.body}
        </Text>
        {mayReply ? (
          <FormStack label={t('messages.reply.form', { to: message.from_name })} onSubmit={reply}>
            <Textarea
              label={t('messages.reply.body')}
              autosize
              minRows={3}
              withAsterisk
              {...form.getInputProps('body')}
            />
            <OutcomeLine outcome={replying.outcome} onDismiss={() => replying.show(null)} />
            <SubmitActions closeLabel={t('messages.screen.close')} onClose={onClose} gap="xs">
              {t('messages.reply.send')}
            </SubmitActions>
          </FormStack>
        ) : (
          <>
            <QuietText>{t(canReply ? 'messages.reply.noSender' : 'messages.reply.notAllowed')}</QuietText>
            <DialogActions closeLabel={t('messages.screen.close')} onClose={onClose}>
              {null}
            </DialogActions>
          </>
        )}
      </Stack>
    </Drawer>
  );
}
