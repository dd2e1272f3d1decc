// Texts that join the console's languages after start (declared-texts.ts), kept here without
// i18next or the DOM so that node-side helpers (translate.ts) see them too: i18n.ts adds each to
// i18next as it comes, and the English one is looked up by `english` and `hasText`.
export type TextTree = { readonly [key: string]: string | TextTree | undefined };

const added: { language: string; texts: TextTree }[] = [];
const listeners = new Set<(language: string, texts: TextTree) => void>();

export function addTextBundle(language: string, texts: TextTree): void {
  added.push({ language, texts });
  for (const listener of listeners) listener(language, texts);
}

/** Calls the listener for every bundle added so far and every one added later. */
export function onTextBundle(listener: (language: string, texts: TextTree) => void): void {
  for (const bundle of added) listener(bundle.language, bundle.texts);
  listeners.add(listener);
}

/** The bundles added in one language, oldest first. */
export const addedTexts = (language: string): TextTree[] =>
  added.filter((bundle) => bundle.language === language).map((bundle) => bundle.texts);
