import { describe, expect, it } from 'vitest';
import { partyText, WIDGET_LANGUAGES, WIDGET_TEXTS, widgetLongDate, widgetText } from './widget-texts.js';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('public booking widget texts', () => {
  it('has every text in every language, none empty, with the same placeholders as English', () => {
    const keys = Object.keys(WIDGET_TEXTS.en).sort();
    for (const lang of WIDGET_LANGUAGES) {
      expect(Object.keys(WIDGET_TEXTS[lang]).sort()).toEqual(keys);
      for (const key of keys) {
        const text = WIDGET_TEXTS[lang][key as keyof typeof WIDGET_TEXTS.en];
        expect(text.trim(), `${lang}.${key}`).not.toBe('');
        expect(placeholders(text), `${lang}.${key}`).toEqual(placeholders(WIDGET_TEXTS.en[key as 'title']));
      }
    }
  });

  it('is really translated: French differs from English for the texts guests read most', () => {
    for (const key of ['title', 'confirm', 'taken', 'disabled', 'errFirstName', 'waitlistJoin'] as const)
      expect(WIDGET_TEXTS.fr[key]).not.toBe(WIDGET_TEXTS.en[key]);
  });

  it('fills placeholders and keeps unknown ones visible', () => {
    expect(widgetText('en', 'errParty', { min: 1, max: 8 })).toBe('Choose from 1 to 8 guests');
    expect(widgetText('fr', 'errParty', { min: 2, max: 6 })).toBe('Choisissez de 2 à 6 personnes');
    expect(widgetText('en', 'errParty', { min: 1 })).toBe('Choose from 1 to {max} guests');
    expect(widgetText('en', 'taken')).toBe('That time was just taken. Please choose another time.');
  });

  it('writes party sizes and long dates in the language', () => {
    expect(partyText('en', 1)).toBe('1 guest');
    expect(partyText('en', 4)).toBe('4 guests');
    expect(partyText('fr', 4)).toBe('4 personnes');
    expect(widgetLongDate('en', '2027-03-06')).toBe('Saturday 6th March 2027');
    expect(widgetLongDate('fr', '2027-03-06')).toBe('samedi 6 mars 2027');
    expect(widgetLongDate('fr', '2027-05-01')).toBe('samedi 1er mai 2027');
    expect(widgetLongDate('en', 'not a date')).toBe('not a date');
  });
});
