// One report opened from its card (?report=<key>): for each section its chart and, beside it, its
// table, and — for a role holding reports.download — a "Download CSV" of that table (reports.csv;
// formula cells are neutralised by the server). The heading takes the focus when it opens, so a
// keyboard or screen-reader user lands on what they opened; "All reports" leads back to the cards.
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ReportKey, ReportSection } from '../../../src-shared/reports/report-schemas.js';
import { callApi, useCallData } from '../../data/call.js';
import { ChartTable } from '../../kit/chart-table.js';
import { useCsvExport } from '../../kit/csv-export.js';
import { useDates } from '../../kit/dates.js';
import { LoadFailure } from '../../kit/load-failure.js';
import type { DatePeriod } from '../../kit/report-period.js';
import { useCan } from '../../session/use-permissions.js';
import { NoticeLine, type Notice } from '../../shell/notice-line.js';
import type { ReportWords } from './report-words.js';

export function ReportDetail({
  report,
  period,
  words,
  backSearch,
}: {
  report: ReportKey;
  period: DatePeriod;
  words: ReportWords;
  /** The query of the cards (the same period, no report open). */
  backSearch: string;
}) {
  const { t } = useTranslation();
  const dates = useDates();
  const canDownload = useCan('reports.download');
  const [notice, setNotice] = useState<Notice | null>(null);
  const csv = useCsvExport(setNotice);
  const heading = useRef<HTMLHeadingElement>(null);
  const { data, error, loading } = useCallData(
    'reports.show',
    { params: { report }, query: { from: period.from, to: period.to } },
    `${report}:${period.from}:${period.to}`,
  );
  const name = words.report(report);
  const result = error ? null : data;

  useEffect(() => heading.current?.focus(), [report]);

  const download = (section: ReportSection) => {
    const title = words.section(section.id);
    return csv.run(
      () => callApi('reports.csv', { params: { report }, query: { ...period, section: section.id } }),
      {
        failed: (message) => t('reports.downloadFailed', { section: title, error: message }),
        done: (file) => t('reports.downloaded', { file: file.filename, rows: file.rows }),
      },
    );
  };

  return (
    <Stack gap="md" component="section" aria-labelledby="report-detail-heading">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title
            order={2}
            size="h4"
            id="report-detail-heading"
            ref={heading}
            tabIndex={-1}
            style={{ outline: 'none' }}
          >
            {name}
          </Title>
          {result && (
            <Text size="sm" c="dimmed">
              {t('reports.period.compared', {
                from: dates.long(result.period.from),
                to: dates.long(result.period.to),
                previousFrom: dates.long(result.previousPeriod.from),
                previousTo: dates.long(result.previousPeriod.to),
              })}
            </Text>
          )}
        </div>
        <Anchor component={Link} to={`?${backSearch}`} data-print="hide">
          {t('reports.back')}
        </Anchor>
      </Group>
      <div data-print="hide">
        <NoticeLine notice={notice} onClose={() => setNotice(null)} />
      </div>
      <LoadFailure title={t('reports.failed', { report: name })} error={error} />
      {!result && !error && loading && <Text size="sm">…</Text>}
      {result?.sections.map((section) => {
        const title = words.section(section.id);
        return (
          <ChartTable
            key={section.id}
            id={`report-section-${section.id}`}
            title={title}
            chartLabel={t('reports.chartLabel', { section: title })}
            chart={section.chart}
            rows={section.rows}
            empty={t('reports.empty')}
            columns={section.columns.map((column) => ({
              key: column.key,
              label: words.column(column.key),
              numeric: column.unit !== 'text',
              format: (value) => words.cell(value, column),
            }))}
            actions={
              canDownload && (
                <Button
                  variant="light"
                  size="xs"
                  data-print="hide"
                  loading={csv.busy}
                  aria-label={t('reports.downloadLabel', { section: title })}
                  onClick={() => void download(section)}
                >
                  {t('reports.download')}
                </Button>
              )
            }
          />
        );
      })}
    </Stack>
  );
}
