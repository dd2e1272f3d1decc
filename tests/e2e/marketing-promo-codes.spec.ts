// Marketing › Promo codes (issue 31 §2), the console screen a declaration alone gives an online
// entity: an admin opens /marketing/promo-codes/, is told why a percent over 100 is refused (in the
// form, on the field), creates the code (stored upper case), finds it in the list and edits it; the
// screen has no serious axe violation in either colour scheme.
import { blockingViolations, inEachColourScheme } from './fixtures/axe.js';
import { expect, SCREENSHOT_DIR, test } from './fixtures/console-fixtures.js';
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
