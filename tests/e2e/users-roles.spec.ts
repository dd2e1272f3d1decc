// Users, profile and roles in the console against a real tenant API (issue 16).
import { mkdir } from 'node:fs/promises';
import { DEMO, SCREENSHOT_DIR, expect, test } from './fixtures/console-fixtures.js';

const CONSOLE = '/harbour-bistro/admin';

test('an admin creates a user, edits them, and sees their own sessions on the profile', async ({
  page,
  isolatedApi,
  launchConsole,
}) => {
  test.setTimeout(120_000);
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const base = await launchConsole(isolatedApi.url);
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill(DEMO.harbourAdmin.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO.harbourAdmin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/harbour-bistro\/admin$/);

  await page.goto(`${base}${CONSOLE}/users`);
  await page.getByRole('button', { name: 'New user' }).click();
  const form = page.getByRole('dialog', { name: 'New user' });
  // Bad input is refused by the server and named on its field; the form keeps what was typed.
  await form.getByLabel('Email').fill('not-an-email');
  await form.getByRole('textbox', { name: 'First name' }).fill('Mara');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Floor');
  await form.getByRole('textbox', { name: 'Role in this restaurant' }).click();
  // super_admin is above an admin: never offered.
  await expect(page.getByRole('option', { name: 'super_admin' })).toHaveCount(0);
  await page.getByRole('option', { name: 'manager', exact: true }).click();
  await form.getByLabel(/^Password\W*$/).fill('mara-floor-1');
  await form.getByRole('button', { name: 'Create user' }).click();
  await expect(form.getByRole('alert')).toBeVisible();
  await expect(form.getByLabel('Email')).toHaveValue('not-an-email');
  await form.getByLabel('Email').fill('mara@harbour.test');
  await form.getByRole('button', { name: 'Create user' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Mara Floor created as manager' })).toBeVisible();
  const row = page.getByRole('table', { name: 'Users' }).getByRole('row', { name: /Mara Floor/ });
  await expect(row).toContainText('manager');
  await row.getByRole('button', { name: 'Deactivate Mara Floor' }).click();
  await expect(row).toContainText('Deactivated');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/users.png`, fullPage: true });

  await page.goto(`${base}${CONSOLE}/profile`);
  const sessions = page.getByRole('table', { name: 'Your sessions' });
  await expect(sessions.getByText('This terminal')).toBeVisible();
  await page.getByLabel('Current password').fill('wrong-password');
  await page.getByLabel(/^New password\W*$/).fill('harbour-admin-2');
  await page.getByLabel('New password again').fill('harbour-admin-2');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert')).toContainText('Current password is wrong');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/profile.png`, fullPage: true });
});

test('a manager with a custom permission set sees exactly the allowed screens and actions in a second console', async ({
  page,
  browser,
  isolatedApi,
  launchConsole,
}) => {
  test.setTimeout(150_000);
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const adminConsole = await launchConsole(isolatedApi.url);
  await page.goto(`${adminConsole}/login`);
  await page.getByLabel('Email').fill(DEMO.harbourAdmin.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO.harbourAdmin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/harbour-bistro\/admin$/);

  // A role from the manager template, without client profiles.
  await page.goto(`${adminConsole}${CONSOLE}/settings/accounts/roles`);
  await page.getByRole('textbox', { name: 'Role name' }).fill('floor_lead');
  await page.getByRole('textbox', { name: 'Start from template' }).click();
  await page.getByRole('option', { name: 'manager', exact: true }).click();
  await page.getByRole('button', { name: 'Create role' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Role floor_lead created from manager' }),
  ).toBeVisible();
  const matrix = page.getByRole('table', { name: 'Permission matrix' });
  const clientsRead = matrix.getByRole('checkbox', { name: 'floor_lead: See and search client profiles' });
  await expect(clientsRead).toBeChecked();
  await clientsRead.uncheck();
  // Admin-area permissions cannot go to a custom role: shown, not offered.
  await expect(matrix.getByRole('checkbox', { name: /^floor_lead: The \/admin area/ })).toBeDisabled();
  await page.getByRole('button', { name: /^Save changes/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Permissions of floor_lead saved' })).toBeVisible();
  await expect(clientsRead).not.toBeChecked();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/roles.png`, fullPage: false });

  await page.goto(`${adminConsole}${CONSOLE}/users`);
  await page.getByRole('button', { name: 'New user' }).click();
  const form = page.getByRole('dialog', { name: 'New user' });
  await form.getByLabel('Email').fill('lead@harbour.test');
  await form.getByRole('textbox', { name: 'First name' }).fill('Lee');
  await form.getByRole('textbox', { name: 'Role in this restaurant' }).click();
  await page.getByRole('option', { name: 'floor_lead', exact: true }).click();
  await form.getByLabel(/^Password\W*$/).fill('floor-lead-12');
  await form.getByRole('button', { name: 'Create user' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'created as floor_lead' })).toBeVisible();

  // The floor lead signs in on another terminal.
  const leadConsole = await launchConsole(isolatedApi.url);
  const context = await browser.newContext();
  try {
    const lead = await context.newPage();
    await lead.goto(`${leadConsole}/login`);
    await lead.getByLabel('Email').fill('lead@harbour.test');
    await lead.getByRole('textbox', { name: 'Password' }).fill('floor-lead-12');
    await lead.getByRole('button', { name: 'Sign in' }).click();
    await expect(lead).toHaveURL(/\/harbour-bistro\/floor_lead$/);
    const nav = lead.getByRole('navigation', { name: 'Main' });
    for (const allowed of ['Reservation', 'Grid', 'Floorplan', 'Guestlist', 'Products', 'Settings'])
      await expect(nav.getByRole('link', { name: allowed, exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Clients', exact: true })).toHaveCount(0);
    await lead.goto(`${leadConsole}/harbour-bistro/floor_lead/clients`);
    await expect(lead.getByText('Not authorized')).toBeVisible();
    // Users can be seen but not administered: no "New user", no actions.
    await lead.goto(`${leadConsole}/harbour-bistro/floor_lead/users`);
    await expect(lead.getByRole('table', { name: 'Users' }).getByText('lead@harbour.test')).toBeVisible();
    await expect(lead.getByRole('button', { name: 'New user' })).toHaveCount(0);
    await expect(lead.getByRole('button', { name: /^Delete / })).toHaveCount(0);
    // Roles and permissions are not theirs to manage.
    await lead.goto(`${leadConsole}/harbour-bistro/floor_lead/settings/accounts/roles`);
    await expect(lead.getByText('Not authorized')).toBeVisible();
    await lead.screenshot({ path: `${SCREENSHOT_DIR}/floor-lead-console.png` });
  } finally {
    await context.close();
  }
});
