import { describe, expect, it } from 'vitest';
import { pullResponseSchema, SYNC_PROTOCOL_VERSION } from '../../src-shared/sync/protocol.js';
import { parsePullPage } from './sync-transport.js';

const change = (extra: Record<string, unknown> = {}) => ({
  seq: 3,
  entity: 'reservations',
  id: 'r1',
  op: 'upsert',
  data: { id: 'r1', first_name: 'Sam' },
  ...extra,
});
const page = (extra: Record<string, unknown> = {}) => ({
  protocolVersion: SYNC_PROTOCOL_VERSION,
  feedId: 'feed-1',
  highWater: 4,
  changes: [change(), change({ seq: 4, entity: 'tables', id: 't1', op: 'delete', data: null })],
  cursor: 4,
  hasMore: false,
  ...extra,
});

describe('parsePullPage', () => {
  it('accepts what the protocol schema accepts, unchanged', () => {
    const good = page();
    expect(parsePullPage(good)).toEqual(pullResponseSchema.parse(good));
    expect(parsePullPage(page({ changes: [], cursor: 0, hasMore: true }))).toEqual({
      protocolVersion: SYNC_PROTOCOL_VERSION,
      feedId: 'feed-1',
      highWater: 4,
      changes: [],
      cursor: 0,
      hasMore: true,
    });
  });

  it.each([
    ['a non-object page', null, /not an object/],
    ['a missing cursor', page({ cursor: undefined }), /cursor/],
    ['a negative cursor', page({ cursor: -1 }), /cursor/],
    ['a fractional cursor', page({ cursor: 1.5 }), /cursor/],
    ['a missing hasMore', page({ hasMore: 'no' }), /hasMore/],
    ['a missing feed id', page({ feedId: undefined }), /feedId/],
    ['a negative high-water mark', page({ highWater: -1 }), /highWater/],
    ['a missing protocol version', page({ protocolVersion: '1' }), /protocolVersion/],
    ['changes that are not a list', page({ changes: {} }), /changes list/],
    ['a change that is not an object', page({ changes: [42] }), /Change 0 .*not an object/],
    ['a zero seq', page({ changes: [change({ seq: 0 })] }), /Change 0 .*seq/],
    ['an unknown entity', page({ changes: [change(), change({ entity: 'users' })] }), /Change 1 .*entity/],
    ['a numeric id', page({ changes: [change({ id: 7 })] }), /Change 0 .*id/],
    ['an unknown op', page({ changes: [change({ op: 'merge' })] }), /Change 0 .*op/],
    ['array data', page({ changes: [change({ data: [1] })] }), /Change 0 .*data/],
    ['missing data', page({ changes: [change({ data: undefined })] }), /Change 0 .*data/],
  ])('refuses %s (as the protocol schema does)', (_label, body, message) => {
    expect(() => parsePullPage(body)).toThrow(message);
    expect(pullResponseSchema.safeParse(body).success).toBe(false);
  });
});
