// Which menus are offered now (spec §7 Menus "by shift" and "active"): a switched-on menu is
// offered in the shifts it names, or in every shift when it names none. The active shift follows
// spec §4's rule. Pure, so the server's /menus/active and an offline terminal's order entry agree.
import { activeShift } from './active-shift.js';
import type { Menu } from '../schemas/menu.js';
import type { Shift } from '../schemas/shift.js';

type MenuLike = Pick<Menu, 'shift_ids' | 'is_active'>;
type ShiftLike = Pick<Shift, 'id' | 'category' | 'start_time' | 'end_time'>;

export function menuServesShift(menu: Pick<Menu, 'shift_ids'>, shiftId: string): boolean {
  return menu.shift_ids.length === 0 || menu.shift_ids.includes(shiftId);
}

/** The active shift at venue time `now` (HH:MM) and the switched-on menus it offers. */
export function activeMenus<M extends MenuLike, S extends ShiftLike>(
  menus: readonly M[],
  shifts: readonly S[],
  now: string,
): { shift: S | null; menus: M[] } {
  const shift = activeShift(shifts, now);
  const on = menus.filter((m) => m.is_active);
  return { shift, menus: shift ? on.filter((m) => menuServesShift(m, shift.id)) : on };
}
