import { describe, expect, it } from 'vitest';
import { createAccessRuleSchema, updateAccessRuleSchema } from './access-rule.js';

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('access rule', () => {
  it("fills the whole nested structure with 'default' sub-settings", () => {
    const rule = createAccessRuleSchema.parse({ name: 'Terrace summer', start_date: '2026-06-01' });
    expect(rule.time_config).toEqual({
      time1: null,
      time2: null,
      firstReservation: null,
      lastReservation: null,
    });
    const subSettings = [...Object.values(rule.basic_settings), ...Object.values(rule.additional_settings)];
    expect(subSettings).toHaveLength(16);
    for (const sub of subSettings) expect(sub.setting).toBe('default');
    expect(rule).toMatchObject({ status: 'active', priority: 1, end_indefinite: true, shift_ids: [] });
    expect(rule.additional_settings.pacing).toEqual({
      setting: 'default',
      max_limit: null,
      reservation_or_cover: 'cover',
    });
  });

  it('keeps custom values and checks their ranges', () => {
    const rule = createAccessRuleSchema.parse({
      name: 'Big tables',
      start_date: '2026-06-01',
      basic_settings: { party_size: { setting: 'custom', min_guest: 6, max_guest: 12 } },
      additional_settings: { booking_window: { setting: 'custom', start: { value: 30, unit: 'days' } } },
    });
    expect(rule.basic_settings.party_size).toEqual({ setting: 'custom', min_guest: 6, max_guest: 12 });
    expect(rule.additional_settings.booking_window).toEqual({
      setting: 'custom',
      start: { value: 30, unit: 'days' },
      end: null,
    });
    expect(
      messages(
        createAccessRuleSchema.safeParse({
          name: 'x',
          start_date: '2026-06-01',
          basic_settings: { party_size: { min_guest: 8, max_guest: 2 } },
        }),
      ),
    ).toEqual(['Minimum guests cannot exceed maximum guests']);
    expect(
      messages(
        createAccessRuleSchema.safeParse({
          name: 'x',
          start_date: '2026-06-01',
          additional_settings: { pacing: { setting: 'sometimes' } },
        }),
      ),
    ).toEqual(["Setting must be 'default' or 'custom'"]);
  });

  it('checks the date range', () => {
    expect(
      messages(
        createAccessRuleSchema.safeParse({
          name: 'x',
          start_date: '2026-06-10',
          end_date: '2026-06-01',
          end_indefinite: false,
        }),
      ),
    ).toEqual(['End date cannot be before start date']);
    expect(
      messages(
        createAccessRuleSchema.safeParse({ name: 'x', start_date: '2026-06-10', end_indefinite: false }),
      ),
    ).toEqual(['Choose an end date or mark the rule as indefinite']);
    expect(messages(updateAccessRuleSchema.safeParse({}))).toEqual(['Nothing to update']);
  });
});
