// <PlainTable>: a short read-only table laid out from its columns (a header and a cell each), for
// figures and lines a screen shows whole: no selection, sorting or paging, which a list of records
// gets from <DataTable>. The table's own props (its name, striped, a width) pass through.
import { Table, type TableProps } from '@mantine/core';
import type { ReactNode } from 'react';

export interface PlainColumn<R> {
  key: string;
  header: ReactNode;
  cell: (row: R, index: number) => ReactNode;
}

export interface PlainTableProps<R> extends Omit<TableProps, 'children'> {
  /** A false entry is a column left out (e.g. the actions of a role that has none). */
  columns: readonly (PlainColumn<R> | false)[];
  rows: readonly R[];
  rowKey: (row: R, index: number) => string;
  /** Rows after the data rows (a "none yet" line). */
  extraRows?: ReactNode;
  /** Scrolls sideways below this width instead of squeezing the columns. */
  minWidth?: number;
}

export function PlainTable<R>({ columns, rows, rowKey, extraRows, minWidth, ...table }: PlainTableProps<R>) {
  const shown = columns.filter((c): c is PlainColumn<R> => c !== false);
  const laidOut = (
    <Table {...table}>
      <Table.Thead>
        <Table.Tr>
          {shown.map((c) => (
            <Table.Th key={c.key}>{c.header}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row, i) => (
          <Table.Tr key={rowKey(row, i)}>
            {shown.map((c) => (
              <Table.Td key={c.key}>{c.cell(row, i)}</Table.Td>
            ))}
          </Table.Tr>
        ))}
        {extraRows}
      </Table.Tbody>
    </Table>
  );
  // A table wider than its place scrolls sideways: its scrolling area takes the keyboard's focus (the
  // arrow keys then scroll it), named as the table is (WCAG 2.1.1; axe scrollable-region-focusable).
  return minWidth === undefined ? (
    laidOut
  ) : (
    <Table.ScrollContainer
      minWidth={minWidth}
      scrollAreaProps={{
        viewportProps: { tabIndex: 0, role: 'region', 'aria-label': table['aria-label'] },
      }}
    >
      {laidOut}
    </Table.ScrollContainer>
  );
}
