import { describe, expect, it } from 'vitest';
import { arrivalOf } from './arrival.js';

describe('arrival of a status', () => {
  it('knows Arrived and Seated by name, whatever their case and spaces', () => {
    expect(arrivalOf('Arrived')).toBe('arrived');
    expect(arrivalOf(' arrived ')).toBe('arrived');
    expect(arrivalOf('SEATED')).toBe('seated');
  });

  it('says nothing of parties still to come or gone', () => {
    for (const name of ['Booked', 'Confirmed', 'Late', 'Completed', 'No-show', 'Arrived late', ''])
      expect(arrivalOf(name)).toBeNull();
  });
});
