// Issue 29 §7: the audit trail names a record by its person or thing, never by its id.
import { describe, expect, it } from 'vitest';
import { CONTACT_MASK } from '../access/contact-mask.js';
import { auditSubject } from './audit-subject.js';

const booking = {
  id: '0193a6d2-7c1e-7b4f-9a55-2f6a1c0e9d11',
  first_name: 'Ada',
  last_name: 'Lovelace',
  mobileNumber: '+447700900123',
  date: '2025-03-01',
  time: '19:30',
  table_number: 'T4',
};

describe('auditSubject', () => {
  it('names a reservation by its guest, day and time', () => {
    expect(auditSubject(null, booking)).toEqual({ name: 'Ada Lovelace', date: '2025-03-01', time: '19:30' });
  });
  it('reads a deleted row from before the change, an update from after it', () => {
    expect(auditSubject(booking, null)?.name).toBe('Ada Lovelace');
    expect(auditSubject(booking, { ...booking, last_name: 'King' })?.name).toBe('Ada King');
  });
  it('names a client, a staff member and things by their names', () => {
    expect(
      auditSubject(null, { id: 'c1', first_name: 'Grace', last_name: 'Hopper', mobileNumber: '' }),
    ).toEqual({
      name: 'Grace Hopper',
      date: null,
      time: null,
    });
    expect(auditSubject(null, { id: 7, firstName: 'Hugo', lastName: 'Host' })?.name).toBe('Hugo Host');
    expect(auditSubject(null, { id: 't9', name: 'T9', seats: 4 })?.name).toBe('T9');
    expect(auditSubject(null, { id: 'p1', name: 'Lobster bisque', price: 850 })?.name).toBe('Lobster bisque');
    expect(auditSubject(null, { user_id: 12, user_name: 'Mia Manager', role: 'Host' })?.name).toBe(
      'Mia Manager',
    );
  });
  it('names a blackout date by its day', () => {
    expect(auditSubject(null, { id: 'b1', date: '2026-12-25', shift_id: null, reason: '' })).toEqual({
      name: null,
      date: '2026-12-25',
      time: null,
    });
  });
  it('names no guest whose name the reader may not see, and keeps the booking day and time', () => {
    const masked = { ...booking, first_name: CONTACT_MASK, last_name: CONTACT_MASK };
    expect(auditSubject(null, masked)).toEqual({ name: null, date: '2025-03-01', time: '19:30' });
  });
  it('answers null for a row that names nothing (a venue setting) or is not a row', () => {
    expect(auditSubject(null, { restaurant_id: 3, closing_hours: 4 })).toBeNull();
    expect(auditSubject(null, null)).toBeNull();
    expect(auditSubject('x', [1, 2])).toBeNull();
  });
});
