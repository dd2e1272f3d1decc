// Venue settings through the API (spec §7): the round trip of every group, the §5 refusals with
// their texts (nothing saved), validate and validate-settings-data, delete back to the §9
// defaults, outlet_id, permissions and tenancy.
import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '../../src-shared/errors.js';
import {
  VENUE_SETTINGS_DEFAULTS,
  VENUE_SETTINGS_RULES,
  venueSettingsSchema,
} from '../../src-shared/schemas/venue-settings.js';
import { settingsValidationResultSchema } from '../../src-shared/venue/venue-settings-calls.js';
import { data, errors, useCatalogueActors } from './helpers/catalogue-actors.js';

const { ids, asAdmin, asHost, asQuay } = useCatalogueActors();
const settingsOf = (res: Awaited<ReturnType<typeof asAdmin>>) => venueSettingsSchema.parse(data(res));
const base = () => `/venue-settings`;

describe('venue settings', () => {
  it('answers the §9 defaults before anything is saved, then round-trips every group', async () => {
    await asAdmin('DELETE', `${base()}/delete/${ids.harbour}`);
    const fresh = settingsOf(await asAdmin('GET', `${base()}/getall/${ids.harbour}`));
    expect(fresh.reservation_config).toEqual(VENUE_SETTINGS_DEFAULTS.reservation_config);
    expect(fresh.guest_communication.default_notification_method).toBe('EMAIL');
    expect(fresh.charges.credit_card_collection_method).toBe('manually_enter');
    expect(fresh.updated_at).toBeNull();

    const internal = await asAdmin(
      'PUT',
      `${base()}/update-internal-terms-email/${ids.harbour}?outlet_id=7`,
      {
        reservation_summary_enabled: true,
        reservation_summary_times: ['08:00', '16:30'],
      },
    );
    expect(internal.status).toBe(200);
    expect((internal.body as { message: string }).message).toBe('Internal summary emails settings saved');
    await asAdmin('PUT', `${base()}/update-guest-communication/${ids.harbour}`, {
      default_notification_method: 'BOTH',
      reservation_reminder_timing: 4,
    });
    await asAdmin('PUT', `${base()}/update-reservation-config/${ids.harbour}`, {
      prevent_multiple_reservations: true,
      multiple_reservation_scope: 'same_day',
      required_fields: ['email'],
    });
    await asAdmin('PUT', `${base()}/update-charges/${ids.harbour}`, { default_gratuity_percentage: 12.5 });

    // A host reads them (the booking form follows them) but may not change them.
    const read = settingsOf(await asHost('GET', `${base()}/getall/${ids.harbour}`));
    expect(read.outlet_id).toBe(7);
    expect(read.internal_terms_email.reservation_summary_times).toEqual(['08:00', '16:30']);
    expect(read.guest_communication).toMatchObject({
      default_notification_method: 'BOTH',
      reservation_reminder_timing: 4,
    });
    expect(read.reservation_config).toMatchObject({
      prevent_multiple_reservations: true,
      multiple_reservation_scope: 'same_day',
      required_fields: ['email'],
      auto_assign_tables: true,
    });
    expect(read.charges.default_gratuity_percentage).toBe(12.5);
    expect(read.updated_at).not.toBeNull();
    expect(
      (await asHost('PUT', `${base()}/update-charges/${ids.harbour}`, { cost_options_display: false }))
        .status,
    ).toBe(403);

    // The whole-settings update; then delete returns to the defaults.
    const all = settingsOf(
      await asAdmin('PUT', `${base()}/update/${ids.harbour}`, {
        charges: { default_service_charge_percentage: 10 },
        reservation_config: { auto_assign_tables: false },
      }),
    );
    expect(all.charges.default_service_charge_percentage).toBe(10);
    expect(all.reservation_config.auto_assign_tables).toBe(false);
    const reset = settingsOf(await asAdmin('DELETE', `${base()}/delete/${ids.harbour}`));
    expect(reset.reservation_config).toEqual(VENUE_SETTINGS_DEFAULTS.reservation_config);
    expect(reset.charges).toEqual(VENUE_SETTINGS_DEFAULTS.charges);
  });

  it('refuses every §5 breach with its text, naming the field, and saves nothing', async () => {
    const before = settingsOf(await asAdmin('GET', `${base()}/getall/${ids.harbour}`));
    const refusals: [string, unknown, string, string][] = [
      [
        'internal-terms-email',
        { reservation_summary_enabled: true, reservation_summary_times: [] },
        'reservation_summary_times',
        VALIDATION_MESSAGES.reservationSummaryTimes,
      ],
      [
        'internal-terms-email',
        { feedback_summary_enabled: true, feedback_summary_time: null },
        'feedback_summary_time',
        VALIDATION_MESSAGES.feedbackSummaryTime,
      ],
      [
        'internal-terms-email',
        { reservation_summary_times: ['8am'] },
        'reservation_summary_times.0',
        VALIDATION_MESSAGES.invalidTime('8am'),
      ],
      [
        'guest-communication',
        { reservation_reminder_enabled: true, reservation_reminder_timing: null },
        'reservation_reminder_timing',
        VENUE_SETTINGS_RULES.reminderTiming,
      ],
      [
        'guest-communication',
        { default_notification_method: 'FAX' },
        'default_notification_method',
        'default_notification_method must be EMAIL, SMS or BOTH',
      ],
      [
        'reservation-config',
        { prevent_multiple_reservations: true, multiple_reservation_scope: null },
        'multiple_reservation_scope',
        VENUE_SETTINGS_RULES.scopeRequired,
      ],
      [
        'reservation-config',
        { required_fields: 'email' },
        'required_fields',
        VENUE_SETTINGS_RULES.requiredFieldsArray,
      ],
      [
        'charges',
        { default_gratuity_percentage: 101 },
        'default_gratuity_percentage',
        'default_gratuity_percentage must be a number from 0 to 100',
      ],
      [
        'charges',
        { credit_card_collection_method: 'cash' },
        'credit_card_collection_method',
        'credit_card_collection_method must be manually_enter, paylink, manually_enter_only or paylink_only',
      ],
    ];
    for (const [slug, body, field, text] of refusals) {
      const res = await asAdmin('PUT', `${base()}/update-${slug}/${ids.harbour}`, body);
      expect(res.status, `${slug} ${JSON.stringify(body)}`).toBe(422);
      const fieldErrors = errors(res);
      const key = Object.keys(fieldErrors).find((k) => k.endsWith(field));
      expect(key, JSON.stringify(fieldErrors)).toBeDefined();
      expect(fieldErrors[key ?? '']).toContain(text);
    }
    // The whole update is all or nothing: a good group beside a bad one is not saved either.
    const mixed = await asAdmin('PUT', `${base()}/update/${ids.harbour}`, {
      charges: { default_gratuity_percentage: 5 },
      internal_terms_email: { feedback_summary_enabled: true, feedback_summary_time: null },
    });
    expect(mixed.status).toBe(422);
    expect(errors(mixed)['internal_terms_email.feedback_summary_time']).toEqual([
      VALIDATION_MESSAGES.feedbackSummaryTime,
    ]);
    expect(settingsOf(await asAdmin('GET', `${base()}/getall/${ids.harbour}`))).toEqual(before);
  });

  it('validates a group merged onto the stored one, or as given', async () => {
    await asAdmin('PUT', `${base()}/update-internal-terms-email/${ids.harbour}`, {
      reservation_summary_enabled: false,
      reservation_summary_times: ['09:00'],
    });
    const merged = settingsValidationResultSchema.parse(
      data(
        await asAdmin('POST', `${base()}/validate`, {
          settings_type: 'internal_terms_email',
          settings_data: { reservation_summary_enabled: true },
        }),
      ),
    );
    expect(merged).toEqual({ valid: true, settings_type: 'internal_terms_email', errors: {} });
    const asGiven = settingsValidationResultSchema.parse(
      data(
        await asAdmin('POST', `${base()}/validate-settings-data`, {
          settings_type: 'internal_terms_email',
          settings_data: {
            reservation_summary_enabled: true,
            feedback_summary_enabled: false,
            reservation_summary_times: ['25:00'],
            feedback_summary_time: null,
            feedback_summary_secondary_time: null,
          },
        }),
      ),
    );
    expect(asGiven.valid).toBe(false);
    expect(asGiven.errors['reservation_summary_times.0']).toEqual([VALIDATION_MESSAGES.invalidTime('25:00')]);
    const unknownGroup = await asAdmin('POST', `${base()}/validate`, {
      settings_type: 'menus',
      settings_data: {},
    });
    expect(unknownGroup.status).toBe(422);
    expect(errors(unknownGroup).settings_type).toBeDefined();
  });

  it("keeps each restaurant's settings to itself", async () => {
    expect((await asQuay('GET', `${base()}/getall/${ids.harbour}`)).status).toBe(403);
    expect(
      (await asQuay('PUT', `${base()}/update-charges/${ids.harbour}`, { cost_options_display: false }))
        .status,
    ).toBe(403);
    const quay = settingsOf(await asQuay('GET', `${base()}/getall/${ids.quay}`));
    expect(quay.restaurant_id).toBe(ids.quay);
  });
});
