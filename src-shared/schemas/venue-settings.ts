// Venue settings (spec §3 groups, §5 rules and texts, §9 defaults). One row per restaurant with four
// groups; each group is validated whole (a partial update is merged onto the stored group first),
// so a rule that spans fields ("times are required when the summary is enabled") always holds.
import { z } from 'zod';
import { VENUE_SETTING_DEFAULTS } from '../constants.js';
import { VALIDATION_MESSAGES } from '../errors.js';
import { fieldErrorsFromIssues, type FieldErrors } from './envelope.js';

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** §5 rules the spec states without a text: ours, in the style of the ones it gives (VALIDATION_MESSAGES). */
export const VENUE_SETTINGS_RULES = {
  reminderTiming: 'Reservation reminder timing is required when reservation reminder is enabled',
  scopeRequired: 'Multiple reservation scope is required when multiple reservations are prevented',
  requiredFieldsArray: 'Required fields must be a list',
} as const;

/** A 24-hour HH:MM time; anything else is refused with the §5 text naming the value. */
const summaryTime = z.string().superRefine((value, ctx) => {
  if (!HH_MM.test(value)) ctx.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.invalidTime(value) });
});
/** An optional time (null = none). No transform: the API also encodes answers with these schemas. */
const optionalTime = summaryTime.nullable();

const oneOf = <const T extends readonly [string, ...string[]]>(field: string, values: T) =>
  z.enum(values, { error: `${field} must be ${values.slice(0, -1).join(', ')} or ${values.at(-1)}` });

const flag = (field: string) => z.boolean({ error: `${field} must be true or false` });

/** A group rule: while the switch `on` is true, the choice `needed` must be made (the issue sits on it). */
const neededWhileOn =
  <T extends Record<string, unknown>>(on: keyof T, needed: keyof T & string, message: string) =>
  (v: T, ctx: z.RefinementCtx<T>) => {
    if (v[on] && v[needed] === null) ctx.addIssue({ code: 'custom', path: [needed], message });
  };

/** 0–100 or null (spec §5 charges). */
const percentage = (field: string) =>
  z
    .number({ error: `${field} must be a number from 0 to 100` })
    .min(0, `${field} must be a number from 0 to 100`)
    .max(100, `${field} must be a number from 0 to 100`)
    .nullable();

export const VENUE_SETTINGS_GROUPS = [
  'internal_terms_email',
  'guest_communication',
  'reservation_config',
  'charges',
] as const;
export type VenueSettingsGroup = (typeof VENUE_SETTINGS_GROUPS)[number];
export const venueSettingsGroupSchema = oneOf('settings_type', VENUE_SETTINGS_GROUPS);

// ——— internal_terms_email ———
/** The group's fields without its cross-field rules: a partial update is checked against it first. */
export const internalTermsEmailFields = z.object({
  reservation_summary_enabled: flag('reservation_summary_enabled'),
  feedback_summary_enabled: flag('feedback_summary_enabled'),
  reservation_summary_times: z.array(summaryTime, { error: 'reservation_summary_times must be a list' }),
  feedback_summary_time: optionalTime,
  feedback_summary_secondary_time: optionalTime,
});
export const internalTermsEmailSchema = internalTermsEmailFields.superRefine((v, ctx) => {
  if (v.reservation_summary_enabled && v.reservation_summary_times.length === 0)
    ctx.addIssue({
      code: 'custom',
      path: ['reservation_summary_times'],
      message: VALIDATION_MESSAGES.reservationSummaryTimes,
    });
  neededWhileOn<typeof v>(
    'feedback_summary_enabled',
    'feedback_summary_time',
    VALIDATION_MESSAGES.feedbackSummaryTime,
  )(v, ctx);
});
export type InternalTermsEmail = z.infer<typeof internalTermsEmailSchema>;

// ——— guest_communication ———
export const NOTIFICATION_METHODS = ['EMAIL', 'SMS', 'BOTH'] as const;
export type NotificationMethod = (typeof NOTIFICATION_METHODS)[number];
/** Which booking events send the guest a message while booking notifications are on. */
export const BOOKING_NOTIFICATION_OPTIONS = ['confirmation', 'modification', 'cancellation'] as const;
/** Hours before the booking the reminder goes out. */
export const REMINDER_TIMINGS = [1, 2, 4, 12, 24, 48] as const;

