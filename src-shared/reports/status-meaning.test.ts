import { describe, expect, it } from 'vitest';
import { DEMO_RESERVATION_STATUSES } from '../schemas/reservation-status.js';
import { isKeptStatus, statusMeaning } from './status-meaning.js';

describe('status meaning', () => {
  // Cancelled and No-show are read by name, whatever the case or spaces.
  it.each([
    ['Cancelled', 'cancelled'],
    [' CANCELED ', 'cancelled'],
    ['No-Show', 'noShow'],
    ['no show', 'noShow'],
    ['Cancelled by guest', 'kept'],
  ])('reads %j as %s', (name, meaning) => {
    expect(statusMeaning(name)).toBe(meaning);
  });

  it('keeps every demo status but Cancelled and No-show', () => {
    expect(
      DEMO_RESERVATION_STATUSES.filter((s) => isKeptStatus(s.reservation_Status_Name)).map(
        (s) => s.reservation_Status_Name,
      ),
    ).toEqual(['Booked', 'Confirmed', 'Late', 'Arrived', 'Seated', 'Completed']);
  });
});
