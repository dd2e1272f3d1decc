import { describe, expect, it } from 'vitest';
import { accessRuleSchema, createAccessRuleSchema } from '../../../src-shared/schemas/access-rule.js';
import { english } from '../../i18n/translate.js';
import * as model from './access-rule-model.js';

const { formErrorsOf, RULE_SECTIONS, ruleFormValues, rulePatch, rulePayload } = model;
const { sectionErrors, sectionMode, withSectionMode } = model;

const stored = accessRuleSchema.parse({
  ...createAccessRuleSchema.parse({
    name: 'Terrace late',
    start_date: '2026-06-01',
    time_config: { time1: '20:00', time2: '23:00' },
    basic_settings: { party_size: { setting: 'custom', min_guest: 6, max_guest: null } },
    additional_settings: { pacing: { setting: 'default', max_limit: 12 } },
  }),
  id: '0190a5f2-0000-7000-8000-000000000001',
  restaurant_id: 1,
  created_at: '2026-05-01T10:00:00.000Z',
  updated_at: '2026-05-01T10:00:00.000Z',
  created_by: 'Ada',
  updated_by: 'Ada',
});

describe('access rule form sections', () => {
  it('cover the time config and all 16 sub-settings of spec §3, once each', () => {
    expect(RULE_SECTIONS).toHaveLength(17);
    expect(new Set(RULE_SECTIONS.map((s) => s.path)).size).toBe(17);
    const values = ruleFormValues(null, '2026-06-01');
    const subs = [...Object.keys(values.basic_settings), ...Object.keys(values.additional_settings)];
    expect(RULE_SECTIONS.filter((s) => s.path !== 'time_config').map((s) => s.path.split('.')[1])).toEqual(
      expect.arrayContaining(subs),
    );
  });

  it('start a new rule with every section default, and its payload is a valid create', () => {
    const values = { ...ruleFormValues(null, '2026-06-01'), name: 'Brunch' };
    for (const section of RULE_SECTIONS) expect(sectionMode(values, section.path)).toBe('default');
    const payload = rulePayload(values);
    expect(payload.description).toBeNull();
    expect(createAccessRuleSchema.safeParse(payload).success).toBe(true);
  });

  it('read a stored rule: a time config with a bound is custom, sub-settings keep their setting', () => {
    const values = ruleFormValues(stored, '2030-01-01');
    expect(sectionMode(values, 'time_config')).toBe('custom');
    expect(sectionMode(values, 'basic_settings.party_size')).toBe('custom');
    expect(sectionMode(values, 'additional_settings.pacing')).toBe('default');
    expect(values.additional_settings.pacing.max_limit).toBe(12);
  });

  it('switch a section to default and back without losing its values', () => {
    const values = ruleFormValues(stored, '2030-01-01');
    const off = withSectionMode(values, 'basic_settings.party_size', 'default');
    expect(off.basic_settings.party_size).toEqual({ setting: 'default', min_guest: 6, max_guest: null });
    expect(rulePayload(off).basic_settings.party_size.setting).toBe('default');
    const on = withSectionMode(off, 'basic_settings.party_size', 'custom');
    expect(on.basic_settings.party_size).toEqual(stored.basic_settings.party_size);
    expect(values.basic_settings.party_size.setting).toBe('custom');
  });

  it('send a default time config as no bounds, and keep the bounds in the form for a switch back', () => {
    const off = withSectionMode(ruleFormValues(stored, '2030-01-01'), 'time_config', 'default');
    expect(rulePayload(off).time_config).toEqual({
      time1: null,
      time2: null,
      firstReservation: null,
      lastReservation: null,
    });
    expect(off.time_config.time1).toBe('20:00');
    expect(rulePayload(withSectionMode(off, 'time_config', 'custom')).time_config.time1).toBe('20:00');
  });

  it('send in an edit only what changed: nothing for an untouched rule, a whole group for a section', () => {
    const values = ruleFormValues(stored, '2030-01-01');
    expect(rulePatch(values, stored)).toEqual({});
    const patch = rulePatch(withSectionMode(values, 'additional_settings.pacing', 'custom'), stored);
    expect(Object.keys(patch)).toEqual(['additional_settings']);
    expect(patch.additional_settings?.pacing).toEqual({
      setting: 'custom',
      max_limit: 12,
      reservation_or_cover: 'cover',
    });
    expect(rulePatch(withSectionMode(values, 'time_config', 'default'), stored)).toHaveProperty(
      'time_config',
    );
  });

  it("gather a section's errors, and put a server message about a list item on the list's field", () => {
    const errors = {
      'basic_settings.party_size.min_guest': 'Minimum guests cannot exceed maximum guests',
      'basic_settings.party_size_extra': 'not this one',
      name: 'Rule name is required',
    };
    expect(sectionErrors(errors, 'basic_settings.party_size')).toEqual([
      'Minimum guests cannot exceed maximum guests',
    ]);
    expect(
      formErrorsOf({
        'basic_settings.seating_area_table.seating_area.0': ['Seating area x is not one of yours'],
        'additional_settings.custom_pacing.slots.1.time': ['Time must be HH:MM'],
        name: ['Rule name is required', 'second'],
      }),
    ).toEqual({
      'basic_settings.seating_area_table.seating_area': 'Seating area x is not one of yours',
      'additional_settings.custom_pacing.slots': 'Time must be HH:MM',
      name: 'Rule name is required',
    });
  });
});

describe('access rule sections in the console language', () => {
  it('finds every section in the translations, in the same English the model keeps', () => {
    const keys = RULE_SECTIONS.map((s) => model.sectionKey(s.path));
    expect(new Set(keys).size).toBe(RULE_SECTIONS.length);
    for (const section of RULE_SECTIONS) {
      const key = `availability.sections.${model.sectionKey(section.path)}`;
      expect(english(`${key}.title`)).toBe(section.title);
      expect(english(`${key}.hint`)).toBe(section.hint);
    }
  });
});
