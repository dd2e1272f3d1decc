// The declared resources' words (resources.fields / columns / filters / messages) keep the
// declarations' English exactly: the English console shows the same texts with or without them.
import { describe, expect, it } from 'vitest';
import { resourceMessage } from '../../src-shared/resources/define-resource.js';
import { RESOURCES } from '../../src-shared/resources/registry.js';
import { english } from '../i18n/translate.js';
import { filterKey } from './list-state.js';

describe.each(RESOURCES.map((r) => [r.key, r] as const))('resource %s words', (key, resource) => {
  it('has the English of every field, column and filter label as declared', () => {
    for (const field of resource.form.fields) {
      expect(english(`resources.fields.${key}.${field.name}`)).toBe(field.label);
      if (field.description !== undefined)
        expect(english(`resources.fields.${key}.${field.name}_description`)).toBe(field.description);
    }
    for (const column of resource.form.columns)
      expect(english(`resources.columns.${key}.${column.key}`)).toBe(column.label);
    for (const filter of resource.form.filters)
      expect(english(`resources.filters.${key}.${filterKey(filter)}`)).toBe(filter.label);
  });

  it('has the English of its success messages as resourceMessage writes them', () => {
    for (const op of ['create', 'update', 'remove'] as const)
      expect(english(`resources.messages.${key}.${op}`, { title: 'T4' })).toBe(
        resourceMessage(resource, op, 'T4'),
      );
    expect(english(`resources.messages.${key}.createMany`, { n: 3 })).toBe(
      `3 ${resource.plural} ${resource.verbs.create}`,
    );
    expect(english(`resources.messages.${key}.removeMany`, { n: 3 })).toBe(
      `3 ${resource.plural} ${resource.verbs.remove}`,
    );
  });
});

describe('declared select choices', () => {
  it('keep the English of every option label as declared', () => {
    for (const resource of RESOURCES)
      for (const field of resource.form.fields)
        if (field.kind === 'select' || field.kind === 'multiselect')
          for (const option of field.options)
            expect(english(`resources.options.${resource.key}.${field.name}.${option.value}`)).toBe(
              option.label,
            );
  });
});
