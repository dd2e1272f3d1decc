// Node's fetch keeps no cookies, but the refresh token lives in an httpOnly cookie: this jar stores
// Set-Cookie answers and sends matching cookies back, and can be serialised so an encrypted token
// store can keep the refresh cookie across restarts.
import { z } from 'zod';

export const storedCookieSchema = z.object({
  name: z.string(),
  value: z.string(),
  domain: z.string(),
  path: z.string(),
  /** Epoch ms; null = session cookie. */
  expiresAt: z.number().nullable(),
  secure: z.boolean(),
  httpOnly: z.boolean(),
});
export type StoredCookie = z.infer<typeof storedCookieSchema>;

function defaultPath(url: URL): string {
  const path = url.pathname;
  if (!path.startsWith('/') || path.lastIndexOf('/') === 0) return '/';
  return path.slice(0, path.lastIndexOf('/'));
}

function pathMatches(requestPath: string, cookiePath: string): boolean {
  if (requestPath === cookiePath) return true;
  if (!requestPath.startsWith(cookiePath)) return false;
  return cookiePath.endsWith('/') || requestPath[cookiePath.length] === '/';
}

/** Parses one Set-Cookie header value; null when it is not a usable cookie. */
export function parseSetCookie(header: string, url: URL, nowMs: number): StoredCookie | null {
  const [pair, ...attributes] = header.split(';');
  const eq = pair?.indexOf('=') ?? -1;
  if (!pair || eq <= 0) return null;
  const cookie: StoredCookie = {
    name: pair.slice(0, eq).trim(),
    value: pair.slice(eq + 1).trim(),
    domain: url.hostname,
    path: defaultPath(url),
    expiresAt: null,
    secure: false,
    httpOnly: false,
  };
  let maxAgeSeen = false;
  for (const attribute of attributes) {
    const [rawKey = '', ...rest] = attribute.split('=');
    const key = rawKey.trim().toLowerCase();
    const value = rest.join('=').trim();
    if (key === 'path' && value.startsWith('/')) cookie.path = value;
    else if (key === 'secure') cookie.secure = true;
    else if (key === 'httponly') cookie.httpOnly = true;
    else if (key === 'max-age' && /^-?\d+$/.test(value)) {
      maxAgeSeen = true;
      cookie.expiresAt = nowMs + Number(value) * 1000;
    } else if (key === 'expires' && !maxAgeSeen) {
      const at = Date.parse(value);
      if (!Number.isNaN(at)) cookie.expiresAt = at;
    }
    // Domain is deliberately ignored: the console only ever talks to one API host, so host-only
    // cookies are both simpler and safer.
  }
  return cookie;
}

export class CookieJar {
  private cookies = new Map<string, StoredCookie>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly onChange: () => void = () => undefined,
  ) {}

  private key(c: Pick<StoredCookie, 'domain' | 'path' | 'name'>): string {
    return `${c.domain}\u0000${c.path}\u0000${c.name}`;
  }

  /** Stores every Set-Cookie header of a response; an expired cookie deletes its stored twin. */
  storeFromHeaders(setCookieHeaders: readonly string[], url: URL): void {
    let changed = false;
    for (const header of setCookieHeaders) {
      const cookie = parseSetCookie(header, url, this.now());
      if (!cookie) continue;
      const key = this.key(cookie);
      if (cookie.expiresAt !== null && cookie.expiresAt <= this.now())
        changed = this.cookies.delete(key) || changed;
      else {
        this.cookies.set(key, cookie);
        changed = true;
      }
    }
    if (changed) this.onChange();
  }

  /** The Cookie header value for a request, or null when no cookie matches. */
  cookieHeaderFor(url: URL): string | null {
    const now = this.now();
    const matching = [...this.cookies.values()].filter(
      (c) =>
        c.domain === url.hostname &&
        pathMatches(url.pathname, c.path) &&
        (c.expiresAt === null || c.expiresAt > now) &&
        (!c.secure || url.protocol === 'https:'),
    );
    if (matching.length === 0) return null;
    // RFC 6265 §5.4: longer paths first.
    matching.sort((a, b) => b.path.length - a.path.length);
    return matching.map((c) => `${c.name}=${c.value}`).join('; ');
  }

  serialize(): StoredCookie[] {
    const now = this.now();
    return [...this.cookies.values()].filter((c) => c.expiresAt === null || c.expiresAt > now);
  }

  restore(cookies: readonly StoredCookie[]): void {
    this.cookies = new Map(cookies.map((c) => [this.key(c), c]));
  }

  clear(): void {
    if (this.cookies.size === 0) return;
    this.cookies.clear();
    this.onChange();
  }
}
