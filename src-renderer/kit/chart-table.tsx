// <ChartTable>: a chart and, beside it, the table it is drawn from — always both, so a screen reader
// or keyboard user reads the same figures a sighted one sees drawn (issue 33 §2). The chart is a
// picture named after the table it draws; the table is a real table, named after the section, its
// cells worded by the screen. Actions (a CSV download) sit in the section's header.
import { BarChart, LineChart } from '@mantine/charts';
import { Grid, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { HeadingRow } from './heading-row.js';
import { PlainTable } from './plain-table.js';

export type ChartCell = number | string | null;
export type ChartRow = Record<string, ChartCell>;

export interface ChartTableColumn {
  key: string;
  label: string;
  /** The cell as read (a money figure in its currency, a percent, a date in the console's format). */
  format: (value: ChartCell) => string;
  /** Figures align right. */
  numeric: boolean;
}

export interface ChartSpec {
  kind: 'bar' | 'stackedBar' | 'line';
  /** The column along the x axis. */
  x: string;
  /** The columns drawn. */
  series: readonly string[];
}

const SERIES_COLOURS = ['venue.6', 'teal.7', 'orange.7', 'grape.6', 'red.7', 'cyan.8', 'lime.8', 'pink.6'];

export function ChartTable({
  id,
  title,
  chartLabel,
  chart,
  columns,
  rows,
  empty,
  actions,
}: {
  /** The section's heading id. */
  id: string;
  title: string;
  /** The chart's name as read ("Chart of covers by day; its figures are in the table beside it"). */
  chartLabel: string;
  chart: ChartSpec | null;
  columns: readonly ChartTableColumn[];
  rows: readonly ChartRow[];
  /** Said in place of chart and table when there are no rows. */
  empty: string;
  actions?: ReactNode;
}) {
  const byKey = new Map(columns.map((c) => [c.key, c]));
  const x = chart ? byKey.get(chart.x) : undefined;
  const drawn = chart?.series.flatMap((key, i) => {
    const column = byKey.get(key);
    return column
      ? [{ name: key, label: column.label, color: SERIES_COLOURS[i % SERIES_COLOURS.length] }]
      : [];
  });
  // The x axis reads as the table does (dates in the console's format); series values stay numbers.
  const data = rows.map((row) => (x ? { ...row, [x.key]: x.format(row[x.key] ?? null) } : row));
  const valueFormat = (value: number) =>
    drawn?.[0] ? (byKey.get(drawn[0].name)?.format(value) ?? String(value)) : String(value);
  const common = {
    h: 280,
    data: data as Record<string, unknown>[],
    dataKey: x?.key ?? '',
    series: drawn ?? [],
    valueFormatter: valueFormat,
    withLegend: (drawn?.length ?? 0) > 1,
    tickLine: 'y' as const,
  };
  const picture =
    chart && x && drawn && drawn.length > 0 && rows.length > 0 ? (
      <div role="img" aria-label={chartLabel} data-chart={chart.kind}>
        {chart.kind === 'line' ? (
          <LineChart {...common} curveType="linear" />
        ) : (
          <BarChart {...common} type={chart.kind === 'stackedBar' ? 'stacked' : 'default'} />
        )}
      </div>
    ) : null;

  // A wide table takes more of the row than its chart, so its columns keep their room beside it.
  const chartSpan = columns.length > 3 ? 5 : 6;
  const table = (
    <PlainTable
      aria-label={title}
      striped
      withTableBorder
      minWidth={100 * columns.length}
      columns={columns.map((c) => ({
        key: c.key,
        header: c.numeric ? (
          <Text ta="right" fw={700} size="sm">
            {c.label}
          </Text>
        ) : (
          c.label
        ),
        cell: (row: ChartRow) =>
          c.numeric ? (
            <Text ta="right" size="sm">
              {c.format(row[c.key] ?? null)}
            </Text>
          ) : (
            c.format(row[c.key] ?? null)
          ),
      }))}
      rows={rows}
      rowKey={(_, i) => String(i)}
    />
  );

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id} data-section={id}>
      <Stack gap="sm">
        <HeadingRow id={id} order={3} size="h5" aside={actions} wrap="wrap">
          {title}
        </HeadingRow>
        {rows.length === 0 ? (
          <Text size="sm">{empty}</Text>
        ) : (
          <Grid gutter="md" data-chart-table>
            {picture && <Grid.Col span={{ base: 12, lg: chartSpan }}>{picture}</Grid.Col>}
            <Grid.Col span={{ base: 12, lg: picture ? 12 - chartSpan : 12 }}>{table}</Grid.Col>
          </Grid>
        )}
      </Stack>
    </Paper>
  );
}
