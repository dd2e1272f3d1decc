// Feed application keeps the by-table index (reservation_tables) exact. Table rows are cleared only
// for reservations the mirror already shows (looked up once per list of changes), so these cases pin
// down that a move, a repeat within one list, and a delete never leave a stale table row behind.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src-shared/ids.js';
import type { Change } from '../../src-shared/sync/protocol.js';
import { serverReservation, TABLE, tempMirror } from '../sync/sync-test-fixtures.js';
import type { Mirror } from './open-mirror.js';
import { MirrorStore } from './mirror-store.js';

const T2 = '01890000-0000-7000-8000-000000000012';
const T3 = '01890000-0000-7000-8000-000000000013';

let mirror: Mirror;
let store: MirrorStore;
let cleanup: () => void;
let seq = 0;

beforeEach(() => {
  const temp = tempMirror();
  mirror = temp.mirror;
  cleanup = temp.cleanup;
  store = new MirrorStore(mirror.db);
});

afterEach(() => cleanup());

const upsert = (id: string, tableIds: string[], date = '2030-05-01'): Change => {
  seq += 1;
  return {
    seq,
    entity: 'reservations',
    id,
    op: 'upsert',
    data: { ...serverReservation(id, { table_ids: tableIds }), date },
  };
};
const remove = (id: string): Change => {
  seq += 1;
  return { seq, entity: 'reservations', id, op: 'delete', data: null };
};
const apply = (changes: Change[]) => store.transaction(() => store.applyFeedChanges(changes));
const tableRows = () =>
  mirror.sqlite
    .prepare(
      'select reservation_id as id, table_id as tableId, date from reservation_tables order by reservation_id, table_id',
    )
    .all();

describe('MirrorStore.applyFeedChanges and the by-table index', () => {
  it('writes the table rows of new reservations', () => {
    const a = uuidv7();
    const b = uuidv7();
    apply([upsert(a, [TABLE.t1]), upsert(b, [T2, T3])]);
    expect(tableRows()).toEqual([
      { id: a, tableId: TABLE.t1, date: '2030-05-01' },
      { id: b, tableId: T2, date: '2030-05-01' },
      { id: b, tableId: T3, date: '2030-05-01' },
    ]);
  });

  it('replaces the table rows of a reservation the mirror already shows when the feed moves it', () => {
    const a = uuidv7();
    apply([upsert(a, [TABLE.t1, T2])]);
    apply([upsert(a, [T3], '2030-05-02')]);
    expect(tableRows()).toEqual([{ id: a, tableId: T3, date: '2030-05-02' }]);
  });

  it('keeps only the last state when one list holds the same reservation twice', () => {
    const a = uuidv7();
    apply([upsert(a, [TABLE.t1]), upsert(a, [T2])]);
    expect(tableRows()).toEqual([{ id: a, tableId: T2, date: '2030-05-01' }]);
  });

  it('clears the table rows of a deleted reservation, in a later list or the same one', () => {
    const a = uuidv7();
    const b = uuidv7();
    apply([upsert(a, [TABLE.t1])]);
    apply([remove(a), upsert(b, [T2]), remove(b)]);
    expect(tableRows()).toEqual([]);
    expect(store.visible('reservations', a)).toBeNull();
    expect(store.visible('reservations', b)).toBeNull();
  });
});

describe('an entity declared with mutations (rooms)', () => {
  const room = (id: string, number: string) => ({ id, number, label: `Room ${number}` });
  const change = (id: string, data: Record<string, unknown> | null): Change => {
    seq += 1;
    return { seq, entity: 'rooms', id, op: data ? 'upsert' : 'delete', data };
  };

  it('keeps its rows in declared_rows, by entity: written, read, shadowed, removed and cleared', () => {
    const [a, b] = [uuidv7(), uuidv7()];
    store.applyFeedChanges([change(a, room(a, '101')), change(b, room(b, '102'))]);
    expect(store.visible('rooms', a)).toEqual(room(a, '101'));
    expect(store.allVisible('rooms')).toHaveLength(2);
    const stored = mirror.sqlite.prepare('select entity, id from declared_rows order by id').all();
    expect(stored).toEqual([
      { entity: 'rooms', id: a },
      { entity: 'rooms', id: b },
    ]);

    store.shadow('rooms', a);
    store.writeVisible('rooms', a, { ...room(a, '101'), cleanliness: 'clean' });
    expect(store.visible('rooms', a)).toMatchObject({ cleanliness: 'clean' });

    store.applyFeedChanges([change(b, null)]);
    expect(store.visible('rooms', b)).toBeNull();
    store.clearServerState();
    expect(store.allVisible('rooms')).toEqual([]);
  });
});
