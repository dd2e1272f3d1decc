import { describe, expect, it } from 'vitest';
import { guestFlags, hasFlags } from './guest-flags.js';

const labels = (...names: string[]) => names.map((label) => ({ label }));

describe('guestFlags', () => {
  it('merges the booking and its client, case-insensitively, the booking first', () => {
    const flags = guestFlags(
      { allergens: labels('Peanuts'), client_tags: labels('Regular') },
      { allergens: labels('peanuts', 'Shellfish'), restrictions: labels('Vegan'), tags: labels('vip') },
    );
    expect(flags).toEqual({ allergies: ['Peanuts', 'Shellfish'], dietary: ['Vegan'], vip: true });
    expect(hasFlags(flags)).toBe(true);
  });
  it('reads a booking without a client, VIP from its own tags', () => {
    expect(guestFlags({ allergens: [], client_tags: labels('VIP') }, null)).toEqual({
      allergies: [],
      dietary: [],
      vip: true,
    });
  });
  it('has no flags for a plain guest', () => {
    const flags = guestFlags(
      { allergens: [], client_tags: labels('Birthday') },
      { allergens: [], restrictions: [], tags: labels('Regular') },
    );
    expect(hasFlags(flags)).toBe(false);
  });
});
