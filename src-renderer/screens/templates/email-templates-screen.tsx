// Settings › Email templates: the ten types (five static ones exist by default, the other five are
// created here), subject and HTML body with placeholders, undo and redo (spec §4), the shell, a
// live preview rendered by the server's sending renderer (sandboxed, scripts off) and a test mail.
import { Alert, Button, Grid, Group, Loader, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_EMAIL_TEMPLATES } from '../../../src-shared/messaging/default-templates.js';
import type { EmailShellValues, EmailTemplate } from '../../../src-shared/messaging/template-calls.js';
import { callApi, useCallData } from '../../data/call.js';
import { EmailShellEditor } from './email-shell-editor.js';
import {
  CreateOnDemand,
  EditToolbar,
  MessageLine,
  TemplatePicker,
  useServerPreview,
  type Message,
} from './template-editor-parts.js';
import { TemplateListPending, useTemplateScreen } from './template-draft.js';

interface Draft {
  subject: string;
  body: string;
  is_active: boolean;
}

const draftOf = (t: EmailTemplate | undefined): Draft =>
  t
    ? { subject: t.subject, body: t.body, is_active: t.is_active }
    : { subject: '', body: '', is_active: true };
const sameDraft = (a: Draft, b: Draft) =>
  a.subject === b.subject && a.body === b.body && a.is_active === b.is_active;
const sameShell = (a: EmailShellValues | null, b: EmailShellValues | null) =>
  JSON.stringify(a) === JSON.stringify(b);

export function EmailTemplatesScreen() {
  const { t } = useTranslation();
  const templates = useCallData('emailTemplates.list', {}, 'email-templates');
  const storedShell = useCallData('emailShell.get', {}, 'email-shell');
  const screen = useTemplateScreen(templates, draftOf, {
    create: (type) =>
      callApi('emailTemplates.create', {
        body: { template_type: type, ...DEFAULT_EMAIL_TEMPLATES[type], is_active: true },
      }),
    onPick: () => {
      setTestMessage(null);
      rendered.clear();
    },
  });
  const { session, canManage, type, current, history, saved, message, busy, setBusy } = screen;
  const [shell, setShell] = useState<EmailShellValues | null>(null);
  const [savedShell, setSavedShell] = useState<EmailShellValues | null>(null);
  const [testTo, setTestTo] = useState(session?.user?.email ?? '');
  const [testMessage, setTestMessage] = useState<Message>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (storedShell.data) {
      setShell(storedShell.data);
      setSavedShell(storedShell.data);
    }
  }, [storedShell.data]);

  const draft = history.value;
  const dirty = current !== undefined && !sameDraft(draft, saved);

  // The live preview: the server renders the draft (and the shell being edited) as the guest gets it.
  const rendered = useServerPreview(
    current && draft.subject.trim() !== '' && draft.body !== ''
      ? { type, subject: draft.subject, body: draft.body, shell }
      : null,
    () =>
      callApi('emailTemplates.preview', {
        body: { template_type: type, subject: draft.subject, body: draft.body, ...(shell ? { shell } : {}) },
      }),
  );
  const preview = rendered.preview;
  const previewError = rendered.error;

  function insertPlaceholder(name: string) {
    const token = `{{${name}}}`;
    const el = bodyRef.current;
    const start = el?.selectionStart ?? draft.body.length;
    const end = el?.selectionEnd ?? start;
    history.change('body', `${draft.body.slice(0, start)}${token}${draft.body.slice(end)}`);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + token.length, start + token.length);
    });
  }

  // The stored record (the server may have cleaned the body) becomes the editor's clean start.
  const save = () =>
    screen.save(
      (id) => callApi('emailTemplates.update', { params: { id }, body: draft }),
      (stored) => draftOf(stored).body !== draft.body,
    );

  async function sendTest() {
    if (!current) return;
    setBusy('test');
    setTestMessage(null);
    const result = await callApi('emailTemplates.sendTest', {
      params: { id: current.id },
      body: { to: testTo.trim(), subject: draft.subject, body: draft.body, ...(shell ? { shell } : {}) },
    });
    setBusy(null);
    setTestMessage(
      result.ok
        ? { kind: 'ok', text: t('templates.testSent', { to: result.value.to }) }
        : { kind: 'error', text: result.error.message },
    );
  }

  if (!templates.data) return <TemplateListPending loading={templates.loading} error={templates.error} />;

  return (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, lg: 6 }}>
        <Stack gap="sm">
          <TemplatePicker {...screen.picker} dirty={dirty} />
          {!current ? (
            <CreateOnDemand {...screen.creating} />
          ) : (
            <>
              <EditToolbar history={history} onInsert={insertPlaceholder} />
              <TextInput
                label={t('templates.subject')}
                value={draft.subject}
                onChange={(e) => history.change('subject', e.currentTarget.value)}
                error={draft.subject.trim() === '' ? t('templates.subjectRequired') : undefined}
                readOnly={!canManage}
              />
              <Textarea
                ref={bodyRef}
                label={t('templates.body')}
                description={t('templates.bodyHint')}
                value={draft.body}
                onChange={(e) => history.change('body', e.currentTarget.value)}
                error={draft.body === '' ? t('templates.bodyRequired') : undefined}
                autosize
                minRows={10}
                maxRows={22}
                readOnly={!canManage}
                styles={{ input: { fontFamily: 'monospace', fontSize: 12 } }}
              />
              <Switch
                label={t('templates.sendToGuests')}
                checked={draft.is_active}
                onChange={(e) => history.change('is_active', e.currentTarget.checked)}
                disabled={!canManage}
              />
              <MessageLine message={message} />
              <Group justify="flex-end" gap="xs">
                <Button
                  variant="default"
                  onClick={() => history.reset(saved)}
                  disabled={!dirty || busy !== null}
                >
                  {t('templates.discard')}
                </Button>
                <Button
                  onClick={() => void save()}
                  loading={busy === 'save'}
                  disabled={!canManage || !dirty || draft.subject.trim() === '' || draft.body === ''}
                >
                  {t('templates.save')}
                </Button>
              </Group>
            </>
          )}
          {shell && (
            <EmailShellEditor
              shell={shell}
              onChange={setShell}
              onSaved={(s) => {
                setShell(s);
                setSavedShell(s);
              }}
              dirty={!sameShell(shell, savedShell)}
              canManage={canManage}
            />
          )}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 6 }}>
        <Stack gap="xs">
          <Text fw={600} size="sm">
            {preview ? t('templates.previewOf', { subject: preview.subject }) : t('templates.preview')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('templates.previewNote')}
          </Text>
          {previewError && (
            <Alert color="red" variant="light" py={6} role="alert">
              {t('templates.previewFailed', { message: previewError })}
            </Alert>
          )}
          {preview ? (
            <iframe
              title={t('templates.emailPreview')}
              srcDoc={preview.html}
              sandbox=""
              style={{
                width: '100%',
                height: 560,
                border: '1px solid var(--mantine-color-gray-3)',
                borderRadius: 4,
              }}
            />
          ) : (
            current && <Loader size="sm" aria-label={t('templates.rendering')} />
          )}
          {current && (
            <Group align="flex-end" gap="xs">
              <TextInput
                label={t('templates.testTo')}
                type="email"
                value={testTo}
                onChange={(e) => setTestTo(e.currentTarget.value)}
                w={280}
              />
              <Button
                variant="light"
                onClick={() => void sendTest()}
                loading={busy === 'test'}
                disabled={!canManage || testTo.trim() === ''}
              >
                {t('templates.sendTest')}
              </Button>
            </Group>
          )}
          <MessageLine message={testMessage} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
