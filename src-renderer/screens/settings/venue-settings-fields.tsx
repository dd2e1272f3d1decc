// The fields of each venue settings group (spec §3), on the screen's one @mantine/form. Empty
// optional inputs are stored as null, which is what the schemas (and the API) take.
import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  Switch,
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
  return <Switch label={label} description={description} {...field(path, { type: 'checkbox' })} />;
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

export function InternalTermsEmailFields({ form }: { form: SettingsForm }) {
  const { t } = useTranslation();
  const field = useFieldProps(form);
  const g = form.values.internal_terms_email;
  const listError = form.errors['internal_terms_email.reservation_summary_times'];
  return (
    <Stack gap="sm">
      <Flag
        form={form}
        path="internal_terms_email.reservation_summary_enabled"
        label={t('venueSettings.internal.summaryEnabled')}
        description={t('venueSettings.internal.summaryEnabledDescription')}
      />
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
            <ActionIcon
              variant="subtle"
              color="red"
              mt={4}
              aria-label={t('venueSettings.internal.removeSummaryTime', { n: i + 1 })}
              onClick={() => form.removeListItem('internal_terms_email.reservation_summary_times', i)}
            >
              <IconTrash size={16} />
            </ActionIcon>
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
      <Flag
        form={form}
        path="internal_terms_email.feedback_summary_enabled"
        label={t('venueSettings.internal.feedbackEnabled')}
      />
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

export function GuestCommunicationFields({ form }: { form: SettingsForm }) {
  const { t } = useTranslation();
  const field = useFieldProps(form);
  return (
    <Stack gap="sm">
      <Flag
        form={form}
        path="guest_communication.booking_notification_enabled"
        label={t('venueSettings.guest.bookingNotifications')}
      />
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
      <Flag
        form={form}
        path="guest_communication.qr_notification_enabled"
        label={t('venueSettings.guest.qrNotification')}
      />
      <Flag
        form={form}
        path="guest_communication.reservation_reminder_enabled"
        label={t('venueSettings.guest.reminder')}
      />
      <NullableNumber
        form={form}
        path="guest_communication.reservation_reminder_timing"
        label={t('venueSettings.guest.reminderTiming')}
        min={1}
        max={168}
      />
      <Flag
        form={form}
        path="guest_communication.arrival_sms_enabled"
        label={t('venueSettings.guest.arrivalSms')}
      />
      <Flag
        form={form}
        path="guest_communication.feedback_emails_enabled"
        label={t('venueSettings.guest.feedbackEmails')}
      />
      <TagsInput
        label={t('venueSettings.guest.feedbackCategories')}
        maw={480}
        {...field('guest_communication.feedback_categories')}
      />
      <Select
        label={t('venueSettings.guest.defaultMethod')}
        maw={320}
        allowDeselect={false}
        data={[
          { value: 'EMAIL', label: t('venueSettings.guest.methods.EMAIL') },
          { value: 'SMS', label: t('venueSettings.guest.methods.SMS') },
          { value: 'BOTH', label: t('venueSettings.guest.methods.BOTH') },
        ]}
        {...field('guest_communication.default_notification_method')}
      />
      <Select
        label={t('venueSettings.guest.headerBackground')}
        maw={320}
        allowDeselect={false}
        data={[
          { value: 'white', label: t('venueSettings.guest.white') },
          { value: 'custom', label: t('venueSettings.guest.customColour') },
        ]}
        {...field('guest_communication.email_header_bg_color')}
      />
      <Select
        label={t('venueSettings.guest.buttonLinkColour')}
        maw={320}
        allowDeselect={false}
        data={[
          { value: 'same_as_bg', label: t('venueSettings.guest.sameAsBackground') },
          { value: 'custom', label: t('venueSettings.guest.customColour') },
        ]}
        {...field('guest_communication.button_link_color')}
      />
    </Stack>
  );
}

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
      <Flag
        form={form}
        path="reservation_config.auto_assign_tables"
        label={t('venueSettings.config.autoAssign')}
        description={t('venueSettings.config.autoAssignDescription')}
      />
      <Flag
        form={form}
        path="reservation_config.show_problem_reservations"
        label={t('venueSettings.config.showProblems')}
      />
      <Flag
        form={form}
        path="reservation_config.prevent_multiple_reservations"
        label={t('venueSettings.config.preventMultiple')}
        description={t('venueSettings.config.preventMultipleDescription')}
      />
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
      <Flag
        form={form}
        path="reservation_config.keep_remove_access_rule_alert"
        label={t('venueSettings.config.accessRuleAlert')}
      />
      <Flag
        form={form}
        path="reservation_config.wait_time_display"
        label={t('venueSettings.config.waitTimes')}
      />
      <Flag
        form={form}
        path="reservation_config.interval_time_display"
        label={t('venueSettings.config.intervalTimes')}
      />
      <Select
        label={t('venueSettings.config.confirmationMethod')}
        maw={320}
        allowDeselect={false}
        data={[
          { value: 'all', label: t('venueSettings.config.confirmationMethods.all') },
          { value: 'main_dining', label: t('venueSettings.config.confirmationMethods.main_dining') },
        ]}
        {...field('reservation_config.reservation_confirmation_method')}
      />
    </Stack>
  );
}

export function ChargesFields({ form }: { form: SettingsForm }) {
  const { t } = useTranslation();
  const field = useFieldProps(form);
  return (
    <Stack gap="sm">
      <Select
        label={t('venueSettings.charges.collectionMethod')}
        maw={360}
        allowDeselect={false}
        data={CREDIT_CARD_COLLECTION_METHODS.map((m) => ({
          value: m,
          label: t(`venueSettings.charges.collectionMethods.${m}`),
        }))}
        {...field('charges.credit_card_collection_method')}
      />
      <NullableNumber
        form={form}
        path="charges.auto_cancel_timeout"
        label={t('venueSettings.charges.autoCancel')}
        description={t('venueSettings.charges.autoCancelDescription')}
        min={0}
      />
      <NullableNumber
        form={form}
        path="charges.default_service_charge_percentage"
        label={t('venueSettings.charges.serviceCharge')}
        min={0}
        max={100}
        decimalScale={2}
      />
      <NullableNumber
        form={form}
        path="charges.default_gratuity_percentage"
        label={t('venueSettings.charges.gratuity')}
        min={0}
        max={100}
        decimalScale={2}
      />
      <Flag form={form} path="charges.cost_options_display" label={t('venueSettings.charges.costOptions')} />
    </Stack>
  );
}
