// Shift choice (with covers per shift) and the status, seating area and text filters.
import { Group, SegmentedControl, Select, Skeleton } from '@mantine/core';
import { statusLabel } from '../../i18n/status-label.js';
import { useTranslation } from 'react-i18next';
import type { ReservationFilters } from '../../reservations/reservation-filters.js';
import type { ShiftCovers } from '../../reservations/shift-groups.js';
import type { FloorContext } from '../../reservations/floor-context.js';
import { SearchBox } from '../../kit/search-box.js';

export const ALL_SHIFTS = 'all';
export const OTHER_TIMES = 'other';

interface ShiftFilterBarProps {
  covers: ShiftCovers[];
  shift: string;
  onShift: (shift: string) => void;
  /** While the day's shifts load, the choice is not offered (a click then would be lost). */
  loading?: boolean;
  filters: ReservationFilters;
  onFilters: (filters: ReservationFilters) => void;
  ctx: FloorContext;
}

export function ShiftFilterBar({
  covers,
  shift,
  onShift,
  loading,
  filters,
  onFilters,
  ctx,
}: ShiftFilterBarProps) {
  const { t } = useTranslation();
  const total = covers.reduce((sum, c) => sum + c.covers, 0);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      {loading ? (
        <Skeleton height={26} width={240} radius="sm" />
      ) : (
        <SegmentedControl
          size="xs"
          aria-label={t('reservations.filters.shift')}
          value={shift}
          onChange={onShift}
          data={[
            { value: ALL_SHIFTS, label: t('reservations.filters.allDay', { count: total }) },
            ...covers.map((c) => ({
              value: c.shiftId ?? OTHER_TIMES,
              label: `${c.shiftId ? c.name : t('reservations.availability.otherTimes')} · ${c.covers}`,
            })),
          ]}
        />
      )}
      <Group gap="xs" wrap="nowrap">
        {(
          [
            [
              'statusId',
              'reservations.filters.byStatus',
              'reservations.filters.allStatuses',
              [...ctx.floor.statuses]
                .sort((a, b) => a.sort_order - b.sort_order)
                .map((s) => ({ value: s.id, label: statusLabel(t, s.reservation_Status_Name) })),
            ],
            [
              'seatingAreaId',
              'reservations.filters.byArea',
              'reservations.filters.allAreas',
              ctx.floor.seatingAreas.map((a) => ({ value: a.id, label: a.name })),
            ],
          ] as const
        ).map(([key, label, placeholder, data]) => (
          <Select
            key={key}
            size="xs"
            w={150}
            aria-label={t(label)}
            placeholder={t(placeholder)}
            clearable
            data={data}
            value={filters[key]}
            onChange={(v) => onFilters({ ...filters, [key]: v })}
          />
        ))}
        <SearchBox
          width={200}
          label={t('reservations.filters.text')}
          hint={t('reservations.filters.textHint')}
          value={filters.text}
          onChange={(text) => onFilters({ ...filters, text: text })}
        />
      </Group>
    </Group>
  );
}
