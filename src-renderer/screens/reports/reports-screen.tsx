// The Reports screen (spec §2 /report, issue 33): the period (presets or a custom range of venue
// dates, in the query so a link or a reload shows the same figures), a card per report, and — with
// ?report=<key> — that report's charts and tables. Print prints the figures without the console
// around them (reports.module.css).
import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { REPORT_KEYS, reportKeySchema, type ReportKey } from '../../../src-shared/reports/report-schemas.js';
import { useVenueNow } from '../../data/use-venue-now.js';
import { PeriodPicker } from '../../kit/period-picker.js';
import { PERIOD_PRESETS, periodFromQuery, periodQuery, type ChosenPeriod } from '../../kit/report-period.js';
import { PageFrame } from '../../pages/page-frame.js';
import { datePickerLabels } from '../../resources/resource-field.js';
import { cardHeadingId, ReportCard } from './report-card.js';
import { ReportDetail } from './report-detail.js';
import { useReportWords } from './report-words.js';
import classes from './reports.module.css';
import { QuietText } from '../../kit/quiet-text.js';

const searchOf = (params: Record<string, string>) => new URLSearchParams(params).toString();

export function ReportsScreen() {
  const { t } = useTranslation();
  const [query, setQuery] = useSearchParams();
  const today = useVenueNow(60_000).date;
  const period = periodFromQuery(query, today);
  const parsed = reportKeySchema.safeParse(query.get('report'));
  const open: ReportKey | null = parsed.success ? parsed.data : null;
  const words = useReportWords();

  // Back from a report's detail, the focus returns to that report's card link.
  const lastOpen = useRef<ReportKey | null>(null);
  useEffect(() => {
    if (open === null && lastOpen.current !== null)
      document
        .querySelector<HTMLElement>(`[data-figure-card="${cardHeadingId(lastOpen.current)}"] a`)
        ?.focus();
    lastOpen.current = open;
  }, [open]);

  const choose = (next: ChosenPeriod) =>
    setQuery({ ...periodQuery(next), ...(open ? { report: open } : {}) }, { replace: true });

  return (
    <div className={classes.printRoot}>
      <PageFrame
        title={t('reports.title')}
        subtitle={t('reports.subtitle')}
        actions={
          <Button variant="default" onClick={() => window.print()} data-print="hide">
            {t('reports.print')}
          </Button>
        }
      >
        <Stack gap="md">
          <div data-print="hide">
            <PeriodPicker
              value={period}
              today={today}
              onChange={choose}
              calendarLabels={datePickerLabels(t)}
              labels={{
                legend: t('reports.period.legend'),
                range: t('reports.period.range'),
                presets: Object.fromEntries(
                  PERIOD_PRESETS.map((p) => [p, t(`reports.period.presets.${p}`)]),
                ) as Record<(typeof PERIOD_PRESETS)[number], string>,
              }}
            />
          </div>
          <Text size="sm" data-period>
            {t('reports.period.shown', { from: words.day(period.from), to: words.day(period.to) })}
          </Text>
          {open ? (
            <ReportDetail
              report={open}
              period={period}
              words={words}
              backSearch={searchOf(periodQuery(period))}
            />
          ) : (
            <>
              <SimpleGrid
                cols={{ base: 1, sm: 2, lg: 4 }}
                spacing="md"
                component="section"
                aria-label={t('reports.cards')}
                className={classes.cards}
              >
                {REPORT_KEYS.map((report) => (
                  <ReportCard
                    key={report}
                    report={report}
                    period={period}
                    words={words}
                    openSearch={searchOf({ ...periodQuery(period), report })}
                  />
                ))}
              </SimpleGrid>
              <QuietText>{t('reports.notYet')}</QuietText>
            </>
          )}
        </Stack>
      </PageFrame>
    </div>
  );
}
