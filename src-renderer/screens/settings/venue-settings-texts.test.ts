// The venue settings words keep the shared modules' English exactly (spec §5 rules, §8 texts), so
// the English console shows what it showed before the screen was translated.
import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES, VENUE_SETTINGS_ERRORS } from '../../../src-shared/errors.js';
import { VENUE_SETTINGS_RULES } from '../../../src-shared/schemas/venue-settings.js';
import { venueSettingsErrorText } from '../../../src-shared/venue/venue-settings-errors.js';
import { english } from '../../i18n/translate.js';

describe('venue settings words', () => {
  it('has the §8 texts by status key', () => {
    for (const [key, text] of Object.entries(VENUE_SETTINGS_ERRORS))
      expect(english(`venueSettings.errors.${key}`)).toBe(text);
  });

  it('has the §5 rule texts by their key', () => {
    expect(english('venueSettings.rules.reservationSummaryTimes')).toBe(
      VALIDATION_MESSAGES.reservationSummaryTimes,
    );
    expect(english('venueSettings.rules.feedbackSummaryTime')).toBe(VALIDATION_MESSAGES.feedbackSummaryTime);
    expect(english('venueSettings.rules.invalidTime', { value: '25:00' })).toBe(
      VALIDATION_MESSAGES.invalidTime('25:00'),
    );
    for (const [key, text] of Object.entries(VENUE_SETTINGS_RULES))
      expect(english(`venueSettings.rules.${key}`)).toBe(text);
  });

  it('has the "Failed to …" texts the screen wrote for each call', () => {
    const failed = (action: string) => venueSettingsErrorText({ message: '' }, action);
    expect(english('venueSettings.failed.load')).toBe(failed('load venue settings'));
    expect(english('venueSettings.failed.reset')).toBe(failed('reset venue settings'));
    for (const group of ['internal_terms_email', 'guest_communication', 'reservation_config', 'charges'])
      expect(english(`venueSettings.failed.${group}`)).toBe(
        failed(`save ${english(`venueSettings.titles.${group}`).toLowerCase()}`),
      );
  });

  it('has the group texts the screen built from each title', () => {
    for (const group of ['internal_terms_email', 'guest_communication', 'reservation_config', 'charges']) {
      const title = english(`venueSettings.titles.${group}`);
      expect(english(`venueSettings.save.${group}`)).toBe(`Save ${title.toLowerCase()}`);
      expect(english(`venueSettings.saved.${group}`)).toBe(`${title} saved`);
      expect(english(`venueSettings.notSaved.${group}`)).toBe(
        `${title} were not saved: correct the fields marked below.`,
      );
    }
  });
});
