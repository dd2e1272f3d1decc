// The terminal's half of the mutation declarations: every declared mutation has an optimistic
// apply on an overlay entity, and nothing undeclared is applied.
import { describe, expect, it } from 'vitest';
import { MUTATION_DECLARATIONS, MUTATION_NAMES } from '../../src-shared/sync/mutations.js';
import { OVERLAY_ENTITIES } from '../mirror/mirror-store.js';
import { applyLocalMutation, ENTITY_OF_MUTATION, LOCAL_MUTATORS } from './local-mutators.js';
import { LocalMutationError, type MutatorState } from './mutator-state.js';
import { serverClient } from './sync-test-fixtures.js';

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

describe('client.update on the terminal', () => {
  const client = serverClient('0190a000-0000-7000-8000-000000000001', {
    restaurant_id: 1,
    first_name: 'Ada',
    last_name: 'Lovelace',
    mobileNumber: '+44 20 7946 0000',
    email: '',
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  });
  const state = {
    restaurantId: 1,
    timeZone: 'UTC',
    now: new Date('2026-02-01T10:00:00.000Z'),
    client: (id: string) => (id === client.id ? client : null),
  } as unknown as MutatorState;

  it('edits the contact details offline', () => {
    const effect = applyLocalMutation(state, 'client.update', {
      id: client.id,
      patch: { first_name: 'Augusta', email: 'ada@example.test', mobileNumber: '' },
    });
    expect(effect.row).toMatchObject({ first_name: 'Augusta', email: 'ada@example.test', mobileNumber: '' });
  });

  it("refuses, with the server's words, an edit that leaves no way to reach the client", () => {
    const run = () =>
      applyLocalMutation(state, 'client.update', { id: client.id, patch: { mobileNumber: '' } });
    expect(run).toThrow(LocalMutationError);
    expect(run).toThrow('Client Ada Lovelace needs a mobile number or an email address');
  });
});
