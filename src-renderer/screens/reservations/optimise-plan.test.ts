import { describe, expect, it } from 'vitest';
import { movableStatusIds, stepWrite } from './optimise-plan.js';

const status = (id: string, name: string, holds: boolean, final: boolean) => ({
  id,
  reservation_Status_Name: name,
  holds_table: holds,
  is_final: final,
});

describe('optimise plan', () => {
  it('moves only parties still to come: not arrived, seated or final', () => {
    const ids = movableStatusIds([
      status('b', 'Booked', true, false),
      status('c', 'Confirmed', true, false),
      status('l', 'Late', true, false),
      status('a', 'Arrived', true, false),
      status('s', ' seated ', true, false),
      status('x', 'Completed', false, true),
      status('n', 'No-show', false, true),
    ]);
    expect([...ids].sort()).toEqual(['b', 'c', 'l']);
  });

  it('sends a table change, an edit naming the combination, or a park without tables', () => {
    const step = { bookingId: 'r1', from: ['t1'], to: ['t2'], combinationId: null, park: false };
    expect(stepWrite(step)).toEqual({
      name: 'reservation.assignTable',
      args: { id: 'r1', tableIds: ['t2'] },
    });
    expect(stepWrite({ ...step, to: ['t2', 't3'], combinationId: 'c1' })).toEqual({
      name: 'reservation.update',
      args: { id: 'r1', patch: { table_ids: ['t2', 't3'], table_combination_id: 'c1' } },
    });
    expect(stepWrite({ ...step, to: [], combinationId: null, park: true })).toEqual({
      name: 'reservation.assignTable',
      args: { id: 'r1', tableIds: [] },
    });
  });
});
