// What the email and SMS template editors share: the template picker with its state badges, the
// "created on demand" step, the undo/redo + placeholder toolbar, the server-rendered preview that
// follows the draft, and the one message line (a failure is never shown as a success).
import { ActionIcon, Alert, Badge, Button, Group, Select, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowBackUp, IconArrowForwardUp } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLACEHOLDERS, type TemplateType } from '../../../src-shared/messaging/template-types.js';
import type { IpcResult } from '../../../src-shared/ipc/channels.js';
import { TYPES_IN_ORDER } from './template-labels.js';
import type { HistoryControls } from './use-edit-history.js';

export type Message = { kind: 'ok' | 'error'; text: string } | null;

const PREVIEW_DELAY_MS = 400;

export function MessageLine({ message }: { message: Message }) {
  if (!message) return null;
  return (
    <Alert
      color={message.kind === 'ok' ? 'green' : 'red'}
      variant="light"
      py={6}
      role={message.kind === 'ok' ? 'status' : 'alert'}
    >
      {message.text}
    </Alert>
  );
}

export interface StoredTemplate {
  id: string;
  template_type: TemplateType;
  is_active: boolean;
  updated_at: string;
}

/**
 * The template of the picked type and a key that changes when another record (or version) is
 * loaded: the editor restarts its history and clean point on it.
 */
export function usePickedTemplate<T extends StoredTemplate>(
  list: readonly T[] | null | undefined,
  type: TemplateType,
) {
  const current = list?.find((row) => row.template_type === type);
  return { current, currentKey: current ? `${current.id}:${current.updated_at}` : `none:${type}` };
}

/** The picker: every type, each marked off or not created, with the current one's state beside it. */
export function TemplatePicker({
  list,
  type,
  onPick,
  current,
  dirty,
}: {
  list: readonly StoredTemplate[];
  type: TemplateType;
  onPick: (type: TemplateType) => void;
  current: StoredTemplate | undefined;
  dirty: boolean;
}) {
  const { t } = useTranslation();
  const options = useMemo(
    () =>
      TYPES_IN_ORDER.map((x) => {
        const row = list.find((r) => r.template_type === x);
        const state = row ? (row.is_active ? '' : ` ${t('templates.off')}`) : ` ${t('templates.notCreated')}`;
        return { value: x, label: `${t(`templates.types.${x}`)}${state}` };
      }),
    [list, t],
  );
  return (
    <Group align="flex-end" gap="xs">
      <Select
        label={t('templates.template')}
        data={options}
        value={type}
        onChange={(v) => v && onPick(v as TemplateType)}
        allowDeselect={false}
        w={300}
      />
      {current && (
        <Badge color={current.is_active ? 'green' : 'gray'} variant="light" mb={6}>
          {current.is_active ? t('templates.sentToGuests') : t('templates.switchedOff')}
        </Badge>
      )}
      {dirty && (
        <Badge color="yellow" variant="light" mb={6}>
          {t('templates.unsaved')}
        </Badge>
      )}
    </Group>
  );
}

/** A type with no template yet: one button creates it from the default text. */
export function CreateOnDemand({
  type,
  onCreate,
  loading,
  disabled,
}: {
  type: TemplateType;
  onCreate: () => void;
  loading: boolean;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const name = t(`templates.types.${type}`);
  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm">{t('templates.createdOnDemand', { name })}</Text>
      <Button onClick={onCreate} loading={loading} disabled={disabled}>
        {t('templates.create', { name })}
      </Button>
    </Stack>
  );
}

/** Undo, redo and "insert a placeholder" above an editor. */
export function EditToolbar<T extends object>({
  history,
  onInsert,
}: {
  history: HistoryControls<T>;
  onInsert: (placeholder: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap={4}>
      {(
        [
          ['templates.undo', history.undo, history.canUndo, IconArrowBackUp],
          ['templates.redo', history.redo, history.canRedo, IconArrowForwardUp],
        ] as const
      ).map(([label, onClick, can, Icon]) => (
        <Tooltip key={label} label={t(label)}>
          <ActionIcon variant="default" aria-label={t(label)} onClick={onClick} disabled={!can}>
            <Icon size={16} />
          </ActionIcon>
        </Tooltip>
      ))}
      <Select
        aria-label={t('templates.insertPlaceholder')}
        placeholder={t('templates.insertPlaceholderHint')}
        data={PLACEHOLDERS.map((p) => ({ value: p, label: `{{${p}}}` }))}
        value={null}
        onChange={(v) => v && onInsert(v)}
        searchable
        size="xs"
        w={240}
        ml="sm"
      />
    </Group>
  );
}

/**
 * The server renders the draft as the guest gets it, a moment after the last keystroke; `inputs`
 * keys the request (null: nothing to render). A failed render is an error, never a stale success.
 */
export function useServerPreview<P>(
  inputs: unknown,
  render: () => Promise<IpcResult<P>>,
): { preview: P | null; error: string | null; clear: () => void } {
  const [preview, setPreview] = useState<P | null>(null);
  const [error, setError] = useState<string | null>(null);
  const key = inputs === null ? null : JSON.stringify(inputs);
  useEffect(() => {
    if (key === null) return;
    let live = true;
    const timer = setTimeout(() => {
      void render().then((result) => {
        if (!live) return;
        if (result.ok) {
          setPreview(result.value);
          setError(null);
        } else setError(result.error.message);
      });
    }, PREVIEW_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the inputs the render sends
  }, [key]);
  return { preview, error, clear: () => setPreview(null) };
}
