// Spec §2 week strip: seven days Sun to Sat around the chosen date, dates as MM/DD/YYYY. The single
// arrows move a day and the double arrows a week (issue 29 item 5: a host steps through days).
import { ActionIcon, Group, UnstyledButton, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconChevronsLeft, IconChevronsRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { parseIsoDate } from '../../src-shared/dates.js';
import { shiftDay, shiftWeek, weekStripDays } from './week-strip-days.js';
import classes from './week-strip.module.css';

export function WeekStrip({ value, onChange }: { value: Date; onChange: (date: Date) => void }) {
  const { t } = useTranslation();
  const days = weekStripDays(value);
  return (
    <Group gap={6} wrap="nowrap" role="group" aria-label={t('host.weekStrip.label')}>
      <ActionIcon
        variant="default"
        size="md"
        aria-label={t('host.weekStrip.previous')}
        title={t('host.weekStrip.previous')}
        onClick={() => onChange(shiftWeek(value, -1))}
      >
        <IconChevronsLeft size={14} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="default"
        size="md"
        aria-label={t('host.weekStrip.previousDay')}
        title={t('host.weekStrip.previousDay')}
        onClick={() => onChange(shiftDay(value, -1))}
      >
        <IconChevronLeft size={14} aria-hidden />
      </ActionIcon>
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
      <ActionIcon
        variant="default"
        size="md"
        aria-label={t('host.weekStrip.nextDay')}
        title={t('host.weekStrip.nextDay')}
        onClick={() => onChange(shiftDay(value, 1))}
      >
        <IconChevronRight size={14} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="default"
        size="md"
        aria-label={t('host.weekStrip.next')}
        title={t('host.weekStrip.next')}
        onClick={() => onChange(shiftWeek(value, 1))}
      >
        <IconChevronsRight size={14} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
