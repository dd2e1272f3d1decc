// The fields of each venue settings group (spec §3), on the screen's one @mantine/form. Empty
// optional inputs are stored as null, which is what the schemas (and the API) take.
import {
  Button,
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { VALIDATION_MESSAGES } from '../../../src-shared/errors.js';
import {
  BOOKING_NOTIFICATION_OPTIONS,
  CREDIT_CARD_COLLECTION_METHODS,
  MULTIPLE_RESERVATION_SCOPES,
  REQUIRABLE_FIELDS,
  VENUE_SETTINGS_RULES,
  type VenueSettingsGroups,
} from '../../../src-shared/schemas/venue-settings.js';
import type { Translate } from '../../i18n/translate.js';
import { FieldSwitch } from '../../kit/field-switch.js';
import { IconButton } from '../../kit/icon-button.js';
import { QuietText } from '../../kit/quiet-text.js';

export type SettingsForm = UseFormReturnType<
  VenueSettingsGroups,
  (values: VenueSettingsGroups) => VenueSettingsGroups
>;

/** The §5 rule texts by their key in the shared module (the schemas' messages carry no code). */
const RULE_KEYS: Record<string, string> = {
  [VALIDATION_MESSAGES.reservationSummaryTimes]: 'reservationSummaryTimes',
  [VALIDATION_MESSAGES.feedbackSummaryTime]: 'feedbackSummaryTime',
  [VENUE_SETTINGS_RULES.reminderTiming]: 'reminderTiming',
  [VENUE_SETTINGS_RULES.scopeRequired]: 'scopeRequired',
  [VENUE_SETTINGS_RULES.requiredFieldsArray]: 'requiredFieldsArray',
};
const [TIME_BEFORE = '', TIME_AFTER = ''] = VALIDATION_MESSAGES.invalidTime('\u0000').split('\u0000');

/**
 * A validation message (the form's or the server's) in the console's language: the §5 rule texts
 * the shared module names are translated; any other message stays as it came.
 */
export function venueSettingsMessage(t: Translate, message: string): string {
  const rule = RULE_KEYS[message];
  if (rule) return t(`venueSettings.rules.${rule}`);
  if (
    message.length > TIME_BEFORE.length + TIME_AFTER.length &&
    message.startsWith(TIME_BEFORE) &&
    message.endsWith(TIME_AFTER)
  )
    return t('venueSettings.rules.invalidTime', {
      value: message.slice(TIME_BEFORE.length, message.length - TIME_AFTER.length),
    });
  return message;
}

/** The form's input props for a field, its error in the console's language. */
function useFieldProps(form: SettingsForm) {
  const { t } = useTranslation();
  return (path: string, options?: { type: 'checkbox' }) => {
    const props = form.getInputProps(path, options);
    return typeof props.error === 'string'
      ? { ...props, error: venueSettingsMessage(t, props.error) }
      : props;
  };
}

/** A switch bound to a boolean field. */
function Flag({
  form,
  path,
  label,
  description,
}: {
  form: SettingsForm;
  path: string;
  label: string;
  description?: string;
}) {
  const field = useFieldProps(form);
  return <FieldSwitch field={field} path={path} label={label} description={description} />;
}

/** A switch per row of [field path, label key, description key], in the rows' order. */
function Flags({ form, rows }: { form: SettingsForm; rows: readonly FlagRow[] }) {
  const { t } = useTranslation();
  return rows.map(([path, label, description]) => (
    <Flag
      key={path}
      form={form}
      path={path}
      label={t(label)}
      description={description === undefined ? undefined : t(description)}
    />
  ));
}
type FlagRow = readonly [path: string, labelKey: string, descriptionKey?: string];

/** A select that always holds one of its choices; label and choices are given as text keys. */
function ChoiceSelect({
  form,
  path,
  label,
  choices,
  maw = 320,
}: {
  form: SettingsForm;
  path: string;
  label: string;
  choices: readonly (readonly [value: string, labelKey: string])[];
  maw?: number;
}) {
  const { t } = useTranslation();
  const field = useFieldProps(form);
  return (
    <Select
      label={t(label)}
      maw={maw}
      allowDeselect={false}
      data={choices.map(([value, key]) => ({ value, label: t(key) }))}
      {...field(path)}
    />
  );
}

/** A number field whose empty value is null. */
function NullableNumber({
  form,
  path,
  label,
  ...rest
}: {
  form: SettingsForm;
  path: string;
  label: string;
  min?: number;
  max?: number;
  suffix?: string;
  description?: string;
  decimalScale?: number;
}) {
  const props = useFieldProps(form)(path);
  return (
    <NumberInput
      label={label}
      {...rest}
      value={(props.value as number | null) ?? ''}
      error={props.error as string | undefined}
      onChange={(v) => form.setFieldValue(path, v === '' ? null : Number(v))}
      onBlur={props.onBlur as () => void}
      maw={320}
    />
  );
}

/** A time field (HH:MM) whose empty value is null. */
function NullableTime({ form, path, label }: { form: SettingsForm; path: string; label: string }) {
  const { t } = useTranslation();
  const props = useFieldProps(form)(path);
  return (
    <TextInput
      label={label}
      placeholder={t('venueSettings.timePlaceholder')}
      value={(props.value as string | null) ?? ''}
      error={props.error as string | undefined}
      onChange={(e) => form.setFieldValue(path, e.currentTarget.value === '' ? null : e.currentTarget.value)}
      onBlur={props.onBlur as () => void}
      maw={200}
    />
  );
}

/** Switches: the reservation summary mail; the feedback summary mail. */
const INTERNAL_SUMMARY_FLAGS: readonly FlagRow[] = [
  [
    'internal_terms_email.reservation_summary_enabled',
    'venueSettings.internal.summaryEnabled',
    'venueSettings.internal.summaryEnabledDescription',
  ],
];
const INTERNAL_FEEDBACK_FLAGS: readonly FlagRow[] = [
  ['internal_terms_email.feedback_summary_enabled', 'venueSettings.internal.feedbackEnabled'],
];

export function InternalTermsEmailFields({ form }: { form: SettingsForm }) {
  const { t } = useTranslation();
  const field = useFieldProps(form);
  const g = form.values.internal_terms_email;
  const listError = form.errors['internal_terms_email.reservation_summary_times'];
  return (
    <Stack gap="sm">
      <Flags form={form} rows={INTERNAL_SUMMARY_FLAGS} />
      <Stack gap={6} role="group" aria-label={t('venueSettings.internal.summaryTimes')}>
        <Text size="sm" fw={500}>
          {t('venueSettings.internal.summaryTimes')}
        </Text>
        {g.reservation_summary_times.map((_, i) => (
          <Group key={i} gap="xs" align="flex-start">
            <TextInput
              aria-label={t('venueSettings.internal.summaryTime', { n: i + 1 })}
              placeholder={t('venueSettings.timePlaceholder')}
              maw={200}
              {...field(`internal_terms_email.reservation_summary_times.${i}`)}
            />
            <IconButton
              icon={IconTrash}
              danger
              mt={4}
              name={t('venueSettings.internal.removeSummaryTime', { n: i + 1 })}
              onClick={() => form.removeListItem('internal_terms_email.reservation_summary_times', i)}
            />
          </Group>
        ))}
        {typeof listError === 'string' && (
          <Text size="xs" c="red" role="alert">
            {venueSettingsMessage(t, listError)}
          </Text>
        )}
        <Button
          variant="light"
          size="xs"
          w="fit-content"
          leftSection={<IconPlus size={14} />}
          onClick={() => form.insertListItem('internal_terms_email.reservation_summary_times', '')}
        >
          {t('venueSettings.internal.addSummaryTime')}
        </Button>
      </Stack>
      <Flags form={form} rows={INTERNAL_FEEDBACK_FLAGS} />
      <QuietText>{t('venueSettings.internal.feedbackNotYet')}</QuietText>
      <Group align="flex-start">
        <NullableTime
          form={form}
          path="internal_terms_email.feedback_summary_time"
          label={t('venueSettings.internal.feedbackTime')}
        />
        <NullableTime
          form={form}
          path="internal_terms_email.feedback_summary_secondary_time"
          label={t('venueSettings.internal.feedbackSecondTime')}
        />
      </Group>
    </Stack>
  );
}

/** Switch: booking notifications. */
const GUEST_BOOKING_FLAGS: readonly FlagRow[] = [
  ['guest_communication.booking_notification_enabled', 'venueSettings.guest.bookingNotifications'],
];

/** Switches: the QR code mail and the reminder. */
const GUEST_NOTIFY_FLAGS: readonly FlagRow[] = [
  ['guest_communication.qr_notification_enabled', 'venueSettings.guest.qrNotification'],
  ['guest_communication.reservation_reminder_enabled', 'venueSettings.guest.reminder'],
];

/** Switches: arrival SMS and feedback mails. */
const GUEST_FOLLOW_UP_FLAGS: readonly FlagRow[] = [
  ['guest_communication.arrival_sms_enabled', 'venueSettings.guest.arrivalSms'],
  ['guest_communication.feedback_emails_enabled', 'venueSettings.guest.feedbackEmails'],
];

/** The guest communication selects: field path, label key, and each choice's value and label key. */
const GUEST_CHOICES = [
  [
    'guest_communication.default_notification_method',
    'venueSettings.guest.defaultMethod',
    [
      ['EMAIL', 'venueSettings.guest.methods.EMAIL'],
      ['SMS', 'venueSettings.guest.methods.SMS'],
      ['BOTH', 'venueSettings.guest.methods.BOTH'],
    ],
  ],
  [
    'guest_communication.email_header_bg_color',
    'venueSettings.guest.headerBackground',
    [
      ['white', 'venueSettings.guest.white'],
      ['custom', 'venueSettings.guest.customColour'],
    ],
  ],
  [
    'guest_communication.button_link_color',
    'venueSettings.guest.buttonLinkColour',
    [
      ['same_as_bg', 'venueSettings.guest.sameAsBackground'],
      ['custom', 'venueSettings.guest.customColour'],
    ],
  ],
] as const;

export function GuestCommunicationFields({ form }: { form: SettingsForm }) {
  const { t } = useTranslation();
  const field = useFieldProps(form);
  return (
    <Stack gap="sm">
      <Flags form={form} rows={GUEST_BOOKING_FLAGS} />
      <Checkbox.Group
        label={t('venueSettings.guest.notifyOn')}
        {...field('guest_communication.booking_notification_options')}
      >
        <Group gap="md" mt={4}>
          {BOOKING_NOTIFICATION_OPTIONS.map((o) => (
            <Checkbox key={o} value={o} label={t(`venueSettings.guest.notificationOptions.${o}`)} />
          ))}
        </Group>
      </Checkbox.Group>
      <Flags form={form} rows={GUEST_NOTIFY_FLAGS} />
      <NullableNumber
        form={form}
        path="guest_communication.reservation_reminder_timing"
        label={t('venueSettings.guest.reminderTiming')}
        min={1}
        max={168}
      />
      <Flags form={form} rows={GUEST_FOLLOW_UP_FLAGS} />
      <TagsInput
        label={t('venueSettings.guest.feedbackCategories')}
        maw={480}
        {...field('guest_communication.feedback_categories')}
      />
      {GUEST_CHOICES.map(([path, label, choices]) => (
        <ChoiceSelect key={path} form={form} path={path} label={label} choices={choices} />
      ))}
    </Stack>
  );
}

/** Switches: assigning, problems, one booking per guest. */
const CONFIG_BOOKING_FLAGS: readonly FlagRow[] = [
  [
    'reservation_config.auto_assign_tables',
    'venueSettings.config.autoAssign',
    'venueSettings.config.autoAssignDescription',
  ],
  ['reservation_config.show_problem_reservations', 'venueSettings.config.showProblems'],
  [
    'reservation_config.prevent_multiple_reservations',
    'venueSettings.config.preventMultiple',
    'venueSettings.config.preventMultipleDescription',
  ],
];

/** Switches: alerts, wait and interval times. */
const CONFIG_DISPLAY_FLAGS: readonly FlagRow[] = [
  ['reservation_config.keep_remove_access_rule_alert', 'venueSettings.config.accessRuleAlert'],
  ['reservation_config.wait_time_display', 'venueSettings.config.waitTimes'],
  ['reservation_config.interval_time_display', 'venueSettings.config.intervalTimes'],
  [
    'reservation_config.in_room_dining',
    'venueSettings.config.inRoomDining',
    'venueSettings.config.inRoomDiningDescription',
  ],
];

export function ReservationConfigFields({ form }: { form: SettingsForm }) {
  const { t } = useTranslation();
  const field = useFieldProps(form);
  return (
    <Stack gap="sm">
      <MultiSelect
        label={t('venueSettings.config.requiredFields')}
        description={t('venueSettings.config.requiredFieldsDescription')}
        placeholder={t('venueSettings.config.requiredFieldsNone')}
        maw={480}
        data={REQUIRABLE_FIELDS.map((f) => ({ value: f, label: t(`venueSettings.config.requirable.${f}`) }))}
        {...field('reservation_config.required_fields')}
      />
      <Flags form={form} rows={CONFIG_BOOKING_FLAGS} />
      <Select
        label={t('venueSettings.config.scope')}
        placeholder={t('venueSettings.config.scopePlaceholder')}
        maw={320}
        clearable
        data={MULTIPLE_RESERVATION_SCOPES.map((s) => ({
          value: s,
          label: t(`venueSettings.config.scopes.${s}`),
        }))}
        {...field('reservation_config.multiple_reservation_scope')}
      />
      <Flags form={form} rows={CONFIG_DISPLAY_FLAGS} />
      <ChoiceSelect
        form={form}
        path="reservation_config.reservation_confirmation_method"
        label="venueSettings.config.confirmationMethod"
        choices={[
          ['all', 'venueSettings.config.confirmationMethods.all'],
          ['main_dining', 'venueSettings.config.confirmationMethods.main_dining'],
        ]}
      />
    </Stack>
  );
}

/** The default percentages: 0 to 100, to the hundredth. */
const PERCENTAGES = [
  ['charges.default_service_charge_percentage', 'venueSettings.charges.serviceCharge'],
  ['charges.default_gratuity_percentage', 'venueSettings.charges.gratuity'],
] as const;
const PERCENT_RANGE = { min: 0, max: 100, decimalScale: 2 };

export function ChargesFields({ form }: { form: SettingsForm }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <ChoiceSelect
        form={form}
        path="charges.credit_card_collection_method"
        label="venueSettings.charges.collectionMethod"
        maw={360}
        choices={CREDIT_CARD_COLLECTION_METHODS.map((m) => [
          m,
          `venueSettings.charges.collectionMethods.${m}`,
        ])}
      />
      <NullableNumber
        form={form}
        path="charges.auto_cancel_timeout"
        label={t('venueSettings.charges.autoCancel')}
        description={t('venueSettings.charges.autoCancelDescription')}
        min={0}
      />
      {PERCENTAGES.map(([path, label]) => (
        <NullableNumber key={path} form={form} path={path} label={t(label)} {...PERCENT_RANGE} />
      ))}
      <Flag form={form} path="charges.cost_options_display" label={t('venueSettings.charges.costOptions')} />
    </Stack>
  );
}
