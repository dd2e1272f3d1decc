// Settings › Tax and Currency: an admin adds a tax rate and sees prices with tax in the venue
// currency; changing the currency changes every money figure at once. The currency is put back
// afterwards (the worker's API is shared).
import { apiFetch, apiSignIn } from './fixtures/api-client.js';
import { DEMO, expect, test } from './fixtures/console-fixtures.js';
import { signInAt } from './fixtures/sign-in.js';

test('money figures follow the venue currency when it changes', async ({ page, consoleUrl, api }) => {
  test.setTimeout(90_000);
  await signInAt(page, consoleUrl);
  const settings = `${consoleUrl}/harbour-bistro/admin/settings/general`;
  const taxName = `E2E VAT ${Date.now()}`;
  try {
    await page.goto(`${settings}/tax`);
    await page.getByRole('button', { name: 'New tax rate' }).click();
    const form = page.getByRole('form', { name: 'New tax rate' });
    await form.getByLabel('Name').fill(taxName);
    await form.getByLabel('Rate (%)').fill('20');
    await form.getByRole('button', { name: 'Create tax rate' }).click();
    await expect(form).toBeHidden();
    const prices = page.getByRole('table', { name: 'Prices with tax' });
    const row = prices.getByRole('row', { name: new RegExp(taxName) });
    await expect(row).toContainText('£2.00');
    await expect(row).toContainText('£12.00');

    await page.goto(`${settings}/currency`);
    const figures = page.getByRole('table', { name: 'Money figures' });
    await expect(figures).toContainText('£12.50');
    await page.getByRole('textbox', { name: 'Venue currency' }).click();
    await page.getByRole('textbox', { name: 'Venue currency' }).fill('EUR');
    await page.getByRole('option', { name: /^EUR/ }).click();
    await expect(figures).toContainText('€12.50');
    await page.getByRole('button', { name: 'Save currency' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Venue currency is now EUR' })).toBeVisible();
    await expect(figures).not.toContainText('£');
    await page.screenshot({ path: test.info().outputPath('currency.png'), fullPage: true });

    await page.getByRole('link', { name: /Tax$/ }).first().click();
    await expect(row).toContainText('€12.00');
    await expect(row).toContainText('€2.00');
    await page.screenshot({ path: test.info().outputPath('tax.png'), fullPage: true });
  } finally {
    const admin = await apiSignIn(api.url, DEMO.harbourAdmin);
    await apiFetch(api.url, admin, 'PUT', `/restaurant/${admin.restaurantId}/currency`, { currency: 'GBP' });
  }
});
