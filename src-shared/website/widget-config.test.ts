import { describe, expect, it } from 'vitest';
import {
  WIDGET_TYPES,
  defaultWidgetConfig,
  readWidgetConfig,
  reservationWidgetSchema,
} from './widget-config.js';

describe('widget config', () => {
  it('fills the spec defaults for every type', () => {
    for (const type of WIDGET_TYPES) {
      const config = defaultWidgetConfig(type);
      expect(config.theme.colors.primary).toBe('#3B82F6');
      expect(config.theme.colors.secondary).toBe('#6B7280');
      expect(config.theme.typography).toEqual({ headingFont: 'Inter', bodyFont: 'Inter' });
    }
    expect(defaultWidgetConfig('landingPage')).toMatchObject({ showHeader: true, showFooter: true });
  });

  it('refuses a bad colour and a reversed party range, naming the field', () => {
    const bad = reservationWidgetSchema.safeParse({
      theme: { colors: { primary: 'blue' } },
      partySize: { min: 6, max: 2 },
    });
    expect(bad.success).toBe(false);
    const issues = bad.error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toContainEqual(['theme.colors.primary', 'Primary colour must be a colour like #3B82F6']);
    expect(issues).toContainEqual([
      'partySize.max',
      'Smallest party cannot be larger than the largest party',
    ]);
  });

  it('reads an old config with new fields defaulted, and an unreadable one as the defaults', () => {
    expect(readWidgetConfig('reservation', { partySize: { min: 2, max: 10 } })).toMatchObject({
      valid: true,
      config: { partySize: { min: 2, max: 10 }, advanceDays: 60 },
    });
    expect(readWidgetConfig('reservation', { partySize: 'x' })).toEqual({
      valid: false,
      config: defaultWidgetConfig('reservation'),
    });
  });
});
