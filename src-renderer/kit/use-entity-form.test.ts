import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { mountHook, type HookHarness } from '../data/hook-harness.js';
import { schemaErrors, useEntityForm, type EntityForm } from './use-entity-form.js';

const schema = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  seats: z.number().int().min(1, 'Seats must be at least 1'),
});
type Values = { name: string; seats: number };

let harness: HookHarness<EntityForm<Values>, null> | null = null;
afterEach(async () => {
  await harness?.unmount();
  harness = null;
});

describe('useEntityForm', () => {
  it("names each invalid field with the schema's reason", () => {
    expect(schemaErrors(schema, { name: ' ', seats: 0 })).toEqual({
      name: 'Name is required',
      seats: 'Seats must be at least 1',
    });
    expect(schemaErrors(schema, { name: 'T1', seats: 2 })).toEqual({});
  });

  it('validates through the schema and puts a refusal back on the fields it names', async () => {
    harness = mountHook(() => useEntityForm<Values>(schema, { name: '', seats: 2 }), null);
    const h = harness;
    await h.act(() => {
      h.current().validate();
    });
    expect(h.current().errors).toEqual({ name: 'Name is required' });
    let message = '';
    await h.act(() => {
      message = h.current().refuse({ message: 'Refused', errors: { seats: ['Too many seats'] } });
    });
    expect(message).toBe('Refused');
    expect(h.current().errors).toEqual({ seats: 'Too many seats' });
  });
});
