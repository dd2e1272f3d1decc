// A translator that remembers its phrases: a screen that names hundreds of items with the same few
// phrases (the grid's blocks: "4 guests", a status, "Change duration of {{name}}") asks i18next once
// per phrase, not once per item and render. A phrase is remembered with its variables left as
// markers (only `count` is kept, since it picks the plural form), and each item's values are put
// in place of the markers, as i18next does with escaping off. One cache per i18next `t` (a `t` is
// fixed to a language and resources, and react-i18next hands a new one when either changes), so a
// language switch is never answered from the old language's cache.
import type { Translate } from './translate.js';

/** Phrases kept per translator before the cache starts over. */
const MAX_ENTRIES = 5_000;
const MARK = '\uE000';
const MARKER = /\uE000(\d+)\uE000/g;

const caches = new WeakMap<Translate, Translate>();

export function memoTranslate(t: Translate): Translate {
  const known = caches.get(t);
  if (known) return known;
  let cache = new Map<string, { text: string; names: string[] }>();
  const memo: Translate = (key, vars) => {
    const names = vars ? Object.keys(vars).filter((name) => name !== 'count') : [];
    const count = vars?.count;
    const id = `${key}\u0000${count === undefined ? '' : String(count)}\u0000${names.join(',')}`;
    let phrase = cache.get(id);
    if (!phrase) {
      const marked: Record<string, string | number> = count === undefined ? {} : { count };
      names.forEach((name, index) => {
        marked[name] = `${MARK}${index}${MARK}`;
      });
      phrase = { text: t(key, vars ? marked : undefined), names };
      if (cache.size >= MAX_ENTRIES) cache = new Map();
      cache.set(id, phrase);
    }
    if (names.length === 0) return phrase.text;
    const known = phrase.names;
    return phrase.text.replace(MARKER, (_, index: string) =>
      String(vars?.[known[Number(index)] ?? ''] ?? ''),
    );
  };
  caches.set(t, memo);
  return memo;
}
