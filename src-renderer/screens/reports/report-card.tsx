// One report's card on the Reports screen: the period's figure in its unit, the change against the
// previous equal period, the daily trend, and the link to its chart and table. A report that refuses
// shows the refusal on its card (LoadFailure), never a figure it did not get.
import { useTranslation } from 'react-i18next';
import type { ReportKey } from '../../../src-shared/reports/report-schemas.js';
import { useCallData } from '../../data/call.js';
import { FigureCard } from '../../kit/figure-card.js';
import { LoadFailure } from '../../kit/load-failure.js';
import type { DatePeriod } from '../../kit/report-period.js';
import { changeOf } from './report-format.js';
import type { ReportWords } from './report-words.js';

export const cardHeadingId = (report: ReportKey) => `report-card-${report}`;

export function ReportCard({
  report,
  period,
  words,
  openSearch,
}: {
  report: ReportKey;
  period: DatePeriod;
  words: ReportWords;
  /** The query that opens this report's detail. */
  openSearch: string;
}) {
  const { t } = useTranslation();
  const { data, error } = useCallData(
    'reports.show',
    { params: { report }, query: { from: period.from, to: period.to } },
    `${report}:${period.from}:${period.to}`,
  );
  const name = words.report(report);
  // An error wins over held data: the held figures may be another period's.
  const result = error ? null : data;
  const card = result?.card;
  const previousText = card ? words.value(card.previous, card.unit) : '';
  const change =
    card && result
      ? changeOf(card.value, card.previous, card.unit, previousText, words.change(result.previousPeriod))
      : null;
  return (
    <FigureCard
      id={cardHeadingId(report)}
      title={name}
      value={card ? words.value(card.value, card.unit) : null}
      detail={
        card && (
          <>
            {words.metric(card.metric)}
            {' · '}
            {t('reports.previous', { value: previousText })}
          </>
        )
      }
      change={change}
      noChange={t('reports.noComparison')}
      trend={card?.trend.map((d) => d.value)}
      failure={
        error ? <LoadFailure title={t('reports.failed', { report: name })} error={error} /> : undefined
      }
      open={
        error
          ? undefined
          : { to: `?${openSearch}`, label: t('reports.openLabel', { report: name }), text: t('reports.open') }
      }
    />
  );
}
