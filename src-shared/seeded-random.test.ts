import { describe, expect, it } from 'vitest';
import { seededRandom } from './seeded-random.js';

describe('seededRandom', () => {
  it('gives mulberry32 for a seed: the same sequence on every run and machine', () => {
    const random = seededRandom(1);
    expect([random(), random()]).toEqual([0.6270739405881613, 0.002735721180215478]);
    const a = seededRandom(20_261_121);
    const b = seededRandom(20_261_121);
    const values = Array.from({ length: 1_000 }, () => a());
    expect(values).toEqual(Array.from({ length: 1_000 }, () => b()));
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
  });
});
