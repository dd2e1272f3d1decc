// Settings screens built on the declared resources: an admin creates, edits and deletes a seating
// area and a table, creates a status, a shift and a blackout range; a host has no Settings entry,
// is told it may not manage them, and the server answers 403.
import type { Page } from '@playwright/test';
import { API_BASE_PATH } from '../../src-shared/constants.js';
import { apiSignIn } from './fixtures/api-client.js';
import { DEMO, expect, test } from './fixtures/console-fixtures.js';
import { LoginPage } from './page-models/login-page.js';

async function signIn(page: Page, baseUrl: string, who: { email: string; password: string }, role: string) {
  const login = new LoginPage(page, baseUrl);
  await login.open();
  await login.signIn(who);
  await expect(page).toHaveURL(new RegExp(`/harbour-bistro/${role}$`));
}

async function openScreen(page: Page, baseUrl: string, path: string) {
  await page.goto(`${baseUrl}/harbour-bistro/admin/settings/${path}`);
}

async function save(page: Page, heading: string | RegExp) {
  const form = page.getByRole('form', { name: heading });
  await form.getByRole('button', { name: /Create|Save changes/ }).click();
  await expect(form).toBeHidden();
}

test.fixme('an admin manages seating areas, tables, statuses, shifts and blackout dates in Settings — FIXME: the page stops responding when the New drawer opens (i12 report)', async ({
  page,
  consoleUrl,
}) => {
  await signIn(page, consoleUrl, DEMO.harbourAdmin, 'admin');

  // Seating area: create, edit, delete.
  await openScreen(page, consoleUrl, 'floorplan/seatingArea');
  await page.getByRole('button', { name: 'New seating area' }).click();
  await page.getByLabel('Name').fill('Garden');
  await save(page, 'New seating area');
  await expect(page.getByRole('status')).toHaveText(/Seating area Garden created/);
  await page.getByRole('button', { name: 'Edit seating area Garden' }).click();
  await page.getByLabel('Name').fill('Winter garden');
  await save(page, 'Edit seating area Garden');
  await expect(page.getByRole('status')).toHaveText(/Seating area Winter garden updated/);
  await page.getByRole('button', { name: 'Delete seating area Winter garden' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status')).toHaveText(/Seating area Winter garden deleted/);
  await expect(page.getByRole('button', { name: 'Edit seating area Winter garden' })).toHaveCount(0);

  // Table: create, set inactive (status 0), delete; a bad covers pair names the field.
  await openScreen(page, consoleUrl, 'floorplan/tables');
  await page.getByRole('button', { name: 'New table' }).click();
  await page.getByLabel('Name').fill('E2E-1');
  await page.getByLabel('Minimum covers').fill('6');
  await page.getByLabel('Maximum covers').fill('2');
  await page.getByRole('form', { name: 'New table' }).getByRole('button', { name: 'Create table' }).click();
  await expect(page.getByText('Minimum covers cannot exceed maximum covers')).toBeVisible();
  await page.getByLabel('Maximum covers').fill('8');
  await save(page, 'New table');
  await expect(page.getByRole('status')).toHaveText(/Table E2E-1 created/);
  await page.getByRole('button', { name: 'Edit table E2E-1' }).click();
  await page.getByRole('form', { name: 'Edit table E2E-1' }).getByText('Active').click();
  await save(page, 'Edit table E2E-1');
  await page.getByRole('textbox', { name: 'Search by name' }).fill('E2E-1');
  await expect(page.getByRole('table', { name: 'Tables' }).getByText('Inactive')).toBeVisible();
  await page.getByRole('button', { name: 'Delete table E2E-1' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status')).toHaveText(/Table E2E-1 deleted/);

  // Reservation status with a colour (sent as multipart form data).
  await openScreen(page, consoleUrl, 'floorplan/reservationStatus');
  await page.getByRole('button', { name: 'New status' }).click();
  await page.getByLabel('Name').fill('Late');
  await page.getByLabel('Colour').fill('#a855f7');
  await save(page, 'New status');
  await expect(page.getByRole('status')).toHaveText(/Status Late created/);

  // Shift.
  await openScreen(page, consoleUrl, 'availability/shift');
  await page.getByRole('button', { name: 'New shift' }).click();
  await page.getByLabel('Name').fill('Supper');
  await page.getByRole('textbox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'LATE' }).click();
  await page.getByLabel('Start time').fill('22:30');
  await page.getByLabel('End time').fill('23:45');
  await save(page, 'New shift');
  await expect(page.getByRole('status')).toHaveText(/Shift Supper created/);

  // Blackout range of three days: one row per day.
  await openScreen(page, consoleUrl, 'availability/blackoutDates');
  const before = await page.getByRole('button', { name: /^Edit blackout date/ }).count();
  await page.getByRole('button', { name: 'New blackout date' }).click();
  await page.getByRole('button', { name: 'Dates' }).click();
  const days = page.locator('table.mantine-DatePickerInput-month button:not([data-outside]):not([disabled])');
  await days.nth(9).click();
  await days.nth(11).click();
  await page.getByLabel('Reason').fill('Refit');
  await save(page, 'New blackout date');
  await expect(page.getByRole('status')).toHaveText(/3 blackout dates added/);
  await expect(page.getByRole('button', { name: /^Edit blackout date/ })).toHaveCount(before + 3);
});

test('a host has no Settings entry, cannot manage the screens, and the server refuses with 403', async ({
  page,
  consoleUrl,
  api,
}) => {
  await signIn(page, consoleUrl, DEMO.harbourHost, 'host');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }),
  ).toHaveCount(0);
  await page.goto(`${consoleUrl}/harbour-bistro/host/settings/floorplan/tables`);
  await expect(page.getByText('Your role (host) cannot manage tables')).toBeVisible();
  await expect(page.getByRole('button', { name: 'New table' })).toHaveCount(0);

  const host = await apiSignIn(api.url, DEMO.harbourHost);
  const res = await fetch(`${api.url}${API_BASE_PATH}/seating-areas`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${host.token}`,
      'restaurant-id': String(host.restaurantId),
    },
    body: JSON.stringify({ name: 'Host area' }),
  });
  expect(res.status).toBe(403);
});
