// Settings › Availability › Daily program (spec §2: "A daily program list has a calendar"): the
// declared resource's list and form (<ResourceAdmin>), and beside it a month calendar of the
// active programs, from the server's calendar call. Dates are venue dates.
import { Badge, Group, List, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Calendar } from '@mantine/dates';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDates } from '../../kit/dates.js';
import { dailyProgramResource } from '../../../src-shared/resources/availability-resources.js';
import type { ProgramCalendar } from '../../../src-shared/schemas/daily-program.js';
import { ResourceAdmin } from '../../resources/resource-admin.js';
import { useVenueNow } from '../../data/use-venue-now.js';
import { sessionAtom } from '../../session/session-atoms.js';
import { useAtomValue } from '../../state/jotai.js';
import { datePickerLabels } from '../../resources/resource-field.js';
import { ErrorsAlert } from './errors-alert.js';
import { programCall, ProgramCallError } from './program-call.js';
import { QuietText } from '../../kit/quiet-text.js';

type Loaded =
  | { state: 'loading' }
  | { state: 'ready'; calendar: ProgramCalendar }
  | { state: 'failed'; message: string; errors: string[] };

function useProgramCalendar(month: string) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [tick, setTick] = useState(0);
  const reload = useCallback(() => setTick((t) => t + 1), []);
  useEffect(() => {
    let live = true;
    setLoaded({ state: 'loading' });
    programCall('dailyProgram.calendar', { query: { month } }).then(
      (calendar) => live && setLoaded({ state: 'ready', calendar }),
      (error: unknown) =>
        live &&
        setLoaded({
          state: 'failed',
          message: error instanceof Error ? error.message : String(error),
          errors: error instanceof ProgramCallError ? error.errors : [],
        }),
    );
    return () => {
      live = false;
    };
  }, [month, tick]);
  return { loaded, reload };
}

function ProgramMonth({
  month,
  onMonth,
  loaded,
}: {
  month: string;
  onMonth: (month: string) => void;
  loaded: Loaded;
}) {
  const { t } = useTranslation();
  const dates = useDates();
  const byDate = useMemo(
    () =>
      new Map(loaded.state === 'ready' ? loaded.calendar.days.map((d) => [d.date, d.programs] as const) : []),
    [loaded],
  );
  const busyDays = loaded.state === 'ready' ? loaded.calendar.days.filter((d) => d.programs.length > 0) : [];
  return (
    <Paper withBorder p="sm" role="region" aria-label={t('availability.program.calendar')}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('availability.program.calendar')}
        </Title>
        <Group align="flex-start" gap="lg" wrap="wrap">
          <Calendar
            date={`${month}-01`}
            onDateChange={(date) => onMonth(date.slice(0, 7))}
            maxLevel="year"
            hideOutsideDates
            weekendDays={[]}
            ariaLabels={datePickerLabels(t)}
            getDayProps={(date) => {
              const programs = byDate.get(date) ?? [];
              return {
                'aria-label':
                  programs.length > 0
                    ? t('availability.program.dayPrograms', {
                        date: dates.day(date),
                        programs: programs.map((p) => p.name).join(', '),
                      })
                    : dates.day(date),
                ...(programs.length > 0 ? { fw: 700, 'data-programs': programs.length } : {}),
              };
            }}
            renderDay={(date) => {
              const count = byDate.get(date)?.length ?? 0;
              return (
                <Stack gap={0} align="center">
                  <span>{Number(date.slice(8))}</span>
                  {count > 0 && (
                    <Badge size="xs" circle variant="filled" aria-hidden>
                      {count}
                    </Badge>
                  )}
                </Stack>
              );
            }}
          />
          <Stack gap={4} miw={260} style={{ flex: 1 }}>
            <Text fw={600} size="sm">
              {t('availability.program.thisMonth')}
            </Text>
            {loaded.state === 'loading' && (
              <Loader size="sm" aria-label={t('availability.program.loading')} />
            )}
            {loaded.state === 'failed' && <ErrorsAlert title={loaded.message} errors={loaded.errors} />}
            {loaded.state === 'ready' && busyDays.length === 0 && (
              <QuietText>{t('availability.program.none')}</QuietText>
            )}
            {busyDays.length > 0 && (
              <List size="sm" aria-label={t('availability.program.byDay')}>
                {busyDays.map((d) => (
                  <List.Item key={d.date}>
                    <Text span fw={600} size="sm">
                      {dates.day(d.date)}
                    </Text>{' '}
                    {d.programs
                      .map((p) => (p.start_time ? `${p.name} (${p.start_time})` : p.name))
                      .join(', ')}
                  </List.Item>
                ))}
              </List>
            )}
          </Stack>
        </Group>
      </Stack>
    </Paper>
  );
}

export function DailyProgramScreen() {
  const session = useAtomValue(sessionAtom);
  const today = useVenueNow(60_000).date;
  const [month, setMonth] = useState(() => today.slice(0, 7));
  const { loaded, reload } = useProgramCalendar(month);
  return (
    <Stack gap="lg">
      <ResourceAdmin resource={dailyProgramResource} role={session?.role ?? null} onChanged={reload} />
      <ProgramMonth month={month} onMonth={setMonth} loaded={loaded} />
    </Stack>
  );
}
