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
    // The forms a module names its keys in: a card literal (metric: 'x') or periodCard(scope, 'x', …);
    // a section literal (id: 'x') or countSection('x', 'column', …); a column literal (key: 'x'), a
    // columnsOf({ x: 'unit', … }) record, or countSection's first column.
    const columnsOf = (text: string) =>
      all(text, /\bcolumnsOf\(\{([^}]*)\}\)/g).flatMap((record) => all(record, /(\w+): '/g));
    const missing = texts.flatMap((text) => [
      ...[...all(text, /\bmetric: '([^']+)'/g), ...all(text, /\bperiodCard\(scope, '([^']+)'/g)]
        .filter((k) => !(k in words.metrics))
        .map((k) => `metric ${k}`),
      ...[...all(text, /\bid: '([^']+)'/g), ...all(text, /\bcountSection\(\s*'([^']+)'/g)]
        .filter((k) => !(k in words.sections))
        .map((k) => `section ${k}`),
      ...[
        ...all(text, /\bkey: '([^']+)'/g),
        ...columnsOf(text),
        ...all(text, /\bcountSection\(\s*'[^']+',\s*'([^']+)'/g),
      ]
        .filter((k) => !REPORTS.includes(k) && !(k in words.columns))
        .map((k) => `column ${k}`),
    ]);
    // The forms are still in use: a module rewritten another way must teach this test its form.
    const joined = texts.join('\n');
    expect(columnsOf(joined).length).toBeGreaterThan(20);
    expect(all(joined, /\bcountSection\(\s*'([^']+)'/g).length).toBeGreaterThan(3);
    expect(missing).toEqual([]);
    for (const report of REPORT_KEYS) expect(words.names[report]).toBeTruthy();
  });
});
