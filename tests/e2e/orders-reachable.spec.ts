// Issue 29 item 3: orders are reachable. From the sidebar's IRD entry the live board is one click
// away, and every order page of an outlet links to the others; an order on the board names its table
// and guest; and the price a guest is charged is the gross price the menu shows.
import { DEMO, expect, SCREENSHOT_DIR, test } from './fixtures/console-fixtures.js';
import { ConsolePage } from './page-models/console-page.js';
import { LoginPage } from './page-models/login-page.js';
import { VenueSettingsPage } from './page-models/venue-settings-page.js';

test('from IRD to the live board in one click; the order pages link to each other', async ({
  loginPage,
  consolePage,
  page,
}) => {
  await loginPage.signInFresh(DEMO.harbourAdmin);
  // A bistro has no in-room dining: its IRD entry opens the restaurant's live board.
  await consolePage.sidebarLink('IRD').click();
  await expect(consolePage.heading).toHaveText('Restaurant: live orders');
  await expect(page).toHaveURL(/\/services\/foodOrderManagement\/restaurant1\/liveOrders$/);
  await consolePage.goto('/harbour-bistro/admin/services/foodOrderManagement/ird/dashboard');
  await expect(consolePage.heading).toHaveText('In-room dining: dashboard');
  const pages = page.getByRole('navigation', { name: 'In-room dining order pages' });
  await expect(pages.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

  await pages.getByRole('link', { name: 'Live orders' }).click();
  await expect(consolePage.heading).toHaveText('In-room dining: live orders');
  await expect(page).toHaveURL(/\/services\/foodOrderManagement\/ird\/liveOrders$/);
  await expect(pages.getByRole('link', { name: 'Live orders' })).toHaveAttribute('aria-current', 'page');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/orders-page-links.png` });

  for (const [name, path, heading] of [
    ['Order history', 'orderHistory', /order history/i],
    ['Pre-orders', 'preOrders', /pre-orders/i],
    ['Tabs', 'tabs', /tabs/i],
    ['Export', 'exportOrders', /export/i],
    ['Dashboard', 'dashboard', /dashboard/i],
  ] as const) {
    await pages.getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`/ird/${path}$`));
    await expect(consolePage.heading).toHaveText(heading);
    await expect(pages.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
  }
});

test('a table order on the board names its table, and is charged the gross price the menu shows', async ({
  loginPage,
  consolePage,
  page,
}) => {
  await loginPage.signInFresh(DEMO.harbourAdmin);
  await consolePage.goto('/harbour-bistro/admin/services/foodOrderManagement/restaurant1/liveOrders');
  await page.getByRole('button', { name: 'New order' }).click();
  const dialog = page.getByRole('dialog', { name: 'New order' });
  await expect(dialog).toBeVisible();
  const bisque = dialog.getByRole('button', { name: 'Add Crab bisque' });
  // The demo menu holds 8.50 before its 20 % tax: the guest is shown and charged 10.20.
  await expect(bisque).toHaveText('Crab bisque · £10.20');
  await dialog.getByRole('textbox', { name: 'Table' }).click();
  await page.getByRole('option').first().click();
  await bisque.click();
  const note = `who-${Date.now()}`;
  await dialog.getByRole('textbox', { name: 'Note for Crab bisque' }).fill(note);
  await expect(dialog.getByText('£10.20').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Place order' }).click();
  const card = page.getByRole('article').filter({ hasText: note });
  await expect(card.getByTestId('order-who')).toHaveText(/^Table \S+/);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/orders-card-who.png` });
});

test('a venue that turns in-room dining on gets the IRD dashboard from its IRD entry', async ({
  page,
  isolatedApi,
  launchConsole,
}) => {
  test.setTimeout(120_000);
  const consoleUrl = await launchConsole(isolatedApi.url);
  const login = new LoginPage(page, consoleUrl);
  await login.signInFresh(DEMO.harbourAdmin);
  const shell = new ConsolePage(page, consoleUrl);
  await expect(shell.sidebarLink('IRD')).toHaveAttribute(
    'href',
    '/harbour-bistro/admin/services/foodOrderManagement/restaurant1/liveOrders',
  );
  const settings = new VenueSettingsPage(page);
  await settings.open(consoleUrl);
  await settings.venueTabs.getByRole('tab', { name: 'Reservation Config' }).click();
  const config = settings.form('Reservation config');
  await expect(config.getByText('Saved', { exact: true })).toBeVisible({ timeout: 30_000 });
  await config.getByRole('switch', { name: 'In-room dining' }).click();
  await config.getByRole('button', { name: 'Save reservation config' }).click();
  await expect(settings.said('Reservation config saved')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/venue-settings-in-room-dining.png`, fullPage: true });
  // Saved, the sidebar follows at once (no reload), and the entry opens the in-room dashboard.
  await shell.sidebarLink('IRD').click();
  await expect(shell.heading).toHaveText('In-room dining: dashboard');
});
