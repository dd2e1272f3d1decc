// Spec §2 week strip: seven days Sun to Sat around the chosen date, dates as MM/DD/YYYY. The single
// arrows move a day and the double arrows a week (issue 29 item 5: a host steps through days).
import { ActionIcon, Group, UnstyledButton, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconChevronsLeft, IconChevronsRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { parseIsoDate } from '../../src-shared/dates.js';
import { useDates } from '../kit/dates.js';
import { shiftDay, weekStripDays } from './week-strip-days.js';
import classes from './week-strip.module.css';

export function WeekStrip({ value, onChange }: { value: Date; onChange: (date: Date) => void }) {
  const { t } = useTranslation();
  const days = weekStripDays(value, useDates().day);
  const step = (label: string, days: number, Icon: typeof IconChevronLeft) => (
    <ActionIcon
      variant="default"
      size="md"
      aria-label={label}
      title={label}
      onClick={() => onChange(shiftDay(value, days))}
    >
      <Icon size={14} aria-hidden />
    </ActionIcon>
  );
  return (
    <Group gap={6} wrap="nowrap" role="group" aria-label={t('host.weekStrip.label')}>
      {step(t('host.weekStrip.previous'), -7, IconChevronsLeft)}
      {step(t('host.weekStrip.previousDay'), -1, IconChevronLeft)}
      {days.map((day) => (
        <UnstyledButton
          key={day.iso}
          className={classes.day}
          data-selected={day.selected || undefined}
          aria-pressed={day.selected}
          aria-label={`${t(`host.weekStrip.days.${day.weekday}`)} ${day.display}`}
          onClick={() => onChange(parseIsoDate(day.iso))}
        >
          <Text
            size="10px"
            tt="uppercase"
            fw={600}
            c={day.selected ? 'var(--mantine-primary-color-light-color)' : 'dimmed'}
            lts={0.5}
          >
            {t(`host.weekStrip.days.${day.weekday}`)}
          </Text>
          <Text size="xs" fw={day.selected ? 600 : 500}>
            {day.display}
          </Text>
        </UnstyledButton>
      ))}
      {step(t('host.weekStrip.nextDay'), 1, IconChevronRight)}
      {step(t('host.weekStrip.next'), 7, IconChevronsRight)}
    </Group>
  );
}
