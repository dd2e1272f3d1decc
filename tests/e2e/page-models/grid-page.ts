import type { Locator, Page } from '@playwright/test';
import { isTableFree, occupiedIntervals } from '../../../src-shared/domain/availability/index.js';
import type { Reservation } from '../../../src-shared/schemas/reservation.js';
import { timeToMinutes } from '../../../src-shared/time.js';
import type { MirrorFloor } from './venue-mirror.js';

/**
 * Where `booking` (one of the day's `bookings`) can be dragged: an active table other than its own, in
 * the same seating area, big enough and free for its whole stay; of those the nearest row, so it is
 * rendered (rows are virtualized) while the block is in view.
 */
export function nearestFreeTable(
  floor: MirrorFloor,
  bookings: readonly Reservation[],
  booking: Reservation,
  date: string,
): MirrorFloor['tables'][number] | undefined {
  const from = floor.tables.find((t) => t.id === booking.table_ids[0]);
  const occupancy = occupiedIntervals(bookings, floor.statuses, date);
  const start = timeToMinutes(booking.time);
  return floor.tables
    .filter(
      (t) =>
        t.id !== from?.id &&
        t.isActive &&
        t.seating_area_id === from?.seating_area_id &&
        t.max_covers >= booking.guest_count,
    )
    .filter((t) => isTableFree(occupancy, t.id, start, start + booking.duration_minutes))
    .sort(
      (x, y) =>
        Math.abs(x.sort_order - (from?.sort_order ?? 0)) - Math.abs(y.sort_order - (from?.sort_order ?? 0)),
    )[0];
}

/** The Grid timeline: table rows, booking blocks (named "Jane Doe, 4 guests, 19:30–21:15, T4"). */
export class GridPage {
  readonly heading: Locator;
  readonly timeline: Locator;
  readonly blocks: Locator;
  readonly messages: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Grid' });
    this.timeline = page.getByRole('region', { name: 'Bookings timeline' });
    this.blocks = this.timeline.locator('[data-booking-id]');
    this.messages = page.getByRole('region', { name: 'Messages' }).getByRole('alert');
  }

  block(id: string): Locator {
    return this.timeline.locator(`[data-booking-id="${id}"]`);
  }

  row(tableName: string): Locator {
    return this.timeline.locator(`[data-table-row="${tableName}"]`);
  }

  /**
   * Scrolls the timeline until the block is rendered: rows and blocks outside the viewport are not
   * in the DOM, so this walks the rows a screen at a time and, on each, the hours.
   */
  async reveal(id: string): Promise<Locator> {
    const block = this.block(id);
    const size = await this.timeline.evaluate((el) => ({ height: el.scrollHeight, view: el.clientHeight }));
    const rowSteps = Math.max(1, Math.ceil(size.height / Math.max(1, size.view * 0.8)));
    for (let r = 0; r < rowSteps && (await block.count()) === 0; r += 1) {
      await this.timeline.evaluate(
        (el, top) => {
          el.scrollTop = top;
          el.scrollLeft = 0;
        },
        r * size.view * 0.8,
      );
      await this.page.waitForTimeout(80);
      for (let i = 0; i < 12 && (await block.count()) === 0; i += 1) {
        await this.timeline.evaluate((el) => (el.scrollLeft += el.clientWidth * 0.6));
        await this.page.waitForTimeout(80);
      }
    }
    await block.scrollIntoViewIfNeeded({ timeout: 10_000 });
    return block;
  }

  /** Clicks a block where it stands (pointer down and up, no movement): it opens the booking. */
  async clickBlock(id: string): Promise<void> {
    const block = await this.reveal(id);
    const box = await block.boundingBox();
    if (!box) throw new Error(`Block ${id} is not on screen`);
    // Left of the centre (the right edge is the resize handle); Playwright checks nothing covers it.
    await block.click({ position: { x: Math.min(24, box.width / 3), y: box.height / 2 } });
  }

  /** Drags a block onto a table row at the same time, with real pointer events. */
  async dragToRow(id: string, tableName: string): Promise<void> {
    const block = await this.reveal(id);
    const from = await block.boundingBox();
    const row = this.row(tableName);
    if ((await row.count()) === 0)
      throw new Error(`Row ${tableName} is not rendered near block ${id}; pick a nearer table`);
    await row.scrollIntoViewIfNeeded();
    const target = await row.boundingBox();
    const start = await block.boundingBox();
    if (!from || !target || !start) throw new Error(`Block ${id} or row ${tableName} is not on screen`);
    const x = start.x + 12;
    await this.page.mouse.move(x, start.y + start.height / 2);
    await this.page.mouse.down();
    const steps = 8;
    for (let i = 1; i <= steps; i += 1) {
      await this.page.mouse.move(
        x,
        start.y +
          start.height / 2 +
          ((target.y + target.height / 2 - (start.y + start.height / 2)) * i) / steps,
      );
    }
    await this.page.mouse.up();
  }
}
