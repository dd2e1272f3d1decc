// The state both template editors keep around the picked template: its draft with undo and redo,
// the saved draft (the clean point), and what stands in for the editor until the list is loaded.
import { Alert, Loader } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TemplateType } from '../../../src-shared/messaging/template-types.js';
import { usePickedTemplate, type StoredTemplate } from './template-editor-parts.js';
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
