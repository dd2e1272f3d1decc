// The email shell (spec §3): header colour, button colour, logo, header height and custom CSS,
// around every email in a 600 px container. Edited beside the template so the preview shows it.
import { Button, Fieldset, Group, NumberInput, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmailShellValues } from '../../../src-shared/messaging/template-calls.js';
import { emailShellSchema } from '../../../src-shared/messaging/template-calls.js';
import { callApi } from '../../data/call.js';
import { ColourField } from '../../kit/colour-field.js';
import { MessageLine, type Message } from './template-editor-parts.js';

interface Props {
  shell: EmailShellValues;
  onChange: (shell: EmailShellValues) => void;
  onSaved: (shell: EmailShellValues) => void;
  dirty: boolean;
  canManage: boolean;
}

const COLOURS = [
  ['headerBgColor', 'templates.shell.headerColour'],
  ['buttonColor', 'templates.shell.buttonColour'],
] as const;

export function EmailShellEditor({ shell, onChange, onSaved, dirty, canManage }: Props) {
  const [saving, setSaving] = useState(false);
  const { t } = useTranslation();
  const [message, setMessage] = useState<Message>(null);
  const parsed = emailShellSchema.safeParse(shell);
  const errorOf = (field: keyof EmailShellValues) =>
    parsed.success ? undefined : parsed.error.issues.find((i) => i.path[0] === field)?.message;
  const set = <K extends keyof EmailShellValues>(field: K, value: EmailShellValues[K]) => {
    setMessage(null);
    onChange({ ...shell, [field]: value });
  };

  async function save() {
    setSaving(true);
    const result = await callApi('emailShell.update', { body: shell });
    setSaving(false);
    if (result.ok) {
      onSaved(result.value);
      setMessage({ kind: 'ok', text: t('templates.shell.saved') });
    } else setMessage({ kind: 'error', text: result.error.message });
  }

  return (
    <Fieldset legend={t('templates.shell.legend')} disabled={!canManage}>
      <Stack gap="xs">
        <Group grow align="flex-start">
          {COLOURS.map(([field, label]) => (
            <ColourField
              key={field}
              label={t(label)}
              value={shell[field]}
              onChange={(v) => set(field, v)}
              pickLabel={t('templates.shell.pickColour', { field: t(label) })}
              error={errorOf(field)}
            />
          ))}
          <NumberInput
            label={t('templates.shell.headerHeight')}
            value={shell.headerHeight}
            min={40}
            max={400}
            onChange={(v) => set('headerHeight', typeof v === 'number' ? v : Number(v) || 0)}
            error={errorOf('headerHeight')}
          />
        </Group>
        <TextInput
          label={t('templates.shell.logo')}
          description={t('templates.shell.logoHint')}
          value={shell.logoUrl}
          onChange={(e) => set('logoUrl', e.currentTarget.value)}
          error={errorOf('logoUrl')}
        />
        <Textarea
          label={t('templates.shell.css')}
          value={shell.customCss}
          onChange={(e) => set('customCss', e.currentTarget.value)}
          error={errorOf('customCss')}
          autosize
          minRows={2}
          maxRows={6}
          styles={{ input: { fontFamily: 'monospace', fontSize: 12 } }}
        />
        <MessageLine message={message} />
        <Group justify="flex-end">
          <Button size="xs" onClick={() => void save()} loading={saving} disabled={!dirty || !parsed.success}>
            {t('templates.shell.save')}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
