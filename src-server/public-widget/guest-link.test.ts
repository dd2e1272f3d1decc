import { describe, expect, it } from 'vitest';
import { guestLinks } from '../messaging/message-values.js';
import { signGuestLink, verifyGuestLink } from './guest-link.js';

const key = new TextEncoder().encode('a-test-key-of-enough-length-for-hmac-0123456789');
const otherKey = new TextEncoder().encode('another-key-of-enough-length-for-hmac-987654321');
const id = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';

describe('guest link signatures', () => {
  it('verifies the signature of its own slug and reservation id', () => {
    const sig = signGuestLink(key, 'harbour-bistro', id);
    expect(sig).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(verifyGuestLink(key, 'harbour-bistro', id, sig)).toBe(true);
  });

  it('refuses a missing, tampered or foreign signature', () => {
    const sig = signGuestLink(key, 'harbour-bistro', id);
    expect(verifyGuestLink(key, 'harbour-bistro', id, undefined)).toBe(false);
    expect(verifyGuestLink(key, 'harbour-bistro', id, '')).toBe(false);
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    expect(verifyGuestLink(key, 'harbour-bistro', id, flipped)).toBe(false);
    expect(verifyGuestLink(key, 'harbour-bistro', id, sig.slice(0, -2))).toBe(false);
    expect(verifyGuestLink(key, 'harbour-bistro', id, `${sig}x`)).toBe(false);
    expect(verifyGuestLink(otherKey, 'harbour-bistro', id, sig)).toBe(false);
  });

  it('refuses the signature on another slug or another reservation id', () => {
    const sig = signGuestLink(key, 'harbour-bistro', id);
    expect(verifyGuestLink(key, 'quay-cafe', id, sig)).toBe(false);
    expect(verifyGuestLink(key, 'harbour-bistro', id.replace(/5b$/, '5c'), sig)).toBe(false);
  });

  it('puts the signature on every guest link of a message', () => {
    const links = guestLinks('https://venue.example/', 'harbour-bistro', id, key);
    const sig = signGuestLink(key, 'harbour-bistro', id);
    const base = `https://venue.example/book/harbour-bistro/reservation/${id}`;
    expect(links).toEqual({
      modification_link: `${base}/modify?sig=${sig}`,
      cancellation_link: `${base}/cancel?sig=${sig}`,
      arrival_confirmation_link: `${base}/arrived?sig=${sig}`,
      feedback_link: `${base}/feedback?sig=${sig}`,
      qr_code_url: `${base}/qr?sig=${sig}`,
      request_link: `${base}/request?sig=${sig}`,
    });
  });
});
