import { describe, expect, it } from 'vitest';
import { CookieJar, parseSetCookie } from './cookie-jar.js';

const api = new URL('http://127.0.0.1:4000/api/v1/user/signin/tablemanagement');

describe('CookieJar', () => {
  it('parses path, Max-Age, HttpOnly and Secure', () => {
    expect(parseSetCookie('venue_refresh=a=b; Path=/api/v1/user; HttpOnly; Max-Age=10', api, 1000)).toEqual({
      name: 'venue_refresh',
      value: 'a=b',
      domain: '127.0.0.1',
      path: '/api/v1/user',
      expiresAt: 11_000,
      secure: false,
      httpOnly: true,
    });
    expect(parseSetCookie('novalue', api, 0)).toBeNull();
    expect(parseSetCookie('x=1', api, 0)?.path).toBe('/api/v1/user/signin');
  });

  it('matches by host and path prefix, skips expired and secure-over-http cookies', () => {
    let now = 0;
    const jar = new CookieJar(() => now);
    jar.storeFromHeaders(['a=1; Path=/api/v1/user; Max-Age=5', 'b=2; Path=/; Secure', 'c=3; Path=/api'], api);
    expect(jar.cookieHeaderFor(new URL('http://127.0.0.1:4000/api/v1/user/refresh-token'))).toBe('a=1; c=3');
    expect(jar.cookieHeaderFor(new URL('http://127.0.0.1:4000/api/v1/username'))).toBe('c=3');
    expect(jar.cookieHeaderFor(new URL('https://127.0.0.1:4000/api/v1/user/x'))).toBe('a=1; c=3; b=2');
    expect(jar.cookieHeaderFor(new URL('http://localhost:4000/api/v1/user/x'))).toBeNull();
    now = 5000;
    expect(jar.cookieHeaderFor(new URL('http://127.0.0.1:4000/api/v1/user/x'))).toBe('c=3');
  });

  it('deletes a cookie answered with Max-Age=0, serialises, restores and reports changes', () => {
    let changes = 0;
    const jar = new CookieJar(Date.now, () => (changes += 1));
    jar.storeFromHeaders(['venue_refresh=r1; Path=/api/v1/user; Max-Age=100'], api);
    const copy = new CookieJar();
    copy.restore(jar.serialize());
    expect(copy.cookieHeaderFor(api)).toBe('venue_refresh=r1');
    jar.storeFromHeaders(['venue_refresh=; Path=/api/v1/user; Max-Age=0'], api);
    expect(jar.serialize()).toEqual([]);
    expect(changes).toBe(2);
    jar.clear();
    expect(changes).toBe(2);
  });
});
