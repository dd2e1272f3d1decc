// Marketing › Promo codes (issue 31 §2), the console screen a declaration alone gives an online
// entity: an admin opens /marketing/promo-codes/, is told why a percent over 100 is refused (in the
// form, on the field), creates the code (stored upper case), finds it in the list and edits it; the
// screen has no serious axe violation in either colour scheme. A guest then uses a code on the
// venue's booking page, and the confirmation says what it takes off.
import { addDays } from '../../src-shared/time.js';
import { apiData, apiSignIn } from './fixtures/api-client.js';
import { blockingViolations, inEachColourScheme } from './fixtures/axe.js';
import { DEMO, expect, SCREENSHOT_DIR, test } from './fixtures/console-fixtures.js';
import { venueToday } from './fixtures/venue-today.js';
import { signInAt } from './fixtures/sign-in.js';

test('an admin creates and edits a promo code on its marketing screen', async ({ page, consoleUrl }) => {
  await signInAt(page, consoleUrl);
  await page.goto(`${consoleUrl}/harbour-bistro/admin/marketing/promo-codes/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Promo codes' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Promo codes' });
  await expect(table).toBeVisible({ timeout: 30_000 });

  await page.getByRole('button', { name: 'New promo code' }).click();
  const form = page.getByRole('form', { name: 'New promo code' });
  await form.getByLabel('Code', { exact: true }).fill('autumn15');
  await form.getByLabel('Discount (percent or amount)').fill('150');
  await form.getByRole('button', { name: 'Create promo code' }).click();
  await expect(form.getByText('A percent discount cannot exceed 100')).toBeVisible();
  await form.getByLabel('Discount (percent or amount)').fill('15');
  await form.getByLabel('Total uses (0 = no limit)').fill('50');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/promo-code-form.png` });
  await form.getByRole('button', { name: 'Create promo code' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Promo code AUTUMN15 created' })).toBeVisible();
  await expect(table.getByRole('row', { name: /AUTUMN15/ })).toContainText('15%');

  await page.getByRole('button', { name: 'Edit promo code AUTUMN15' }).click();
  const edit = page.getByRole('form', { name: 'Edit promo code AUTUMN15' });
  await edit.getByLabel('Description').fill('Autumn menu launch');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Promo code AUTUMN15 updated' })).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/promo-codes.png` });

  await inEachColourScheme(page, async (scheme) => {
    expect(await blockingViolations(page), `promo codes, ${scheme}`).toEqual([]);
  });
});

test('a guest uses a promo code on the booking page and the confirmation says what it takes off', async ({
  page,
  api,
}) => {
  test.setTimeout(90_000);
  const admin = await apiSignIn(api.url, DEMO.harbourAdmin);
  await apiData(api.url, admin, 'POST', '/marketing/promo-codes', { code: 'GUEST15', discount_value: 15 });
  const date = addDays(venueToday(), 30);
  await page.goto(`${api.url}/book/harbour-bistro?date=${date}&party=2`);
  await page.getByRole('group', { name: 'Available times' }).getByRole('radio').first().check();
  await page.getByLabel('First name').fill('Gina');
  await page.getByLabel('Email address').fill(`gina.${Date.now().toString(36)}@example.com`);
  await page.getByLabel(/^Promo code/).fill('guest15');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/widget-promo-code.png`, fullPage: true });
  // A person takes longer than the form's minimum fill time (3 s unless the run set less).
  await page.waitForTimeout(3_200);
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
  await expect(page.getByText(/Promo code GUEST15: 15% off\./)).toBeVisible();
  expect(await blockingViolations(page), 'widget confirmation').toEqual([]);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/widget-promo-confirmed.png`, fullPage: true });
});
