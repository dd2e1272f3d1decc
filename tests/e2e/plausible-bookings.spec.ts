// Issue 29 §1, plausible bookings: 50 guests were once booked on a 2-seat table. The table picker
// shows each table's seats and whether it is free at the chosen time, a too-small table warns in
// place, and booking it asks a confirmation naming the problem: the demo admin may book it anyway,
// the demo host (without "Confirm implausible bookings") is refused with the reason and nothing is
// saved. A new booking's time starts at the next bookable slot, not "now".
import type { Page } from '@playwright/test';
import { apiReservations, apiSignIn } from './fixtures/api-client.js';
import { useColourScheme } from './fixtures/axe.js';
import { DEMO, expect, SCREENSHOT_DIR, test } from './fixtures/console-fixtures.js';
import { LoginPage } from './page-models/login-page.js';
import { ReservationScreen } from './page-models/reservation-screen.js';

async function openBook(
  page: Page,
  baseUrl: string,
  who: { email: string; password: string },
): Promise<ReservationScreen> {
  const login = new LoginPage(page, baseUrl);
  await login.open();
  await login.signIn(who);
  // The admin's console lives under /admin, the host's under /host: go through the sidebar.
  await expect(page).toHaveURL(/\/harbour-bistro\/(admin|host)$/);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Reservation', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reservations' })).toBeVisible();
  const screen = new ReservationScreen(page);
  await screen.waitForRows();
  return screen;
}

async function shoot(page: Page, name: string): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await useColourScheme(page, scheme);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-${scheme}.png` });
  }
  await useColourScheme(page, 'light');
}

/**
 * Opens a new booking for 50 and picks a 2-seat table the picker says is free at the time; returns
 * the table's name and the booking's date.
 */
async function fiftyOnATwoTop(
  screen: ReservationScreen,
  first: string,
  screenshot?: string,
): Promise<{ table: string; date: string }> {
  await screen.newButton.click();
  await expect(screen.panel).toBeVisible();
  await screen.fillQuickBooking({ first, last: 'Fifty', party: 50 });
  const picker = screen.panel.getByRole('textbox', { name: 'Table number' });
  await picker.click();
  await picker.fill('');
  const free = screen.page.getByRole('option', { name: /^\w+ · 2 seats · free$/ }).first();
  await expect(free).toBeVisible();
  // Every option names its seats, and free or taken at the chosen time.
  const texts = await screen.page.getByRole('option').allTextContents();
  for (const text of texts) expect(text).toMatch(/^\w+ · \d+ seats? · (free|taken at \d\d:\d\d)$/);
  if (screenshot) await shoot(screen.page, screenshot);
  const table = ((await free.textContent()) ?? '').split(' · ')[0] ?? '';
  await free.click();
  await expect(picker).toHaveValue(table);
  // The party does not fit: the picker warns in place before anything is booked.
  await expect(screen.panel.getByText(`Table ${table} seats 2: too small for 50 guests`)).toBeVisible();
  return { table, date: await screen.field('Date').inputValue() };
}

test('the demo admin is asked to confirm 50 guests on a 2-seat table, and books it', async ({
  page,
  isolatedApi,
  launchConsole,
}) => {
  test.setTimeout(180_000);
  const baseUrl = await launchConsole(isolatedApi.url);
  const screen = await openBook(page, baseUrl, DEMO.harbourAdmin);
  const { table, date } = await fiftyOnATwoTop(screen, 'Admin', 'plausible-table-picker');

  await screen.book();
  const dialog = page.getByRole('dialog', { name: 'Check this booking' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`50 guests on ${table}, which seats 2`);
  await expect(dialog).toContainText('50 guests: more than the largest table, which seats 12');
  await shoot(page, 'plausible-confirm-admin');
  await dialog.getByRole('button', { name: 'Book anyway' }).click();
  await expect(dialog).toBeHidden();
  await expect(screen.panel).toBeHidden();

  const session = await apiSignIn(isolatedApi.url, DEMO.harbourAdmin);
  await expect
    .poll(
      async () =>
        (await apiReservations(isolatedApi.url, session, date))
          .filter((r) => r.first_name === 'Admin' && r.last_name === 'Fifty')
          .map((r) => r.guest_count),
      { timeout: 45_000 },
    )
    .toEqual([50]);
});

test('a host without the permission is refused with the reason, and nothing is saved', async ({
  page,
  consoleUrl,
  api,
}) => {
  test.setTimeout(120_000);
  const screen = await openBook(page, consoleUrl, DEMO.harbourHost);

  // The time starts at the next bookable slot for the party, not at "now".
  await screen.newButton.click();
  await screen.field('Guest count').fill('2');
  const firstTime = screen.panel
    .getByRole('group', { name: 'Available times' })
    .getByRole('button', { name: /^Book at/ })
    .first();
  await expect(firstTime).toBeVisible();
  await expect(screen.field('Time')).toHaveValue((await firstTime.textContent()) ?? '');
  await screen.panel.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(screen.panel).toBeHidden();

  const { table, date } = await fiftyOnATwoTop(screen, 'Host');
  await screen.book();
  const dialog = page.getByRole('dialog', { name: 'Check this booking' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`50 guests on ${table}, which seats 2`);
  await expect(dialog).toContainText('This booking needs a manager');
  await expect(dialog.getByRole('button', { name: 'Book anyway' })).toHaveCount(0);
  await shoot(page, 'plausible-refused-host');
  await dialog.getByRole('button', { name: 'Go back' }).click();
  await expect(dialog).toBeHidden();
  await expect(screen.panel.getByRole('alert')).toContainText(
    `Needs a manager to confirm: 50 guests on ${table}, which seats 2`,
  );
  await screen.panel.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(screen.row('Host Fifty')).toHaveCount(0);

  const session = await apiSignIn(api.url, DEMO.harbourAdmin);
  const onServer = await apiReservations(api.url, session, date);
  expect(onServer.filter((r) => r.first_name === 'Host' && r.last_name === 'Fifty')).toHaveLength(0);
});
