// Settings › SMS templates: the text per type with placeholders, undo and redo, a preview rendered
// by the server's sending renderer (characters and how many SMS it costs), created on demand like
// the email templates.
import { Alert, Button, Group, Loader, Stack, Switch, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DEFAULT_SMS_TEMPLATES } from '../../../src-shared/messaging/default-templates.js';
import type { SmsTemplate } from '../../../src-shared/messaging/template-calls.js';
import { callApi, useCallData } from '../../data/call.js';
import {
  CreateOnDemand,
  EditToolbar,
  MessageLine,
  TemplatePicker,
  useServerPreview,
} from './template-editor-parts.js';
import { TemplateListPending, useTemplateScreen } from './template-draft.js';

interface Draft {
  body: string;
  is_active: boolean;
}
const draftOf = (t: SmsTemplate | undefined): Draft =>
  t ? { body: t.body, is_active: t.is_active } : { body: '', is_active: true };

export function SmsTemplatesScreen() {
  const { t } = useTranslation();
  const templates = useCallData('smsTemplates.list', {}, 'sms-templates');
  const screen = useTemplateScreen(templates, draftOf, {
    create: (type) =>
      callApi('smsTemplates.create', {
        body: { template_type: type, body: DEFAULT_SMS_TEMPLATES[type], is_active: true },
      }),
    onPick: () => rendered.clear(),
  });
  const { canManage, type, current, history, saved, message, busy } = screen;
  const draft = history.value;
  const dirty = current !== undefined && (draft.body !== saved.body || draft.is_active !== saved.is_active);

  const rendered = useServerPreview(
    current && draft.body.trim() !== '' ? { type, body: draft.body } : null,
    () => callApi('smsTemplates.preview', { body: { template_type: type, body: draft.body } }),
  );
  const preview = rendered.preview;

  const save = () =>
    screen.save(
      (id) => callApi('smsTemplates.update', { params: { id }, body: draft }),
      () => false,
    );

  if (!templates.data) return <TemplateListPending loading={templates.loading} error={templates.error} />;

  return (
    <Stack gap="sm" maw={720}>
      <TemplatePicker {...screen.picker} dirty={dirty} />
      {!current ? (
        <CreateOnDemand {...screen.creating} />
      ) : (
        <>
          <EditToolbar history={history} onInsert={(v) => history.change('body', `${draft.body}{{${v}}}`)} />
          <Textarea
            label={t('templates.sms.text')}
            value={draft.body}
            onChange={(e) => history.change('body', e.currentTarget.value)}
            error={draft.body.trim() === '' ? t('templates.bodyRequired') : undefined}
            autosize
            minRows={3}
            readOnly={!canManage}
          />
          <Switch
            label={t('templates.sms.sendToGuests')}
            checked={draft.is_active}
            onChange={(e) => history.change('is_active', e.currentTarget.checked)}
            disabled={!canManage}
          />
          <Stack gap={2} aria-label={t('templates.sms.previewRegion')} role="region">
            <Text fw={600} size="sm">
              {t('templates.preview')}
            </Text>
            {rendered.error ? (
              <Alert color="red" variant="light" py={6} role="alert">
                {t('templates.previewFailed', { message: rendered.error })}
              </Alert>
            ) : preview ? (
              <>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {preview.text}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('templates.sms.count', preview)}
                </Text>
              </>
            ) : (
              <Loader size="xs" aria-label={t('templates.rendering')} />
            )}
          </Stack>
          <MessageLine message={message} />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => history.reset(saved)} disabled={!dirty || busy !== null}>
              {t('templates.discard')}
            </Button>
            <Button
              onClick={() => void save()}
              loading={busy === 'save'}
              disabled={!canManage || !dirty || draft.body.trim() === ''}
            >
              {t('templates.sms.save')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
