// The Grid timeline and the Floorplan against the real core (web mode) and tenant API with the demo
// data: a booking moved by dragging is accepted by the server and stays moved after a reload; a
// walk-in dragged onto a free table on the PixiJS canvas is seated.
import type {} from '../../src-renderer/data/venue-global.js';
import type { Page } from '@playwright/test';
import { isTableFree, occupiedIntervals } from '../../src-shared/domain/availability/index.js';
import type { Reservation } from '../../src-shared/schemas/reservation.js';
import { instantToVenueLocal, timeToMinutes } from '../../src-shared/time.js';
import { LIVE_FILL } from '../../src-renderer/screens/floorplan/floor-palette.js';
import { expect, SCREENSHOT_DIR, test } from './fixtures/console-fixtures.js';
import { venueToday } from './fixtures/venue-today.js';
import { signInAt } from './fixtures/sign-in.js';
import { expectUncovered } from './fixtures/uncovered.js';
import { FloorplanPage } from './page-models/floorplan-page.js';
import { GridPage, nearestFreeTable } from './page-models/grid-page.js';
import {
  pendingWrites,
  readMirror,
  waitForNoPendingWrites,
  type MirrorFloor,
} from './page-models/venue-mirror.js';
import { E2E_VENUE_ZONE } from './fixtures/venue-zone.js';

const PREFIX = '/harbour-bistro/admin/services/reservationManagement';
const HARBOUR_ZONE = E2E_VENUE_ZONE;

type Floor = MirrorFloor;
const mirror = readMirror;
const waitForSync = (page: Page) => waitForNoPendingWrites(page);

async function signInTo(page: Page, consoleUrl: string, path: string) {
  await signInAt(page, consoleUrl);
  await page.goto(`${consoleUrl}${path}`);
}

test('grid: a booking for tonight is dragged to another table, the server keeps it there', async ({
  page,
  consoleUrl,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signInTo(page, consoleUrl, `${PREFIX}/grid`);
  const grid = new GridPage(page);
  await expect(grid.heading).toBeVisible();
  await expect(grid.blocks.first()).toBeVisible({ timeout: 30_000 });

  const today = venueToday();
  const { floor, bookings } = await mirror(page, today);
  const statusName = new Map(floor.statuses.map((s) => [s.id, s.reservation_Status_Name]));
  const tonight = bookings.filter(
    (b) =>
      timeToMinutes(b.time) >= 17 * 60 &&
      b.table_ids.length === 1 &&
      ['Booked', 'Confirmed'].includes(statusName.get(b.booking_status) ?? ''),
  );
  expect(tonight.length, 'the demo data has bookings tonight').toBeGreaterThan(0);

  let move: { booking: Reservation; target: Floor['tables'][number] } | undefined;
  for (const booking of tonight) {
    const target = nearestFreeTable(floor, bookings, booking, today);
    if (target) {
      move = { booking, target };
      break;
    }
  }
  if (!move) throw new Error('No free table tonight to move a booking to');
  const { booking, target } = move;

  await grid.dragToRow(booking.id, target.name);
  // Until the server acknowledges the move the block also says so.
  await expect(grid.block(booking.id)).toHaveAttribute(
    'aria-label',
    new RegExp(`, ${target.name}(, pending sync)?$`),
  );
  await waitForSync(page);
  await expect(grid.block(booking.id)).toHaveAttribute('aria-label', new RegExp(`, ${target.name}$`));
  await expect(grid.messages).toHaveCount(0);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/grid-1366x768.png` });

  await page.reload();
  await expect(grid.heading).toBeVisible();
  const moved = await grid.reveal(booking.id);
  await expect(moved).toHaveAttribute('aria-label', new RegExp(`, ${target.name}$`));
  const after = (await mirror(page, today)).bookings.find((b) => b.id === booking.id);
  expect(after?.table_ids).toEqual([target.id]);

  await page.setViewportSize({ width: 1920, height: 1080 });
  await expect(moved).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/grid-1920x1080.png` });
});

