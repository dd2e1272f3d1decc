// Every spec §5 venue settings rule, with its exact text.
import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '../errors.js';
import {
  VENUE_SETTINGS_DEFAULTS,
  VENUE_SETTINGS_RULES,
  validateSettingsGroup,
  withGroupDefaults,
} from './venue-settings.js';

const internal = (patch: object) =>
  validateSettingsGroup('internal_terms_email', {
    ...VENUE_SETTINGS_DEFAULTS.internal_terms_email,
    ...patch,
  });
const guest = (patch: object) =>
  validateSettingsGroup('guest_communication', { ...VENUE_SETTINGS_DEFAULTS.guest_communication, ...patch });
const config = (patch: object) =>
  validateSettingsGroup('reservation_config', { ...VENUE_SETTINGS_DEFAULTS.reservation_config, ...patch });
const charges = (patch: object) =>
  validateSettingsGroup('charges', { ...VENUE_SETTINGS_DEFAULTS.charges, ...patch });

describe('spec §5 venue settings rules', () => {
  it('the §9 defaults pass every group', () => {
    for (const group of [
      'internal_terms_email',
      'guest_communication',
      'reservation_config',
      'charges',
    ] as const)
      expect(validateSettingsGroup(group, VENUE_SETTINGS_DEFAULTS[group])).toEqual({});
    expect(VENUE_SETTINGS_DEFAULTS.guest_communication.default_notification_method).toBe('EMAIL');
    expect(VENUE_SETTINGS_DEFAULTS.reservation_config.reservation_confirmation_method).toBe('all');
    expect(VENUE_SETTINGS_DEFAULTS.charges.credit_card_collection_method).toBe('manually_enter');
  });

  describe('internal summary emails', () => {
    it('needs at least one reservation summary time when the summary is enabled', () => {
      expect(internal({ reservation_summary_enabled: true, reservation_summary_times: [] })).toEqual({
        reservation_summary_times: [
          'Reservation summary times are required when reservation summary is enabled',
        ],
      });
      expect(internal({ reservation_summary_enabled: true, reservation_summary_times: ['07:30'] })).toEqual(
        {},
      );
      expect(internal({ reservation_summary_enabled: false, reservation_summary_times: [] })).toEqual({});
    });
    it('needs a feedback summary time when the feedback summary is enabled', () => {
      expect(internal({ feedback_summary_enabled: true, feedback_summary_time: null })).toEqual({
        feedback_summary_time: ['Feedback summary time is required when feedback summary is enabled'],
      });
      expect(internal({ feedback_summary_enabled: true, feedback_summary_time: '21:00' })).toEqual({});
    });
    it('takes only 24-hour HH:MM times, naming the value', () => {
      for (const bad of ['24:00', '7:30', '12:60', '12.30', 'noon', ''])
        expect(internal({ reservation_summary_times: ['08:00', bad] })).toEqual({
          'reservation_summary_times.1': [`Invalid time format: ${bad}. Use HH:MM format`],
        });
      expect(internal({ feedback_summary_time: '9pm' })).toEqual({
        feedback_summary_time: [VALIDATION_MESSAGES.invalidTime('9pm')],
      });
      expect(internal({ feedback_summary_secondary_time: '25:10' })).toEqual({
        feedback_summary_secondary_time: ['Invalid time format: 25:10. Use HH:MM format'],
      });
      expect(internal({ reservation_summary_times: ['00:00', '23:59'] })).toEqual({});
    });
  });

  describe('guest communication', () => {
    it('needs the reminder timing when the reminder is enabled', () => {
      expect(guest({ reservation_reminder_enabled: true, reservation_reminder_timing: null })).toEqual({
        reservation_reminder_timing: [VENUE_SETTINGS_RULES.reminderTiming],
      });
      expect(guest({ reservation_reminder_enabled: false, reservation_reminder_timing: null })).toEqual({});
    });
    it('takes EMAIL, SMS or BOTH as the notification method', () => {
      for (const ok of ['EMAIL', 'SMS', 'BOTH'])
        expect(guest({ default_notification_method: ok })).toEqual({});
      expect(guest({ default_notification_method: 'email' })).toEqual({
        default_notification_method: ['default_notification_method must be EMAIL, SMS or BOTH'],
      });
    });
    it('takes white or custom as the header colour, same_as_bg or custom as the button colour', () => {
      expect(guest({ email_header_bg_color: 'custom', button_link_color: 'same_as_bg' })).toEqual({});
      expect(guest({ email_header_bg_color: 'black' })).toEqual({
        email_header_bg_color: ['email_header_bg_color must be white or custom'],
      });
      expect(guest({ button_link_color: 'white' })).toEqual({
        button_link_color: ['button_link_color must be same_as_bg or custom'],
      });
    });
  });

  describe('reservation config', () => {
    it('needs a scope when multiple reservations are prevented', () => {
      expect(config({ prevent_multiple_reservations: true, multiple_reservation_scope: null })).toEqual({
        multiple_reservation_scope: [VENUE_SETTINGS_RULES.scopeRequired],
      });
      expect(
        config({ prevent_multiple_reservations: true, multiple_reservation_scope: 'same_shift' }),
      ).toEqual({});
    });
    it('takes all or main_dining as the confirmation method', () => {
      expect(config({ reservation_confirmation_method: 'main_dining' })).toEqual({});
      expect(config({ reservation_confirmation_method: 'some' })).toEqual({
        reservation_confirmation_method: ['reservation_confirmation_method must be all or main_dining'],
      });
    });
    it('takes required_fields only as an array', () => {
      expect(config({ required_fields: 'email' })).toEqual({
        required_fields: ['Required fields must be a list'],
      });
      expect(config({ required_fields: ['email', 'mobileNumber'] })).toEqual({});
    });
  });

  describe('charges', () => {
    it('takes service charge and gratuity as numbers 0 to 100, or null', () => {
      expect(charges({ default_service_charge_percentage: null, default_gratuity_percentage: null })).toEqual(
        {},
      );
      expect(charges({ default_service_charge_percentage: 0, default_gratuity_percentage: 100 })).toEqual({});
      expect(charges({ default_service_charge_percentage: -1 })).toEqual({
        default_service_charge_percentage: [
          'default_service_charge_percentage must be a number from 0 to 100',
        ],
      });
      expect(charges({ default_gratuity_percentage: 100.5 })).toEqual({
        default_gratuity_percentage: ['default_gratuity_percentage must be a number from 0 to 100'],
      });
      expect(charges({ default_gratuity_percentage: '10' })).toEqual({
        default_gratuity_percentage: ['default_gratuity_percentage must be a number from 0 to 100'],
      });
    });
    it('takes the four card collection methods', () => {
      for (const ok of ['manually_enter', 'paylink', 'manually_enter_only', 'paylink_only'])
        expect(charges({ credit_card_collection_method: ok })).toEqual({});
      expect(charges({ credit_card_collection_method: 'cash' })).toEqual({
        credit_card_collection_method: [
          'credit_card_collection_method must be manually_enter, paylink, manually_enter_only or paylink_only',
        ],
      });
    });
  });

  it('reads a stored group missing newer fields with their defaults', () => {
    expect(withGroupDefaults('reservation_config', { auto_assign_tables: false })).toEqual({
      ...VENUE_SETTINGS_DEFAULTS.reservation_config,
      auto_assign_tables: false,
    });
  });
});
