// Issue 29: a role sees, before Save, what it may not change. A host opening Settings › Shifts gets
// the list read-only with the reason (their role and the permission it lacks), fields disabled and
// no Save; a screen the host may not read is a 403 in place of its form; an admin gets the same
// Shifts screen editable. Hosts do not see colleagues' emails. Screenshots light and dark.
import { mkdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { violationsInBothSchemes } from './fixtures/axe.js';
import { DEMO, SCREENSHOT_DIR, expect, test } from './fixtures/console-fixtures.js';
import { signInAt } from './fixtures/sign-in.js';

const HOST = '/harbour-bistro/host';
const ADMIN = '/harbour-bistro/admin';
const SHIFTS = '/settings/availability/shift';
const READ_ONLY_LINE =
  "You can view this page but not change it: your role (Host) lacks 'Create, edit and delete shifts and blackout dates'.";

/** Screenshots in both schemes, and no serious or critical axe violation in either. */
async function shootBothSchemes(page: Page, name: string): Promise<string[]> {
  const checked = await violationsInBothSchemes(page, (scheme) =>
    page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-${scheme}.png`, fullPage: true }),
  );
  return checked.flatMap(({ scheme, violations }) =>
    violations.map((v) => `${name} ${scheme} ${v.rule}: ${v.elements[0] ?? ''}`),
  );
}

test('a host opening Shifts sees it read-only with the reason; a screen they may not read is a 403', async ({
  page,
  consoleUrl,
}) => {
  test.setTimeout(180_000);
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  await signInAt(page, consoleUrl, DEMO.harbourHost, /\/harbour-bistro\/host$/);

  await page.goto(`${consoleUrl}${HOST}${SHIFTS}`);
  const notice = page.getByRole('note').filter({ hasText: 'Read-only' });
  await expect(notice).toContainText(READ_ONLY_LINE);
  const table = page.getByRole('table', { name: 'Shifts' });
  await expect(table.getByRole('row', { name: /Dinner/ })).toBeVisible();
  // Nothing to change: no New, no bulk delete, no selection, row writes disabled.
  await expect(page.getByRole('button', { name: 'New shift' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete selected/ })).toHaveCount(0);
  await expect(table.getByRole('checkbox')).toHaveCount(0);
  const dinner = table.getByRole('row', { name: /Dinner/ }).first();
  await expect(dinner.getByRole('button', { name: /^Delete / })).toBeDisabled();
  // Its details can be read: the form's fields are disabled and there is no Save.
  await dinner.getByRole('button', { name: /^View .*Dinner/ }).click();
  const drawer = page.getByRole('dialog', { name: /^View .*Dinner/ });
  await expect(drawer.getByRole('textbox', { name: 'Name' })).toBeDisabled();
  await expect(drawer.getByRole('textbox', { name: 'Name' })).toHaveValue(/Dinner/);
  await expect(drawer.getByRole('button', { name: /Save|Create/ })).toHaveCount(0);
  await drawer.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(drawer).toBeHidden();
  const violations = await shootBothSchemes(page, 'shifts-read-only');

  // Roles and permissions are not a host's to read: a 403 in place of the form, with the reason.
  await page.goto(`${consoleUrl}${HOST}/settings/accounts/roles`);
  await expect(page.getByText('403', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Not authorized' })).toBeVisible();
  await expect(
    page.getByText(
      "Your role (Host) may not open Roles and permissions: it lacks 'Create and edit roles, their permissions and who holds them'.",
    ),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Role name' })).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Permission matrix' })).toHaveCount(0);
  violations.push(...(await shootBothSchemes(page, 'forbidden-403')));

  // The users list: names and roles in words, colleagues' emails hidden, nothing to change.
  await page.goto(`${consoleUrl}${HOST}/users`);
  const users = page.getByRole('table', { name: 'Users' });
  await expect(users.getByRole('row', { name: /\(you\)/ })).toContainText(DEMO.harbourHost.email);
  await expect(users).not.toContainText(DEMO.harbourAdmin.email);
  await expect(users).toContainText('Hidden');
  await expect(users).toContainText('Administrator');
  await expect(page.getByRole('button', { name: 'New user' })).toHaveCount(0);
  expect(violations).toEqual([]);
});

test('an admin sees the same Shifts screen editable', async ({ page, consoleUrl }) => {
  test.setTimeout(120_000);
  await signInAt(page, consoleUrl, DEMO.harbourAdmin, /\/harbour-bistro\/admin$/);
  await page.goto(`${consoleUrl}${ADMIN}${SHIFTS}`);
  const table = page.getByRole('table', { name: 'Shifts' });
  await expect(table.getByRole('row', { name: /Dinner/ })).toBeVisible();
  await expect(page.getByRole('note').filter({ hasText: 'Read-only' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'New shift' })).toBeEnabled();
  const dinner = table.getByRole('row', { name: /Dinner/ }).first();
  await dinner.getByRole('button', { name: /^Edit .*Dinner/ }).click();
  const drawer = page.getByRole('dialog', { name: /^Edit .*Dinner/ });
  await expect(drawer.getByRole('textbox', { name: 'Name' })).toBeEnabled();
  await expect(drawer.getByRole('button', { name: 'Save changes' })).toBeVisible();
});

test('a host signing in right after an admin signed out from the admin area lands home, not on Not authorized', async ({
  page,
  consoleUrl,
}) => {
  test.setTimeout(120_000);
  await signInAt(page, consoleUrl, DEMO.harbourAdmin, /\/harbour-bistro\/admin$/);
  await page.goto(`${consoleUrl}/admin/audit`);
  await expect(page.getByRole('heading', { name: 'Audit trail' }).first()).toBeVisible();
  // The admin's session ends while the audit trail is open (as when signed out elsewhere): the
  // guard sends the terminal to sign-in, remembering the admin's page.
  await page.evaluate(async () => {
    const venue = (window as unknown as { venue: Record<string, () => Promise<unknown>> }).venue;
    await venue['session.signOut']?.();
  });
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(DEMO.harbourHost.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO.harbourHost.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/harbour-bistro\/host$/);
  await expect(page.getByText('Not authorized')).toHaveCount(0);
});
