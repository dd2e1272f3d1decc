// The server's half of the mutation declarations: every declared mutation has a push handler and
// a permission some role holds (else it could never be pushed), and nothing undeclared is handled.
import { describe, expect, it } from 'vitest';
import { MUTATION_DECLARATIONS, MUTATION_NAMES } from '../../src-shared/sync/mutations.js';
import { ROLE_GRANTS } from '../auth/permission-catalogue.js';
import { DOMAIN_PUSH_HANDLERS } from './push-service.js';

describe('push handlers', () => {
  it.each(MUTATION_NAMES)('%s has a server apply and a permission some role holds', (name) => {
    expect(
      typeof (DOMAIN_PUSH_HANDLERS as Record<string, unknown>)[name],
      `${name} lacks a server apply`,
    ).toBe('function');
    const { permission } = MUTATION_DECLARATIONS[name];
    // No permission: any member may (their own rows).
    if (permission === null) return;
    expect(
      Object.values(ROLE_GRANTS).some((grants) => grants.includes(permission)),
      `no role holds ${permission}, so ${name} could never be pushed`,
    ).toBe(true);
  });

  it('handles nothing that is not declared', () => {
    expect(Object.keys(DOMAIN_PUSH_HANDLERS).sort()).toEqual([...MUTATION_NAMES].sort());
  });
});
