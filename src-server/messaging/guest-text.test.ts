import { describe, expect, it } from 'vitest';
import { unlinkable } from './guest-text.js';

describe('guest-written text in messages', () => {
  it('leaves nothing an app would turn into a link', () => {
    const out = unlinkable('Visit https://evil.example/win or www.Evil.com, mail me@spam.example');
    expect(out).toBe('Visit https[:]//evil[.]example/win or www[.]Evil[.]com, mail me@spam[.]example');
    expect(out).not.toMatch(/https?:\/\//i);
    expect(out).not.toMatch(/\b[a-z0-9-]+\.[a-z]{2,}\b/i);
  });
  it('keeps ordinary names and notes as typed', () => {
    for (const text of [
      'Ada Lovelace',
      'J.R.R. Tolkien',
      'Table 4, 1.5 hours',
      "O'Brien-Smith",
      'Allergy: nuts',
    ])
      expect(unlinkable(text)).toBe(text);
  });
});
