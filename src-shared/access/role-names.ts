// The names people read for roles (issue 29: no internal names on screen). Stored role type names
// stay as they are (they are in console URLs and in the server's checks); screens show these. A
// restaurant's own role (`floor_lead`, a clone of a template) reads as words: "Floor lead".
import type { RoleName } from '../constants.js';

export type RoleNameLanguage = 'en' | 'fr';

export const ROLE_DISPLAY_NAMES: Record<RoleName, Record<RoleNameLanguage, string>> = {
  super_admin: { en: 'Super administrator', fr: 'Super-administrateur' },
  admin: { en: 'Administrator', fr: 'Administrateur' },
  Table_Management_Admin_User: { en: 'Table management administrator', fr: 'Administrateur des tables' },
  manager: { en: 'Manager', fr: 'Responsable' },
  host: { en: 'Host', fr: 'Hôte' },
};

/** `floor_lead` → "Floor lead"; a name already in words is kept. */
function inWords(name: string): string {
  const words = name.replace(/_+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The name a person reads for a stored role name, in English or French (default English). */
export function roleDisplayName(role: string, language: string = 'en'): string {
  const lang: RoleNameLanguage = language.startsWith('fr') ? 'fr' : 'en';
  const known = Object.hasOwn(ROLE_DISPLAY_NAMES, role) ? ROLE_DISPLAY_NAMES[role as RoleName] : undefined;
  return known ? known[lang] : inWords(role);
}
