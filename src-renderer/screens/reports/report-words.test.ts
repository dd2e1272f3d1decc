// Every key a report module answers with has words in the console: its metric, each section id and
// each column key (src-server/reports/figures/*.ts, read as text: the renderer imports no server
// code). A module that gains a section or a column without its words fails here, in English and in
// French alike (i18n-complete.test.ts holds French to English's keys).
import { describe, expect, it } from 'vitest';
import { REPORT_KEYS } from '../../../src-shared/reports/report-schemas.js';
import { en } from '../../i18n/en.js';

const MODULES = import.meta.glob<string>('../../../src-server/reports/figures/*.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
});

const all = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((m) => m[1] ?? '');
const REPORTS: readonly string[] = REPORT_KEYS;

describe('report words', () => {
  const texts = Object.values(MODULES);

  it('read the report modules', () => {
    expect(texts.length).toBeGreaterThanOrEqual(REPORT_KEYS.length);
  });

  it('word every report, metric, section id and column key the modules answer with', () => {
    const words = en.reports;
    const missing = texts.flatMap((text) => [
      ...all(text, /\bmetric: '([^']+)'/g)
        .filter((k) => !(k in words.metrics))
        .map((k) => `metric ${k}`),
      ...all(text, /\bid: '([^']+)'/g)
        .filter((k) => !(k in words.sections))
        .map((k) => `section ${k}`),
      ...all(text, /\bkey: '([^']+)'/g)
        .filter((k) => !REPORTS.includes(k) && !(k in words.columns))
        .map((k) => `column ${k}`),
      ...all(text, /\bcountColumnsOf\('([^']+)'\)/g)
        .filter((k) => !(k in words.columns))
        .map((k) => `column ${k}`),
    ]);
    expect(missing).toEqual([]);
    for (const report of REPORT_KEYS) expect(words.names[report]).toBeTruthy();
  });
});
