// Settings › SMS templates: the text per type with placeholders, undo and redo, a preview rendered
// by the server's sending renderer (characters and how many SMS it costs), created on demand like
// the email templates.
import { Alert, Button, Group, Loader, Stack, Switch, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_SMS_TEMPLATES } from '../../../src-shared/messaging/default-templates.js';
import type { SmsTemplate } from '../../../src-shared/messaging/template-calls.js';
import type { TemplateType } from '../../../src-shared/messaging/template-types.js';
import { roleHasPermission } from '../../../src-shared/permissions.js';
import { callApi, useCallData } from '../../data/call.js';
import { sessionAtom } from '../../session/session-atoms.js';
import { useAtomValue } from '../../state/jotai.js';
import {
  CreateOnDemand,
  EditToolbar,
  MessageLine,
  TemplatePicker,
  useServerPreview,
  type Message,
} from './template-editor-parts.js';
import { TemplateListPending, useTemplateDraft } from './template-draft.js';

interface Draft {
  body: string;
  is_active: boolean;
}
const draftOf = (t: SmsTemplate | undefined): Draft =>
  t ? { body: t.body, is_active: t.is_active } : { body: '', is_active: true };

export function SmsTemplatesScreen() {
  const session = useAtomValue(sessionAtom);
  const { t } = useTranslation();
  const templateLabel = (x: TemplateType) => t(`templates.types.${x}`);
  const canManage = roleHasPermission(session?.role ?? '', 'restaurant.manage');
  const templates = useCallData('smsTemplates.list', {}, 'sms-templates');
  const [type, setType] = useState<TemplateType>('BOOKING_CONFIRMATION');
  const { current, history, saved } = useTemplateDraft(templates.data, type, draftOf);
  const [message, setMessage] = useState<Message>(null);
  const [busy, setBusy] = useState(false);
  const draft = history.value;
  const dirty = current !== undefined && (draft.body !== saved.body || draft.is_active !== saved.is_active);

  const rendered = useServerPreview(
    current && draft.body.trim() !== '' ? { type, body: draft.body } : null,
    () => callApi('smsTemplates.preview', { body: { template_type: type, body: draft.body } }),
  );
  const preview = rendered.preview;

  async function save() {
    if (!current) return;
    setBusy(true);
    const result = await callApi('smsTemplates.update', { params: { id: current.id }, body: draft });
    setBusy(false);
    if (!result.ok) return setMessage({ kind: 'error', text: result.error.message });
    setMessage({ kind: 'ok', text: t('templates.saved', { name: templateLabel(type) }) });
    templates.update((list) => list.map((t) => (t.id === result.value.id ? result.value : t)));
  }

  async function create() {
    setBusy(true);
    const result = await callApi('smsTemplates.create', {
      body: { template_type: type, body: DEFAULT_SMS_TEMPLATES[type], is_active: true },
    });
    setBusy(false);
    if (!result.ok) return setMessage({ kind: 'error', text: result.error.message });
    setMessage({ kind: 'ok', text: t('templates.created', { name: templateLabel(type) }) });
    templates.reload();
  }

  if (!templates.data) return <TemplateListPending loading={templates.loading} error={templates.error} />;

  return (
    <Stack gap="sm" maw={720}>
      <TemplatePicker
        list={templates.data}
        type={type}
        current={current}
        dirty={dirty}
        onPick={(v) => {
          setType(v);
          setMessage(null);
          rendered.clear();
        }}
      />
      {!current ? (
        <CreateOnDemand type={type} onCreate={() => void create()} loading={busy} disabled={!canManage} />
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
            <Button variant="default" onClick={() => history.reset(saved)} disabled={!dirty || busy}>
              {t('templates.discard')}
            </Button>
            <Button
              onClick={() => void save()}
              loading={busy}
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
