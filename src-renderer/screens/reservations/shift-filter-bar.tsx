// Shift choice (with covers per shift) and the status, seating area and text filters.
import { Group, SegmentedControl, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReservationFilters } from '../../reservations/reservation-filters.js';
import type { ShiftCovers } from '../../reservations/shift-groups.js';
import type { FloorContext } from '../../reservations/floor-context.js';

export const ALL_SHIFTS = 'all';
export const OTHER_TIMES = 'other';

interface ShiftFilterBarProps {
  covers: ShiftCovers[];
  shift: string;
  onShift: (shift: string) => void;
  filters: ReservationFilters;
  onFilters: (filters: ReservationFilters) => void;
  ctx: FloorContext;
}

export function ShiftFilterBar({ covers, shift, onShift, filters, onFilters, ctx }: ShiftFilterBarProps) {
  const total = covers.reduce((sum, c) => sum + c.covers, 0);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <SegmentedControl
        size="xs"
        aria-label="Shift"
        value={shift}
        onChange={onShift}
        data={[
          { value: ALL_SHIFTS, label: `All day · ${total}` },
          ...covers.map((c) => ({ value: c.shiftId ?? OTHER_TIMES, label: `${c.name} · ${c.covers}` })),
        ]}
      />
      <Group gap="xs" wrap="nowrap">
        <Select
          size="xs"
          w={150}
          aria-label="Filter by status"
          placeholder="All statuses"
          clearable
          data={[...ctx.floor.statuses]
            .sort((a, b) => a.sort_order - b.sort_order)
            .map((s) => ({ value: s.id, label: s.reservation_Status_Name }))}
          value={filters.statusId}
          onChange={(statusId) => onFilters({ ...filters, statusId })}
        />
        <Select
          size="xs"
          w={150}
          aria-label="Filter by seating area"
          placeholder="All areas"
          clearable
          data={ctx.floor.seatingAreas.map((a) => ({ value: a.id, label: a.name }))}
          value={filters.seatingAreaId}
          onChange={(seatingAreaId) => onFilters({ ...filters, seatingAreaId })}
        />
        <TextInput
          size="xs"
          w={200}
          aria-label="Filter reservations"
          placeholder="Guest, phone, table, notes"
          leftSection={<IconSearch size={12} aria-hidden />}
          value={filters.text}
          onChange={(e) => onFilters({ ...filters, text: e.currentTarget.value })}
        />
      </Group>
    </Group>
  );
}
