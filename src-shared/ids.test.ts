import { describe, expect, it } from 'vitest';
import { createUuidv7Generator, newEntityIdSchema, uuidv7, uuidv7Timestamp } from './ids.js';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('uuidv7', () => {
  it('sets version 7 and the RFC 9562 variant bits', () => {
    for (let i = 0; i < 1000; i += 1) {
      const id = uuidv7();
      expect(id).toMatch(UUID_V7);
      expect(Number.parseInt(id.charAt(14), 16)).toBe(7);
      expect(Number.parseInt(id.charAt(19), 16) >> 2).toBe(0b10);
    }
    expect(newEntityIdSchema.safeParse(uuidv7()).success).toBe(true);
  });

  it('encodes the clock in the first 48 bits', () => {
    const at = Date.UTC(2026, 5, 12, 18, 30);
    const id = createUuidv7Generator({ now: () => at })();
    expect(uuidv7Timestamp(id)).toBe(at);
    expect(
      id.startsWith(
        at
          .toString(16)
          .padStart(12, '0')
          .replace(/^(.{8})/, '$1-'),
      ),
    ).toBe(true);
  });

  it('is strictly increasing within one millisecond, past counter overflow, and when the clock steps back', () => {
    let clock = 1_750_000_000_000;
    const next = createUuidv7Generator({ now: () => clock });
    const ids: string[] = [];
    for (let i = 0; i < 10_000; i += 1) ids.push(next()); // 10k in one frozen millisecond overflows the 12-bit counter
    clock -= 5_000; // NTP correction backwards
    for (let i = 0; i < 100; i += 1) ids.push(next());
    clock += 60_000;
    ids.push(next());
    for (let i = 1; i < ids.length; i += 1) expect((ids[i - 1] ?? '') < (ids[i] ?? '')).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(uuidv7Timestamp(ids.at(-1) ?? '')).toBe(clock);
  });

  it('rejects other UUID versions where a new id is required', () => {
    expect(
      newEntityIdSchema.safeParse('0190a6e0-0000-4000-8000-000000000000').error?.issues[0]?.message,
    ).toBe('Id must be a UUIDv7');
  });
});
