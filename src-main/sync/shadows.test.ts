// The shadow rule of the mirror: a visible overlay row without a shadow IS the server's row, so an
// initial sync writes each row once; a pending mutation shadows its row with the server's version,
// feed changes to a shadowed row go to the shadow, and the shadow is dropped once nothing pending
// touches the row. Also the 0001 migration that turned the old full copy into shadows.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src-shared/ids.js';
import { MIRROR_MIGRATIONS_DIR } from '../mirror/migrate.js';
import { openMirror } from '../mirror/open-mirror.js';
import type { SyncEngine } from './sync-engine.js';
import { type FakeTransport, serverReservation, startedEngine, STATUS, TABLE } from './sync-test-fixtures.js';

let transport: FakeTransport;
let engine: SyncEngine;
let stop: () => Promise<void>;
let tempDir: string;
let clock = Date.parse('2030-05-01T12:00:00Z');

beforeEach(async () => {
  ({ engine, transport, dir: tempDir, stop } = await startedEngine({ now: () => (clock += 1000) }));
});

afterEach(() => stop());

const shadowIds = () => engine.store.shadows().map((s) => s.id);

describe('mirror shadows', () => {
  it('pulls rows without shadowing them, and shadows a row with the server version on its first local change', async () => {
    const id = uuidv7();
    transport.append('reservations', id, serverReservation(id, { special_request: 'Quiet corner' }));
    await engine.sync();
    expect(engine.store.hasShadows()).toBe(false);

    engine.setNetwork(false);
    engine.mutate('reservation.update', { id, patch: { special_request: 'Birthday cake' } });
    engine.mutate('reservation.setStatus', { id, statusId: STATUS.seated });
    expect(shadowIds()).toEqual([id]);
    expect(engine.store.serverRow('reservations', id)).toMatchObject({
      special_request: 'Quiet corner',
      status: 'Booked',
    });
    expect(engine.store.visible('reservations', id)).toMatchObject({
      special_request: 'Quiet corner\nBirthday cake',
      status: 'Seated',
    });
  });

  it('sends a feed change of a shadowed row to the shadow and shows it with the pending change on top', async () => {
    const id = uuidv7();
    const other = uuidv7();
    transport.append('reservations', id, serverReservation(id));
    transport.append(
      'reservations',
      other,
      serverReservation(other, { table_ids: [TABLE.t1], table_number: 'T1' }),
    );
    await engine.sync();
    engine.setNetwork(false);
    engine.mutate('reservation.setStatus', { id, statusId: STATUS.seated });
    // Another terminal changes both rows; this terminal's push stays unanswered.
    transport.append('reservations', id, serverReservation(id, { guest_count: 5 }));
    transport.append(
      'reservations',
      other,
      serverReservation(other, { guest_count: 3, table_ids: [TABLE.t1], table_number: 'T1' }),
    );
    transport.answer = () => [];
    engine.setNetwork(true);
    await engine.sync();
    expect(engine.store.serverRow('reservations', id)).toMatchObject({ guest_count: 5, status: 'Booked' });
    expect(engine.store.visible('reservations', id)).toMatchObject({ guest_count: 5, status: 'Seated' });
    // The row nothing pending touches was written straight to the visible table, unshadowed.
    expect(engine.store.visible('reservations', other)).toMatchObject({ guest_count: 3 });
    expect(shadowIds()).toEqual([id]);
  });

  it('removes an offline booking the server refused, and its shadow of "no such row" with it', async () => {
    engine.setNetwork(false);
    const id = uuidv7();
    engine.mutate('reservation.create', {
      id,
      first_name: 'Nora',
      last_name: 'Nope',
      date: '2030-06-01',
      time: '19:00',
      guest_count: 2,
    });
    expect(engine.store.shadows()).toEqual([{ entity: 'reservations', id, row: null }]);
    expect(engine.store.serverRow('reservations', id)).toBeNull();
    transport.refuseAll('invalid', 'The restaurant is closed that day');
    engine.setNetwork(true);
    await engine.sync();
    expect(engine.store.visible('reservations', id)).toBeNull();
    expect(engine.store.hasShadows()).toBe(false);
  });

  it('drops the shadow when the server deleted the row and the pending change cannot apply any more', async () => {
    const id = uuidv7();
    transport.append('reservations', id, serverReservation(id));
    await engine.sync();
    engine.setNetwork(false);
    engine.mutate('reservation.update', { id, patch: { guest_count: 4 } });
    transport.append('reservations', id, null);
    transport.refuseAll('not_found', 'Reservation not found');
    engine.setNetwork(true);
    await engine.sync();
    expect(engine.store.visible('reservations', id)).toBeNull();
    expect(engine.store.hasShadows()).toBe(false);
    expect(engine.outbox.entries()).toEqual([]);
  });
});

describe('mirror migration 0001 (shadow rows)', () => {
  it('keeps the server copy only of rows the outbox touches, and a "no such row" shadow for rows created offline', () => {
    const dir = fs.mkdtempSync(path.join(tempDir, 'old-'));
    try {
      // A mirror at migration 0000: server_rows held every overlay row.
      const oldMigrations = path.join(dir, 'migrations');
      fs.mkdirSync(path.join(oldMigrations, 'meta'), { recursive: true });
      fs.copyFileSync(
        path.join(MIRROR_MIGRATIONS_DIR, '0000_mirror-initial.sql'),
        path.join(oldMigrations, '0000_mirror-initial.sql'),
      );
      const journal = JSON.parse(
        fs.readFileSync(path.join(MIRROR_MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
      ) as { entries: unknown[] };
      fs.writeFileSync(
        path.join(oldMigrations, 'meta', '_journal.json'),
        JSON.stringify({ ...journal, entries: journal.entries.slice(0, 1) }),
      );
      const file = path.join(dir, 'm.sqlite');
      const old = openMirror(file, { migrationsDir: oldMigrations });
      const [kept, plain, created] = [uuidv7(), uuidv7(), uuidv7()];
      const insertRow = old.sqlite.prepare(
        "insert into server_rows (entity, id, data) values ('reservations', ?, ?)",
      );
      insertRow.run(kept, JSON.stringify({ id: kept, guest_count: 2 }));
      insertRow.run(plain, JSON.stringify({ id: plain, guest_count: 3 }));
      const insertEntry = old.sqlite.prepare(
        'insert into outbox (id, name, args, created_at) values (?, ?, ?, 0)',
      );
      insertEntry.run(
        uuidv7(),
        'reservation.update',
        JSON.stringify({ id: kept, patch: { guest_count: 4 } }),
      );
      insertEntry.run(uuidv7(), 'reservation.create', JSON.stringify({ id: created }));
      old.close();

      const migrated = openMirror(file);
      try {
        const rows = migrated.sqlite.prepare('select entity, id, data from server_rows order by id').all();
        expect(rows).toEqual(
          [
            { entity: 'reservations', id: kept, data: JSON.stringify({ id: kept, guest_count: 2 }) },
            { entity: 'reservations', id: created, data: null },
          ].sort((a, b) => a.id.localeCompare(b.id)),
        );
        const indexes = migrated.sqlite
          .prepare(
            "select name from sqlite_master where type = 'index' and tbl_name = 'reservations' and name not like 'sqlite_%' order by name",
          )
          .all();
        expect(indexes).toEqual([{ name: 'reservations_client_idx' }, { name: 'reservations_date_idx' }]);
      } finally {
        migrated.close();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
