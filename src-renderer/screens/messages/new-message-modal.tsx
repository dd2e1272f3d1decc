// "New message": a staff message to a colleague of this restaurant (staffMessages.send, messages.send).
// Checked with the schema the server checks; a refusal is put back on the field it names and the
// line under the form says which field and why. Sent only once the server answered.
import { Select, Textarea, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  sendStaffMessageSchema,
  type SendStaffMessage,
} from '../../../src-shared/notifications/notification-schemas.js';
import { callApi, useCallData } from '../../data/call.js';
import { errorText } from '../../data/mutate.js';
import { SubmitActions } from '../../kit/dialog-actions.js';
import { FormModal } from '../../kit/form-modal.js';
import { LoadFailure } from '../../kit/load-failure.js';
import { OutcomeLine } from '../../kit/outcome-line.js';
import { useEntityForm } from '../../kit/use-entity-form.js';
import { useFormSend } from '../../kit/use-form-send.js';
import { sessionAtom } from '../../session/session-atoms.js';
import { useAtomValue } from '../../state/jotai.js';

export function NewMessageModal({
  onClose,
  onSent,
}: {
  onClose: () => void;
  /** The server took the message: the line the screen shows. */
  onSent: (text: string) => void;
}) {
  const { t } = useTranslation();
  const me = useAtomValue(sessionAtom)?.user?.id ?? null;
  const users = useCallData('users.usersByRestaurant', {}, 'colleagues');
  const form = useEntityForm<SendStaffMessage>(sendStaffMessageSchema, {
    to_user_id: 0,
    subject: '',
    body: '',
  });
  const { busy: sending, outcome, send: sendForm } = useFormSend(form);

  const colleagues = useMemo(
    () =>
      (users.data ?? [])
        .filter((u) => u.id !== me && u.is_active)
        .map((u) => ({
          value: String(u.id),
          label: `${u.first_name} ${u.last_name}`.trim() || (u.email ?? String(u.id)),
        })),
    [users.data, me],
  );
  const nameOf = (id: number) => colleagues.find((c) => c.value === String(id))?.label ?? String(id);

  const send = async () => {
    const sent = await sendForm(
      (body) => callApi('staffMessages.send', { body }),
      (error) => t('messages.compose.failed', { error: errorText(error) }),
    );
    if (sent) onSent(t('messages.compose.sent', { to: nameOf(sent.value.to_user_id) }));
  };

  return (
    <FormModal
      title={t('messages.compose.title')}
      closeLabel={t('messages.compose.cancel')}
      onClose={onClose}
      onSubmit={send}
    >
      <LoadFailure title={t('messages.compose.usersFailed')} error={users.error} />
      <Select
        data-autofocus
        label={t('messages.compose.to')}
        placeholder={t('messages.compose.toPlaceholder')}
        withAsterisk
        searchable
        data={colleagues}
        value={form.values.to_user_id > 0 ? String(form.values.to_user_id) : null}
        onChange={(value) => form.setFieldValue('to_user_id', value ? Number(value) : 0)}
        error={form.errors.to_user_id}
        nothingFoundMessage={t('messages.compose.nobody')}
      />
      <TextInput label={t('messages.compose.subject')} withAsterisk {...form.getInputProps('subject')} />
      <Textarea
        label={t('messages.compose.body')}
        withAsterisk
        autosize
        minRows={4}
        {...form.getInputProps('body')}
      />
      <OutcomeLine outcome={outcome} />
      <SubmitActions closeLabel={t('messages.compose.cancel')} onClose={onClose} gap="xs" busy={sending}>
        {t('messages.compose.send')}
      </SubmitActions>
    </FormModal>
  );
}