export const guestCommunicationFields = z.object({
  booking_notification_enabled: flag('booking_notification_enabled'),
  booking_notification_options: z.array(oneOf('booking_notification_options', BOOKING_NOTIFICATION_OPTIONS), {
    error: 'booking_notification_options must be a list',
  }),
  qr_notification_enabled: flag('qr_notification_enabled'),
  reservation_reminder_enabled: flag('reservation_reminder_enabled'),
  reservation_reminder_timing: z
    .number({ error: 'reservation_reminder_timing must be a number of hours' })
    .int('reservation_reminder_timing must be whole hours')
    .min(1, 'reservation_reminder_timing must be at least 1 hour')
    .max(168, 'reservation_reminder_timing cannot exceed 168 hours')
    .nullable(),
  arrival_sms_enabled: flag('arrival_sms_enabled'),
  feedback_emails_enabled: flag('feedback_emails_enabled'),
  feedback_categories: z.array(z.string().trim().min(1, 'A feedback category cannot be empty'), {
    error: 'feedback_categories must be a list',
  }),
  default_notification_method: oneOf('default_notification_method', NOTIFICATION_METHODS),
  email_header_bg_color: oneOf('email_header_bg_color', ['white', 'custom']),
  button_link_color: oneOf('button_link_color', ['same_as_bg', 'custom']),
});
export const guestCommunicationSchema = guestCommunicationFields.superRefine(
  neededWhileOn(
    'reservation_reminder_enabled',
    'reservation_reminder_timing',
    VENUE_SETTINGS_RULES.reminderTiming,
  ),
);
export type GuestCommunication = z.infer<typeof guestCommunicationSchema>;

// ——— reservation_config ———
/** Booking fields a venue can make required beyond the first name and party size. */
export const REQUIRABLE_FIELDS = [
  'last_name',
  'mobileNumber',
  'email',
  'special_request',
  'reservationType',
] as const;
export type RequirableField = (typeof REQUIRABLE_FIELDS)[number];
export const MULTIPLE_RESERVATION_SCOPES = ['same_day', 'same_shift', 'overlapping'] as const;
export type MultipleReservationScope = (typeof MULTIPLE_RESERVATION_SCOPES)[number];

export const reservationConfigFields = z.object({
  required_fields: z.array(oneOf('required_fields', REQUIRABLE_FIELDS), {
    error: VENUE_SETTINGS_RULES.requiredFieldsArray,
  }),
  auto_assign_tables: flag('auto_assign_tables'),
  show_problem_reservations: flag('show_problem_reservations'),
  prevent_multiple_reservations: flag('prevent_multiple_reservations'),
  multiple_reservation_scope: oneOf('multiple_reservation_scope', MULTIPLE_RESERVATION_SCOPES).nullable(),
  keep_remove_access_rule_alert: flag('keep_remove_access_rule_alert'),
  wait_time_display: flag('wait_time_display'),
  interval_time_display: flag('interval_time_display'),
  reservation_confirmation_method: oneOf('reservation_confirmation_method', ['all', 'main_dining']),
  /** Guests order to their rooms: the IRD entry opens the in-room dining dashboard, else the restaurant's live board. */
  in_room_dining: flag('in_room_dining'),
});
export const reservationConfigSchema = reservationConfigFields.superRefine(
  neededWhileOn(
    'prevent_multiple_reservations',
    'multiple_reservation_scope',
    VENUE_SETTINGS_RULES.scopeRequired,
  ),
);
export type ReservationConfig = z.infer<typeof reservationConfigSchema>;

// ——— charges ———
export const CREDIT_CARD_COLLECTION_METHODS = [
  'manually_enter',
  'paylink',
  'manually_enter_only',
  'paylink_only',
] as const;
export type CreditCardCollectionMethod = (typeof CREDIT_CARD_COLLECTION_METHODS)[number];

export const chargesFields = z.object({
  credit_card_collection_method: oneOf('credit_card_collection_method', CREDIT_CARD_COLLECTION_METHODS),
  /** Minutes an unpaid booking is held before it is cancelled; null = never. */
  auto_cancel_timeout: z
    .number({ error: 'auto_cancel_timeout must be a number of minutes' })
    .int('auto_cancel_timeout must be whole minutes')
    .min(0, 'auto_cancel_timeout cannot be negative')
    .nullable(),
  default_service_charge_percentage: percentage('default_service_charge_percentage'),
  default_gratuity_percentage: percentage('default_gratuity_percentage'),
  cost_options_display: flag('cost_options_display'),
});
export const chargesSchema = chargesFields;
export type Charges = z.infer<typeof chargesSchema>;

