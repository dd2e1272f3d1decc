import { describe, expect, it } from 'vitest';
import { formatReportChange, formatReportFigure, keyAsWords, reportKeyLabel } from './report-labels.js';
import type { ReportUnit } from './report-schemas.js';

describe('report labels', () => {
  // Known keys have their words; unknown ones are still read as words.
  it.each([
    { label: reportKeyLabel, key: 'walkIns', words: 'Walk-ins' },
    { label: reportKeyLabel, key: 'coversByShift', words: 'Covers by shift' },
    { label: keyAsWords, key: 'revPashByHour', words: 'Rev pash by hour' },
    { label: keyAsWords, key: 'minutes_open', words: 'Minutes open' },
  ])('$label.name words $key as $words', ({ label, key, words }) => {
    expect(label(key)).toBe(words);
  });

  // A card figure in its unit and currency (GBP).
  it.each<[number | null, ReportUnit, string]>([
    [123_450, 'money', '£1,234.50'],
    [0.256, 'percent', '25.6%'],
    [95, 'minutes', '95 min'],
    [1204, 'count', '1,204'],
    [null, 'count', '—'],
  ])('writes the figure %j in %s as %s', (value, unit, text) => {
    expect(formatReportFigure(value, unit, 'GBP')).toBe(text);
  });

  // The change as a percent of amounts and in points of a percent; none without two figures.
  it.each<[number | null, number | null, ReportUnit, string | null]>([
    [1204, 1070, 'count', '+12.5%'],
    [900, 1000, 'money', '−10.0%'],
    [0.3, 0.25, 'percent', '+5.0 pts'],
    [5, 0, 'count', null],
    [null, 3, 'count', null],
  ])('says the change from %j to %j (%s) as %j', (value, previous, unit, text) => {
    expect(formatReportChange(value, previous, unit)).toBe(text);
  });
});
