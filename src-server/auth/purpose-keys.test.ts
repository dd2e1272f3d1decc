import { describe, expect, it } from 'vitest';
import { issueFormToken, verifyFormToken } from '../public-widget/form-token.js';
import { signGuestLink, verifyGuestLink } from '../public-widget/guest-link.js';
import { mediaUrlSigner } from '../media/media-service.js';
import { secretKey } from './access-token.js';
import { derivePurposeKeys, purposeKey } from './purpose-keys.js';

const secret = secretKey('a-test-secret-of-enough-length-0123456789');
const keys = derivePurposeKeys(secret);
const rules = { minFillMs: 0, maxAgeMs: 60_000 };
const hex = (k: Uint8Array) => Buffer.from(k).toString('hex');

describe('purpose keys', () => {
  it('derives a distinct 32-byte key per purpose, none equal to the secret, the same every time', () => {
    const all = [keys.guestLink, keys.formToken, keys.mediaUrl].map(hex);
    expect(new Set([...all, hex(secret)]).size).toBe(4);
    for (const k of [keys.guestLink, keys.formToken, keys.mediaUrl]) expect(k).toHaveLength(32);
    expect(hex(purposeKey(secret, 'guest-link'))).toBe(hex(keys.guestLink));
    const other = derivePurposeKeys(secretKey('another-secret-of-enough-length-987654321'));
    expect(hex(other.guestLink)).not.toBe(hex(keys.guestLink));
  });

  it('a form token minted with one key verifies only with that key', () => {
    const token = issueFormToken(keys.formToken, 'book', 'harbour-bistro', 1_000);
    expect(verifyFormToken(keys.formToken, token, 'book', 'harbour-bistro', rules, 2_000)).toBe('ok');
    for (const wrong of [keys.guestLink, keys.mediaUrl, secret])
      expect(verifyFormToken(wrong, token, 'book', 'harbour-bistro', rules, 2_000)).toBe('invalid');
  });

  it('a guest link and a media URL verify only with their own key', () => {
    const sig = signGuestLink(keys.guestLink, 'harbour-bistro', 'r1');
    expect(verifyGuestLink(keys.guestLink, 'harbour-bistro', 'r1', sig)).toBe(true);
    for (const wrong of [keys.formToken, keys.mediaUrl, secret])
      expect(verifyGuestLink(wrong, 'harbour-bistro', 'r1', sig)).toBe(false);
    const now = () => new Date(0);
    const url = mediaUrlSigner(keys.mediaUrl, now).url(1, 'm1', 'original');
    const params = new URL(url, 'http://x').searchParams;
    const exp = Number(params.get('exp'));
    const mediaSig = params.get('sig') ?? '';
    expect(mediaUrlSigner(keys.mediaUrl, now).verify(1, 'm1', 'original', exp, mediaSig)).toBe(true);
    for (const wrong of [keys.guestLink, keys.formToken, secret])
      expect(mediaUrlSigner(wrong, now).verify(1, 'm1', 'original', exp, mediaSig)).toBe(false);
  });
});
