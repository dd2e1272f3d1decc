// Issue 29: no internal name is shown to a person. Every English text of the console (the area files
// and what the declarations and shared constants give them) is read for snake_case identifiers and
// SCREAMING_CASE constants outside its {{variables}}: `tag_name`, `FULL_DAY`, `Table_Management_Admin_User`.
import { describe, expect, it } from 'vitest';
import { en } from './en.js';

type Tree = { [key: string]: string | Tree };

function* texts(tree: Tree, prefix = ''): Generator<[string, string]> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') yield [path, value];
    else yield* texts(value, path);
  }
}

/** Words joined by underscores, or an all-capitals word of two parts or more. */
const IDENTIFIER = /\b[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+\b/g;

export function identifiersIn(text: string): string[] {
  const shown = text.replace(/\{\{\s*[\w.]+\s*\}\}/g, ' ');
  return [...shown.matchAll(IDENTIFIER)].map((m) => m[0]);
}

/**
 * Texts that name identifiers on purpose: the CSV import explains the file's own column headers,
 * which the venue's file must spell exactly so.
 */
const NAMED_ON_PURPOSE: Record<string, readonly string[]> = {
  'menus.import.columns': ['sub_category', 'diet_preferences'],
};

describe('English texts', () => {
  it('recognise an identifier, and not a {{variable}}', () => {
    expect(identifiersIn('tag_name: tag_name is required')).toEqual(['tag_name', 'tag_name']);
    expect(identifiersIn('Shift FULL_DAY for {{guest_count}}')).toEqual(['FULL_DAY']);
    expect(identifiersIn('Welcome back, {{first_name}}. Table T4 seats 4.')).toEqual([]);
  });

  it('show no snake_case identifier or internal constant to a person', () => {
    const found = [...texts(en as unknown as Tree)].flatMap(([key, text]) =>
      identifiersIn(text)
        .filter((word) => !NAMED_ON_PURPOSE[key]?.includes(word))
        .map((word) => `${key}: ${word}`),
    );
    expect(found).toEqual([]);
  });
});
