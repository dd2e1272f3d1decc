// The menu screens' one notice line: a success, or a spec §8 "Failed to …" text with the server's
// reason beside it. A failure is shown only for a call that really failed (an IpcResult not ok).
import type { Notice } from '../../shell/notice-line.js';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IpcError, IpcResult } from '../../../src-shared/ipc/channels.js';
import { english, type Translate } from '../../i18n/translate.js';
import { errorText } from '../../kit/call-errors.js';

export { NoticeLine, type Notice } from '../../shell/notice-line.js';

export const failureNotice = (fallback: string, error: IpcError, t: Translate = english): Notice => ({
  ok: false,
  text: error.message ? t('menus.failure', { fallback, reason: errorText(error) }) : fallback,
});

export function useNotice(initialSuccess?: string) {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<Notice | null>(
    initialSuccess ? { ok: true, text: initialSuccess } : null,
  );
  /** Runs a call; on success shows `success` (if any) and returns the value, on failure the §8 text. */
  const run = useCallback(
    async <T,>(call: Promise<IpcResult<T>>, fallback: string, success?: string): Promise<T | null> => {
      const result = await call;
      if (!result.ok) {
        setNotice(failureNotice(fallback, result.error, t));
        return null;
      }
      setNotice(success ? { ok: true, text: success } : null);
      return result.value;
    },
    [t],
  );
  return { notice, setNotice, run };
}
