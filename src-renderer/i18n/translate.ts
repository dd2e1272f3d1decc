// A translator that helpers outside React take as a parameter: screens pass i18next's `t`; unit
// tests and callers without one get English straight from the English messages (no i18next, no DOM).
import { en } from './en.js';

export type Translate = (key: string, vars?: Record<string, string | number>) => string;

type Tree = { [key: string]: string | Tree };

function lookup(key: string): string | undefined {
  let node: string | Tree | undefined = en;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string' || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
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
