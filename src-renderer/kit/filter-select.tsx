// <FilterSelect>: a list's filter choice, "all" first, then the values it can be narrowed to. It
// cannot be emptied: the list is always filtered by one choice ("all" included).
import { Select, type SelectProps } from '@mantine/core';

/** The value of the "all" choice every filter starts on. */
export const ALL_CHOICE = 'all';

export interface FilterChoice {
  value: string;
  label: string;
}

export function FilterSelect({
  allLabel,
  choices,
  ...rest
}: Omit<SelectProps, 'data' | 'allowDeselect'> & {
  /** The text of the "all" choice ("All statuses"). */
  allLabel: string;
  choices: readonly FilterChoice[];
}) {
  return (
    <Select {...rest} allowDeselect={false} data={[{ value: ALL_CHOICE, label: allLabel }, ...choices]} />
  );
}

/** Each value as a choice labelled by `labelOf`. */
export function choicesOf(values: readonly string[], labelOf: (value: string) => string): FilterChoice[] {
  return values.map((value) => ({ value, label: labelOf(value) }));
}
