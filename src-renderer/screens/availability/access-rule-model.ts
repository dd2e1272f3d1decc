// The access rule form's model (spec §3 access rule): the form holds the rule as the create schema
// does, plus whether the time config is set; each section (a sub-setting) is "default" (follows the
// shift) or "custom" (its values apply). A default section keeps its values, so switching it back
// to custom restores them (the server keeps them too). Pure functions, tested beside.
import {
  additionalSettingsSchema,
  basicSettingsSchema,
  timeConfigSchema,
  type AccessRule,
  type CreateAccessRule,
} from '../../../src-shared/schemas/access-rule.js';
import { WEEKDAYS } from '../../../src-shared/time.js';

export type SettingMode = 'default' | 'custom';

export type RuleFormValues = Omit<CreateAccessRule, 'id' | 'description'> & {
  description: string;
  /** The time config has no setting of its own on the wire: default is every bound empty. */
  time_config_setting: SettingMode;
};

type BasicKey = keyof CreateAccessRule['basic_settings'];
type AdditionalKey = keyof CreateAccessRule['additional_settings'];
export type SectionPath =
  'time_config' | `basic_settings.${BasicKey}` | `additional_settings.${AdditionalKey}`;

export interface RuleSection {
  path: SectionPath;
  title: string;
  /** What the section does when set, in staff words. */
  hint: string;
  group: 'Time' | 'Basic settings' | 'Additional settings';
}

/** Every sub-setting of spec §3, in its order, as the form's sections. */
export const RULE_SECTIONS: readonly RuleSection[] = [
  {
    path: 'time_config',
    title: 'Time',
    hint: 'The hours the rule applies (venue time) and its first and last bookable slot.',
    group: 'Time',
  },
  {
    path: 'basic_settings.party_size',
    title: 'Party size',
    hint: 'Only parties of this size book under the rule.',
    group: 'Basic settings',
  },
  {
    path: 'basic_settings.seating_area_table',
    title: 'Seating area and tables',
    hint: 'Bookings under the rule use only these seating areas (and tables).',
    group: 'Basic settings',
  },
  {
    path: 'basic_settings.guest_facing',
    title: 'Guest-facing texts',
    hint: 'The title and description guests see on these time slots.',
    group: 'Basic settings',
  },
  {
    path: 'basic_settings.payment_policy',
    title: 'Payment policy',
    hint: 'Which booking channels may book without a card, and the paid upgrades offered.',
    group: 'Basic settings',
  },
  {
    path: 'additional_settings.booking_channel_audience',
    title: 'Booking channel audience',
    hint: 'Only these booking channels may book under the rule (staff on the console always may).',
    group: 'Additional settings',
  },
  {
    path: 'additional_settings.duration',
    title: 'Duration',
    hint: 'How long bookings under the rule last.',
    group: 'Additional settings',
  },
  {
    path: 'additional_settings.selectable_upgrade',
    title: 'Selectable upgrades',
    hint: 'Upgrades a guest may pick with these slots.',
    group: 'Additional settings',
  },
  {
    path: 'additional_settings.reservation_tags',
    title: 'Reservation tags',
    hint: 'Tags given to bookings made under the rule.',
    group: 'Additional settings',
  },
  {
    path: 'additional_settings.booking_window',
    title: 'Booking window',
    hint: 'How long before the slot bookings open and close.',
    group: 'Additional settings',
  },
  {
    path: 'additional_settings.before',
    title: 'Before',
    hint: 'Bookings close at a time on the day itself or the day before.',
    group: 'Additional settings',
  },
  {
    path: 'additional_settings.reservation_or_cover_limit',
    title: 'Reservation or cover limit',
    hint: 'At most this many reservations or covers per shift under the rule.',
    group: 'Additional settings',
  },
  {
    path: 'additional_settings.guarantee_bookings',
    title: 'Guarantee bookings',
    hint: 'Ask for a card guarantee or a deposit per cover.',
    group: 'Additional settings',
  },
  {
    path: 'additional_settings.pacing',
    title: 'Pacing',
    hint: 'At most this many covers or reservations starting in each interval.',
    group: 'Additional settings',
  },
  {
    path: 'additional_settings.custom_pacing',
    title: 'Custom pacing',
    hint: 'A different pacing limit at particular times.',
    group: 'Additional settings',
  },
  {
    path: 'additional_settings.reduce_total_pacing',
    title: 'Reduce total pacing',
    hint: "Bookings under the rule also count against the shift's total pacing.",
    group: 'Additional settings',
  },
  {
    path: 'additional_settings.guest_duration_picker',
    title: 'Guest duration picker',
    hint: 'Guests choose how long they stay, within these bounds.',
    group: 'Additional settings',
  },
];

