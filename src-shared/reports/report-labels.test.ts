import { describe, expect, it } from 'vitest';
import { formatReportChange, formatReportFigure, keyAsWords, reportKeyLabel } from './report-labels.js';

describe('report labels', () => {
  it('words known keys and still reads unknown ones', () => {
    expect(reportKeyLabel('walkIns')).toBe('Walk-ins');
    expect(reportKeyLabel('coversByShift')).toBe('Covers by shift');
    expect(keyAsWords('revPashByHour')).toBe('Rev pash by hour');
    expect(keyAsWords('minutes_open')).toBe('Minutes open');
  });

  it('writes a card figure in its unit and currency', () => {
    expect(formatReportFigure(123_450, 'money', 'GBP')).toBe('£1,234.50');
    expect(formatReportFigure(0.256, 'percent', 'GBP')).toBe('25.6%');
    expect(formatReportFigure(95, 'minutes', 'GBP')).toBe('95 min');
    expect(formatReportFigure(1204, 'count', 'GBP')).toBe('1,204');
    expect(formatReportFigure(null, 'count', 'GBP')).toBe('—');
  });

  it('says the change as a percent of amounts and in points of a percent', () => {
    expect(formatReportChange(1204, 1070, 'count')).toBe('+12.5%');
    expect(formatReportChange(900, 1000, 'money')).toBe('−10.0%');
    expect(formatReportChange(0.3, 0.25, 'percent')).toBe('+5.0 pts');
    expect(formatReportChange(5, 0, 'count')).toBeNull();
    expect(formatReportChange(null, 3, 'count')).toBeNull();
  });
});
