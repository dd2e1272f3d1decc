// The state both template editors keep around the picked template: its draft with undo and redo,
// the saved draft (the clean point), who may edit, the last message, saving and creating the
// picked type, and what stands in for the editor until the list is loaded.
import { Alert, Loader } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IpcResult } from '../../../src-shared/ipc/channels.js';
import type { TemplateType } from '../../../src-shared/messaging/template-types.js';
import { roleHasPermission } from '../../../src-shared/permissions.js';
import type { DataState } from '../../data/use-data.js';
import { sessionAtom } from '../../session/session-atoms.js';
import { useAtomValue } from '../../state/jotai.js';
import { usePickedTemplate, type Message, type StoredTemplate } from './template-editor-parts.js';
import { useEditHistory } from './use-edit-history.js';

export function useTemplateDraft<T extends StoredTemplate, D extends object>(
  list: readonly T[] | null | undefined,
  type: TemplateType,
  draftOf: (template: T | undefined) => D,
) {
  const { current, currentKey } = usePickedTemplate(list, type);
  const history = useEditHistory<D>(draftOf(current));
  const [saved, setSaved] = useState<D>(draftOf(current));
  const { reset } = history;

  // A loaded (or switched-to) template starts a fresh history; saving sets the clean point.
  useEffect(() => {
    const draft = draftOf(current);
    reset(draft);
    setSaved(draft);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the record's id and version
  }, [currentKey, reset]);

  return { current, history, saved };
}

/** What the screen is waiting for: saving the draft, creating the picked type, or sending a test. */
export type TemplateBusy = 'save' | 'create' | 'test' | null;

/**
 * A template screen's state around its loaded list: the picked type and its draft, whether this
 * user may change templates, the last message, and saving or creating the picked type (the ok
 * message only once the server answered; a refusal keeps the edit as it is).
 */
export function useTemplateScreen<T extends StoredTemplate, D extends object>(
  templates: DataState<T[]>,
  draftOf: (template: T | undefined) => D,
  screen: {
    /** Creates a type from its default text. */
    create: (type: TemplateType) => Promise<IpcResult<unknown>>;
    /** Clears what the screen shows about the type it leaves (its preview, a test's message). */
    onPick: () => void;
  },
) {
  const session = useAtomValue(sessionAtom);
  const { t } = useTranslation();
  const canManage = roleHasPermission(session?.role ?? '', 'restaurant.manage');
  const [type, setType] = useState<TemplateType>('BOOKING_CONFIRMATION');
  const { current, history, saved } = useTemplateDraft(templates.data, type, draftOf);
  const [message, setMessage] = useState<Message>(null);
  const [busy, setBusy] = useState<TemplateBusy>(null);
  const name = t(`templates.types.${type}`);

  async function run<R>(kind: 'save' | 'create', call: () => Promise<IpcResult<R>>, ok: (value: R) => void) {
    setBusy(kind);
    const result = await call();
    setBusy(null);
    if (!result.ok) return setMessage({ kind: 'error', text: result.error.message });
    ok(result.value);
  }

  /** Saves the picked template's draft; `cleaned` says whether the server changed the body it stored. */
  const save = async (call: (id: string) => Promise<IpcResult<T>>, cleaned: (stored: T) => boolean) => {
    if (!current) return;
    const { id } = current;
    await run(
      'save',
      () => call(id),
      (stored) => {
        const text = t(cleaned(stored) ? 'templates.savedCleaned' : 'templates.saved', { name });
        setMessage({ kind: 'ok', text });
        templates.update((list) => list.map((row) => (row.id === stored.id ? stored : row)));
      },
    );
  };

  const create = () =>
    run(
      'create',
      () => screen.create(type),
      () => {
        setMessage({ kind: 'ok', text: t('templates.created', { name }) });
        templates.reload();
      },
    );

  /** The type picker's and the create button's props. */
  const picker = {
    list: templates.data ?? [],
    type,
    current,
    onPick: (picked: TemplateType) => {
      setType(picked);
      setMessage(null);
      screen.onPick();
    },
  };
  const creating = { type, onCreate: () => void create(), loading: busy === 'create', disabled: !canManage };

  return {
    session,
    canManage,
    type,
    current,
    history,
    saved,
    message,
    busy,
    setBusy,
    save,
    picker,
    creating,
  };
}

/** The template list's loading state or its failure, in place of the editor while it has no list. */
export function TemplateListPending({
  loading,
  error,
}: {
  loading: boolean;
  error: string | null | undefined;
}) {
  const { t } = useTranslation();
  if (loading) return <Loader size="sm" aria-label={t('templates.loading')} />;
  return (
    <Alert color="red" role="alert" title={t('templates.loadFailed')}>
      {error}
    </Alert>
  );
}
