import { describe, expect, it } from 'vitest';
import { seatingAreaResource } from '../../src-shared/resources/registry.js';
import type { Resource } from '../../src-shared/resources/define-resource.js';
import { createDefaults, payloadsOf } from './use-resource-form.js';

describe('create form defaults', () => {
  it('take each field default from the create schema, even when the schema has required fields', () => {
    const defaults = createDefaults(seatingAreaResource);
    expect(defaults).toMatchObject({ abbreviation: '', sa_order: 0, status: 1 });
    expect(defaults).not.toHaveProperty('name');
  });

  it('an empty number on create is left to the schema, so a name alone creates a seating area', () => {
    const resource = seatingAreaResource as unknown as Resource;
    const [payload] = payloadsOf(
      resource,
      { name: 'Garden', abbreviation: '', sa_order: '', status: 1 },
      null,
    );
    expect(payload).toEqual({ name: 'Garden', abbreviation: '', status: 1 });
    expect(resource.create.safeParse(payload).success).toBe(true);
  });
});
