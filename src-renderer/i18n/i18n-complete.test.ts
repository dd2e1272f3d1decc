// Every language is complete: the same keys as English, no empty text, and the same {{variables}}
// in each message (a translation that drops {{count}} would show a wrong figure). English includes
// the texts derived from the declarations (each resource's labels, the permission catalogue), so a
// label a declaration gains without its French fails here.
import { describe, expect, it } from 'vitest';
import { en } from './en.js';
import { fr } from './fr.js';
import { DECLARED_TEXTS } from './resource-texts.js';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const variables = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('console languages', () => {
  const english = new Map([...flatten(en), ...flatten(DECLARED_TEXTS.en)]);
  it.each([['fr', fr, DECLARED_TEXTS.fr]] as const)(
    '%s has every English key, none empty, with the same variables',
    (_, lang, declared) => {
      const other = new Map([...flatten(lang), ...flatten(declared)]);
      expect([...other.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of other) {
        expect(text.trim(), key).not.toBe('');
        expect(variables(text), key).toEqual(variables(english.get(key) ?? ''));
      }
    },
  );
});
