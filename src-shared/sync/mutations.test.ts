// Every declared offline mutation is complete: an args schema, a permission from the catalogue, a
// mirrored entity, an action and a refusal text. Its two applies are checked beside them:
// src-main/sync/local-mutators.test.ts (terminal) and src-server/sync/push-handlers.test.ts (server).
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isPermission } from '../permissions.js';
import { RESOURCES } from '../resources/registry.js';
import { DECLARED_ROW_MUTATIONS, MUTATION_DECLARATIONS, MUTATION_NAMES, MUTATIONS } from './mutations.js';
import { MIRRORED_ENTITIES } from './protocol.js';

const facts = { reason: 'a reason', taken: true, tables: 'T4', tableNow: 'T5', statusNow: 'Booked' };

describe('mutation declarations', () => {
  it('declares the booking, guest and client mutations', () => {
    expect(MUTATION_NAMES).toEqual(
      expect.arrayContaining(['reservation.create', 'reservation.update', 'guest.checkIn', 'client.update']),
    );
  });

  it.each(MUTATION_NAMES)(
    '%s has an args schema, a permission, an entity, an action and a refusal',
    (name) => {
      const declaration = MUTATION_DECLARATIONS[name] as unknown as Record<string, unknown>;
      expect(declaration.args, `${name} lacks an args schema`).toBeInstanceOf(z.ZodType);
      expect(MUTATIONS[name], `${name} args are not the protocol's`).toBe(declaration.args);
      // Null: any member may, on their own rows (a staff message opened); else one of the catalogue.
      expect(
        declaration.permission === null ||
          (typeof declaration.permission === 'string' && isPermission(declaration.permission)),
        `${name} lacks a permission from the catalogue`,
      ).toBe(true);
      expect(MIRRORED_ENTITIES as readonly unknown[], `${name} lacks a mirrored entity`).toContain(
        declaration.entity,
      );
      expect(
        typeof declaration.action === 'string' && declaration.action.trim().length > 0,
        `${name} lacks an action`,
      ).toBe(true);
      expect(typeof declaration.refused, `${name} lacks a refusal text`).toBe('function');
      expect(MUTATION_DECLARATIONS[name].refused(facts)).toMatch(/\S/);
    },
  );

  it("takes the mutations declared on mirrored resources, each name once, on the resource's mirror", () => {
    const names = DECLARED_ROW_MUTATIONS.map((d) => d.name);
    expect(new Set(names).size, 'two resources declare one mutation name').toBe(names.length);
    expect(names).toContain('room.setStatus');
    expect(MUTATION_DECLARATIONS['room.setStatus'].entity).toBe('rooms');
    for (const { name, entity } of DECLARED_ROW_MUTATIONS)
      expect(RESOURCES.find((r) => Object.hasOwn(r.mutations, name))?.mirror).toBe(entity);
  });

  it("lists every mirrored entity once, the declared resources' mirrors among them", () => {
    expect(new Set(MIRRORED_ENTITIES).size).toBe(MIRRORED_ENTITIES.length);
    for (const { mirror } of RESOURCES) if (mirror !== null) expect(MIRRORED_ENTITIES).toContain(mirror);
  });
});
