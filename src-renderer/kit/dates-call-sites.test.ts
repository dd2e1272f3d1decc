// Issue 29 §7: one date format in the console. Walks every renderer source file for the ways a date
// used to reach the screen on its own — formatting it here and there (date-fns, Intl, toLocale…),
// or showing the raw 'YYYY-MM-DD' and 'YYYY-MM-DD HH:MM' — so that every shown date goes through the
// kit's useDates() (kit/dates.ts), in the console's language and the venue's zone.
import { describe, expect, it } from 'vitest';

/** Every renderer source file's text, by its path from src-renderer (the renderer has no Node APIs). */
const SOURCES = import.meta.glob<string>(
  ['../**/*.ts', '../**/*.tsx', '!../**/*.test.ts', '!../**/*.test.tsx'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);
const HELPER = 'kit/dates.ts';

/** What shows a date without the helper, each with why. */
const RULES: readonly { why: string; pattern: RegExp }[] = [
  {
    why: 'formats a date itself (use useDates() from kit/dates)',
    pattern:
      /\b(formatDisplayDate|formatLongDate|formatDisplayInstant)\b|toLocale(Date|Time)String\(|Intl\.DateTimeFormat/,
  },
  { why: "formats with date-fns's format()", pattern: /import \{[^}]*\bformat\b[^}]*\} from 'date-fns'/ },
  {
    why: 'joins a raw date and time for a person (use dates.dayTime or dates.at)',
    pattern: /\$\{[\w.?]+\.date\} \$\{[\w.?]+\.time\}|\{[\w.?]+\.date\} \{[\w.?]+\.time/,
  },
  {
    why: 'shows a raw date field as text (use dates.day)',
    pattern:
      /(?<![=\w$])\{[\w?]+(\.[\w?]+)*\.(date|\w+_date|\w+_on)\}|cell: \(\w+\) => \w+\.(date|\w+_date)\b\s*[,}]/,
  },
  {
    why: 'passes a raw date field into a shown text (use dates.day)',
    pattern: /\bt\('[^']+', \{[^}]*\b(date|day|from|to|until|since): [\w?]+\.(date|\w+_date|\w+_on)\b\s*[,}]/,
  },
];

/** Ordering rows by date and time is not showing them. */
const SORTING = /\.localeCompare\(/;

/** One offence per line at most: the first rule it breaks. */
function offences(file: string, text: string): string[] {
  return text.split('\n').flatMap((line, index) => {
    if (SORTING.test(line)) return [];
    const rule = RULES.find((r) => r.pattern.test(line));
    return rule ? [`${file}:${index + 1}: ${rule.why}\n    ${line.trim()}`] : [];
  });
}

describe('dates shown in the console', () => {
  it('recognise a date shown on its own, and not one passed along', () => {
    const seen = (line: string) => offences('x.tsx', line).length;
    const shown = [
      '<Text>{c.date} {c.time}</Text>',
      'return `${local.date} ${local.time}`;',
      "{ key: 'date', header: 'Date', cell: (o) => o.business_date },",
      "t('admin.roles.scoped.from', { date: a.starts_on })",
      '<Td>{formatDisplayDate(r.date)}</Td>',
      "new Intl.DateTimeFormat(lang, { dateStyle: 'short' })",
      '<Td>{r.last_date}</Td>',
    ];
    const passedAlong = [
      '<List.Item key={d.date}>',
      '<CellDetail date={day.date} />',
      'go(reservationLink(prefix, { date: b.date, reservationId: b.id }))',
      'sort((a, b) => `${b.date} ${b.time}`.localeCompare(`${a.date} ${a.time}`))',
      "t('refused.made', { time: dates.at(c.createdAt) })",
    ];
    for (const line of shown) expect(seen(line), line).toBe(1);
    for (const line of passedAlong) expect(seen(line), line).toBe(0);
  });

  it('go through the one helper, kit/dates (useDates)', () => {
    const files = Object.entries(SOURCES).map(
      ([path, text]) => [path.replace(/^\.\//, 'kit/').replace(/^\.\.\//, ''), text] as const,
    );
    expect(files.length, 'the renderer sources were read').toBeGreaterThan(100);
    const found = files.flatMap(([file, text]) => (file === HELPER ? [] : offences(file, text)));
    expect(found).toEqual([]);
  });
});
