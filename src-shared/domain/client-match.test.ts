import { describe, expect, it } from 'vitest';
import { findClientMatch, normaliseEmail, normalisePhone, phoneTail, samePhone } from './client-match.js';

const client = (id: string, mobileNumber: string, email = '') => ({ id, mobileNumber, email });

describe('normalisePhone', () => {
  it('keeps the digits, and a leading + or 00 as the international mark', () => {
    expect(normalisePhone(' 06 12-34 (56) 78 ')).toBe('0612345678');
    expect(normalisePhone('+33 6 12 34 56 78')).toBe('+33612345678');
    expect(normalisePhone('0033 6 12 34 56 78')).toBe('+33612345678');
    expect(normalisePhone('')).toBe('');
    expect(normalisePhone('+')).toBe('');
  });
});

describe('normaliseEmail', () => {
  it('trims and lower-cases', () => {
    expect(normaliseEmail('  Rosa.Diaz@Example.COM ')).toBe('rosa.diaz@example.com');
  });
});

describe('samePhone', () => {
  it('matches the same digits however they are spaced', () => {
    expect(samePhone('0612345678', '06 12 34 56 78')).toBe(true);
    expect(samePhone('+44 7700 900123', '+447700900123')).toBe(true);
  });
  it('matches an international number with its national form (trunk 0 or none)', () => {
    expect(samePhone('+33 6 12 34 56 78', '06 12 34 56 78')).toBe(true);
    expect(samePhone('0033612345678', '0612345678')).toBe(true);
    expect(samePhone('+1 555 123 4567', '555-123-4567')).toBe(true);
  });
  it('refuses other numbers, too-short numbers and empty ones', () => {
    expect(samePhone('0612345678', '0612345679')).toBe(false);
    expect(samePhone('+33612345678', '+44612345678')).toBe(false);
    // A national number that is only the tail of a longer one is not the same line.
    expect(samePhone('+3361234567899', '0612345678')).toBe(false);
    expect(samePhone('12345', '12345')).toBe(false);
    expect(samePhone('', '')).toBe(false);
  });
});

describe('findClientMatch', () => {
  const rosa = client('rosa', '06 12 34 56 78', 'rosa@example.com');
  const otto = client('otto', '07 00 00 00 01', 'otto@example.com');
  const rosaWork = client('rosa-work', '01 22 33 44 55', 'ROSA@example.com ');

  it('finds the client by phone in another format', () => {
    expect(findClientMatch({ mobileNumber: '+33612345678', email: '' }, [otto, rosa])).toEqual({
      client: rosa,
      by: 'phone',
    });
  });
  it('finds the client by email, normalised', () => {
    expect(findClientMatch({ mobileNumber: '', email: ' Otto@Example.com' }, [rosa, otto])).toEqual({
      client: otto,
      by: 'email',
    });
  });
  it('prefers a client matching both, then phone, then email', () => {
    const guest = { mobileNumber: '0122334455', email: 'rosa@example.com' };
    expect(findClientMatch(guest, [rosa, rosaWork])?.client).toBe(rosaWork);
    expect(findClientMatch(guest, [rosa, rosaWork])?.by).toBe('both');
    const phoneOnly = { mobileNumber: '0612345678', email: 'otto@example.com' };
    expect(findClientMatch(phoneOnly, [otto, rosa])).toEqual({ client: rosa, by: 'phone' });
  });
  it('answers null when nothing matches or the guest gave no contact', () => {
    expect(findClientMatch({ mobileNumber: '0999999999', email: 'x@y.z' }, [rosa, otto])).toBeNull();
    expect(findClientMatch({ mobileNumber: '', email: '' }, [client('blank', '', '')])).toBeNull();
  });
});

describe('phoneTail', () => {
  it('is the last six digits, the same for every format of a number', () => {
    expect(phoneTail('+33 6 12 34 56 78')).toBe('345678');
    expect(phoneTail('06 12 34 56 78')).toBe('345678');
    expect(phoneTail('123')).toBeNull();
  });
});
