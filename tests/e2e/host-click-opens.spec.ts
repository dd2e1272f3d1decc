// Host-stand friction (issue 29 §5): a click on a reservation row opens it in the edit panel and
// selects it (Escape, then S seats the party); a click on a grid block that does not drag opens the
// same panel; an arrived party reads differently from one still to come — on the book's badge, the
// grid block and the floor plan's table card, in words and an icon besides its colour. Screenshots
// of each in light and dark; axe finds nothing serious on the book and the grid in either scheme.
import { mkdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { uuidv7 } from '../../src-shared/ids.js';
import { apiData, apiRequest, apiSignIn, type ApiSession } from './fixtures/api-client.js';
import { blockingViolations, COLOUR_RULES, inEachColourScheme } from './fixtures/axe.js';
import { DEMO, expect, SCREENSHOT_DIR, test } from './fixtures/console-fixtures.js';
import { venueToday } from './fixtures/venue-today.js';
import { signInAt } from './fixtures/sign-in.js';
import { FloorplanPage } from './page-models/floorplan-page.js';
import { GridPage } from './page-models/grid-page.js';
import { ReservationScreen } from './page-models/reservation-screen.js';
import { readMirror } from './page-models/venue-mirror.js';

const HOST = '/harbour-bistro/admin/services/reservationManagement';
const ARRIVED = { first: 'Arlo', last: 'Doorstep' };
const BOOKED = { first: 'Clio', last: 'Clickbook' };
const name = (g: { first: string; last: string }) => `${g.first} ${g.last}`;

/** Books a party of 2 on `tableId` at the first of `times` the server takes; returns the time. */
async function bookOn(
  apiUrl: string,
  session: ApiSession,
  guest: { first: string; last: string },
  id: string,
  date: string,
  tableId: string,
  times: readonly string[],
): Promise<string> {
  const answers: string[] = [];
  for (const time of times) {
    const res = await apiRequest(apiUrl, session, 'POST', '/reservation/bookReservation', {
      id,
      first_name: guest.first,
      last_name: guest.last,
      guest_count: 2,
      duration_minutes: 90,
      date,
      time,
      table_ids: [tableId],
    });
    if (res.ok) return time;
    answers.push(`${time}: ${res.status} ${res.body.message ?? ''}`);
  }
  throw new Error(`${name(guest)} could not be booked: ${answers.join('; ')}`);
}

/** The light and the dark scheme: a screenshot of `shot` in each, and axe over the page when asked. */
async function bothSchemes(
  page: Page,
  file: string,
  shot: (path: string) => Promise<unknown>,
  axe: boolean,
): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  await inEachColourScheme(page, async (scheme) => {
    await shot(`${SCREENSHOT_DIR}/${file}-${scheme}.png`);
    if (!axe) return;
    // The light scheme against every rule; the dark one against the rules colours decide.
    const violations = await blockingViolations(page, scheme === 'dark' ? COLOUR_RULES : undefined);
    if (violations.length > 0)
      found[`${file} (${scheme})`] = violations.flatMap((v) =>
        v.elements.slice(0, 3).map((e) => `${v.rule}: ${e}`),
      );
  });
  return found;
}

