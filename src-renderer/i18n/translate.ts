// A translator that helpers outside React take as a parameter: screens pass i18next's `t`; unit
// tests and callers without one get English straight from the English messages (no i18next, no DOM).
import { en } from './en.js';
import { addedTexts, type TextTree } from './text-bundles.js';

export type Translate = (key: string, vars?: Record<string, string | number>) => string;

function lookupIn(tree: TextTree, key: string): string | undefined {
  let node: string | TextTree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string' || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** English: the console's first texts, then any added since (the declared resources'). */
function lookup(key: string): string | undefined {
  for (const tree of [en, ...addedTexts('en')]) {
    const text = lookupIn(tree, key);
    if (text !== undefined) return text;
  }
  return undefined;
}

/** Whether the console has a text under this key (else callers show their own English as it is). */
export const hasText = (key: string): boolean => lookup(key) !== undefined;

/** English, with {{variables}} and _one/_other plurals as i18next resolves them. */
export const english: Translate = (key, vars = {}) => {
  const count = vars.count;
  const plural = typeof count === 'number' ? lookup(`${key}_${count === 1 ? 'one' : 'other'}`) : undefined;
  const text = plural ?? lookup(key) ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
};
