// <SearchBox>: the compact text filter above a list: named by its label, with a hint and the
// search icon, reporting the text as typed.
import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

export function SearchBox({
  label,
  hint,
  value,
  onChange,
  width,
}: {
  label: string;
  hint: string;
  value: string;
  onChange: (text: string) => void;
  width: number;
}) {
  return (
    <TextInput
      size="xs"
      w={width}
      aria-label={label}
      placeholder={hint}
      leftSection={<IconSearch size={12} aria-hidden />}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}
