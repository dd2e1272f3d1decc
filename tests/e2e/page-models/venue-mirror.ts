import type {} from '../../../src-renderer/data/venue-global.js';
import { expect, type Page } from '@playwright/test';
import type { ChannelOutput } from '../../../src-shared/ipc/channels.js';
import type { Reservation } from '../../../src-shared/schemas/reservation.js';

export type MirrorFloor = ChannelOutput<'mirror.floor'>;

/** The console's local mirror (floor and one day's bookings), read through the page's bridge; works offline. */
export async function readMirror(
  page: Page,
  date: string,
): Promise<{ floor: MirrorFloor; bookings: Reservation[] }> {
  return page.evaluate(async (day) => {
    const [floor, bookings] = await Promise.all([
      window.venue['mirror.floor'](),
      window.venue['mirror.reservations']({ date: day }),
    ]);
    if (!floor.ok || !bookings.ok) throw new Error('mirror not ready');
    return { floor: floor.value, bookings: bookings.value };
  }, date);
}

/** Writes still queued for the server (-1 when the status cannot be read). */
export async function pendingWrites(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const s = await window.venue['sync.status']();
    return s.ok ? s.value.pending : -1;
  });
}

export async function waitForNoPendingWrites(page: Page, timeout = 20_000): Promise<void> {
  await expect.poll(async () => pendingWrites(page), { timeout }).toBe(0);
}
