// The terminal's half of the mutation declarations: every declared mutation has an optimistic
// apply on an overlay entity, and nothing undeclared is applied.
import { describe, expect, it } from 'vitest';
import { MUTATION_DECLARATIONS, MUTATION_NAMES } from '../../src-shared/sync/mutations.js';
import { OVERLAY_ENTITIES } from '../mirror/mirror-store.js';
import { ENTITY_OF_MUTATION, LOCAL_MUTATORS } from './local-mutators.js';

describe('local mutators', () => {
  it.each(MUTATION_NAMES)('%s has a local apply on an overlay entity', (name) => {
    expect(typeof (LOCAL_MUTATORS as Record<string, unknown>)[name], `${name} lacks a local apply`).toBe(
      'function',
    );
    expect(OVERLAY_ENTITIES as readonly string[]).toContain(MUTATION_DECLARATIONS[name].entity);
    expect(ENTITY_OF_MUTATION[name]).toBe(MUTATION_DECLARATIONS[name].entity);
  });

  it('applies nothing that is not declared', () => {
    expect(Object.keys(LOCAL_MUTATORS).sort()).toEqual([...MUTATION_NAMES].sort());
  });
});
