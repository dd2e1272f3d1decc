// The guest list's offline applies: an added guest looks as the server makes it, an edit changes
// only its fields (a masked contact sent back changes nothing), a removal keeps the entry with
// deleted_at, and a removed entry is neither edited nor removed again.
import { describe, expect, it } from 'vitest';
import { CONTACT_MASK } from '../../src-shared/access/contact-mask.js';
import type { GuestListEntry } from '../../src-shared/schemas/guest-list.js';
import { MUTATIONS } from '../../src-shared/sync/mutations.js';
import { applyLocalMutation } from './local-mutators.js';
import { LocalMutationError, type MutatorState } from './mutator-state.js';

const NOW = new Date('2030-01-01T18:00:00.000Z');
const ID = '01890000-0000-7000-8000-0000000000a1';
const NEW_ID = '01890000-0000-7000-8000-0000000000b2';

const entry = (extra: Partial<GuestListEntry> = {}): GuestListEntry => ({
  id: ID,
  restaurant_id: 7,
  date: '2030-01-01',
  first_name: 'Ava',
  last_name: 'Stone',
  mobileNumber: '+44 7700 900001',
  email: 'ava@example.test',
  guest_count: 2,
  reservation_id: null,
  client_id: null,
  notes: '',
  checked_in: false,
  checked_in_at: null,
  blacklisted: false,
  blacklist_reason: null,
  deleted_at: null,
  created_at: '2029-12-31T10:00:00.000Z',
  updated_at: '2029-12-31T10:00:00.000Z',
  ...extra,
});

function stateWith(rows: GuestListEntry[]): MutatorState {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return {
    restaurantId: 7,
    timeZone: 'Europe/London',
    now: NOW,
    guest: (id: string) => byId.get(id) ?? null,
  } as unknown as MutatorState;
}

describe('guest list offline applies', () => {
  it('adds a guest as the server would: not checked in, not blacklisted, not removed', () => {
    const args = MUTATIONS['guest.add'].parse({ id: NEW_ID, date: '2030-01-01', first_name: ' Leo ' });
    const effect = applyLocalMutation(stateWith([]), 'guest.add', args);
    expect(effect).toMatchObject({ entity: 'guest_list', id: NEW_ID });
    expect(effect.row).toEqual({
      ...entry({ id: NEW_ID, first_name: 'Leo', last_name: '', mobileNumber: '', email: '', guest_count: 1 }),
      created_at: NOW.toISOString(),
      updated_at: NOW.toISOString(),
    });
  });

  it("keeps the server's row when an add is replayed after the server made it", () => {
    const made = entry({ id: NEW_ID, checked_in: true });
    const args = MUTATIONS['guest.add'].parse({ id: NEW_ID, date: '2030-01-01', first_name: 'Leo' });
    expect(applyLocalMutation(stateWith([made]), 'guest.add', args).row).toBe(made);
  });

  it('edits only the given fields; a masked contact sent back is unchanged', () => {
    const args = MUTATIONS['guest.update'].parse({
      id: ID,
      patch: { guest_count: 5, notes: 'Birthday', mobileNumber: CONTACT_MASK },
    });
    expect(applyLocalMutation(stateWith([entry()]), 'guest.update', args).row).toEqual(
      entry({ guest_count: 5, notes: 'Birthday', updated_at: NOW.toISOString() }),
    );
  });

  it('refuses an edit that changes nothing (as the server does)', () => {
    expect(MUTATIONS['guest.update'].safeParse({ id: ID, patch: {} }).success).toBe(false);
  });

  it('removes softly: the entry stays with deleted_at', () => {
    const row = applyLocalMutation(stateWith([entry()]), 'guest.remove', { id: ID }).row;
    expect(row).toEqual(entry({ deleted_at: NOW.toISOString(), updated_at: NOW.toISOString() }));
  });

  it('neither edits nor removes a removed entry, nor one this terminal does not hold', () => {
    const removed = stateWith([entry({ deleted_at: '2029-12-31T12:00:00.000Z' })]);
    expect(() => applyLocalMutation(removed, 'guest.remove', { id: ID })).toThrow(
      'Ava Stone was removed from the guest list',
    );
    expect(() => applyLocalMutation(removed, 'guest.update', { id: ID, patch: { notes: 'late' } })).toThrow(
      LocalMutationError,
    );
    expect(() => applyLocalMutation(stateWith([]), 'guest.remove', { id: ID })).toThrow(
      /is not on this terminal/,
    );
  });
});