test('grid: a drop onto a table taken at that time is refused before sending, naming table and time', async ({
  page,
  consoleUrl,
}) => {
  await signInTo(page, consoleUrl, `${PREFIX}/grid`);
  const grid = new GridPage(page);
  await expect(grid.blocks.first()).toBeVisible({ timeout: 30_000 });
  const today = venueToday();
  const { floor, bookings } = await mirror(page, today);
  const occupancy = occupiedIntervals(bookings, floor.statuses, today);
  const holds = new Map(floor.statuses.map((s) => [s.id, s.holds_table]));
  // A booking and a table in its area that is busy at its time.
  let clash: { booking: Reservation; target: Floor['tables'][number] } | undefined;
  for (const b of bookings.filter(
    (x) => x.table_ids.length === 1 && holds.get(x.booking_status) && timeToMinutes(x.time) >= 17 * 60,
  )) {
    const from = floor.tables.find((t) => t.id === b.table_ids[0]);
    const start = timeToMinutes(b.time);
    const target = floor.tables
      .filter(
        (t) =>
          t.id !== from?.id &&
          t.seating_area_id === from?.seating_area_id &&
          !isTableFree(occupancy, t.id, start, start + b.duration_minutes),
      )
      .sort(
        (x, y) =>
          Math.abs(x.sort_order - (from?.sort_order ?? 0)) - Math.abs(y.sort_order - (from?.sort_order ?? 0)),
      )[0];
    if (target) {
      clash = { booking: b, target };
      break;
    }
  }
  if (!clash) throw new Error('The demo data has no overlapping bookings tonight to test a refusal');
  const pendingBefore = await pendingWrites(page);
  await grid.dragToRow(clash.booking.id, clash.target.name);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/grid-refused-1366x820.png` });
  await expect(grid.messages.first()).toContainText(
    `Table ${clash.target.name} is taken at ${clash.booking.time}`,
  );
  await expect(grid.block(clash.booking.id)).toHaveAttribute(
    'aria-label',
    new RegExp(`, ${clash.booking.table_number}$`),
  );
  const pendingAfter = await pendingWrites(page);
  expect(pendingAfter).toBe(pendingBefore);
});

test('floorplan: a walk-in dragged onto a free table is seated', async ({ page, consoleUrl }) => {
  // 55 s on a quiet 2-core machine (software WebGL): the default 60 s left no margin.
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await signInTo(page, consoleUrl, `${PREFIX}/floorplan`);
  const floorplan = new FloorplanPage(page);
  await expect(floorplan.heading).toBeVisible();
  await expect(floorplan.canvas).toBeVisible({ timeout: 30_000 });
  await expect(floorplan.tables.first()).toBeAttached({ timeout: 30_000 });
  await expect(floorplan.table('T1')).toBeAttached();
  // The plan fills the height below the console header and ends at the window's edge; the header
  // is above the page, not over its title.
  await expectUncovered(floorplan.heading, 'the floorplan title');
  const stage = await floorplan.stage.boundingBox();
  const header = await page.getByRole('banner').boundingBox();
  expect(stage && header && stage.y >= header.y + header.height, 'the plan starts below the header').toBe(
    true,
  );
  expect(stage && stage.y + stage.height <= 768, 'the plan ends inside the window').toBe(true);

  const now = instantToVenueLocal(new Date(), HARBOUR_ZONE);
  const free = await floorplan.freeTable(2);
  const tableName = free.name;

  // The canvas really drew the tables: filled in live-state colours, with outlines and labels (an
  // uninitialised renderer leaves it blank while the accessible list above still passes).
  const fillColours = Object.values(LIVE_FILL);
  await expect
    .poll(async () => (await floorplan.canvasPaint(fillColours)).painted, {
      timeout: 20_000,
      message: 'the floor plan canvas paints something',
    })
    .toBeGreaterThan(5_000);
  const paint = await floorplan.canvasPaint(fillColours);
  const filled = Object.values(paint.fills).reduce((a, b) => a + b, 0);
  expect(filled, `table fills on the canvas: ${JSON.stringify(paint)}`).toBeGreaterThan(
    free.plan.length * 200,
  );
  expect(
    paint.fills[`#${LIVE_FILL.free.toString(16)}`],
    'free tables are drawn in the free colour',
  ).toBeGreaterThan(200);
  expect(paint.dark, 'outlines and table names are drawn').toBeGreaterThan(free.plan.length * 20);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/floorplan-1366x768.png` });

  await floorplan.dragWalkInOnto(free);
  await expect(floorplan.table(tableName)).toHaveText(new RegExp(`^Table ${tableName}, \\d+ seats, seated`));
  await waitForSync(page);
  const seated = (await mirror(page, now.date)).bookings.find(
    (b) => b.source === 'walk_in' && b.table_ids.includes(free.id),
  );
  expect(seated?.status).toBe('Seated');
  await expect(page.getByRole('region', { name: `Selected table ${tableName}` })).toContainText('Walk-in');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/floorplan-seated-1366x768.png` });

  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.getByRole('button', { name: 'Fit the plan to the view' }).click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/floorplan-1920x1080.png` });
});
