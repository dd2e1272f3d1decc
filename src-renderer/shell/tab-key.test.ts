import { describe, expect, it } from 'vitest';
import { labelOfTabKey, tabKey } from './tab-key.js';

describe('tab keys', () => {
  it('hold no whitespace and map back to their label', () => {
    const labels = ['Venue Settings', 'Internal Terms Email', 'Tax'] as const;
    for (const l of labels) {
      expect(tabKey(l)).not.toMatch(/\s/);
      expect(labelOfTabKey(labels, tabKey(l))).toBe(l);
    }
    expect(labelOfTabKey(labels, 'Venue Settings')).toBeUndefined();
    expect(labelOfTabKey(labels, null)).toBeUndefined();
  });
});
