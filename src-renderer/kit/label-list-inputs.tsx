// <LabelListInputs>: a record's lists of labels (allergens, restrictions, offers…), one tags input
// each, from a table of [field, label key]. The inputs show the labels' texts; a change hands the
// field and the texts now entered to the screen, which stores them as labels.
import { TagsInput, type MantineSize } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Label } from '../../src-shared/schemas/client.js';

export function LabelListInputs<F extends string>({
  fields,
  values,
  errors,
  placeholder,
  size,
  onChange,
}: {
  fields: readonly (readonly [field: F, labelKey: string])[];
  values: { readonly [K in F]: readonly Label[] };
  /** Messages by field name. */
  errors: Readonly<Record<string, ReactNode>>;
  placeholder: string;
  size?: MantineSize;
  onChange: (field: F, labels: string[]) => void;
}) {
  const { t } = useTranslation();
  return fields.map(([field, label]) => (
    <TagsInput
      key={field}
      size={size}
      label={t(label)}
      placeholder={placeholder}
      value={values[field].map((l) => l.label)}
      error={errors[field]}
      onChange={(labels) => onChange(field, labels)}
    />
  ));
}
