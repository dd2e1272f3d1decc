// <PeriodPicker>: the period a figure screen covers — named presets (yesterday, the last 7 or 30 days,
// this month) as one radio group, and a custom range of venue dates picked on a calendar. The screen
// words it (labels) and keeps the period (kit/report-period.ts reads and writes it in the query).
import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import { useId, useState } from 'react';
import { PERIOD_PRESETS, presetPeriod, type ChosenPeriod, type PeriodPreset } from './report-period.js';

export interface PeriodPickerLabels {
  /** The group's name ("Period"). */
  legend: string;
  presets: Record<PeriodPreset, string>;
  /** The custom range field's name. */
  range: string;
}

export function PeriodPicker({
  value,
  today,
  onChange,
  labels,
  calendarLabels,
}: {
  value: ChosenPeriod;
  /** The venue's today, which the presets count from. */
  today: string;
  onChange: (period: ChosenPeriod) => void;
  labels: PeriodPickerLabels;
  /** The calendar's own controls' names, in the screen's language. */
  calendarLabels?: DatePickerInputProps<'range'>['ariaLabels'];
}) {
  const legendId = useId();
  // The range being picked: its first end alone is not a period yet.
  const [draft, setDraft] = useState<[string | null, string | null]>([value.from, value.to]);
  const choose = (preset: PeriodPreset) => {
    if (preset === 'custom') onChange({ ...value, preset });
    else onChange({ preset, ...presetPeriod(preset, today) });
    setDraft([value.from, value.to]);
  };
  return (
    <Stack gap={6}>
      <Text id={legendId} size="sm" fw={600}>
        {labels.legend}
      </Text>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SegmentedControl
          role="radiogroup"
          aria-labelledby={legendId}
          value={value.preset}
          onChange={(preset) => choose(preset as PeriodPreset)}
          data={PERIOD_PRESETS.map((preset) => ({ value: preset, label: labels.presets[preset] }))}
        />
        {value.preset === 'custom' && (
          <DatePickerInput
            type="range"
            w={260}
            label={labels.range}
            allowSingleDateInRange
            valueFormat="YYYY-MM-DD"
            maxDate={today}
            value={draft}
            ariaLabels={calendarLabels}
            onChange={(range) => {
              const next: [string | null, string | null] = [range[0] ?? null, range[1] ?? null];
              setDraft(next);
              if (next[0] && next[1]) onChange({ preset: 'custom', from: next[0], to: next[1] });
            }}
          />
        )}
      </Group>
    </Stack>
  );
}