test('a click opens a booking on the book and the grid; an arrived party reads "arrived" everywhere', async ({
  page,
  api,
  consoleUrl,
}) => {
  test.setTimeout(240_000);
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const admin = await apiSignIn(api.url, DEMO.harbourAdmin);
  const today = venueToday();
  const statuses = await apiData<{ id: string; reservation_Status_Name: string }[]>(
    api.url,
    admin,
    'GET',
    '/reservation-status',
  );
  const statusId = (n: string) => statuses.find((s) => s.reservation_Status_Name === n)?.id ?? '';
  const arrivedId = uuidv7();
  const bookedId = uuidv7();
  const made: string[] = [];

  try {
    await signInAt(page, consoleUrl);
    const screen = new ReservationScreen(page);
    await screen.open(consoleUrl);
    await screen.waitForRows();

    // Two tables of the plan with nothing booked on them today, so what each shows is ours alone.
    const { floor, bookings } = await readMirror(page, today);
    const holding = new Set(floor.statuses.filter((s) => s.holds_table && !s.is_final).map((s) => s.id));
    const taken = new Set(bookings.filter((b) => holding.has(b.booking_status)).flatMap((b) => b.table_ids));
    const onPlan = new Set(floor.layouts[0]?.tables.map((t) => t.table_id) ?? []);
    const empty = floor.tables.filter(
      (t) => t.isActive && t.max_covers >= 2 && t.min_covers <= 2 && onPlan.has(t.id) && !taken.has(t.id),
    );
    const [arrivedTable, bookedTable] = empty;
    if (!arrivedTable || !bookedTable) throw new Error('The demo floor has no two tables free all day');

    // One party is here (lunch, now), the other is to come tonight.
    await bookOn(api.url, admin, ARRIVED, arrivedId, today, arrivedTable.id, [
      '14:00',
      '13:45',
      '14:15',
      '14:30',
      '13:30',
    ]);
    made.push(arrivedId);
    await apiData(api.url, admin, 'PUT', `/reservation/status/${arrivedId}/${statusId('Arrived')}`);
    await bookOn(api.url, admin, BOOKED, bookedId, today, bookedTable.id, [
      '20:30',
      '21:00',
      '19:30',
      '21:30',
    ]);
    made.push(bookedId);

    // The book: the arrived party's badge says "Arrived" with its icon; the booked one "Booked", a dot.
    const arrivedRow = screen.row(name(ARRIVED));
    const bookedRow = screen.row(name(BOOKED));
    await expect(arrivedRow).toContainText('Arrived', { timeout: 45_000 });
    await expect(bookedRow).toContainText('Booked', { timeout: 45_000 });
    const arrivedBadge = arrivedRow.locator('[data-arrival="arrived"]');
    await expect(arrivedBadge).toHaveText('Arrived');
    await expect(arrivedBadge.locator('[data-arrival-icon="arrived"]')).toHaveCount(1);
    await expect(bookedRow.locator('[data-arrival]')).toHaveCount(0);
    // The screenshots show lunch, where the arrived parties are, beside those still to come.
    await arrivedRow.scrollIntoViewIfNeeded();
    const found = await bothSchemes(page, 'host-click-book', (path) => page.screenshot({ path }), true);

    // A click on the row's actions button opens its menu, not the panel.
    await bookedRow.getByRole('button', { name: /^Actions for/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Edit reservation' })).toBeVisible();
    await expect(screen.editPanel).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menuitem', { name: 'Edit reservation' })).toBeHidden();

    // A click on the row opens that booking, and selects it: Escape, then S seats the party.
    await bookedRow.getByText(name(BOOKED), { exact: true }).click();
    await expect(screen.editPanel).toBeVisible();
    await expect(screen.editPanel).toHaveAccessibleName(`Edit reservation — ${name(BOOKED)}`);
    await expect(screen.field('First name')).toHaveValue(BOOKED.first);
    await expect(bookedRow).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Escape');
    await expect(screen.editPanel).toBeHidden();
    // Shortcuts wait until no modal dialog is left in the page (the closing drawer included).
    await expect(page.locator('[role="dialog"][aria-modal="true"]')).toHaveCount(0);
    // Nor does a field hold the focus (S would be typed into it): said by name if it ever does.
    expect(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120) ?? '')).not.toMatch(
      /^<(input|textarea|select)/i,
    );
    await page.keyboard.press('s');
    await expect(bookedRow).toContainText('Seated', { timeout: 20_000 });
    await expect(bookedRow.locator('[data-arrival="seated"]')).toHaveText('Seated');

    // The grid: a click on a block (no drag) opens the same panel; the arrived block says so.
    await page.goto(`${consoleUrl}${HOST}/grid`);
    const grid = new GridPage(page);
    await expect(grid.heading).toBeVisible();
    await expect(grid.blocks.first()).toBeVisible({ timeout: 30_000 });
    const arrivedBlock = await grid.reveal(arrivedId);
    // Its door icon always; the word too where the block has room (a 90-minute one keeps the name).
    await expect(arrivedBlock.locator('[data-arrival="arrived"]')).toHaveText('Arrived');
    await expect(arrivedBlock.locator('[data-arrival-icon="arrived"]')).toBeVisible();
    await expect(arrivedBlock).toHaveAttribute('data-arrival', 'arrived');
    Object.assign(
      found,
      await bothSchemes(page, 'host-click-grid', (path) => grid.timeline.screenshot({ path }), true),
    );
    await grid.clickBlock(bookedId);
    await expect(screen.editPanel).toBeVisible();
    await expect(screen.editPanel).toHaveAccessibleName(`Edit reservation — ${name(BOOKED)}`);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/host-click-grid-panel.png` });
    await page.keyboard.press('Escape');
    await expect(screen.editPanel).toBeHidden();
    // The block stayed where it was: a click is not a move.
    await expect(grid.block(bookedId)).toHaveAttribute(
      'aria-label',
      new RegExp(`, ${bookedTable.name}(, pending sync)?$`),
    );

    // The floor plan: the arrived party's table is "party arrived" (not "reserved soon"), in its
    // own colour, with the door icon on the selected table's card.
    await page.goto(`${consoleUrl}${HOST}/floorplan`);
    const plan = new FloorplanPage(page);
    await expect(plan.heading).toBeVisible();
    await expect(plan.table(arrivedTable.name)).toHaveAccessibleName(/, party arrived$/, {
      timeout: 30_000,
    });
    const card = await plan.selectTable(arrivedTable.name);
    const badge = card.locator('[data-state="arrived"]');
    await expect(badge).toHaveText('party arrived');
    await expect(badge.locator('[data-arrival-icon="arrived"]')).toHaveCount(1);
    await expect(card).toContainText(`${name(ARRIVED)}, 2 guests`);
    await expect(page.getByRole('list', { name: 'Table colours' })).toContainText('party arrived');
    // Waiting to be seated, the party's card in the upcoming list says it is here.
    await expect(plan.upcoming(name(ARRIVED)).locator('[data-arrival="arrived"]')).toHaveText('Arrived');
    // Escape leaves the table list (it shows while focused) for the plan; the table stays selected.
    await page.keyboard.press('Escape');
    await expect(card).toBeVisible();
    await bothSchemes(page, 'host-click-floor-card', (path) => card.screenshot({ path }), false);
    await bothSchemes(page, 'host-click-floor', (path) => page.screenshot({ path }), false);

    expect(found, 'serious or critical axe violations on the book and the grid').toEqual({});
  } finally {
    for (const id of made)
      await apiData(api.url, admin, 'PUT', `/reservation/status/${id}/${statusId('Cancelled')}`).catch(
        () => undefined,
      );
  }
});
