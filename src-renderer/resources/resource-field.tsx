// One form field of a declared resource, by its hint's kind. Every control has a label.
import { MultiSelect, NumberInput, Select, Switch, Textarea, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { FieldHint } from '../../src-shared/resources/form-hints.js';
import { resourcesEn } from '../i18n/areas/resources.en.js';
import '../i18n/declared-texts.js';
import { hasText, type Translate } from '../i18n/translate.js';
import { ColourField } from '../kit/colour-field.js';
import { MembersField } from './members-field.js';
import type { MemberValue } from './members-model.js';
import type { FormValues } from './use-resource-form.js';

/** Names of a calendar's own controls (its arrows and level buttons have no text), in the console's language. */
export const datePickerLabels = (t: Translate): typeof resourcesEn.calendar =>
  Object.fromEntries(
    Object.keys(resourcesEn.calendar).map((key) => [key, t(`resources.calendar.${key}`)]),
  ) as typeof resourcesEn.calendar;

/**
 * A text a resource declares (a field, column or filter label), in the console's language: the
 * words under `resources.<path>`, keyed by the declaration, else the given English as it is (a
 * label no declaration names, such as a value a column shows).
 */
export function declaredText(t: Translate, path: string, english: string): string {
  return hasText(`resources.${path}`) ? t(`resources.${path}`) : english;
}

/** A field's label and description as the form shows them. */
export function fieldTexts(
  t: Translate,
  resourceKey: string,
  field: Pick<FieldHint, 'name' | 'label' | 'description'>,
): { label: string; description: string | undefined } {
  const path = `fields.${resourceKey}.${field.name}`;
  return {
    label: declaredText(t, path, field.label),
    description:
      field.description === undefined ? undefined : declaredText(t, `${path}_description`, field.description),
  };
}

/** A declared select's choice as staff read it (`resources.options.<resource>.<field>.<value>`). */
export const choiceText = (
  t: Translate,
  resourceKey: string,
  fieldName: string,
  value: string,
  english: string,
) => declaredText(t, `options.${resourceKey}.${fieldName}.${value}`, english);

export type ReferenceOptions = Readonly<Record<string, readonly { value: string; label: string }[]>>;

export function ResourceField({
  resourceKey,
  field,
  form,
  references,
  editing,
}: {
  /** The declaring resource's key, whose words (`resources.fields.<key>`) name the field. */
  resourceKey: string;
  field: FieldHint;
  form: UseFormReturnType<FormValues>;
  references: ReferenceOptions;
  editing: boolean;
}) {
  const { t } = useTranslation();
  const props = form.getInputProps(field.name);
  const { label, description } = fieldTexts(t, resourceKey, field);
  const common = { label, description, size: 'sm' as const };
  const choices = (options: readonly { value: string; label: string }[]) =>
    options.map((o) => ({ value: o.value, label: choiceText(t, resourceKey, field.name, o.value, o.label) }));
  switch (field.kind) {
    case 'text':
      return <TextInput {...common} {...props} />;
    case 'textarea':
      return <Textarea {...common} autosize minRows={2} {...props} />;
    case 'time':
      return <TextInput {...common} type="time" {...props} />;
    case 'date':
      return <TextInput {...common} type="date" {...props} />;
    case 'colour':
      return <ColourField {...common} pickLabel={t('resources.pickColour', { label })} {...props} />;
    case 'number':
      return <NumberInput {...common} min={field.min} max={field.max} allowDecimal={false} {...props} />;
    case 'switch':
      return <Switch label={label} {...form.getInputProps(field.name, { type: 'checkbox' })} />;
    case 'status':
      return (
        <Switch
          label={label}
          checked={form.values[field.name] === 1}
          onChange={(e) => form.setFieldValue(field.name, e.currentTarget.checked ? 1 : 0)}
          error={form.errors[field.name]}
        />
      );
    case 'select':
      return <Select {...common} data={choices(field.options)} allowDeselect={false} {...props} />;
    case 'multiselect':
      return <MultiSelect {...common} data={choices(field.options)} {...props} />;
    case 'reference':
      return (
        <Select
          {...common}
          data={[...(references[field.resource] ?? [])]}
          clearable={field.nullable}
          placeholder={field.nullable ? t('resources.noneOption') : undefined}
          {...props}
        />
      );
    case 'members':
      return (
        <MembersField
          label={label}
          description={description}
          options={references[field.resource] ?? []}
          value={(form.values[field.name] as MemberValue[] | undefined) ?? []}
          error={form.errors[field.name]}
          onChange={(members) => form.setFieldValue(field.name, members)}
        />
      );
    case 'dateRange':
      // Spec §4: choosing a start clears the end and begins the range; choosing an end ends it.
      return editing ? (
        <TextInput {...common} label={t('resources.date')} type="date" {...props} />
      ) : (
        <DatePickerInput
          {...common}
          type="range"
          allowSingleDateInRange
          valueFormat="YYYY-MM-DD"
          placeholder={t('resources.pickDates')}
          ariaLabels={datePickerLabels(t)}
          {...props}
        />
      );
  }
}
