import { describe, expect, it } from 'vitest';
import { conciergePerkResource } from '../../src-shared/resources/availability-resources.js';
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

describe('fields that may be empty', () => {
  it('send an empty link or end date as null, and leave an unchanged one out of an edit', () => {
    const resource = conciergePerkResource as unknown as Resource;
    const values = {
      ...createDefaults(resource),
      name: 'Welcome drink',
      start_date: '2030-01-01',
      end_date: '',
      external_link: '',
    };
    const [created] = payloadsOf(resource, values, null);
    expect(created).toMatchObject({ end_date: null, external_link: null });
    expect(resource.create.safeParse(created).success).toBe(true);
    const row = { ...values, id: 'x', end_date: null, external_link: null };
    const [edit] = payloadsOf(resource, { ...values, name: 'Late drink' }, row);
    expect(edit).toEqual({ name: 'Late drink' });
  });
});
