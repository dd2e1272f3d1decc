// A declared resource's names as staff read them: the English of its declaration, or the console
// language's words for it (with the article French needs: "une règle d'accès", "la règle d'accès").
import type { TFunction } from 'i18next';
import { DECLARED_TEXTS } from './declared-texts.js';

interface Named {
  key: string;
  noun: string;
  plural: string;
  screen: { title: string };
}

export interface ResourceWords {
  title: string;
  /** Bare noun ("access rule"). */
  noun: string;
  /** With an indefinite article where the language needs one (New …, Create …). */
  one: string;
  /** With a definite article where the language needs one (Edit …, Delete …). */
  the: string;
  plural: string;
}

export function resourceWords(t: TFunction, resource: Named): ResourceWords {
  if (!Object.hasOwn(DECLARED_TEXTS.en.resources.names, resource.key)) {
    const { noun, plural } = resource;
    return { title: resource.screen.title, noun, one: noun, the: noun, plural };
  }
  const word = (part: keyof ResourceWords) => t(`resources.names.${resource.key}.${part}`);
  return {
    title: word('title'),
    noun: word('noun'),
    one: word('one'),
    the: word('the'),
    plural: word('plural'),
  };
}
