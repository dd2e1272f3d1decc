// reconcile: a reload keeps the identity of every unchanged part, and answers data equal to the new one.
import { describe, expect, it } from 'vitest';
import { reconcile } from './reconcile.js';

const row = (id: string, status: string) => ({ id, status, tables: [`t-${id}`], meta: { n: 1 } });

describe('reconcile', () => {
  it('answers the held data itself when the new answer is equal', () => {
    const prev = { rows: [row('a', 'Booked'), row('b', 'Seated')], count: 2 };
    const next = structuredClone(prev);
    expect(reconcile(prev, next)).toBe(prev);
  });

  it('keeps unchanged rows and gives the changed one its new value', () => {
    const prev = [row('a', 'Booked'), row('b', 'Booked'), row('c', 'Booked')];
    const next = structuredClone(prev);
    next[1]!.status = 'Seated';
    const out = reconcile(prev, next);
    expect(out).not.toBe(prev);
    expect(out).toEqual(next);
    expect(out[0]).toBe(prev[0]);
    expect(out[2]).toBe(prev[2]);
    expect(out[1]).not.toBe(prev[1]);
    // The changed row's unchanged parts are shared too.
    expect(out[1]!.tables).toBe(prev[1]!.tables);
  });

  it('matches rows by id when the list reorders, grows or shrinks', () => {
    const prev = [row('a', 'Booked'), row('b', 'Booked')];
    const next = [structuredClone(prev[1]!), row('z', 'New')];
    const out = reconcile(prev, next);
    expect(out).toEqual(next);
    expect(out[0]).toBe(prev[1]);
    expect(reconcile(prev, [structuredClone(prev[0]!)])).toEqual([prev[0]]);
    expect(reconcile(prev, [structuredClone(prev[0]!)])[0]).toBe(prev[0]);
  });

  it('sees removed and added keys, nulls and non-plain values as changes', () => {
    expect(reconcile({ a: 1, b: 2 }, { a: 1 })).toEqual({ a: 1 });
    expect(reconcile({ a: 1 }, { a: 1, b: undefined })).toEqual({ a: 1, b: undefined });
    expect(reconcile({ a: null as null | { x: number } }, { a: { x: 1 } })).toEqual({ a: { x: 1 } });
    const d1 = new Date(0);
    const d2 = new Date(0);
    expect(reconcile({ d: d1 }, { d: d2 }).d).toBe(d2);
    expect(reconcile([1, 2, 3], [1, 2])).toEqual([1, 2]);
    expect(reconcile(Number.NaN, Number.NaN)).toBeNaN();
  });
});
