import { describe, expect, it } from 'vitest';
import { referenceError } from './db-errors.js';
import { findNul } from './input-guards.js';

describe('input guards', () => {
  it('finds a NUL in nested strings and keys, and nothing in clean input', () => {
    expect(findNul({ a: 'x', items: [{ name: 'ok' }, { name: 'b\u0000d' }] })).toEqual([
      'items',
      '1',
      'name',
    ]);
    expect(findNul({ 'k\u0000': 1 })).toEqual(['k\\0']);
    expect(findNul('x\u0000')).toEqual([]);
    expect(findNul({ a: 'x', n: 1, b: [true, null], buf: Buffer.from([0]) })).toBeNull();
    const cyclic: Record<string, unknown> = { a: 'x' };
    cyclic.self = cyclic;
    expect(findNul(cyclic)).toBeNull();
  });
  it('maps PostgreSQL 22021 and 22P05 (behind a query error) to a 422 naming the column', () => {
    for (const code of ['22021', '22P05']) {
      const error = new Error('Failed query', {
        cause: Object.assign(new Error('bad'), { code, column: 'notes' }),
      });
      const mapped = referenceError(error);
      expect(mapped?.statusCode).toBe(422);
      expect(mapped?.errors).toHaveProperty('notes');
    }
  });
});
