// The success texts of the resource screens, in the console's language (the declaration's English
// is the English one).
import '../i18n/declared-texts.js';
import { hasText, type Translate } from '../i18n/translate.js';
import { resourceMessage, type Resource } from '../../src-shared/resources/define-resource.js';
import type { Row } from './list-state.js';

/**
 * A success message in the console's language: `resources.messages.<key>.<kind>`, else (a resource
 * the console has no texts for) the English the declaration writes (resourceMessage) as it is.
 */
function doneMessage(
  t: Translate,
  resource: Resource,
  kind: 'create' | 'update' | 'remove' | 'createMany' | 'removeMany',
  englishText: string,
  vars: Record<string, string | number>,
): string {
  const key = `resources.messages.${resource.key}.${kind}`;
  return hasText(key) ? t(key, vars) : englishText;
}

/** "Seating area Terrace deleted", or for several rows "3 seating areas deleted". */
export function removedMessage(
  t: Translate,
  resource: Resource,
  targets: Row[],
  titleOf: (row: Row) => string = (row) => resource.title(row),
): string {
  const [only] = targets;
  if (targets.length === 1 && only) {
    const title = titleOf(only);
    return doneMessage(t, resource, 'remove', resourceMessage(resource, 'remove', title), { title });
  }
  const n = targets.length;
  return doneMessage(t, resource, 'removeMany', `${n} ${resource.plural} ${resource.verbs.remove}`, { n });
}

export function savedMessage(
  t: Translate,
  resource: Resource,
  saved: Row[],
  updated: boolean,
  titleOf: (row: Row) => string = (row) => resource.title(row),
): string {
  const [first] = saved;
  if (saved.length > 1) {
    const n = saved.length;
    return doneMessage(t, resource, 'createMany', `${n} ${resource.plural} ${resource.verbs.create}`, { n });
  }
  const op = updated ? 'update' : 'create';
  if (!first) return resourceMessage(resource, op);
  const title = titleOf(first);
  return doneMessage(t, resource, op, resourceMessage(resource, op, title), { title });
}