export const VENUE_SETTINGS_GROUP_SCHEMAS = {
  internal_terms_email: internalTermsEmailSchema,
  guest_communication: guestCommunicationSchema,
  reservation_config: reservationConfigSchema,
  charges: chargesSchema,
} as const;

/** Each group's fields, for partial updates (`.partial()` of the unrefined object). */
export const VENUE_SETTINGS_GROUP_FIELDS = {
  internal_terms_email: internalTermsEmailFields,
  guest_communication: guestCommunicationFields,
  reservation_config: reservationConfigFields,
  charges: chargesFields,
} as const;

export interface VenueSettingsGroups {
  internal_terms_email: InternalTermsEmail;
  guest_communication: GuestCommunication;
  reservation_config: ReservationConfig;
  charges: Charges;
}

/** Spec §9 defaults (notification method EMAIL, confirmation method all, card collection manually_enter); the rest ours. */
export const VENUE_SETTINGS_DEFAULTS: VenueSettingsGroups = {
  internal_terms_email: {
    reservation_summary_enabled: false,
    feedback_summary_enabled: false,
    reservation_summary_times: [],
    feedback_summary_time: null,
    feedback_summary_secondary_time: null,
  },
  guest_communication: {
    booking_notification_enabled: true,
    booking_notification_options: [...BOOKING_NOTIFICATION_OPTIONS],
    qr_notification_enabled: false,
    reservation_reminder_enabled: true,
    reservation_reminder_timing: 24,
    arrival_sms_enabled: false,
    feedback_emails_enabled: false,
    feedback_categories: ['Food', 'Service', 'Ambience'],
    default_notification_method: VENUE_SETTING_DEFAULTS.default_notification_method,
    email_header_bg_color: 'white',
    button_link_color: 'custom',
  },
  reservation_config: {
    required_fields: [],
    auto_assign_tables: true,
    show_problem_reservations: true,
    prevent_multiple_reservations: false,
    multiple_reservation_scope: null,
    keep_remove_access_rule_alert: true,
    wait_time_display: true,
    interval_time_display: true,
    reservation_confirmation_method: VENUE_SETTING_DEFAULTS.reservation_confirmation_method,
    in_room_dining: false,
  },
  charges: {
    credit_card_collection_method: VENUE_SETTING_DEFAULTS.credit_card_collection_method,
    auto_cancel_timeout: null,
    default_service_charge_percentage: null,
    default_gratuity_percentage: null,
    cost_options_display: true,
  },
};

export const venueSettingsSchema = z.object({
  restaurant_id: z.number().int(),
  outlet_id: z.number().int().nullable(),
  internal_terms_email: internalTermsEmailSchema,
  guest_communication: guestCommunicationSchema,
  reservation_config: reservationConfigSchema,
  charges: chargesSchema,
  updated_at: z.string().nullable(),
});
export type VenueSettings = z.infer<typeof venueSettingsSchema>;

/**
 * A stored group read back: missing keys (a group saved before a field existed) take the default,
 * so an older row never fails the current schema.
 */
export function withGroupDefaults<G extends VenueSettingsGroup>(
  group: G,
  stored: unknown,
): VenueSettingsGroups[G] {
  const base = VENUE_SETTINGS_DEFAULTS[group];
  const merged = { ...base, ...(stored !== null && typeof stored === 'object' ? stored : {}) };
  const parsed = VENUE_SETTINGS_GROUP_SCHEMAS[group].safeParse(merged);
  return (parsed.success ? parsed.data : base) as VenueSettingsGroups[G];
}

/** §7 validate / validate-settings-data: the group's problems per field, none when it is valid. */
export function validateSettingsGroup(group: VenueSettingsGroup, data: unknown): FieldErrors {
  const parsed = VENUE_SETTINGS_GROUP_SCHEMAS[group].safeParse(data);
  return parsed.success ? {} : fieldErrorsFromIssues(parsed.error.issues);
}
