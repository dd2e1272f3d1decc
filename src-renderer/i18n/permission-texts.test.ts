// The roles screen translates a permission's description only when the server's text is the
// catalogue's English; this keeps the English copy in admin.en.ts equal to the catalogue, so a
// changed description cannot silently fall back to English in French (or go missing).
import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../src-shared/permissions.js';
import { adminEn } from './areas/admin.en.js';

describe('permission descriptions', () => {
  it('has the catalogue English for every permission, and nothing else', () => {
    const copy = adminEn.roles.permissions as Record<string, Record<string, string>>;
    const keys = Object.keys(PERMISSIONS).sort();
    const copied = Object.entries(copy)
      .flatMap(([area, verbs]) => Object.keys(verbs).map((verb) => `${area}.${verb}`))
      .sort();
    expect(copied).toEqual(keys);
    for (const [key, { description }] of Object.entries(PERMISSIONS)) {
      const [area = '', verb = ''] = key.split('.');
      expect(copy[area]?.[verb], key).toBe(description);
    }
  });
});
