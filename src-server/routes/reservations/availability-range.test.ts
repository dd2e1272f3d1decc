// The availability questions' contracts (src-shared) bound a range as the engine does.
import { describe, expect, it } from 'vitest';
import { AVAILABILITY_MAX_RANGE_DAYS } from '../../../src-shared/reservations/availability-questions.js';
import { MAX_RANGE_DAYS } from '../../reservations/availability-service.js';

describe('availability range', () => {
  it('is bounded in the contract as in the engine', () => {
    expect(AVAILABILITY_MAX_RANGE_DAYS).toBe(MAX_RANGE_DAYS);
  });
});
