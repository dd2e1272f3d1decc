// Sending a menu form (a drawer, the product page): while the call runs the form shows it is saving;
// a refusal puts the field reasons on the form and the §8 "Failed to …" text above it, keeping
// every edit; a success hands the saved record on.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IpcResult } from '../../../src-shared/ipc/channels.js';
import { fieldErrorsOf } from '../../kit/call-errors.js';
import { failureNotice } from './menu-notice.js';

export function useFormSave<T>(setErrors: (errors: Record<string, string>) => void) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const save = async (call: Promise<IpcResult<T>>, fallback: string, onSaved: (value: T) => void) => {
    setSaving(true);
    setError(null);
    const result = await call;
    setSaving(false);
    if (!result.ok) {
      setErrors(fieldErrorsOf(result.error));
      setError(failureNotice(fallback, result.error, t).text);
      return;
    }
    onSaved(result.value);
  };
  return { error, setError, saving, save };
}
