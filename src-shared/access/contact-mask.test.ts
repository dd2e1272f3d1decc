import { describe, expect, it } from 'vitest';
import { CONTACT_MASK, maskContacts, withoutMaskedContacts } from './contact-mask.js';

describe('guest contact masking', () => {
  it('masks email and mobile number of guest-shaped objects at any depth, leaving others alone', () => {
    const payload = {
      success: true,
      data: [
        { first_name: 'Ada', email: 'ada@example.com', mobileNumber: '+44 7700 900123', notes: 'x' },
        { first_name: 'Bob', email: '', mobileNumber: '' },
      ],
      user: { email: 'admin@harbour.test', first_name: 'Admin' },
    };
    const masked = maskContacts(payload);
    expect(masked.data[0]).toEqual({
      first_name: 'Ada',
      email: CONTACT_MASK,
      mobileNumber: CONTACT_MASK,
      notes: 'x',
    });
    expect(masked.data[1]).toEqual({ first_name: 'Bob', email: '', mobileNumber: '' });
    expect(masked.user.email).toBe('admin@harbour.test');
    expect(payload.data[0]?.email).toBe('ada@example.com');
  });

  it('treats a masked value sent back as unchanged', () => {
    expect(withoutMaskedContacts({ email: CONTACT_MASK, mobileNumber: '123', first_name: 'A' })).toEqual({
      mobileNumber: '123',
      first_name: 'A',
    });
  });
});
