// Payment options (issue 34 §1): an admin adds one in Settings › Integration › Payment integration
// (beside the card provider's settings), which has no serious axe violation; a tab is then closed
// with it, and the server records the option's payment method.
import { mkdir } from 'node:fs/promises';
import type { OrderTab } from '../../src-shared/orders/order-schemas.js';
import { apiData, apiSignIn } from './fixtures/api-client.js';
import { violationLinesInBothSchemes } from './fixtures/axe.js';
import { DEMO, expect, SCREENSHOT_DIR, test } from './fixtures/console-fixtures.js';

const CONSOLE = '/harbour-bistro/admin';

test('an admin adds a voucher payment option, and a tab closed with it is recorded as paid by voucher', async ({
  api,
  loginPage,
  consolePage,
  page,
}) => {
  test.setTimeout(180_000);
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const run = Date.now().toString(36);
  const option = `Gift voucher ${run}`;
  const guest = `Voucher guest ${run}`;

  await loginPage.signInFresh(DEMO.harbourAdmin);
  await consolePage.goto(`${CONSOLE}/settings/integration/paymentIntegration`);
  await expect(page.getByRole('region', { name: 'Card payments' })).toBeVisible();

  await page.getByRole('button', { name: 'New payment option' }).click();
  const form = page.getByRole('form', { name: 'New payment option' });
  await form.getByLabel('Name', { exact: true }).fill(option);
  await form.getByRole('textbox', { name: 'Payment method' }).click();
  await page.getByRole('option', { name: 'Voucher', exact: true }).click();
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(option) })).toBeVisible();
  expect(
    await violationLinesInBothSchemes(page, (scheme) =>
      page.screenshot({ path: `${SCREENSHOT_DIR}/payment-options-${scheme}.png`, fullPage: true }),
    ),
  ).toEqual([]);

  await consolePage.goto(`${CONSOLE}/services/foodOrderManagement/restaurant1/tabs`);
  await page.getByRole('textbox', { name: 'Guest name' }).fill(guest);
  await page.getByRole('button', { name: 'Open tab' }).click();
  const row = page.getByRole('table', { name: 'Open tabs' }).getByRole('row', { name: new RegExp(guest) });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /^Close and pay tab/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Close tab/ });
  await dialog.getByRole('textbox', { name: 'Paid with' }).click();
  await page.getByRole('option', { name: `${option} (voucher)` }).click();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/tab-paid-with-option.png` });
  await dialog.getByRole('button', { name: 'Close and pay' }).click();
  await expect(page.getByRole('status').filter({ hasText: /closed/ })).toBeVisible();
  await expect(row).toBeHidden();

  // What reached the server: the tab is closed and paid by voucher.
  const session = await apiSignIn(api.url, DEMO.harbourAdmin);
  await expect
    .poll(async () => {
      const tabs = await apiData<OrderTab[]>(
        api.url,
        session,
        'GET',
        `/foodOrders/tabs/restaurant/${session.restaurantId}?status=closed`,
      );
      return tabs.find((tab) => tab.guest_name === guest)?.payment_method ?? null;
    })
    .toBe('voucher');
});
