// One form field of a declared resource, by its hint's kind. Every control has a label.
import { ColorInput, MultiSelect, NumberInput, Select, Switch, Textarea, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import type { FieldHint } from '../../src-shared/resources/form-hints.js';
import { MembersField } from './members-field.js';
import type { MemberValue } from './members-model.js';
import type { FormValues } from './use-resource-form.js';

/** Names of the calendar's own controls (its arrows and level buttons have no text). */
export const DATE_PICKER_LABELS = {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
  monthLevelControl: 'Choose a month',
  yearLevelControl: 'Choose a year',
};

export type ReferenceOptions = Readonly<Record<string, readonly { value: string; label: string }[]>>;

export function ResourceField({
  field,
  form,
  references,
  editing,
}: {
  field: FieldHint;
  form: UseFormReturnType<FormValues>;
  references: ReferenceOptions;
  editing: boolean;
}) {
  const props = form.getInputProps(field.name);
  const common = { label: field.label, description: field.description, size: 'sm' as const };
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
      return (
        <ColorInput
          {...common}
          format="hex"
          eyeDropperButtonProps={{ 'aria-label': `${field.label}: pick a colour from the screen` }}
          {...props}
        />
      );
    case 'number':
      return <NumberInput {...common} min={field.min} max={field.max} allowDecimal={false} {...props} />;
    case 'switch':
      return <Switch label={field.label} {...form.getInputProps(field.name, { type: 'checkbox' })} />;
    case 'status':
      return (
        <Switch
          label={field.label}
          checked={form.values[field.name] === 1}
          onChange={(e) => form.setFieldValue(field.name, e.currentTarget.checked ? 1 : 0)}
          error={form.errors[field.name]}
        />
      );
    case 'select':
      return <Select {...common} data={[...field.options]} allowDeselect={false} {...props} />;
    case 'multiselect':
      return <MultiSelect {...common} data={[...field.options]} {...props} />;
    case 'reference':
      return (
        <Select
          {...common}
          data={[...(references[field.resource] ?? [])]}
          clearable={field.nullable}
          placeholder={field.nullable ? 'None' : undefined}
          {...props}
        />
      );
    case 'members':
      return (
        <MembersField
          label={field.label}
          description={field.description}
          options={references[field.resource] ?? []}
          value={(form.values[field.name] as MemberValue[] | undefined) ?? []}
          error={form.errors[field.name]}
          onChange={(members) => form.setFieldValue(field.name, members)}
        />
      );
    case 'dateRange':
      // Spec §4: choosing a start clears the end and begins the range; choosing an end ends it.
      return editing ? (
        <TextInput {...common} label="Date" type="date" {...props} />
      ) : (
        <DatePickerInput
          {...common}
          type="range"
          allowSingleDateInRange
          valueFormat="YYYY-MM-DD"
          placeholder="Pick a date or a range"
          ariaLabels={DATE_PICKER_LABELS}
          {...props}
        />
      );
  }
}
