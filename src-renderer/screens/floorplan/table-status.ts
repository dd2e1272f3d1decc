// A table's live status as staff set it from the floor plan (spec §3: status, icon, color,
// textColor; issue 28 adds why). The presets' status words are stored as they are (English, like a
// status name) and translated for display; a status naming "block" makes the table blocked.
import type { TableLiveStatus } from '../../../src-shared/schemas/seating.js';
import type { Translate } from '../../i18n/translate.js';

export type LiveStatusValues = Omit<TableLiveStatus, 'table_id' | 'icon' | 'reason'> & {
  icon: string;
  reason: string;
};

export const STATUS_ICONS = ['lock', 'spray', 'bookmark', 'star', 'tool', 'alert-triangle'] as const;
export type StatusIcon = (typeof STATUS_ICONS)[number];

/** Dark fills with white text: readable (WCAG AA) on the badge and the side panel. */
const BLOCKED: LiveStatusValues = {
  status: 'Blocked',
  icon: 'lock',
  color: '#4b5563',
  textColor: '#ffffff',
  reason: '',
};
export const STATUS_PRESETS: readonly LiveStatusValues[] = [
  BLOCKED,
  { status: 'Cleaning', icon: 'spray', color: '#0369a1', textColor: '#ffffff', reason: '' },
  { status: 'Held', icon: 'bookmark', color: '#b45309', textColor: '#ffffff', reason: '' },
  { status: 'VIP', icon: 'star', color: '#6d28d9', textColor: '#ffffff', reason: '' },
];

const PRESET_WORDS = new Set(STATUS_PRESETS.map((p) => p.status));

/** A preset's word in the console's language; a status typed elsewhere is shown as stored. */
export function statusWord(status: string, t: Translate): string {
  return PRESET_WORDS.has(status) ? t(`host.floor.status.presets.${status}`) : status;
}

/** The form's values for a table: its current status, else the Blocked preset. */
export function formValues(current: TableLiveStatus | undefined): LiveStatusValues {
  if (!current) return { ...BLOCKED };
  return {
    status: current.status,
    icon: current.icon ?? '',
    color: current.color,
    textColor: current.textColor,
    reason: current.reason ?? '',
  };
}

/** What the mutation carries: an empty icon or reason is none. */
export function liveOf(values: LiveStatusValues): Omit<TableLiveStatus, 'table_id'> {
  const live: Omit<TableLiveStatus, 'table_id'> = {
    status: values.status.trim(),
    icon: values.icon || null,
    color: values.color,
    textColor: values.textColor,
  };
  const reason = values.reason.trim();
  return reason ? { ...live, reason } : live;
}
