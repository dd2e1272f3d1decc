// The console's language (i18next): English and French, chosen in Settings › Language and
// remembered per terminal (this console's local storage). Messages from the server stay as sent.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en.js';
import { fr } from './fr.js';
import { onTextBundle } from './text-bundles.js';

export const LANGUAGES = { en, fr } as const;
export type Language = keyof typeof LANGUAGES;
export const LANGUAGE_CODES = Object.keys(LANGUAGES) as Language[];
const STORAGE_KEY = 'venue-console.language';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && Object.hasOwn(LANGUAGES, value);

export function rememberedLanguage(): Language {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isLanguage(stored) ? stored : 'en';
  } catch {
    return 'en';
  }
}

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, fr: { translation: fr } },
  lng: rememberedLanguage(),
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  initAsync: false,
});
document.documentElement.lang = i18n.language;
onTextBundle((language, texts) => i18n.addResourceBundle(language, 'translation', texts, true, false));

/** Switches the console and remembers the choice on this terminal. */
export async function chooseLanguage(language: Language): Promise<void> {
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Not remembered (storage denied), but switched for this session.
  }
}
