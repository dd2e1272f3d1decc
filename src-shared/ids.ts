// Rows of mirrored entities get UUIDv7 ids from whoever creates them, terminal or server, so an offline
// booking keeps its id forever (architecture "Identity"). Version 7 sorts by creation time, which keeps
// B-tree inserts append-mostly and makes the outbox order readable.
import { z } from 'zod';

/** The one platform API this file needs, declared here because src-shared has no DOM or Node types. */
type RandomSource = (bytes: Uint8Array) => void;

const platformRandom: RandomSource = (bytes) => {
  const cryptoApi = (globalThis as { crypto?: { getRandomValues(array: Uint8Array): Uint8Array } }).crypto;
  if (!cryptoApi)
    throw new Error('UUIDv7 needs crypto.getRandomValues (Node 20+, Electron and browsers have it)');
  cryptoApi.getRandomValues(bytes);
};

export interface Uuidv7Options {
  /** Milliseconds since the epoch; injectable so tests can freeze or rewind the clock. */
  now?: () => number;
  random?: RandomSource;
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

/**
 * A UUIDv7 generator that is strictly increasing even within one millisecond or when the clock steps
 * back (RFC 9562 §6.2 method 1: a 12-bit counter in rand_a, seeded randomly each new millisecond;
 * on overflow the timestamp borrows the next millisecond).
 */
export function createUuidv7Generator(options: Uuidv7Options = {}): () => string {
  const now = options.now ?? (() => Date.now());
  const random = options.random ?? platformRandom;
  let lastMs = -1;
  let counter = 0;
  const bytes = new Uint8Array(16);

  return () => {
    const clock = now();
    random(bytes);
    if (clock > lastMs) {
      lastMs = clock;
      // Top bit clear leaves room for 2048 increments before the millisecond must be borrowed.
      counter = (((bytes[6] ?? 0) & 0x07) << 8) | (bytes[7] ?? 0);
    } else {
      counter += 1;
      if (counter > 0xfff) {
        lastMs += 1;
        counter = 0;
      }
    }
    const ms = lastMs;
    // 48-bit big-endian timestamp; division keeps it exact beyond 32-bit integer operations.
    const high = Math.floor(ms / 0x1_0000_0000);
    const low = ms >>> 0;
    bytes[0] = (high >>> 8) & 0xff;
    bytes[1] = high & 0xff;
    bytes[2] = (low >>> 24) & 0xff;
    bytes[3] = (low >>> 16) & 0xff;
    bytes[4] = (low >>> 8) & 0xff;
    bytes[5] = low & 0xff;
    bytes[6] = 0x70 | ((counter >>> 8) & 0x0f);
    bytes[7] = counter & 0xff;
    bytes[8] = 0x80 | ((bytes[8] ?? 0) & 0x3f);
    let out = '';
    for (let i = 0; i < 16; i += 1) {
      out += HEX[bytes[i] ?? 0] ?? '00';
      if (i === 3 || i === 5 || i === 7 || i === 9) out += '-';
    }
    return out;
  };
}

/** A new UUIDv7 from the process-wide generator (monotonic within this process). */
export const uuidv7: () => string = createUuidv7Generator();

/** Milliseconds since the epoch encoded in a UUIDv7. */
export function uuidv7Timestamp(id: string): number {
  return Number.parseInt(id.slice(0, 8) + id.slice(9, 13), 16);
}

/** Any RFC 9562 UUID: ids of mirrored rows in entities and references (servers may hold older rows). */
export const entityIdSchema = z.uuid({ error: 'Id must be a UUID' });
/** A caller-chosen id on create must be a UUIDv7, so it sorts by creation time like server-made ids. */
export const newEntityIdSchema = z.uuid({ version: 'v7', error: 'Id must be a UUIDv7' });
/** Restaurants and users keep integer ids (spec: a restaurant id in a URL counts only if all digits). */
export const restaurantIdSchema = z
  .number({ error: 'Restaurant id must be a number' })
  .int('Restaurant id must be a whole number')
  .positive('Restaurant id must be positive');
export const userIdSchema = z
  .number({ error: 'User id must be a number' })
  .int('User id must be a whole number')
  .positive('User id must be positive');
/** Server timestamps: ISO 8601 with an offset. */
export const timestampSchema = z.iso.datetime({
  offset: true,
  error: 'Timestamp must be ISO 8601 with an offset',
});
