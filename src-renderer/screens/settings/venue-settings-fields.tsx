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
import {
  BOOKING_NOTIFICATION_OPTIONS,
  CREDIT_CARD_COLLECTION_METHODS,
  MULTIPLE_RESERVATION_SCOPES,
  REQUIRABLE_FIELDS,
  type VenueSettingsGroups,
} from '../../../src-shared/schemas/venue-settings.js';

export type SettingsForm = UseFormReturnType<
  VenueSettingsGroups,
  (values: VenueSettingsGroups) => VenueSettingsGroups
>;

const REQUIRABLE_LABELS: Record<(typeof REQUIRABLE_FIELDS)[number], string> = {
  last_name: 'Last name',
  mobileNumber: 'Mobile number',
  email: 'Email',
  special_request: 'Special request',
  reservationType: 'Reservation type',
};
const SCOPE_LABELS: Record<(typeof MULTIPLE_RESERVATION_SCOPES)[number], string> = {
  same_day: 'Same day',
  same_shift: 'Same shift',
  overlapping: 'Overlapping times',
};
const COLLECTION_LABELS: Record<(typeof CREDIT_CARD_COLLECTION_METHODS)[number], string> = {
  manually_enter: 'Enter manually or send a paylink',
  paylink: 'Send a paylink or enter manually',
  manually_enter_only: 'Enter manually only',
  paylink_only: 'Paylink only',
};

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
  return (
    <Switch label={label} description={description} {...form.getInputProps(path, { type: 'checkbox' })} />
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
  const props = form.getInputProps(path);
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
  const props = form.getInputProps(path);
  return (
    <TextInput
      label={label}
      placeholder="HH:MM"
      value={(props.value as string | null) ?? ''}
      error={props.error as string | undefined}
      onChange={(e) => form.setFieldValue(path, e.currentTarget.value === '' ? null : e.currentTarget.value)}
      onBlur={props.onBlur as () => void}
      maw={200}
    />
  );
}

