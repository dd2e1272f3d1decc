// Issue 28 step 6 at the host stand: a guest joins the waitlist on the public booking widget (today
// has no free time for them); the host's floor plan shows them within seconds without a reload; with
// the API down the host seats them on a free table (pending sync), and when the API returns the
// booking and the seated entry reach the server. A table blocked from one console's floor plan,
// with a reason, shows blocked on a second console, and clearing it frees it on both. axe finds no
// serious violation on the floor plan with its waitlist and on the live-status dialog.
import type { Page } from '@playwright/test';
import { blockingViolations } from './fixtures/axe.js';
import { apiData, apiReservations, apiSignIn } from './fixtures/api-client.js';
import { DEMO, expect, test } from './fixtures/console-fixtures.js';
import { venueToday } from './fixtures/venue-today.js';
import { signInAt } from './fixtures/sign-in.js';
import { FloorplanPage } from './page-models/floorplan-page.js';
import { waitForNoPendingWrites } from './page-models/venue-mirror.js';

// Read by the widget when this test's API starts: a short fill time.
process.env.WIDGET_MIN_FILL_MS = '800';
process.env.WIDGET_SUBMIT_LIMIT = '1000';
process.env.WIDGET_PAGE_LIMIT = '10000';

const FLOORPLAN = '/harbour-bistro/admin/services/reservationManagement/floorplan';

async function openFloorplan(page: Page, consoleUrl: string): Promise<FloorplanPage> {
  await signInAt(page, consoleUrl);
  await page.goto(`${consoleUrl}${FLOORPLAN}`);
  const floor = new FloorplanPage(page);
  await expect(floor.heading).toBeVisible({ timeout: 30_000 });
  await expect(floor.tables.first()).toBeAttached({ timeout: 30_000 });
  await expect(page.getByRole('status', { name: /^Sync status:/ })).toContainText('Online', {
    timeout: 30_000,
  });
  return floor;
}

test('a guest who joins the waitlist on the widget is seen at the host stand and seated offline, converging when the API returns', async ({
  page,
  browser,
  isolatedApi,
  launchConsole,
}) => {
  test.setTimeout(240_000);
  const session = await apiSignIn(isolatedApi.url, DEMO.harbourAdmin);
  const today = venueToday();
  const consoleUrl = await launchConsole(isolatedApi.url);
  const floor = await openFloorplan(page, consoleUrl);
  const waitlist = page.getByRole('list', { name: 'Waitlist' });
  await expect(page.getByRole('heading', { name: 'Waitlist today (0)' })).toBeVisible();

  // Today is closed for the widget for a moment, so it offers the waitlist instead of times.
  const blackout = await apiData<{ id: string }>(isolatedApi.url, session, 'POST', '/blackout-dates', {
    date: today,
    reason: 'Private event',
  });
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  try {
    await guest.goto(`${isolatedApi.url}/book/harbour-bistro?date=${today}&party=2`);
    await expect(guest.getByRole('heading', { name: 'Join the waitlist' })).toBeVisible();
    await guest.getByLabel(/^Preferred time/).fill('19:30');
    await guest.getByLabel('First name').fill('Wally');
    await guest.getByLabel('Last name').fill('Waiter');
    await guest.getByLabel(/^Email address/).fill('wally.waiter@example.com');
    await guest.waitForTimeout(900); // a person takes longer than the form's minimum fill time
    await guest.getByRole('button', { name: 'Join the waitlist' }).click();
    await expect(guest.getByRole('heading', { name: 'You are on the waitlist' })).toBeVisible();
  } finally {
    await guestContext.close();
  }
  await apiData(isolatedApi.url, session, 'DELETE', `/blackout-dates/${blackout.id}`);

  // The host stand, left alone, shows the guest (the join pokes every console).
  const entry = waitlist.getByRole('listitem', { name: /^Wally Waiter, 2 guests, prefers 19:30/ });
  await expect(entry).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('heading', { name: 'Waitlist today (1)' })).toBeVisible();
  const found = await blockingViolations(page);
  expect(found, `floor plan with its waitlist: ${JSON.stringify(found, null, 1)}`).toEqual([]);

  // The API goes down; the host seats the guest on a free table all the same.
  const tableName = (await floor.freeTable(2)).name;
  await isolatedApi.stop();
  const status = page.getByRole('status', { name: /^Sync status:/ });
  await expect(status).toContainText('Offline', { timeout: 45_000 });
  await floor.selectTable(tableName);
  await entry.getByRole('button', { name: `Seat Wally Waiter from the waitlist at ${tableName}` }).click();
  await expect(floor.table(tableName)).toHaveText(
    new RegExp(`^Table ${tableName}, \\d+ seats, seated.*, pending sync$`),
  );
  await expect(page.getByText('Wally Waiter seated at ' + tableName + ' (pending sync).')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Waitlist today (0)' })).toBeVisible();
  await expect(page.getByRole('region', { name: `Selected table ${tableName}` })).toContainText('Wally');
  await expect(status).toContainText(/\d+ pending/);

  // The API returns: both changes reach it, in order, once.
  await isolatedApi.start();
  await expect(status).toContainText('Online', { timeout: 60_000 });
  await waitForNoPendingWrites(page, 60_000);
  const seated = (await apiReservations(isolatedApi.url, session, today)).filter(
    (r) => r.first_name === 'Wally',
  );
  expect(seated.map((r) => [r.last_name, r.status, r.table_number, r.guest_count, r.source])).toEqual([
    ['Waiter', 'Seated', tableName, 2, 'widget'],
  ]);
  const entries = await apiData<{ first_name: string; status: string; reservation_id: string | null }[]>(
    isolatedApi.url,
    session,
    'GET',
    `/restaurant/${session.restaurantId}/waitlist?date=${today}`,
  );
  expect(entries).toEqual([
    expect.objectContaining({ first_name: 'Wally', status: 'seated', reservation_id: seated[0]?.id }),
  ]);
  await expect(floor.table(tableName)).toHaveText(new RegExp(`^Table ${tableName}, \\d+ seats, seated`));
  await expect(floor.table(tableName)).not.toHaveText(/pending sync/);
});

