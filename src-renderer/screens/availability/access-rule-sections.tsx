// The fields of each access rule section (spec §3), shown when the section is set for the rule.
// Empty inputs of nullable values are sent as null; lists of labels are edited as tags; times are
// venue times (HH:MM) and the guarantee is in the venue currency.
import { Button, Group, MultiSelect, NumberInput, Select, Stack, TagsInput, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconX } from '@tabler/icons-react';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BEFORE_CATEGORIES, WINDOW_UNITS } from '../../../src-shared/schemas/access-rule.js';
import { valueAt, type RuleFormValues, type SectionPath } from './access-rule-model.js';
import { FieldSwitch } from '../../kit/field-switch.js';
import { IconButton } from '../../kit/icon-button.js';
import { LongText } from '../../kit/long-text.js';

export type RuleForm = UseFormReturnType<RuleFormValues>;
type Option = { value: string; label: string };

export interface RuleOptions {
  areas: Option[];
  /** Tables with their seating area, so the table choice follows the chosen areas. */
  tables: (Option & { area: string | null })[];
  shifts: Option[];
  channels: Option[];
  /** ISO code of the venue currency, or null while unknown. */
  currency: string | null;
}

const at = (form: RuleForm, path: string) => valueAt(form.getValues(), path);
const errorAt = (form: RuleForm, path: string) => form.errors[path];

/** A text or time input whose empty value is null. */
function text(form: RuleForm, path: string) {
  return {
    value: (at(form, path) as string | null | undefined) ?? '',
    error: errorAt(form, path),
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      form.setFieldValue(path, e.currentTarget.value === '' ? null : e.currentTarget.value),
  };
}

/** A number input whose empty value is null. */
function count(form: RuleForm, path: string) {
  return {
    value: (at(form, path) as number | null | undefined) ?? '',
    error: errorAt(form, path),
    onChange: (v: string | number) => form.setFieldValue(path, v === '' ? null : Number(v)),
  };
}

/** A list of { label } edited as tags. */
function labels(form: RuleForm, path: string) {
  return {
    value: ((at(form, path) as { label: string }[] | undefined) ?? []).map((l) => l.label),
    error: errorAt(form, path),
    onChange: (v: string[]) =>
      form.setFieldValue(
        path,
        v.map((label) => ({ label })),
      ),
  };
}

/** A whole number of at least `min` (guests, minutes, a limit); empty is null. */
function CountInput({
  form,
  path,
  label,
  w = 180,
  min = 1,
  ...rest
}: {
  form: RuleForm;
  path: string;
  label: string;
  w?: number;
  min?: number;
  max?: number;
  disabled?: boolean;
}) {
  return <NumberInput label={label} min={min} allowDecimal={false} w={w} {...rest} {...count(form, path)} />;
}

/** One of a few fixed choices (the "before" day, what a limit counts). */
function ChoiceSelect({
  form,
  path,
  label,
  options,
}: {
  form: RuleForm;
  path: string;
  label: string;
  options: Option[];
}) {
  return <Select label={label} data={options} allowDeselect={false} w={180} {...form.getInputProps(path)} />;
}

function Toggle({
  form,
  path,
  label,
  description,
}: {
  form: RuleForm;
  path: string;
  label: string;
  description?: string;
}) {
  return <FieldSwitch field={form.getInputProps} path={path} label={label} description={description} />;
}

/** "Opens 30 days before the slot": an amount and its unit, null when the amount is empty. */
function WindowAmount({ form, path, label }: { form: RuleForm; path: string; label: string }) {
  const { t } = useTranslation();
  const value = at(form, path) as { value: number; unit: string } | null;
  const unitOptions = WINDOW_UNITS.map((u) => ({ value: u, label: t(`availability.fields.units.${u}`) }));
  return (
    <Group gap="xs" align="flex-end">
      <NumberInput
        label={label}
        min={0}
        allowDecimal={false}
        w={180}
        value={value?.value ?? ''}
        error={errorAt(form, `${path}.value`) ?? errorAt(form, path)}
        onChange={(v) =>
          form.setFieldValue(path, v === '' ? null : { value: Number(v), unit: value?.unit ?? 'days' })
        }
      />
      <Select
        aria-label={t('availability.fields.unitOf', { label })}
        data={unitOptions}
        w={120}
        allowDeselect={false}
        disabled={value === null}
        value={value?.unit ?? 'days'}
        onChange={(unit) => value && unit && form.setFieldValue(path, { ...value, unit })}
      />
    </Group>
  );
}