/** A section's key in the translations (`availability.sections.<key>`): the last part of its path. */
export const sectionKey = (path: SectionPath): string => path.slice(path.lastIndexOf('.') + 1);

/** The form's values: a stored rule's, or a new rule's defaults starting on `today`. */
export function ruleFormValues(rule: AccessRule | null, today: string): RuleFormValues {
  if (!rule)
    return {
      name: '',
      description: '',
      status: 'active',
      priority: 1,
      start_date: today,
      end_date: null,
      end_indefinite: true,
      active_days: [...WEEKDAYS],
      shift_ids: [],
      time_config: timeConfigSchema.parse({}),
      time_config_setting: 'default',
      basic_settings: basicSettingsSchema.parse({}),
      additional_settings: additionalSettingsSchema.parse({}),
    };
  const timeSet = Object.values(rule.time_config).some((v) => v !== null);
  const { name, status, priority, start_date, end_date, end_indefinite } = rule;
  return {
    ...{ name, status, priority, start_date, end_date, end_indefinite },
    description: rule.description ?? '',
    active_days: [...rule.active_days],
    shift_ids: [...rule.shift_ids],
    time_config: { ...rule.time_config },
    time_config_setting: timeSet ? 'custom' : 'default',
    basic_settings: structuredClone(rule.basic_settings),
    additional_settings: structuredClone(rule.additional_settings),
  };
}

/** The value at a dotted path of the form values. */
export function valueAt(values: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (at, key) => (at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined),
      values,
    );
}

export function sectionMode(values: RuleFormValues, path: SectionPath): SettingMode {
  if (path === 'time_config') return values.time_config_setting;
  const sub = valueAt(values, path) as { setting?: SettingMode } | undefined;
  return sub?.setting ?? 'default';
}

/** The values with one section switched to default or custom; every value it holds is kept. */
export function withSectionMode(
  values: RuleFormValues,
  path: SectionPath,
  mode: SettingMode,
): RuleFormValues {
  if (path === 'time_config') return { ...values, time_config_setting: mode };
  const [group, key] = path.split('.') as ['basic_settings' | 'additional_settings', string];
  const settings = values[group] as Record<string, object>;
  return { ...values, [group]: { ...settings, [key]: { ...settings[key], setting: mode } } };
}

/**
 * What is sent: the create payload. A default time config sends every bound empty (the shift's
 * hours); a default sub-setting is sent with its kept values and `setting: 'default'`.
 */
export function rulePayload(values: RuleFormValues): Omit<CreateAccessRule, 'id'> {
  const { time_config_setting: timeMode, description, ...rest } = values;
  return {
    ...rest,
    description: description.trim() === '' ? null : description,
    end_date: values.end_indefinite ? null : values.end_date,
    time_config:
      timeMode === 'custom'
        ? values.time_config
        : { time1: null, time2: null, firstReservation: null, lastReservation: null },
  };
}

/** An edit sends only the top-level fields that changed (a sub-settings group is sent whole). */
export function rulePatch(values: RuleFormValues, rule: AccessRule): Partial<Omit<CreateAccessRule, 'id'>> {
  const payload = rulePayload(values);
  const stored = rulePayload(ruleFormValues(rule, rule.start_date));
  return Object.fromEntries(
    Object.entries(payload).filter(
      ([key, value]) => JSON.stringify(value) !== JSON.stringify(stored[key as keyof typeof stored]),
    ),
  );
}

/** Form errors (dotted paths) under a section: shown at the section when its fields are hidden. */
export function sectionErrors(errors: Readonly<Record<string, unknown>>, path: SectionPath): string[] {
  return Object.entries(errors)
    .filter(([key, message]) => key.startsWith(`${path}.`) && typeof message === 'string')
    .map(([, message]) => message as string);
}

/**
 * The server's field messages as form errors: an item's path ("…seating_area.0") names the field
 * that holds the list, so the message shows at that field.
 */
export function formErrorsOf(errors: Readonly<Record<string, readonly string[]>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, messages] of Object.entries(errors)) {
    const field = key.replace(/(\.\d+)+(\.[a-z_]+)?$/i, '');
    out[field] ??= messages[0] ?? '';
  }
  return out;
}
