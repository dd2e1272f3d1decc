import { describe, expect, it } from 'vitest';
import { buildCsp } from './csp.js';

describe('buildCsp', () => {
  it('allows only self scripts, never eval, and connects to the API origin', () => {
    const csp = buildCsp({ apiUrl: 'http://127.0.0.1:4000/', connect: ['ws://127.0.0.1:4173'] });
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:4000 ws://127.0.0.1:4000 ws://127.0.0.1:4173");
  });
});