function CustomPacingSlots({ form }: { form: RuleForm }) {
  const { t } = useTranslation();
  const path = 'additional_settings.custom_pacing.slots';
  const slots = (at(form, path) as { time: string; max_limit: number }[] | undefined) ?? [];
  return (
    <Stack gap="xs">
      {slots.map((_, i) => (
        <Group key={i} gap="xs" align="flex-end">
          <TextInput
            type="time"
            label={t('availability.fields.slotTime', { n: i + 1 })}
            w={140}
            {...form.getInputProps(`${path}.${i}.time`)}
          />
          <NumberInput
            label={t('availability.fields.slotLimit', { n: i + 1 })}
            min={0}
            allowDecimal={false}
            w={160}
            {...form.getInputProps(`${path}.${i}.max_limit`)}
          />
          <IconButton
            icon={IconX}
            iconSize={14}
            danger
            mb={4}
            name={t('availability.fields.removeSlot', { n: i + 1 })}
            onClick={() => form.removeListItem(path, i)}
          />
        </Group>
      ))}
      <Group>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconPlus size={12} aria-hidden />}
          onClick={() => form.insertListItem(path, { time: '19:00', max_limit: 0 })}
        >
          {t('availability.fields.addSlot')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The inputs of one section, by its path. */
export function SectionFields({
  path,
  form,
  options,
}: {
  path: SectionPath;
  form: RuleForm;
  options: RuleOptions;
}) {
  const { t } = useTranslation();
  const p = (field: string) => `${path}.${field}`;
  const f = (key: string) => t(`availability.fields.${key}`);
  switch (path) {
    case 'time_config':
      return (
        <Group gap="sm">
          <TextInput type="time" label={f('appliesFrom')} w={150} {...text(form, p('time1'))} />
          <TextInput type="time" label={f('appliesUntil')} w={150} {...text(form, p('time2'))} />
          <TextInput
            type="time"
            label={f('firstReservation')}
            w={150}
            {...text(form, p('firstReservation'))}
          />
          <TextInput type="time" label={f('lastReservation')} w={150} {...text(form, p('lastReservation'))} />
        </Group>
      );
    case 'basic_settings.party_size':
      return (
        <Group gap="sm">
          <CountInput form={form} path={p('min_guest')} label={f('minGuests')} />
          <CountInput form={form} path={p('max_guest')} label={f('maxGuests')} />
        </Group>
      );
    case 'basic_settings.seating_area_table': {
      const chosen = (at(form, p('seating_area')) as string[] | undefined) ?? [];
      const tables = options.tables.filter(
        (t) => chosen.length === 0 || (t.area !== null && chosen.includes(t.area)),
      );
      return (
        <Stack gap="xs">
          <Toggle form={form} path={p('restrict_seating_area')} label={f('restrictAreas')} />
          <MultiSelect
            label={f('seatingAreas')}
            data={options.areas}
            searchable
            {...form.getInputProps(p('seating_area'))}
          />
          <MultiSelect
            label={f('tables')}
            description={f('tablesHint')}
            data={tables}
            searchable
            {...form.getInputProps(p('sub_seating_area'))}
          />
        </Stack>
      );
    }
    case 'basic_settings.guest_facing':
      return (
        <Stack gap="xs">
          <TextInput label={f('slotTitle')} {...text(form, p('time_slot_title'))} />
          <LongText label={f('slotDescription')} {...text(form, p('time_slot_description'))} />
          <LongText label={f('slotTitleDescription')} {...text(form, p('time_slot_title_description'))} />
        </Stack>
      );
    case 'basic_settings.payment_policy':
      return (
        <Stack gap="xs">
          <Toggle
            form={form}
            path={p('booking_on_channels_donot_support_credit_cards')}
            label={f('noCardChannels')}
          />
          <Toggle
            form={form}
            path={p('follow_shift_settings')}
            label={f('followShiftPayment')}
            description={f('followShiftPaymentHint')}
          />
          <TagsInput label={f('upgrades')} description={f('pressEnter')} {...labels(form, p('upgrades'))} />
        </Stack>
      );
    case 'additional_settings.booking_channel_audience':
      return (
        <TagsInput
          label={f('channels')}
          description={f('channelsHint')}
          data={options.channels}
          {...form.getInputProps(p('channels'))}
        />
      );
    case 'additional_settings.duration': {
      const follow = at(form, p('follow_shift_for_duration')) === true;
      return (
        <Group gap="sm" align="flex-end">
          <Toggle form={form} path={p('follow_shift_for_duration')} label={f('followShiftDuration')} />
          <CountInput
            form={form}
            path={p('duration_minutes')}
            label={f('durationMinutes')}
            max={720}
            disabled={follow}
          />
        </Group>
      );
    }
    case 'additional_settings.selectable_upgrade':
      return (
        <TagsInput label={f('upgrades')} description={f('pressEnter')} {...labels(form, p('upgrades'))} />
      );
    case 'additional_settings.reservation_tags':
      return <TagsInput label={f('tags')} description={f('pressEnter')} {...labels(form, p('tags'))} />;
    case 'additional_settings.booking_window':
      return (
        <Stack gap="xs">
          <WindowAmount form={form} path={p('start')} label={f('opensBefore')} />
          <WindowAmount form={form} path={p('end')} label={f('closesBefore')} />
        </Stack>
      );
    case 'additional_settings.before':
      return (
        <Group gap="sm">
          <TextInput type="time" label={f('closeAt')} w={160} {...text(form, p('time'))} />
          <ChoiceSelect
            form={form}
            path={p('category')}
            label={f('day')}
            options={BEFORE_CATEGORIES.map((c) => ({
              value: c,
              label: f(c === 'SAME_DAY' ? 'sameDay' : 'dayBefore'),
            }))}
          />
        </Group>
      );
    case 'additional_settings.reservation_or_cover_limit':
    case 'additional_settings.pacing':
      return (
        <Group gap="sm">
          <CountInput
            form={form}
            path={p('max_limit')}
            label={f(path === 'additional_settings.pacing' ? 'limitPerInterval' : 'limitPerShift')}
          />
          <ChoiceSelect
            form={form}
            path={p('reservation_or_cover')}
            label={f('counts')}
            options={[
              { value: 'cover', label: f('covers') },
              { value: 'reservation', label: f('reservations') },
            ]}
          />
        </Group>
      );
    case 'additional_settings.guarantee_bookings':
      return (
        <Group gap="sm" align="flex-end">
          <Toggle form={form} path={p('required')} label={f('requireGuarantee')} />
          <ChoiceSelect
            form={form}
            path={p('kind')}
            label={f('askFor')}
            options={[
              { value: 'guarantee', label: f('askGuarantee') },
              { value: 'deposit', label: f('askDeposit') },
            ]}
          />
          <NumberInput
            label={f('amountPerCover')}
            description={
              options.currency
                ? t('availability.fields.inCurrency', { currency: options.currency })
                : f('inVenueCurrency')
            }
            min={0}
            decimalScale={2}
            w={200}
            {...(options.currency ? { prefix: `${options.currency} ` } : {})}
            {...count(form, p('amount_per_cover'))}
          />
        </Group>
      );
    case 'additional_settings.custom_pacing':
      return <CustomPacingSlots form={form} />;
    case 'additional_settings.reduce_total_pacing':
      return (
        <Toggle
          form={form}
          path={p('enabled')}
          label={f('reduceTotalPacing')}
          description={f('reduceTotalPacingHint')}
        />
      );
    case 'additional_settings.guest_duration_picker':
      return (
        <Group gap="sm" align="flex-end">
          <Toggle form={form} path={p('guest_specify_duration')} label={f('guestChoosesDuration')} />
          <CountInput form={form} path={p('min_duration')} label={f('shortest')} w={160} />
          <CountInput form={form} path={p('max_duration')} label={f('longest')} w={160} />
        </Group>
      );
  }
}
