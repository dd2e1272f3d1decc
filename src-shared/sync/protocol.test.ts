import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  changeSchema,
  pullQuerySchema,
  pullResponseSchema,
  pushRequestSchema,
  pushResponseSchema,
  SYNC_PROTOCOL_VERSION,
  syncPokeSchema,
} from './protocol.js';
import { MUTATIONS } from './mutations.js';

// Pins the wire shapes: when this hash changes, the version must have moved (a declared offline
// entity moves it by itself; otherwise bump WIRE_REVISION in protocol.ts) and the new hash is
// recorded beside it, so old terminals and new servers never silently disagree.
const PINNED: Record<number, string> = {
  1: '9d0cc550aa77e27f',
  2: 'bf37530ad0307f6a',
  3: '2ce53cfaf362120e',
  4: '3600aab0a787002f',
  // Food orders and tabs mirrored with their mutations; reservation.create / update carry server_name_id.
  5: 'e9334c0b9056fdf0',
  // Guest list add/edit/remove offline; the widget's waitlist mirrored (waitlist.seat / waitlist.remove);
  // floorPlan.tableStatus (issue 28 step 6).
  6: '17b31442a3b39a43',
  // A pushed mutation says whether it was made offline (madeOffline): the audit trail's "offline" (issue 29).
  7: 'a24cba7ccee61251',
  // Housekeeping rooms mirrored, with room.setStatus (issue 32 §1).
  8: 'a249b84b48a086ab',
  // The version counts the declared mirrored entities and mutations (rooms and room.setStatus
  // declared on their resource); the declared entities follow the others in MIRRORED_ENTITIES.
  9: '56267b278ec3d755',
  // Guest requests mirrored with request.reply / request.setState (issue 30 §7).
  10: '420867deccd3cdcd',
  // The user's own staff messages mirrored with staffMessage.open / staffMessage.reply (issue 30 §7).
  11: '1ff119d6ce661cb2',
  // A tab may be paid by voucher (payment options, issue 34 §1): tab rows and tab.close carry the new method.
  12: 'b3670f3aded78d72',
};

function protocolShapeHash(): string {
  const shapes = {
    change: z.toJSONSchema(changeSchema, { io: 'input', unrepresentable: 'any' }),
    pullQuery: z.toJSONSchema(pullQuerySchema, { io: 'input', unrepresentable: 'any' }),
    pullResponse: z.toJSONSchema(pullResponseSchema, { io: 'input', unrepresentable: 'any' }),
    pushRequest: z.toJSONSchema(pushRequestSchema, { io: 'input', unrepresentable: 'any' }),
    pushResponse: z.toJSONSchema(pushResponseSchema, { io: 'input', unrepresentable: 'any' }),
    poke: z.toJSONSchema(syncPokeSchema, { io: 'input', unrepresentable: 'any' }),
    mutations: Object.fromEntries(
      Object.entries(MUTATIONS).map(([name, schema]) => [
        name,
        z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }),
      ]),
    ),
  };
  return createHash('sha256').update(JSON.stringify(shapes)).digest('hex').slice(0, 16);
}

describe('sync protocol', () => {
  it('changes shape only together with a version bump', () => {
    expect(protocolShapeHash(), `protocol v${SYNC_PROTOCOL_VERSION} shape changed: bump the version`).toBe(
      PINNED[SYNC_PROTOCOL_VERSION],
    );
  });

  it('validates mutation args by name', () => {
    const bad = MUTATIONS['reservation.setDuration'].safeParse({ id: 'x', duration_minutes: 5 });
    expect(bad.success).toBe(false);
    if (bad.success) return;
    expect(bad.error.issues.map((i) => i.path.join('.'))).toEqual(['id', 'duration_minutes']);
  });

  it('defaults the pull page size and refuses a negative cursor', () => {
    expect(pullQuerySchema.parse({ since: '0' })).toEqual({ since: 0, limit: 1000 });
    expect(pullQuerySchema.safeParse({ since: '-1' }).success).toBe(false);
  });
});
