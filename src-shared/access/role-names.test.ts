import { describe, expect, it } from 'vitest';
import { ROLE_NAMES } from '../constants.js';
import { ROLE_DISPLAY_NAMES, roleDisplayName } from './role-names.js';

const IDENTIFIER = /[A-Za-z0-9]_[A-Za-z0-9]/;

describe('roleDisplayName', () => {
  it('gives every built-in role an English and a French name without underscores', () => {
    for (const role of ROLE_NAMES) {
      for (const lang of ['en', 'fr'] as const) {
        const name = roleDisplayName(role, lang);
        expect(name).toBe(ROLE_DISPLAY_NAMES[role][lang]);
        expect(name).not.toMatch(IDENTIFIER);
      }
    }
  });

  it('names the internal admin role in words', () => {
    expect(roleDisplayName('Table_Management_Admin_User')).toBe('Table management administrator');
    expect(roleDisplayName('Table_Management_Admin_User', 'fr')).toBe('Administrateur des tables');
    expect(roleDisplayName('host', 'fr-FR')).toBe('Hôte');
  });

  it("reads a restaurant's own role as words", () => {
    expect(roleDisplayName('floor_lead')).toBe('Floor lead');
    expect(roleDisplayName('Sommelier')).toBe('Sommelier');
  });
});
