// The websocket admin's uptime, in words a person reads at a glance.
import { english, type Translate } from '../../i18n/translate.js';

/** 93784 s → "1 d 2 h 3 min". */
export function uptimeText(seconds: number, t: Translate = english): string {
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3_600);
  const m = Math.floor((seconds % 3_600) / 60);
  if (d > 0) return t('admin.platform.uptime.days', { d, h, m });
  if (h > 0) return t('admin.platform.uptime.hours', { h, m });
  return m > 0
    ? t('admin.platform.uptime.minutes', { m })
    : t('admin.platform.uptime.seconds', { s: seconds });
}
