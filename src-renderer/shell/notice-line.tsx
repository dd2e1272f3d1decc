// A screen's one dismissible notice (menu, users, roles, audit screens): the kit's outcome line
// for screens that keep { ok, text }: a success is a polite status, a failure an alert.
import { useTranslation } from 'react-i18next';
import { OutcomeLine } from '../kit/outcome-line.js';

export interface Notice {
  ok: boolean;
  text: string;
}

/** A call's notice: the success text when it went through, else the server's own message. */
export function noticeOf(
  result: { ok: true } | { ok: false; error: { message: string } },
  success: string,
): Notice {
  return result.ok ? { ok: true, text: success } : { ok: false, text: result.error.message };
}

export function NoticeLine({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <OutcomeLine
      outcome={notice && { kind: notice.ok ? 'success' : 'refused', text: notice.text }}
      onDismiss={onClose}
      dismissLabel={t('shell.dismiss')}
    />
  );
}
