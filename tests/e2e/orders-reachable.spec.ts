// Issue 29 item 3: orders are reachable. From the sidebar's IRD entry the live board is one click
// away, and every order page of an outlet links to the others; an order on the board names its table
// and guest; and the price a guest is charged is the gross price the menu shows.
import { DEMO, expect, SCREENSHOT_DIR, test } from './fixtures/console-fixtures.js';

test('from IRD to the live board in one click; the order pages link to each other', async ({
  loginPage,
  consolePage,
  page,
}) => {
  await loginPage.open();
  await loginPage.signIn(DEMO.harbourAdmin);
  await consolePage.sidebarLink('IRD').click();
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
  await loginPage.open();
  await loginPage.signIn(DEMO.harbourAdmin);
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
