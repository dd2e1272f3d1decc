import { describe, expect, it } from 'vitest';
import {
  addMember,
  memberRows,
  membersOf,
  moveMember,
  removeMember,
  seatSum,
  setRequired,
  type MemberValue,
} from './members-model.js';

const m = (id: string, required = true): MemberValue => ({ table_id: id, is_required: required });
const ids = (list: readonly MemberValue[]) => list.map((x) => x.table_id);

describe('combination members', () => {
  it('read stored rows in table order, whatever order they came in', () => {
    const stored = [
      { table_id: 'c', table_order: 2, is_required: true },
      { table_id: 'a', table_order: 0, is_required: false },
      { table_id: 'b', table_order: 1, is_required: true },
    ];
    expect(membersOf(stored)).toEqual([m('a', false), m('b'), m('c')]);
    expect(membersOf(null)).toEqual([]);
  });

  it('move one place up or down, and stay put at either end', () => {
    const list = [m('a'), m('b'), m('c')];
    expect(ids(moveMember(list, 1, 0))).toEqual(['b', 'a', 'c']);
    expect(ids(moveMember(list, 1, 2))).toEqual(['a', 'c', 'b']);
    expect(ids(moveMember(list, 0, -1))).toEqual(['a', 'b', 'c']);
    expect(ids(moveMember(list, 2, 3))).toEqual(['a', 'b', 'c']);
  });

  it('move by dragging to any place, keeping the required flags with their tables', () => {
    const list = [m('a'), m('b', false), m('c'), m('d')];
    expect(moveMember(list, 1, 3)).toEqual([m('a'), m('c'), m('d'), m('b', false)]);
    expect(moveMember(list, 3, 0)).toEqual([m('d'), m('a'), m('b', false), m('c')]);
  });

  it('add at the end as required, never twice; remove and flag by place', () => {
    const list = addMember(addMember([m('a')], 'b'), 'a');
    expect(list).toEqual([m('a'), m('b')]);
    expect(setRequired(list, 1, false)).toEqual([m('a'), m('b', false)]);
    expect(removeMember(list, 0)).toEqual([m('b')]);
  });

  it('send table_order as the place in the list', () => {
    const rows = memberRows(moveMember([m('a'), m('b', false), m('c')], 2, 0));
    expect(rows).toEqual([
      { table_id: 'c', table_order: 0, is_required: true },
      { table_id: 'a', table_order: 1, is_required: true },
      { table_id: 'b', table_order: 2, is_required: false },
    ]);
  });

  it('add up the seats of every member and of the required ones', () => {
    const tables = [
      { id: 'a', min_covers: 2, max_covers: 4 },
      { id: 'b', min_covers: 1, max_covers: 2 },
      { id: 'c', min_covers: 4, max_covers: 6 },
    ];
    expect(seatSum([m('a'), m('b', false), m('c')], tables)).toEqual({
      all: { min: 7, max: 12 },
      required: { min: 6, max: 10 },
    });
    expect(seatSum([m('gone')], tables).all).toEqual({ min: 0, max: 0 });
  });
});
