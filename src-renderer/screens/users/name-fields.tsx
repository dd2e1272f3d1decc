// A person's first (required) and last name side by side: the profile and the user form share it.
import { Group, TextInput, type GroupProps } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

type InputProps = ReturnType<UseFormReturnType<Record<string, unknown>>['getInputProps']>;

interface NameForm {
  getInputProps: (path: 'first_name' | 'last_name') => InputProps;
}

export function NameFields({
  form,
  firstLabel,
  lastLabel,
  align,
}: {
  form: NameForm;
  firstLabel: string;
  lastLabel: string;
  align?: GroupProps['align'];
}) {
  return (
    <Group grow align={align}>
      <TextInput label={firstLabel} required {...form.getInputProps('first_name')} />
      <TextInput label={lastLabel} {...form.getInputProps('last_name')} />
    </Group>
  );
}
