// One staff message opened: the server is asked for it (an Unread one becomes Read there, spec §4)
// and the status shown is its answer; the Reply form answers the sender (the message turns into
// Reply once the server says so). A system message has no sender and offers no reply.
import { Badge, Button, Drawer, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  replyStaffMessageSchema,
  type ReplyStaffMessage,
  type StaffMessage,
} from '../../../src-shared/notifications/notification-schemas.js';
import { callApi, useCallData } from '../../data/call.js';
import { errorText } from '../../data/mutate.js';
import { useDates } from '../../kit/dates.js';
import { DialogActions } from '../../kit/dialog-actions.js';
import { FormStack } from '../../kit/form-stack.js';
import { LoadFailure } from '../../kit/load-failure.js';
import type { Outcome } from '../../kit/outcome.js';
import { OutcomeLine } from '../../kit/outcome-line.js';
import { useEntityForm } from '../../kit/use-entity-form.js';
import { STATUS_COLOUR } from './message-words.js';

const HEADING_ID = 'staff-message-subject';

export function MessageDrawer({
  message,
  canReply,
  onAnswered,
  onClose,
}: {
  message: StaffMessage;
  canReply: boolean;
  /** The message as the server answered it (opened, replied to). */
  onAnswered: (message: StaffMessage) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dates = useDates();
  const opened = useCallData('staffMessages.open', { params: { id: message.id } }, message.id);
  const form = useEntityForm<ReplyStaffMessage>(replyStaffMessageSchema, { body: '' });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [sending, setSending] = useState(false);

  // Once per answer (the parent's callback is a new function each render).
  const answeredRef = useRef(onAnswered);
  answeredRef.current = onAnswered;
  const answer = opened.data;
  useEffect(() => {
    if (answer) answeredRef.current(answer);
  }, [answer]);

  const reply = async () => {
    setOutcome(null);
    if (form.validate().hasErrors) return;
    setSending(true);
    const result = await callApi('staffMessages.reply', { params: { id: message.id }, body: form.values });
    setSending(false);
    if (!result.ok) {
      form.refuse(result.error);
      setOutcome({ kind: 'refused', text: t('messages.reply.failed', { error: errorText(result.error) }) });
      return;
    }
    onAnswered(result.value.original);
    form.reset();
    setOutcome({ kind: 'success', text: t('messages.reply.sent', { to: message.from_name }) });
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
        <Text size="sm" c="dimmed">
          {t('messages.screen.sentBy', { from: message.from_name, time: dates.at(message.created_at) })}
        </Text>
        <LoadFailure title={t('messages.screen.openFailed')} error={opened.error} />
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
            <OutcomeLine outcome={outcome} onDismiss={() => setOutcome(null)} />
            <DialogActions closeLabel={t('messages.screen.close')} onClose={onClose} gap="xs">
              <Button type="submit" loading={sending}>
                {t('messages.reply.send')}
              </Button>
            </DialogActions>
          </FormStack>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {t(canReply ? 'messages.reply.noSender' : 'messages.reply.notAllowed')}
            </Text>
            <DialogActions closeLabel={t('messages.screen.close')} onClose={onClose}>
              {null}
            </DialogActions>
          </>
        )}
      </Stack>
    </Drawer>
  );
}
