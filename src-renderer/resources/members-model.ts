// The member rows of a table combination as the form edits them (issue 13: tables in order, each
// required or not): an ordered list the editor moves up and down, and the rows the server takes,
// numbered by their place in that list.
import type { CombinationMember } from '../../src-shared/schemas/seating.js';

export interface MemberValue {
  table_id: string;
  is_required: boolean;
}

/** A stored combination's members in their table order (the form's value). */
export function membersOf(stored: unknown): MemberValue[] {
  if (!Array.isArray(stored)) return [];
  return [...(stored as Partial<CombinationMember>[])]
    .sort((a, b) => (a.table_order ?? 0) - (b.table_order ?? 0))
    .flatMap((m) => (m.table_id ? [{ table_id: m.table_id, is_required: m.is_required ?? true }] : []));
}

/** The member at `from` placed at `to` (both clamped to the list); the others keep their order. */
export function moveMember(members: readonly MemberValue[], from: number, to: number): MemberValue[] {
  const last = members.length - 1;
  const target = Math.max(0, Math.min(last, to));
  const moved = members[from];
  if (!moved || from === target) return [...members];
  const rest = members.filter((_, i) => i !== from);
  return [...rest.slice(0, target), moved, ...rest.slice(target)];
}

/** A new member joins at the end, required; a table already in the list is not added twice. */
export function addMember(members: readonly MemberValue[], tableId: string): MemberValue[] {
  if (members.some((m) => m.table_id === tableId)) return [...members];
  return [...members, { table_id: tableId, is_required: true }];
}

export function removeMember(members: readonly MemberValue[], index: number): MemberValue[] {
  return members.filter((_, i) => i !== index);
}

export function setRequired(
  members: readonly MemberValue[],
  index: number,
  required: boolean,
): MemberValue[] {
  return members.map((m, i) => (i === index ? { ...m, is_required: required } : m));
}

/** The rows the server takes: table_order is the place in the list. */
export function memberRows(members: readonly MemberValue[]): CombinationMember[] {
  return members.map((m, i) => ({ table_id: m.table_id, table_order: i, is_required: m.is_required }));
}

interface Seats {
  id: string;
  min_covers: number;
  max_covers: number;
}

export interface SeatSum {
  /** Every member's seats added up. */
  all: { min: number; max: number };
  /** The required members' seats only (what the combination has when no optional table is free). */
  required: { min: number; max: number };
}

/** The members' seats added up, a hint beside the combination's own minimum and maximum. */
export function seatSum(members: readonly MemberValue[], tables: readonly Seats[]): SeatSum {
  const add = (list: readonly MemberValue[]) =>
    list.reduce(
      (sum, m) => {
        const table = tables.find((t) => t.id === m.table_id);
        return table ? { min: sum.min + table.min_covers, max: sum.max + table.max_covers } : sum;
      },
      { min: 0, max: 0 },
    );
  return { all: add(members), required: add(members.filter((m) => m.is_required)) };
}
