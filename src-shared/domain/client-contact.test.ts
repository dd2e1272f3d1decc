import { describe, expect, it } from 'vitest';
import { contactRefusal } from './client-contact.js';

const stored = { first_name: 'Ada', last_name: 'Lovelace', mobileNumber: '+44 20 7946 0000', email: '' };

describe('contactRefusal', () => {
  it('refuses an edit that leaves neither a mobile number nor an email, naming the client', () => {
    expect(contactRefusal(stored, { mobileNumber: '' })).toEqual({
      field: 'mobileNumber',
      reason: 'Client Ada Lovelace needs a mobile number or an email address',
    });
    expect(contactRefusal(stored, { mobileNumber: '  ', first_name: 'Augusta' })?.reason).toBe(
      'Client Augusta Lovelace needs a mobile number or an email address',
    );
  });

  it('accepts an edit that keeps either way of reaching the client', () => {
    expect(contactRefusal(stored, { first_name: 'Augusta' })).toBeNull();
    expect(contactRefusal(stored, { mobileNumber: '', email: 'ada@example.test' })).toBeNull();
    expect(contactRefusal({ ...stored, mobileNumber: '' }, { email: 'ada@example.test' })).toBeNull();
  });
});