test('a table blocked from the floor plan with a reason shows blocked on a second console, and clearing it frees it', async ({
  browser,
  isolatedApi,
  launchConsole,
}) => {
  test.setTimeout(180_000);
  const contexts = [await browser.newContext(), await browser.newContext()];
  try {
    const [a, b] = await Promise.all(contexts.map((c) => c.newPage()));
    if (!a || !b) throw new Error('No pages');
    const floorA = await openFloorplan(a, await launchConsole(isolatedApi.url));
    const floorB = await openFloorplan(b, await launchConsole(isolatedApi.url));
    const tableName = (await floorA.freeTable(1)).name;

    const panel = await floorA.selectTable(tableName);
    await expect(panel).toContainText('No live status set');
    await panel.getByRole('button', { name: `Set the live status of table ${tableName}` }).click();
    const dialog = a.getByRole('dialog', { name: `Live status of table ${tableName}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Status' })).toHaveValue('Blocked');
    await dialog.getByRole('textbox', { name: /^Reason/ }).fill('Leaking ceiling');
    const found = await blockingViolations(a);
    expect(found, `live-status dialog: ${JSON.stringify(found, null, 1)}`).toEqual([]);
    await dialog.getByRole('button', { name: 'Save status' }).click();
    await expect(dialog).toBeHidden();
    await expect(floorA.table(tableName)).toHaveText(new RegExp(`^Table ${tableName}, \\d+ seats, blocked`));
    await expect(panel.getByTestId('table-live-status')).toContainText('Live status: Blocked');
    await expect(panel).toContainText('Leaking ceiling');

    // The second console, left alone, shows it blocked with its reason.
    await expect(floorB.table(tableName)).toHaveText(new RegExp(`^Table ${tableName}, \\d+ seats, blocked`), {
      timeout: 10_000,
    });
    const panelB = await floorB.selectTable(tableName);
    await expect(panelB).toContainText('Leaking ceiling');

    // Cleared on the second console: free again on both.
    await panelB.getByRole('button', { name: `Set the live status of table ${tableName}` }).click();
    await b
      .getByRole('dialog', { name: `Live status of table ${tableName}` })
      .getByRole('button', { name: 'Clear status' })
      .click();
    await expect(floorB.table(tableName)).toHaveText(new RegExp(`^Table ${tableName}, \\d+ seats, free`));
    await expect(floorA.table(tableName)).toHaveText(new RegExp(`^Table ${tableName}, \\d+ seats, free`), {
      timeout: 10_000,
    });
    await expect(panel).toContainText('No live status set');
  } finally {
    await Promise.all(contexts.map((c) => c.close()));
  }
});
