import { describe, expect, it } from 'vitest';
import { DEMO_RESERVATION_STATUSES } from '../schemas/reservation-status.js';
import { isKeptStatus, statusMeaning } from './status-meaning.js';

describe('status meaning', () => {
  it('reads Cancelled and No-show by name, whatever the case or spaces', () => {
    expect(statusMeaning('Cancelled')).toBe('cancelled');
    expect(statusMeaning(' CANCELED ')).toBe('cancelled');
    expect(statusMeaning('No-Show')).toBe('noShow');
    expect(statusMeaning('no show')).toBe('noShow');
    expect(statusMeaning('Cancelled by guest')).toBe('kept');
  });

  it('keeps every demo status but Cancelled and No-show', () => {
    expect(
      DEMO_RESERVATION_STATUSES.filter((s) => isKeptStatus(s.reservation_Status_Name)).map(
        (s) => s.reservation_Status_Name,
      ),
    ).toEqual(['Booked', 'Confirmed', 'Late', 'Arrived', 'Seated', 'Completed']);
  });
});