export function InternalTermsEmailFields({ form }: { form: SettingsForm }) {
  const g = form.values.internal_terms_email;
  const listError = form.errors['internal_terms_email.reservation_summary_times'];
  return (
    <Stack gap="sm">
      <Flag
        form={form}
        path="internal_terms_email.reservation_summary_enabled"
        label="Send the reservation summary email"
        description="A summary of the day's reservations to the venue's team"
      />
      <Stack gap={6} role="group" aria-label="Reservation summary times">
        <Text size="sm" fw={500}>
          Reservation summary times
        </Text>
        {g.reservation_summary_times.map((_, i) => (
          <Group key={i} gap="xs" align="flex-start">
            <TextInput
              aria-label={`Reservation summary time ${i + 1}`}
              placeholder="HH:MM"
              maw={200}
              {...form.getInputProps(`internal_terms_email.reservation_summary_times.${i}`)}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              mt={4}
              aria-label={`Remove reservation summary time ${i + 1}`}
              onClick={() => form.removeListItem('internal_terms_email.reservation_summary_times', i)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        {typeof listError === 'string' && (
          <Text size="xs" c="red" role="alert">
            {listError}
          </Text>
        )}
        <Button
          variant="light"
          size="xs"
          w="fit-content"
          leftSection={<IconPlus size={14} />}
          onClick={() => form.insertListItem('internal_terms_email.reservation_summary_times', '')}
        >
          Add a summary time
        </Button>
      </Stack>
      <Flag
        form={form}
        path="internal_terms_email.feedback_summary_enabled"
        label="Send the feedback summary email"
      />
      <Group align="flex-start">
        <NullableTime
          form={form}
          path="internal_terms_email.feedback_summary_time"
          label="Feedback summary time"
        />
        <NullableTime
          form={form}
          path="internal_terms_email.feedback_summary_secondary_time"
          label="Second feedback summary time"
        />
      </Group>
    </Stack>
  );
}

export function GuestCommunicationFields({ form }: { form: SettingsForm }) {
  return (
    <Stack gap="sm">
      <Flag
        form={form}
        path="guest_communication.booking_notification_enabled"
        label="Booking notifications"
      />
      <Checkbox.Group
        label="Notify the guest on"
        {...form.getInputProps('guest_communication.booking_notification_options')}
      >
        <Group gap="md" mt={4}>
          {BOOKING_NOTIFICATION_OPTIONS.map((o) => (
            <Checkbox key={o} value={o} label={o[0]?.toUpperCase() + o.slice(1)} />
          ))}
        </Group>
      </Checkbox.Group>
      <Flag form={form} path="guest_communication.qr_notification_enabled" label="QR code notification" />
      <Flag
        form={form}
        path="guest_communication.reservation_reminder_enabled"
        label="Reservation reminder"
      />
      <NullableNumber
        form={form}
        path="guest_communication.reservation_reminder_timing"
        label="Reminder timing (hours before the booking)"
        min={1}
        max={168}
      />
      <Flag form={form} path="guest_communication.arrival_sms_enabled" label="Arrival SMS" />
      <Flag form={form} path="guest_communication.feedback_emails_enabled" label="Feedback emails" />
      <TagsInput
        label="Feedback categories"
        maw={480}
        {...form.getInputProps('guest_communication.feedback_categories')}
      />
      <Select
        label="Default notification method"
        maw={320}
        allowDeselect={false}
        data={[
          { value: 'EMAIL', label: 'Email' },
          { value: 'SMS', label: 'SMS' },
          { value: 'BOTH', label: 'Email and SMS' },
        ]}
        {...form.getInputProps('guest_communication.default_notification_method')}
      />
      <Select
        label="Email header background"
        maw={320}
        allowDeselect={false}
        data={[
          { value: 'white', label: 'White' },
          { value: 'custom', label: 'Custom colour' },
        ]}
        {...form.getInputProps('guest_communication.email_header_bg_color')}
      />
      <Select
        label="Button and link colour"
        maw={320}
        allowDeselect={false}
        data={[
          { value: 'same_as_bg', label: 'Same as the header background' },
          { value: 'custom', label: 'Custom colour' },
        ]}
        {...form.getInputProps('guest_communication.button_link_color')}
      />
    </Stack>
  );
}

export function ReservationConfigFields({ form }: { form: SettingsForm }) {
  return (
    <Stack gap="sm">
      <MultiSelect
        label="Required booking fields"
        description="Besides the first name and the party size, a booking needs these"
        placeholder="No other field is required"
        maw={480}
        data={REQUIRABLE_FIELDS.map((f) => ({ value: f, label: REQUIRABLE_LABELS[f] }))}
        {...form.getInputProps('reservation_config.required_fields')}
      />
      <Flag
        form={form}
        path="reservation_config.auto_assign_tables"
        label="Assign tables automatically"
        description="A booking without a table gets the suggested one"
      />
      <Flag
        form={form}
        path="reservation_config.show_problem_reservations"
        label="Show problem reservations"
      />
      <Flag
        form={form}
        path="reservation_config.prevent_multiple_reservations"
        label="Prevent multiple reservations"
        description="A guest (same email or mobile number) cannot hold two bookings in the scope"
      />
      <Select
        label="Multiple reservation scope"
        placeholder="Choose a scope"
        maw={320}
        clearable
        data={MULTIPLE_RESERVATION_SCOPES.map((s) => ({ value: s, label: SCOPE_LABELS[s] }))}
        {...form.getInputProps('reservation_config.multiple_reservation_scope')}
      />
      <Flag form={form} path="reservation_config.keep_remove_access_rule_alert" label="Access rule alert" />
      <Flag form={form} path="reservation_config.wait_time_display" label="Show wait times" />
      <Flag form={form} path="reservation_config.interval_time_display" label="Show interval times" />
      <Select
        label="Reservation confirmation method"
        maw={320}
        allowDeselect={false}
        data={[
          { value: 'all', label: 'All reservations' },
          { value: 'main_dining', label: 'Main dining only' },
        ]}
        {...form.getInputProps('reservation_config.reservation_confirmation_method')}
      />
    </Stack>
  );
}

export function ChargesFields({ form }: { form: SettingsForm }) {
  return (
    <Stack gap="sm">
      <Select
        label="Credit card collection method"
        maw={360}
        allowDeselect={false}
        data={CREDIT_CARD_COLLECTION_METHODS.map((m) => ({ value: m, label: COLLECTION_LABELS[m] }))}
        {...form.getInputProps('charges.credit_card_collection_method')}
      />
      <NullableNumber
        form={form}
        path="charges.auto_cancel_timeout"
        label="Auto-cancel unpaid bookings after (minutes)"
        description="Empty: never"
        min={0}
      />
      <NullableNumber
        form={form}
        path="charges.default_service_charge_percentage"
        label="Default service charge (%)"
        min={0}
        max={100}
        decimalScale={2}
      />
      <NullableNumber
        form={form}
        path="charges.default_gratuity_percentage"
        label="Default gratuity (%)"
        min={0}
        max={100}
        decimalScale={2}
      />
      <Flag form={form} path="charges.cost_options_display" label="Show cost options" />
    </Stack>
  );
}
