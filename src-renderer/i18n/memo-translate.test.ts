// memoTranslate answers exactly what i18next answers (English and French, plurals, variables) while
// asking i18next once per phrase, and a new translator (a language switch) never shares a cache.
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { en } from './en.js';
import { fr } from './fr.js';
import { memoTranslate } from './memo-translate.js';
import { english, type Translate } from './translate.js';

const i18n = i18next.createInstance();
await i18n.init({
  resources: { en: { translation: en }, fr: { translation: fr } },
  lng: 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  initAsync: false,
});

const CASES: [string, Record<string, string | number>?][] = [
  ['host.block.guests', { count: 1 }],
  ['host.block.guests', { count: 4 }],
  ['host.block.unnamed'],
  ['host.block.changeDuration', { name: 'Ann Lee' }],
  ['host.block.changeDuration', { name: 'O’Brien & {{x}} $1' }],
  ['host.block.server', { name: 'Marc' }],
  ['host.grid.tableRow', { name: 'T4', area: 'Terrace' }],
  ['host.grid.bookings', { count: 2 }],
  ['orders.card.age', { age: 12 }],
  ['no.such.key', { name: 'x' }],
];

describe('memoTranslate', () => {
  it('answers what i18next answers, in English and French', () => {
    for (const lng of ['en', 'fr']) {
      const t = i18n.getFixedT(lng) as unknown as Translate;
      const memo = memoTranslate(t);
      for (const [key, vars] of CASES) {
        expect(memo(key, vars)).toBe(t(key, vars));
        expect(memo(key, vars)).toBe(t(key, vars));
      }
    }
  });

  it('asks the translator once per phrase, whatever the names put in it', () => {
    const t = vi.fn<Translate>(english);
    const memo = memoTranslate(t);
    expect(memo('host.block.guests', { count: 2 })).toBe('2 guests');
    expect(memo('host.block.guests', { count: 2 })).toBe('2 guests');
    expect(memo('host.block.guests', { count: 1 })).toBe('1 guest');
    expect(memo('host.block.pendingBadge')).toBe('Pending sync');
    expect(memo('host.block.changeDuration', { name: 'Ann' })).toBe('Change duration of Ann');
    expect(memo('host.block.changeDuration', { name: 'Bob' })).toBe('Change duration of Bob');
    expect(t).toHaveBeenCalledTimes(4);
    expect(memoTranslate(t)).toBe(memo);
  });

  it('keeps one cache per translator', () => {
    const fr: Translate = (key) => `fr:${key}`;
    expect(memoTranslate(english)('host.block.pendingBadge')).toBe('Pending sync');
    expect(memoTranslate(fr)('host.block.pendingBadge')).toBe('fr:host.block.pendingBadge');
  });
});
