// A declared column's cell in the resource tables: status and yes/no as badges, a colour as a
// swatch, a reference by its title, a list by its items' names, a discount as a percent or an
// amount in the venue currency, anything else as text.
import { Badge, ColorSwatch, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ColumnHint } from '../../src-shared/resources/form-hints.js';
import { useDates } from '../kit/dates.js';
import { useDiscountText } from '../kit/money-scope.js';
import type { Row } from './list-state.js';
import type { ReferenceOptions } from './resource-field.js';

/** A cell value as text: scalars as they are, anything else as JSON. */
const textOf = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : JSON.stringify(value);
export function Cell({
  column,
  row,
  references,
  choice = (value) => value,
}: {
  column: ColumnHint;
  row: Row;
  references: ReferenceOptions;
  /** A declared select's value as staff read it (the column shows that field). */
  choice?: (value: string) => string;
}) {
  const { t } = useTranslation();
  const dates = useDates();
  const discount = useDiscountText();
  const value = row[column.key];
  switch (column.kind) {
    case 'status':
    case 'boolean': {
      const on = value === 1 || value === true || value === 'active';
      const words =
        column.kind === 'status'
          ? [t('resources.active'), t('resources.inactive')]
          : [t('resources.yes'), t('resources.no')];
      return (
        <Badge size="sm" variant="light" color={on ? 'teal' : 'gray'}>
          {on ? words[0] : words[1]}
        </Badge>
      );
    }
    case 'discount':
      return (
        <Text fz="sm">
          {typeof value === 'number'
            ? discount(value, column.typeKey ? row[column.typeKey] : undefined)
            : '—'}
        </Text>
      );
    case 'date':
      return <Text fz="sm">{typeof value === 'string' && value !== '' ? dates.day(value) : '—'}</Text>;
    case 'colour':
      return (
        <Group gap={6}>
          <ColorSwatch color={String(value)} size={14} aria-hidden />
          <Text fz="sm">{String(value)}</Text>
        </Group>
      );
    case 'reference': {
      const label = references[column.resource ?? '']?.find((o) => o.value === value)?.label;
      return <Text fz="sm">{value == null ? '—' : (label ?? textOf(value))}</Text>;
    }
    case 'list': {
      const items = Array.isArray(value) ? value : [];
      const tables = references.table;
      return (
        <Text fz="sm">
          {items
            .map((item) =>
              typeof item === 'object' && item !== null
                ? (tables?.find((o) => o.value === (item as { table_id: string }).table_id)?.label ?? '?')
                : choice(String(item as string)),
            )
            .join(', ')}
        </Text>
      );
    }
    default:
      return (
        <Text fz="sm">
          {value == null || value === '' ? '—' : typeof value === 'string' ? choice(value) : textOf(value)}
        </Text>
      );
  }
}
