// Settings › SMS templates: the text per type with placeholders, undo and redo, a preview rendered
// by the server's sending renderer (characters and how many SMS it costs), created on demand like
// the email templates.
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
  Tooltip,
} from '@mantine/core';
import { IconArrowBackUp, IconArrowForwardUp } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_SMS_TEMPLATES } from '../../../src-shared/messaging/default-templates.js';
import type { SmsTemplate } from '../../../src-shared/messaging/template-calls.js';
import { PLACEHOLDERS, type TemplateType } from '../../../src-shared/messaging/template-types.js';
import { roleHasPermission } from '../../../src-shared/permissions.js';
import { callApi, useCallData } from '../../calls/call-api.js';
import { sessionAtom } from '../../session/session-atoms.js';
import { useAtomValue } from '../../state/jotai.js';
import { TYPES_IN_ORDER } from './template-labels.js';
import { useEditHistory } from './use-edit-history.js';

interface Draft {
  body: string;
  is_active: boolean;
}
type Message = { kind: 'ok' | 'error'; text: string } | null;

const draftOf = (t: SmsTemplate | undefined): Draft =>
  t ? { body: t.body, is_active: t.is_active } : { body: '', is_active: true };

export function SmsTemplatesScreen() {
  const session = useAtomValue(sessionAtom);
  const { t } = useTranslation();
  const templateLabel = (x: TemplateType) => t(`templates.types.${x}`);
  const canManage = roleHasPermission(session?.role ?? '', 'restaurant.manage');
  const templates = useCallData('smsTemplates.list', {}, 'sms-templates');
  const [type, setType] = useState<TemplateType>('BOOKING_CONFIRMATION');
  const current = templates.data?.find((t) => t.template_type === type);
  const history = useEditHistory<Draft>(draftOf(current));
  const [saved, setSaved] = useState<Draft>(draftOf(current));
  const [message, setMessage] = useState<Message>(null);
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<{ text: string; characters: number; segments: number } | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);
  const { reset } = history;
  const draft = history.value;
  const dirty = current !== undefined && (draft.body !== saved.body || draft.is_active !== saved.is_active);

  const currentKey = current ? `${current.id}:${current.updated_at}` : `none:${type}`;
  useEffect(() => {
    const next = draftOf(current);
    reset(next);
    setSaved(next);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the record's id and version
  }, [currentKey, reset]);

  useEffect(() => {
    if (!current || draft.body.trim() === '') return;
    let live = true;
    const timer = setTimeout(() => {
      void callApi('smsTemplates.preview', { body: { template_type: type, body: draft.body } }).then(
        (result) => {
          if (!live) return;
          if (result.ok) {
            setPreview(result.value);
            setPreviewError(null);
          } else setPreviewError(result.error.message);
        },
      );
    }, 400);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [current, type, draft.body]);

  const options = useMemo(
    () =>
      TYPES_IN_ORDER.map((x) => {
        const row = templates.data?.find((r) => r.template_type === x);
        const state = row ? (row.is_active ? '' : ` ${t('templates.off')}`) : ` ${t('templates.notCreated')}`;
        return { value: x, label: `${t(`templates.types.${x}`)}${state}` };
      }),
    [templates.data, t],
  );

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

  if (templates.loading && !templates.data) return <Loader size="sm" aria-label={t('templates.loading')} />;
  if (!templates.data)
    return (
      <Alert color="red" role="alert" title={t('templates.loadFailed')}>
        {templates.error}
      </Alert>
    );

  return (
    <Stack gap="sm" maw={720}>
      <Group align="flex-end" gap="xs">
        <Select
          label={t('templates.template')}
          data={options}
          value={type}
          onChange={(v) => {
            if (!v) return;
            setType(v as TemplateType);
            setMessage(null);
            setPreview(null);
          }}
          allowDeselect={false}
          w={300}
        />
        {dirty && (
          <Badge color="yellow" variant="light" mb={6}>
            {t('templates.unsaved')}
          </Badge>
        )}
      </Group>
      {!current ? (
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('templates.createdOnDemand', { name: templateLabel(type) })}</Text>
          <Button onClick={() => void create()} loading={busy} disabled={!canManage}>
            {t('templates.create', { name: templateLabel(type) })}
          </Button>
        </Stack>
      ) : (
        <>
          <Group gap={4}>
            <Tooltip label={t('templates.undo')}>
              <ActionIcon
                variant="default"
                aria-label={t('templates.undo')}
                onClick={history.undo}
                disabled={!history.canUndo}
              >
                <IconArrowBackUp size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('templates.redo')}>
              <ActionIcon
                variant="default"
                aria-label={t('templates.redo')}
                onClick={history.redo}
                disabled={!history.canRedo}
              >
                <IconArrowForwardUp size={16} />
              </ActionIcon>
            </Tooltip>
            <Select
              aria-label={t('templates.insertPlaceholder')}
              placeholder={t('templates.insertPlaceholderHint')}
              data={PLACEHOLDERS.map((p) => ({ value: p, label: `{{${p}}}` }))}
              value={null}
              onChange={(v) => v && history.change('body', `${draft.body}{{${v}}}`)}
              searchable
              size="xs"
              w={240}
              ml="sm"
            />
          </Group>
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
            {previewError ? (
              <Alert color="red" variant="light" py={6} role="alert">
                {t('templates.previewFailed', { message: previewError })}
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
          {message && (
            <Alert
              color={message.kind === 'ok' ? 'green' : 'red'}
              variant="light"
              py={6}
              role={message.kind === 'ok' ? 'status' : 'alert'}
            >
              {message.text}
            </Alert>
          )}
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
