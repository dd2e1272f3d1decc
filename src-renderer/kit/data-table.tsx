// <DataTable>: the one list table (spec §2/§4) on TanStack. It lays out the page a ListModel gives
// it (10 rows, a filter change back to page 1), with a named checkbox per row and a select-all over
// every row the filters keep, sortable headers as buttons that announce their order, a bulk bar
// while rows are selected, the "n of m" count and a named pagination. Everything is keyboard usable.
import { Checkbox, Group, Pagination, Paper, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { createColumnHelper, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useReadOnly } from './write-access.js';
import type { ListState, Row } from '../resources/list-state.js';
import type { ListModel } from './list-model.js';

export interface DataColumn<R extends Row> {
  key: string;
  header: string;
  /** The cell's content; the value as text when left out. */
  cell?: (row: R) => ReactNode;
  sortable?: boolean;
  width?: number;
}

export interface DataTableProps<R extends Row> {
  /** The table's accessible name (and the words of its count line). */
  label: string;
  /** The plural noun, for "Select all …" and "n of m …". */
  plural: string;
  /** A row's name, for its checkbox ("Select table T4"). */
  rowLabel: (row: R) => string;
  /** The row's own accessible name (e.g. the guest's name), when its cells' text is too long a name. */
  rowName?: (row: R) => string;
  columns: readonly DataColumn<R>[];
  list: ListModel<R>;
  /** All rows before filters (null while loading), for the empty and count lines. */
  total: number | null;
  /** Filter controls (the list's setFilter drives them). */
  filters?: ReactNode;
  /** The bulk bar's actions for the selected rows (shown while any is selected). */
  bulkActions?: (selected: R[]) => ReactNode;
  /** A last column of buttons per row. */
  rowActions?: (row: R) => ReactNode;
  selectable?: boolean;
  emptyText?: string;
  noMatchText?: string;
}

const textOf = (value: unknown): string =>
  value == null || value === ''
    ? '—'
    : typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : JSON.stringify(value);

function SortButton({ label, sort, onSort }: { label: string; sort: ListState['sort']; onSort: () => void }) {
  const Icon = sort?.direction === 'ascending' ? IconArrowUp : sort ? IconArrowDown : IconArrowsSort;
  return (
    <UnstyledButton onClick={onSort} fz="xs" fw={600} c="inherit" tt="uppercase">
      <Group gap={4} wrap="nowrap">
        {label}
        <Icon size={12} aria-hidden />
      </Group>
    </UnstyledButton>
  );
}

export function DataTable<R extends Row>({
  label,
  plural,
  rowLabel,
  rowName,
  columns,
  list,
  total,
  filters,
  bulkActions,
  rowActions,
  selectable: selectableWanted = true,
  emptyText,
  noMatchText,
}: DataTableProps<R>) {
  const { t } = useTranslation();
  // Rows are selected for bulk changes: a read-only screen has none to offer.
  const readOnly = useReadOnly();
  const selectable = selectableWanted && !readOnly;
  const tableColumns = useMemo(() => {
    const helper = createColumnHelper<R>();
    return columns.map((column) =>
      helper.display({
        id: column.key,
        header: column.header,
        cell: (ctx) => (column.cell ? column.cell(ctx.row.original) : textOf(ctx.row.original[column.key])),
      }),
    );
  }, [columns]);
  const table = useReactTable({
    data: list.visible,
    columns: tableColumns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (r) => r.id,
    // Paging is the list model's (10 a page, a filter change to page 1); the table only lays out
    // the page it is given. Its own page reset would set state on every new page and render again.
    manualPagination: true,
    autoResetPageIndex: false,
  });
  const selected = list.selectedRows;
  const matching = list.matching ?? list.filtered.length;

  return (
    <>
      {filters && (
        <Group gap="xs" role="group" aria-label={t('resources.filter', { plural })}>
          {filters}
        </Group>
      )}
      {selectable && bulkActions && selected.length > 0 && (
        <Paper withBorder p={6} role="toolbar" aria-label={t('resources.actions')}>
          <Group gap="xs">{bulkActions(selected)}</Group>
        </Paper>
      )}
      <Table verticalSpacing={4} fz="sm" highlightOnHover aria-label={label}>
        <Table.Thead>
          {table.getHeaderGroups().map((group) => (
            <Table.Tr key={group.id}>
              {selectable && (
                <Table.Th w={36}>
                  <Checkbox
                    size="xs"
                    aria-label={t('resources.selectAll', { plural })}
                    checked={list.allSelected}
                    onChange={list.toggleAll}
                  />
                </Table.Th>
              )}
              {group.headers.map((header) => {
                const column = columns.find((c) => c.key === header.id);
                const sort = list.state.sort?.key === header.id ? list.state.sort : undefined;
                return (
                  <Table.Th
                    key={header.id}
                    w={column?.width}
                    fz="xs"
                    c="dimmed"
                    tt="uppercase"
                    fw={600}
                    aria-sort={column?.sortable ? (sort?.direction ?? 'none') : undefined}
                  >
                    {column?.sortable ? (
                      <SortButton
                        label={column.header}
                        sort={sort}
                        onSort={() => list.toggleSort(header.id)}
                      />
                    ) : (
                      flexRender(header.column.columnDef.header, header.getContext())
                    )}
                  </Table.Th>
                );
              })}
              {rowActions && (
                <Table.Th fz="xs" c="dimmed" tt="uppercase" fw={600}>
                  {t('resources.actions')}
                </Table.Th>
              )}
            </Table.Tr>
          ))}
        </Table.Thead>
        <Table.Tbody>
          {table.getRowModel().rows.map((row) => (
            <Table.Tr key={row.id} aria-label={rowName?.(row.original)}>
              {selectable && (
                <Table.Td>
                  <Checkbox
                    size="xs"
                    aria-label={rowLabel(row.original)}
                    checked={list.state.selected.has(row.id)}
                    onChange={() => list.toggleRow(row.id)}
                  />
                </Table.Td>
              )}
              {row.getVisibleCells().map((cell) => (
                <Table.Td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</Table.Td>
              ))}
              {rowActions && (
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    {rowActions(row.original)}
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {total !== null && matching === 0 && (
        <Text fz="sm" c="dimmed">
          {total === 0
            ? (emptyText ?? t('resources.empty', { plural }))
            : (noMatchText ?? t('resources.noMatch', { plural }))}
        </Text>
      )}
      <Group justify="space-between">
        <Group gap="md">
          <Text fz="xs" c="dimmed">
            {t('resources.shown', { shown: matching, total: total ?? 0, plural })}
          </Text>
          {list.pages > 1 && (
            <Text fz="xs" c="dimmed">
              {t('resources.pageOf', { page: list.page, pages: list.pages })}
            </Text>
          )}
        </Group>
        <Pagination
          size="sm"
          total={list.pages}
          value={list.page}
          onChange={list.setPage}
          getControlProps={(control) => ({
            'aria-label': t('resources.control', { control: t(`guests.clients.controls.${control}`) }),
          })}
          getItemProps={(p) => ({ 'aria-label': t('resources.page', { page: p }) })}
        />
      </Group>
    </>
  );
}
