// Users, profile and roles in the console against a real tenant API (issue 16), and the override of
// reservation restrictions: refused for a host, a warning for a manager.
import { mkdir } from 'node:fs/promises';
import { apiFetch, apiReservations, apiSignIn } from './fixtures/api-client.js';
import { DEMO, SCREENSHOT_DIR, expect, test } from './fixtures/console-fixtures.js';
import { shownDate } from './fixtures/shown-dates.js';
import { RESERVATION_PATH, ReservationScreen } from './page-models/reservation-screen.js';

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
  // A super administrator is above an admin: never offered.
  await expect(page.getByRole('option', { name: 'Super administrator' })).toHaveCount(0);
  await page.getByRole('option', { name: 'Manager', exact: true }).click();
  await form.getByLabel(/^Password\W*$/).fill('mara-floor-1');
  await form.getByRole('button', { name: 'Create user' }).click();
  await expect(form.getByRole('alert')).toBeVisible();
  await expect(form.getByLabel('Email')).toHaveValue('not-an-email');
  await form.getByLabel('Email').fill('mara@harbour.test');
  await form.getByRole('button', { name: 'Create user' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Mara Floor created as Manager' })).toBeVisible();
  const row = page.getByRole('table', { name: 'Users' }).getByRole('row', { name: /Mara Floor/ });
  await expect(row).toContainText('Manager');
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
  await page.getByRole('option', { name: 'Manager', exact: true }).click();
  await page.getByRole('button', { name: 'Create role' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Role Floor lead created from Manager' }),
  ).toBeVisible();
  const matrix = page.getByRole('table', { name: 'Permission matrix' });
  const clientsRead = matrix.getByRole('checkbox', { name: 'Floor lead: See and search client profiles' });
  await expect(clientsRead).toBeChecked();
  await clientsRead.uncheck();
  // Admin-area permissions cannot go to a custom role: shown, not offered.
  await expect(matrix.getByRole('checkbox', { name: /^Floor lead: The \/admin area/ })).toBeDisabled();
  await page.getByRole('button', { name: /^Save changes/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Permissions of Floor lead saved' })).toBeVisible();
  await expect(clientsRead).not.toBeChecked();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/roles.png`, fullPage: false });

  await page.goto(`${adminConsole}${CONSOLE}/users`);
  await page.getByRole('button', { name: 'New user' }).click();
  const form = page.getByRole('dialog', { name: 'New user' });
  await form.getByLabel('Email').fill('lead@harbour.test');
  await form.getByRole('textbox', { name: 'First name' }).fill('Lee');
  await form.getByRole('textbox', { name: 'Role in this restaurant' }).click();
  await page.getByRole('option', { name: 'Floor lead', exact: true }).click();
  await form.getByLabel(/^Password\W*$/).fill('floor-lead-12');
  await form.getByRole('button', { name: 'Create user' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'created as Floor lead' })).toBeVisible();

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

test('a pacing refusal is a refusal for a host and a warning for a role that may override it', async ({
  page,
  isolatedApi,
  launchConsole,
}) => {
  test.setTimeout(60_000);
  // Sixty days out (never the demo's 25 December blackout), 19:00 filled to its pacing limit.
  let date = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  if (date.endsWith('-12-25')) date = new Date(Date.now() + 61 * 86_400_000).toISOString().slice(0, 10);
  const admin = await apiSignIn(isolatedApi.url, DEMO.harbourAdmin);
  const call = async (path: string, body: unknown) => {
    const res = await apiFetch(isolatedApi.url, admin, 'POST', path, body);
    expect(res.status, await res.clone().text()).toBe(201);
  };
  for (const name of ['Pace A', 'Pace B', 'Pace C', 'Pace D'])
    await call('/reservation/bookReservation', { first_name: name, date, time: '19:00', guest_count: 6 });
  // A manager holds "override reservation restrictions"; a host does not.
  await call('/user/create', {
    email: 'pace-manager@harbour.test',
    password: 'pace-manager-1',
    first_name: 'Pia',
    last_name: 'Manager',
    role: 'manager',
  });

  const bookAt = async (who: { email: string; password: string }, role: string, guest: string) => {
    const base = await launchConsole(isolatedApi.url);
    await page.goto(`${base}/login`);
    await page.getByLabel('Email').fill(who.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(who.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(new RegExp(`/harbour-bistro/${role}$`));
    const screen = new ReservationScreen(page);
    await page.goto(`${base}${RESERVATION_PATH.replace('/admin/', `/${role}/`)}`);
    await screen.newButton.click();
    await screen.field('First name').fill(guest);
    await screen.field('Guest count').fill('2');
    await screen.field('Date').fill(date);
    await screen.field('Time').fill('19:00');
    await screen.book();
    return page.getByRole('region', { name: 'Sync notices' }).getByRole('alert').filter({ hasText: guest });
  };

  // The host's booking is sent and refused by the server: the refusal is shown, the booking rolled back.
  const refused = await bookAt(DEMO.harbourHost, 'host', 'Hugo Host');
  await expect(refused).toContainText('Not booked: the pacing limit for 19:00 is reached');
  await expect(refused).toContainText(
    `Hugo Host, ${shownDate(date)} 19:00: booking not made, a reservation restriction`,
  );
  await expect(refused).not.toContainText('was taken');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/pacing-refused.png` });

  // The manager's is accepted, with the warning instead of the refusal, and placed on a free table
  // like any booking: the pacing limit the manager overrode chooses no table.
  const warned = await bookAt(
    { email: 'pace-manager@harbour.test', password: 'pace-manager-1' },
    'manager',
    'Mia Manager',
  );
  await expect(warned).toContainText('accepted with a warning');
  await expect(warned).not.toContainText('needs a table');
  await expect(warned).toContainText(
    'Booked over the pacing limit for 19:00 (reservation restrictions overridden)',
  );
  await expect(warned).not.toContainText('Not booked');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/pacing-overridden.png` });
  const booked = await apiReservations(isolatedApi.url, admin, date);
  expect(booked.map((r) => r.first_name).sort()).toEqual([
    'Mia Manager',
    'Pace A',
    'Pace B',
    'Pace C',
    'Pace D',
  ]);
  expect(booked.find((r) => r.first_name === 'Mia Manager')?.table_ids.length ?? 0).toBeGreaterThan(0);
});
