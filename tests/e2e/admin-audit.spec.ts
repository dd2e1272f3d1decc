// The audit trail in /admin (issue 16): an admin changes a tax rate in Settings, opens the audit
// trail, filters it to that entity and finds the change with the row before and after.
import { expect, test } from './fixtures/console-fixtures.js';
import { signInAt } from './fixtures/sign-in.js';

test('an admin edits a setting and finds it in the audit trail with before and after', async ({
  page,
  consoleUrl,
}) => {
  test.setTimeout(60_000);
  await signInAt(page, consoleUrl);

  const name = `Audit VAT ${Date.now()}`;
  await page.goto(`${consoleUrl}/harbour-bistro/admin/settings/general/tax`);
  await page.getByRole('button', { name: 'New tax rate' }).click();
  const create = page.getByRole('form', { name: 'New tax rate' });
  await create.getByLabel('Name').fill(name);
  await create.getByLabel('Rate (%)').fill('20');
  await create.getByRole('button', { name: 'Create tax rate' }).click();
  await expect(create).toBeHidden();
  await page.getByRole('button', { name: `Edit tax rate ${name}` }).click();
  const edit = page.getByRole('form', { name: `Edit tax rate ${name}` });
  await edit.getByLabel('Rate (%)').fill('7');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();

  await page.goto(`${consoleUrl}/admin`);
  await page.getByRole('link', { name: 'Open audit trail' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Entity' }).click();
  // Entities are offered in words, not their internal names (issue 29 §7).
  await page.getByRole('option', { name: 'Tax rate', exact: true }).click();
  await page.getByRole('textbox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'update', exact: true }).click();
  const entries = page.getByRole('table', { name: 'Audit entries' });
  const row = entries.getByRole('row').filter({ hasText: 'changed rate' }).first();
  await expect(row).toContainText('update');
  // The record is named by its thing (the tax rate's name), and an online change is not "offline".
  await expect(row.getByText('Tax rate', { exact: true })).toBeVisible();
  await expect(row.getByText(name, { exact: true })).toBeVisible();
  await expect(row).not.toContainText('offline');
  await row.getByRole('button', { name: /^Show before and after/ }).click();
  await expect(page.getByLabel(/^Before change/)).toContainText('"rate": 20');
  await expect(page.getByLabel(/^After change/)).toContainText('"rate": 7');
  await expect(page.getByLabel(/^After change/)).toContainText(name);
  await page.screenshot({ path: test.info().outputPath('admin-audit.png'), fullPage: true });
});
