// The user's own notification settings (issue 30 §5): for each kind, whether it shows in the console
// and whether it is mailed. One small form on the entity's schema (useEntityForm); saved as a whole
// and shown as saved only once the server answered, a refusal put back on the fields it names.
import { Checkbox, Drawer, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  updateNotificationSettingsSchema,
  type NotificationSettings,
  type UpdateNotificationSettings,
} from '../../../src-shared/notifications/notification-schemas.js';
import { callApi, useCallData } from '../../data/call.js';
import { errorText } from '../../data/mutate.js';
import { SubmitActions } from '../../kit/dialog-actions.js';
import { FormStack } from '../../kit/form-stack.js';
import { LoadFailure } from '../../kit/load-failure.js';
import { outcomeOf } from '../../kit/outcome.js';
import { OutcomeLine } from '../../kit/outcome-line.js';
import { PlainTable } from '../../kit/plain-table.js';
import { useEntityForm } from '../../kit/use-entity-form.js';
import { useFormSend } from '../../kit/use-form-send.js';
import { QuietText } from '../../kit/quiet-text.js';

const CHANNELS = ['console', 'email'] as const;

function SettingsForm({ settings, onClose }: { settings: NotificationSettings; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useEntityForm<UpdateNotificationSettings>(updateNotificationSettingsSchema, {
    kinds: settings.kinds.map(({ kind, console, email }) => ({ kind, console, email })),
  });
  const { busy: saving, outcome, setOutcome, send } = useFormSend(form);

  const save = async () => {
    const saved = await send(
      (body) => callApi('notifications.settingsUpdate', { body }),
      (error) => t('messages.settings.failed', { error: errorText(error) }),
    );
    if (!saved) return;
    form.setValues({
      kinds: saved.value.kinds.map(({ kind, console, email }) => ({ kind, console, email })),
    });
    form.resetDirty();
    setOutcome(outcomeOf(saved, { success: t('messages.settings.saved') }));
  };

  return (
    <FormStack label={t('messages.settings.title')} onSubmit={save}>
      <QuietText>{t('messages.settings.intro')}</QuietText>
      <PlainTable
        aria-label={t('messages.settings.table')}
        rows={form.values.kinds}
        rowKey={(row) => row.kind}
        verticalSpacing={6}
        columns={[
          {
            key: 'kind',
            header: t('messages.settings.kind'),
            cell: (row) => t(`messages.kinds.${row.kind}`),
          },
          ...CHANNELS.map((channel) => ({
            key: channel,
            header: t(`messages.settings.${channel}`),
            cell: (row: UpdateNotificationSettings['kinds'][number], i: number) => (
              <Checkbox
                aria-label={t(`messages.settings.${channel}For`, { kind: t(`messages.kinds.${row.kind}`) })}
                {...form.getInputProps(`kinds.${i}.${channel}`, { type: 'checkbox' })}
              />
            ),
          })),
        ]}
      />
      <OutcomeLine outcome={outcome} onDismiss={() => setOutcome(null)} />
      <SubmitActions closeLabel={t('messages.settings.close')} onClose={onClose} gap="xs" busy={saving}>
        {t('messages.settings.save')}
      </SubmitActions>
    </FormStack>
  );
}

export function NotificationSettingsDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="lg"
      title={t('messages.settings.title')}
      closeButtonProps={{ 'aria-label': t('messages.settings.close') }}
    >
      {opened && <SettingsLoader onClose={onClose} />}
    </Drawer>
  );
}

function SettingsLoader({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const settings = useCallData('notifications.settings', {}, 'open');
  return (
    <Stack gap="sm">
      <LoadFailure title={t('messages.settings.loadFailed')} error={settings.error} />
      {settings.data ? (
        <SettingsForm settings={settings.data} onClose={onClose} />
      ) : (
        !settings.error && <QuietText>{t('messages.settings.loading')}</QuietText>
      )}
    </Stack>
  );
}
