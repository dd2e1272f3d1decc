import { describe, expect, it } from 'vitest';
import { newReservationDraft } from '../../src-shared/schemas/reservation.js';
import { addLabel, draftReducer } from './draft.js';

const now = { date: '2026-03-01', time: '18:45', timestamp: 1_772_390_700_000 };
const later = { date: '2026-03-02', time: '09:10', timestamp: 1_772_442_600_000 };

describe('reservation draft reducer', () => {
  it('starts with the spec defaults: today, now, 0 guests, table T1, status Booked, empty lists', () => {
    const draft = newReservationDraft(now);
    expect(draft).toMatchObject({
      date: '2026-03-01',
      time: '18:45',
      guest_count: 0,
      table_number: 'T1',
      status: 'Booked',
      first_name: '',
      client_tags: [],
      allergens: [],
      offer_details: [],
      errors: {},
    });
  });

  it('marks the table as chosen only once the host sets it, and unchosen when cleared', () => {
    const draft = newReservationDraft(now);
    expect(draft.table_chosen).toBe(false);
    const other = draftReducer(draft, { type: 'update', field: 'guest_count', value: 2 });
    expect(other.table_chosen).toBe(false);
    const chosen = draftReducer(other, { type: 'update', field: 'table_number', value: 'T1' });
    expect(chosen.table_chosen).toBe(true);
    expect(draftReducer(chosen, { type: 'update', field: 'table_number', value: '' }).table_chosen).toBe(
      false,
    );
  });

  it('updates one field and clears that field’s error only', () => {
    const draft = {
      ...newReservationDraft(now),
      errors: { guest_count: 'Guest count must be at least 1', first_name: 'First name is required' },
    };
    const next = draftReducer(draft, { type: 'update', field: 'guest_count', value: 4 });
    expect(next.guest_count).toBe(4);
    expect(next.errors).toEqual({ first_name: 'First name is required' });
  });

  it('adds tags by label without duplicates (case-insensitive) and removes them by label', () => {
    let draft = newReservationDraft(now);
    draft = draftReducer(draft, { type: 'addLabel', field: 'client_tags', label: 'VIP' });
    draft = draftReducer(draft, { type: 'addLabel', field: 'client_tags', label: 'vip ' });
    draft = draftReducer(draft, { type: 'addLabel', field: 'client_tags', label: 'Regular' });
    expect(draft.client_tags).toEqual([{ label: 'VIP' }, { label: 'Regular' }]);
    draft = draftReducer(draft, { type: 'removeLabel', field: 'client_tags', label: 'vip' });
    expect(draft.client_tags).toEqual([{ label: 'Regular' }]);
    draft = draftReducer(draft, {
      type: 'setLabels',
      field: 'allergens',
      labels: ['Nuts', 'nuts', 'Shellfish', ' '],
    });
    expect(draft.allergens).toEqual([{ label: 'Nuts' }, { label: 'Shellfish' }]);
  });

  it('ignores a blank label', () => {
    expect(addLabel([], '   ')).toEqual([]);
  });

  it('resets to the defaults at the given now', () => {
    let draft = draftReducer(newReservationDraft(now), { type: 'update', field: 'first_name', value: 'Ada' });
    draft = draftReducer(draft, { type: 'addLabel', field: 'offer_details', label: 'Free dessert' });
    const reset = draftReducer(draft, { type: 'reset', now: later });
    expect(reset).toEqual(newReservationDraft(later));
  });

  it('refreshes only time, date and timestamp to now', () => {
    let draft = draftReducer(newReservationDraft(now), { type: 'update', field: 'first_name', value: 'Ada' });
    draft = draftReducer(draft, { type: 'refreshNow', now: later });
    expect(draft).toMatchObject({
      first_name: 'Ada',
      date: later.date,
      time: later.time,
      timestamp: later.timestamp,
    });
  });
});
