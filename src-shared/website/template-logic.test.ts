import { describe, expect, it } from 'vitest';
import type { WebsiteTemplate } from './template-calls.js';
import { compareTemplates, compatibility, componentNames, migrationMove } from './template-logic.js';
import { MIGRATION_STATES } from './website-schemas.js';

const template = (id: string, over: Partial<WebsiteTemplate> = {}) => ({
  id,
  template_name: id,
  template_version: '1.0.0',
  pricing_tier: 'BASIC',
  is_premium: false,
  features: [] as string[],
  template_components: [] as Record<string, unknown>[],
  default_config: {} as Record<string, unknown>,
  ...over,
});

describe('template comparison', () => {
  it('splits features and components and compares config key by key', () => {
    const a = template('a', {
      features: ['menu', 'gallery', 'reservations'],
      template_components: [{ name: 'header' }, { name: 'gallery' }, { type: 'x' }],
      default_config: { colors: { primary: '#111111', secondary: '#222222' }, layout: 'boxed' },
    });
    const b = template('b', {
      features: ['menu', 'events'],
      template_components: [{ name: 'header' }, { name: 'hero' }],
      default_config: { colors: { primary: '#111111', secondary: '#333333' } },
      is_premium: true,
    });
    const c = compareTemplates(a, b);
    expect(c.features).toEqual({ both: ['menu'], onlyA: ['gallery', 'reservations'], onlyB: ['events'] });
    expect(c.components).toEqual({ both: ['header'], onlyA: ['gallery'], onlyB: ['hero'] });
    expect(c.config).toEqual([
      { key: 'colors.primary', a: '#111111', b: '#111111', same: true },
      { key: 'colors.secondary', a: '#222222', b: '#333333', same: false },
      { key: 'layout', a: 'boxed', b: null, same: false },
    ]);
    expect(c.b.premium).toBe(true);
    expect(componentNames(a)).toEqual(['header', 'gallery']);
  });
});

describe('compatibility', () => {
  it('blocks on components the site uses that the target lacks, reports lost features', () => {
    const target = template('t', { features: ['menu'], template_components: [{ name: 'header' }] });
    const current = {
      template: template('c', { features: ['menu', 'gallery'] }),
      activeComponents: ['header', 'gallery', 'gallery'],
    };
    expect(compatibility(current, target)).toEqual({
      from_template_id: 'c',
      to_template_id: 't',
      compatible: false,
      missing_components: ['gallery'],
      missing_features: ['gallery'],
    });
    expect(compatibility(null, target)).toMatchObject({ compatible: true, from_template_id: null });
  });
});

describe('migration state machine', () => {
  it('allows exactly the legal moves', () => {
    const legal = new Set([
      'queued:start',
      'running:complete',
      'running:fail',
      'queued:cancel',
      'completed:rollback',
    ]);
    for (const state of MIGRATION_STATES)
      for (const action of ['start', 'complete', 'fail', 'cancel', 'rollback'] as const)
        expect(migrationMove(state, action).ok, `${state}:${action}`).toBe(legal.has(`${state}:${action}`));
    expect(migrationMove('completed', 'cancel')).toEqual({
      ok: false,
      reason: 'A completed migration cannot be cancelled; only a queued one can',
    });
    expect(migrationMove('rolled_back', 'rollback')).toMatchObject({
      ok: false,
      reason: 'A rolled back migration cannot be rolled back; only a completed one can',
    });
  });
});
