// <FieldSwitch>: a switch bound to a boolean field of a form (@mantine/form's checkbox binding:
// `checked`, not `value`), the on/off line of the long settings forms (venue settings, access rules).
import { Switch } from '@mantine/core';

export function FieldSwitch({
  field,
  path,
  label,
  description,
}: {
  /** The form's input props by path: its getInputProps, or the screen's wrapper that words its errors. */
  field: (path: string, options: { type: 'checkbox' }) => object;
  path: string;
  label: string;
  description?: string;
}) {
  return <Switch label={label} description={description} {...field(path, { type: 'checkbox' })} />;
}
