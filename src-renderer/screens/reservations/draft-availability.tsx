// Available times for the draft's party and date, and the suggested table for its time, from the
// availability engine over mirrored rows (offline). Picking a time also takes its suggested table.
import { Button, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Slot } from '../../../src-shared/domain/availability/index.js';
import type { Suggestion } from '../../reservations/availability.js';
import { tableNames } from '../../reservations/availability.js';
import type { FloorContext } from '../../reservations/floor-context.js';
import { shiftIdOf } from '../../reservations/shift-groups.js';

/** Times grouped under the regular shift they fall in (FULL_DAY times join the shift containing them). */
function byShift(ctx: FloorContext, slots: Slot[], t: TFunction): { name: string; slots: Slot[] }[] {
  const groups = new Map<string, { name: string; slots: Slot[] }>();
  const names = new Map(ctx.shifts.shifts.map((s) => [s.id, s.name]));
  for (const slot of slots) {
    const id = shiftIdOf(
      { shift_id: slot.shiftId, time: slot.time, guest_count: 0, status: '' },
      ctx.shifts.shifts,
    );
    const key = id ?? 'other';
    const group = groups.get(key) ?? {
      name: id
        ? (names.get(id) ?? t('reservations.availability.shift'))
        : t('reservations.availability.otherTimes'),
      slots: [],
    };
    group.slots.push(slot);
    groups.set(key, group);
  }
  return [...groups.values()];
}

interface DraftAvailabilityProps {
  ctx: FloorContext;
  partySize: number;
  slots: Slot[];
  suggestion: Suggestion | null;
  time: string;
  tableNumber: string;
  onPick: (time: string, tableNumber: string) => void;
  onUseTable: (tableNumber: string) => void;
}

export function DraftAvailability({
  ctx,
  partySize,
  slots,
  suggestion,
  time,
  tableNumber,
  onPick,
  onUseTable,
}: DraftAvailabilityProps) {
  const { t } = useTranslation();
  if (partySize < 1) {
    return (
      <Text size="xs" c="dimmed">
        {t('reservations.availability.enterCount')}
      </Text>
    );
  }
  return (
    <Stack gap={6}>
      <Text size="xs" fw={600} c="dimmed" tt="uppercase">
        {t('reservations.availability.timesFor', { count: partySize })}
      </Text>
      {slots.length === 0 ? (
        <Text size="sm" c="orange">
          {t('reservations.availability.noneFree', { count: partySize })}
        </Text>
      ) : (
        <Stack gap={4} role="group" aria-label={t('reservations.availability.times')}>
          {byShift(ctx, slots, t).map((group) => (
            <Group key={group.name} gap={4} wrap="wrap" align="center">
              <Text size="xs" c="dimmed" w={72}>
                {group.name}
              </Text>
              {group.slots.map((slot) => {
                const table = tableNames(ctx, slot.tables ?? []);
                return (
                  <Button
                    key={slot.time}
                    size="compact-xs"
                    // 24 px tall at least: the rows wrap, and a 22 px target beside its neighbours
                    // fails WCAG 2.5.8 (target size) once a row's widths line up badly.
                    mih={24}
                    variant={slot.time === time ? 'filled' : 'default'}
                    aria-label={t('reservations.availability.bookAt', { time: slot.time, table })}
                    onClick={() => onPick(slot.time, table)}
                  >
                    {slot.time}
                  </Button>
                );
              })}
            </Group>
          ))}
        </Stack>
      )}
      {suggestion && (
        <Group gap="xs">
          {suggestion.available ? (
            <>
              <Text size="sm">
                {t('reservations.availability.suggested', { time })} <b>{suggestion.tableNumber}</b>
              </Text>
              {suggestion.tableNumber !== tableNumber && (
                <Button size="compact-xs" variant="light" onClick={() => onUseTable(suggestion.tableNumber)}>
                  {t('reservations.availability.use', { table: suggestion.tableNumber })}
                </Button>
              )}
            </>
          ) : (
            <Stack gap={2} role="status" aria-label={t('reservations.availability.whyClosed', { time })}>
              <Text size="sm" c="orange">
                {t('reservations.availability.notBookable', { time, count: partySize })}
              </Text>
              <List size="sm" spacing={2}>
                {suggestion.reasons.map((reason) => (
                  <List.Item key={reason}>{reason}</List.Item>
                ))}
              </List>
            </Stack>
          )}
        </Group>
      )}
    </Stack>
  );
}
