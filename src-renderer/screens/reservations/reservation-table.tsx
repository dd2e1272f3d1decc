// The day's reservations as a dense table (@tanstack/react-table): time, guest, party, table, status,
// notes and the row's actions. Clicking a row selects it (S seats the selected party) and opens it
// in the edit panel (issue 29 §5); a click on a control in the row does that control's job instead.
// Rows are not tab stops: from the keyboard the row's actions menu opens it (Edit reservation).
import { Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { createColumnHelper, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { needsTable } from '../../../src-shared/domain/chosen-table.js';
import type { Reservation } from '../../../src-shared/schemas/reservation.js';
import type { ReservationStatus } from '../../../src-shared/schemas/reservation-status.js';
import { ReservationRowMenu, type RowActions } from './reservation-row-menu.js';
import { useServerNames } from '../../reservations/server-names.js';
import { FLAG_TEXT } from '../../theme/palette.js';
import { TagChips } from '../../tags/tag-chooser.js';
import { StatusBadge } from './status-badge.js';
import { flagsSentence, flagText, GuestFlagMarks } from '../../kit/guest-flag-marks.js';
import { useGuestFlags } from '../../reservations/use-guest-flags.js';
import { opensRow } from '../../kit/row-open.js';

const column = createColumnHelper<Reservation>();

/** "Needs a table" reads at 4.5:1 or more on every row of both schemes, the selected one included. */
const FLAGGED = { color: FLAG_TEXT, fontWeight: 600 } as const;

interface ReservationTableProps {
  rows: Reservation[];
  statuses: readonly ReservationStatus[];
  pendingIds: ReadonlySet<string>;
  selectedId: string | null;
  onSelect: (id: string) => void;
  actions: RowActions;
}

export function guestName(row: Pick<Reservation, 'first_name' | 'last_name'>): string {
  return `${row.first_name} ${row.last_name}`.trim();
}

export function ReservationTable({
  rows,
  statuses,
  pendingIds,
  selectedId,
  onSelect,
  actions,
}: ReservationTableProps) {
  const { t } = useTranslation();
  const servers = useServerNames(rows[0]?.restaurant_id);
  const flags = useGuestFlags(rows);
  // The Server column appears once a booking of the day has one.
  const withServers = rows.some((r) => r.server_name_id);
  const columns = useMemo(
    () => [
      column.accessor('time', {
        header: t('reservations.table.time'),
        cell: (c) => (
          <Text size="sm" ff="monospace">
            {c.getValue()}
          </Text>
        ),
      }),
      column.accessor(guestName, {
        id: 'guest',
        header: t('reservations.table.guest'),
        cell: (c) => (
          <Group gap={4} wrap="nowrap">
            <Text size="sm" fw={600} truncate maw={220}>
              {c.getValue()}
            </Text>
            <GuestFlagMarks {...flagText(flags.get(c.row.original.id))} t={t} />
          </Group>
        ),
      }),
      column.accessor('guest_count', {
        header: t('reservations.table.party'),
        cell: (c) => <Text size="sm">{c.getValue()}</Text>,
      }),
      column.accessor('table_number', {
        header: t('reservations.table.table'),
        cell: (c) => {
          // A live booking without a table is flagged "needs a table" (issue 27), in a colour that
          // reads; a finished one without a table is not (the shared rule the grid and dashboard use).
          const flagged = needsTable(c.row.original, statuses);
          return (
            <Text size="sm" style={flagged ? FLAGGED : undefined}>
              {c.getValue() ||
                (flagged ? t('reservations.table.unassigned') : t('reservations.table.noTable'))}
            </Text>
          );
        },
      }),
      ...(withServers
        ? [
            column.accessor((r) => (r.server_name_id ? (servers.byId.get(r.server_name_id) ?? '…') : ''), {
              id: 'server',
              header: t('reservations.table.server'),
              cell: (c) => <Text size="sm">{c.getValue()}</Text>,
            }),
          ]
        : []),
      column.display({
        id: 'status',
        header: t('reservations.table.status'),
        cell: (c) => <StatusBadge row={c.row.original} pending={pendingIds.has(c.row.original.id)} />,
      }),
      column.display({
        id: 'tags',
        header: t('reservations.table.tags'),
        cell: (c) => (
          <TagChips
            kind="reservation"
            label={t('reservations.table.tagsOf', { name: guestName(c.row.original) })}
            labels={c.row.original.client_tags}
          />
        ),
      }),
      column.accessor((r) => [r.special_request, r.additional_notes].filter(Boolean).join(' · '), {
        id: 'notes',
        header: t('reservations.table.notes'),
        cell: (c) => (
          <Text size="xs" c="dimmed" truncate maw={320} title={c.getValue()}>
            {c.getValue()}
          </Text>
        ),
      }),
      column.display({
        id: 'actions',
        header: () => <VisuallyHidden>{t('reservations.table.actions')}</VisuallyHidden>,
        cell: (c) => <ReservationRowMenu row={c.row.original} statuses={statuses} actions={actions} />,
      }),
    ],
    [statuses, pendingIds, actions, withServers, servers.byId, flags, t],
  );
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (r) => r.id,
  });

  return (
    <Table
      highlightOnHover
      verticalSpacing={4}
      horizontalSpacing="sm"
      fz="sm"
      aria-label={t('reservations.table.label')}
      stickyHeader
    >
      <Table.Thead>
        {table.getHeaderGroups().map((group) => (
          <Table.Tr key={group.id}>
            {group.headers.map((header) => (
              <Table.Th
                key={header.id}
                fz="xs"
                c="dimmed"
                fw={600}
                tt="uppercase"
                style={{ letterSpacing: 0.4 }}
              >
                {header.isPlaceholder
                  ? null
                  : flexRender(header.column.columnDef.header, header.getContext())}
              </Table.Th>
            ))}
          </Table.Tr>
        ))}
      </Table.Thead>
      <Table.Tbody>
        {table.getRowModel().rows.map((row) => (
          <Table.Tr
            key={row.id}
            aria-selected={row.id === selectedId}
            aria-label={[
              t('reservations.table.row', {
                time: row.original.time,
                name: guestName(row.original),
                count: row.original.guest_count,
              }),
              flagsSentence(flagText(flags.get(row.id)), t),
            ]
              .filter(Boolean)
              .join(', ')}
            bg={row.id === selectedId ? 'var(--mantine-primary-color-light)' : undefined}
            style={{ cursor: 'pointer' }}
            onClick={(event) => {
              onSelect(row.id);
              if (opensRow(event, window.getSelection()?.toString())) actions.edit(row.original);
            }}
            // Its first click has normally opened it already; a double click opens it too, should
            // that first click have gone elsewhere (a panel closing under the pointer took it).
            onDoubleClick={(event) => {
              const { target, currentTarget } = event;
              if (opensRow({ target, currentTarget, detail: 1 })) actions.edit(row.original);
            }}
          >
            {row.getVisibleCells().map((cell) => (
              <Table.Td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
