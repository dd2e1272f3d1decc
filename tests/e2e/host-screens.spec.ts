// Host-stand screens end to end against the real core in web mode: booking, status changes, walk-ins,
// the guest list, clients, the dashboard, search and keyboard, and the offline flow (API stopped,
// writes queued and shown pending, then delivered to the server and to a second console).
import type { Page } from '@playwright/test';
import { DEMO, expect, SCREENSHOT_DIR, test } from './fixtures/console-fixtures.js';
import { signInAt } from './fixtures/sign-in.js';
import { apiReservations, apiSignIn } from './fixtures/api-client.js';
import { ClientsScreen, PROFILE_TABS } from './page-models/clients-screen.js';
import { GuestListScreen } from './page-models/guest-list-screen.js';
import { ReservationScreen } from './page-models/reservation-screen.js';

const SIZES = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
] as const;

function localToday(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

async function screenshots(page: Page, name: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.waitForTimeout(150);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-${size.width}x${size.height}.png` });
  }
  await page.setViewportSize(SIZES[0]);
}

test('books a party of 4 for tonight, refuses 0 guests, changes its status and seats a walk-in', async ({
  page,
  consoleUrl,
}) => {
  test.setTimeout(120_000);
  await signInAt(page, consoleUrl);
  const screen = new ReservationScreen(page);
  await screen.open(consoleUrl);
  await screen.waitForRows();
  await screenshots(page, 'reservation-screen');

  await screen.newButton.click();
  await expect(screen.panel).toBeVisible();
  await expect(screen.field('Guest count')).toHaveValue('0');
  await expect(screen.panel.getByRole('textbox', { name: 'Table number' })).toHaveValue('T1');
  await screen.book();
  await expect(screen.panel.getByText('Guest count must be at least 1')).toBeVisible();
  await expect(screen.panel.getByText('First name is required')).toBeVisible();

  const time = await screen.fillBooking({ first: 'Ada', last: 'Lovelace', party: 4, from: '18:00' });
  await screenshots(page, 'reservation-panel');
  await screen.book();
  await expect(screen.panel).toBeHidden();
  const row = screen.row('Ada Lovelace');
  await expect(row).toContainText(time);
  await expect(row).toContainText('Booked');

  await screen.rowAction('Ada Lovelace', 'Confirmed');
  await expect(row).toContainText('Confirmed');

  await screen.seatWalkIn('Zebedee', 2);
  await expect(screen.row('Zebedee')).toContainText('Seated');
  // The grid and floorplan belong to another engineer's screens; they read the same mirror.
});

test('keyboard: ? lists shortcuts, N opens a new reservation, ] moves the day, S seats the selected party', async ({
  page,
  consoleUrl,
}) => {
  await signInAt(page, consoleUrl);
  const screen = new ReservationScreen(page);
  await screen.open(consoleUrl);
  await screen.waitForRows();
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toContainText('Seat the selected reservation');
  await screenshots(page, 'shortcut-help');
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  const subtitle = page.getByRole('main').locator('p').first();
  const before = await subtitle.textContent();
  await page.keyboard.press(']');
  await expect(subtitle).not.toHaveText(before ?? '');
  await page.keyboard.press('[');
  await expect(subtitle).toHaveText(before ?? '');

  const booked = screen.table.getByRole('row').filter({ hasText: 'Booked' }).first();
  const label = (await booked.getAttribute('aria-label')) ?? '';
  const row = screen.table.getByRole('row', { name: label, exact: true });
  await expect(row).not.toContainText('Seated');
  // A click opens the booking (issue 29 §5) and selects it: once the panel is closed, S seats it.
  await row.click();
  const drawer = page.getByRole('dialog', { name: /^Edit reservation/ });
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  // Shortcuts wait until no modal dialog is left in the page (the closing drawer included).
  await expect(page.locator('[role="dialog"][aria-modal="true"]')).toHaveCount(0);
  await page.keyboard.press('s');
  await expect(row).toContainText('Seated');

  await page.keyboard.press('n');
  await expect(screen.panel).toBeVisible();
  await screen.field('First name').fill('typing n here does nothing');
  await expect(screen.field('First name')).toHaveValue('typing n here does nothing');
});

test('guest list: check in, blacklist with a reason, bulk check-in; removal is offered for the selected', async ({
  page,
  consoleUrl,
}) => {
  await signInAt(page, consoleUrl);
  const list = new GuestListScreen(page);
  await list.open(consoleUrl);
  await expect(list.rows().nth(1)).toBeVisible({ timeout: 45_000 });
  await screenshots(page, 'guest-list');

  const checkIn = list.table.getByRole('button', { name: /^Check in / }).first();
  const name = ((await checkIn.getAttribute('aria-label')) ?? '').replace(/^Check in /, '');
  await checkIn.click();
  const row = list.table.getByRole('row', { name, exact: true });
  await expect(row).toContainText('Checked in');

  await row.getByRole('button', { name: `Blacklist ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Blacklist ${name}` });
  await dialog.getByRole('button', { name: 'Blacklist guest' }).click();
  await expect(dialog).toContainText('Give a reason when blacklisting a guest');
  await dialog.getByLabel('Reason').fill('Abusive to staff');
  await dialog.getByRole('button', { name: 'Blacklist guest' }).click();
  await expect(row).toContainText('Blacklisted');

  const remaining = list.table.getByRole('row').filter({ hasText: 'Expected' });
  const before = await remaining.count();
  await remaining.nth(0).getByRole('checkbox').check();
  await remaining.nth(1).getByRole('checkbox').check();
  // Removal works now (issue 28): the bulk bar offers it beside check-in, named with the count.
  await expect(page.getByRole('button', { name: 'Remove selected (2)' })).toBeEnabled();
  await expect(page.getByText('Needs the online API')).toHaveCount(0);
  await page.getByRole('button', { name: /^Check in selected/ }).click();
  await expect(remaining).toHaveCount(before - 2);

  await list.search.fill(name.split(' ')[0] ?? name);
  await expect(list.table.getByRole('row', { name, exact: true })).toBeVisible();
});

test('clients: paginated list, profile tabs move the chosen one to the front with Notes last', async ({
  page,
  consoleUrl,
}) => {
  await signInAt(page, consoleUrl);
  const clients = new ClientsScreen(page);
  await clients.open(consoleUrl);
  await expect(clients.table.getByRole('row')).toHaveCount(11, { timeout: 45_000 });
  await screenshots(page, 'clients');
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();

  await clients.openProfile(1);
  expect(await clients.tabNames()).toEqual(PROFILE_TABS);
  await clients.tabs.getByRole('tab', { name: 'Client Tier History' }).click();
  expect(await clients.tabNames()).toEqual([
    'Client Tier History',
    'Reservation History',
    'Order History',
    'Request History',
    'Notes',
  ]);
  await expect(page.getByText(/no data source for client tier history/)).toBeVisible();
  await clients.tabs.getByRole('tab', { name: 'Notes' }).click();
  expect((await clients.tabNames()).at(-1)).toBe('Notes');
  await page.getByRole('textbox', { name: 'Notes' }).fill('Prefers the window table');
  await page.getByRole('button', { name: 'Save client' }).click();
  await expect(page.getByText('Client saved')).toBeVisible();
  await clients.tabs.getByRole('tab', { name: 'Reservation History' }).click();
  await screenshots(page, 'client-profile');
});

test('dashboard figures come from the mirror; search opens a client profile and a reservation', async ({
  page,
  consoleUrl,
  searchOverlay,
}) => {
  await signInAt(page, consoleUrl);
  await expect(page.getByRole('group', { name: 'Tables free now' })).toContainText(/\d+ of \d+/, {
    timeout: 45_000,
  });
  await expect(page.getByRole('group', { name: 'Pending sync' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Covers by shift' })).toContainText('Dinner');
  await screenshots(page, 'dashboard');

  await page.keyboard.press('/');
  await searchOverlay.input.fill('Smith');
  const client = searchOverlay.section('Clients').getByRole('button').first();
  await expect(client).toBeVisible();
  await client.click();
  await expect(page).toHaveURL(/\/clients\/profile\?id=/);

  await page.keyboard.press('Control+K');
  await searchOverlay.input.fill('Smith');
  const booking = searchOverlay.section('Upcoming reservations and requests').getByRole('button').first();
  await booking.click();
  await expect(page).toHaveURL(/\/services\/reservationManagement\/reservation/);
  await expect(page.getByRole('dialog', { name: /^Edit reservation/ })).toBeVisible();
});

test('offline: a booking and a walk-in are queued and shown pending, then reach the server and a second console', async ({
  page,
  browser,
  isolatedApi,
  launchConsole,
}) => {
  test.setTimeout(240_000);
  const consoleA = await launchConsole(isolatedApi.url);
  await signInAt(page, consoleA);
  const screen = new ReservationScreen(page);
  await screen.open(consoleA);
  await screen.waitForRows();

  await isolatedApi.stop();
  await screen.newButton.click();
  await screen.fillBooking({ first: 'Offline', last: 'Booking', party: 4, from: '18:00' });
  await screen.book();
  await expect(screen.panel).toBeHidden();
  await expect(screen.row('Offline Booking')).toContainText('Pending sync');
  await screen.seatWalkIn('Offline Walkin', 2);
  await expect(screen.row('Offline Walkin')).toContainText('Seated');
  await expect(screen.row('Offline Walkin')).toContainText('Pending sync');
  const status = page.getByRole('status', { name: /^Sync status:/ });
  await expect(status).toContainText('Offline', { timeout: 30_000 });
  await expect(status).toContainText(/\d+ pending/);
  await screenshots(page, 'reservation-offline');
  // The marks come from the core's outbox, not the page's memory: a reload keeps them.
  await page.reload();
  await screen.waitForRows();
  await expect(screen.row('Offline Booking')).toContainText('Pending sync');
  await expect(screen.row('Offline Walkin')).toContainText('Pending sync');

  await isolatedApi.start();
  await expect(status).not.toContainText('pending', { timeout: 90_000 });
  await expect(screen.row('Offline Booking')).not.toContainText('Pending sync');

  const session = await apiSignIn(isolatedApi.url, DEMO.harbourAdmin);
  const onServer = await apiReservations(isolatedApi.url, session, localToday());
  const booked = onServer.find((r) => r.first_name === 'Offline' && r.last_name === 'Booking');
  const walkIn = onServer.find((r) => r.first_name === 'Offline Walkin');
  expect(booked?.guest_count).toBe(4);
  expect(walkIn?.status).toBe('Seated');

  const consoleB = await launchConsole(isolatedApi.url);
  const context = await browser.newContext({ viewport: SIZES[0] });
  const second = await context.newPage();
  await signInAt(second, consoleB);
  const screenB = new ReservationScreen(second);
  await screenB.open(consoleB);
  await screenB.waitForRows();
  await expect(screenB.row('Offline Booking')).toBeVisible({ timeout: 45_000 });
  await expect(screenB.row('Offline Walkin')).toContainText('Seated');
  await context.close();
});
