// Guest profiles build themselves (issue 29 item 2): a known guest (a client made through the API with
// a phone and an allergy) books through the public widget, typing the phone in another format; the
// booking lands on that client's profile and the console's grid block shows the allergy. Clients has a
// "New client" button whose form creates a profile. Screenshots of both, light and dark.
import { mkdir } from 'node:fs/promises';
import type { Client } from '../../src-shared/schemas/client.js';
import { useColourScheme } from './fixtures/axe.js';
import { apiData, apiReservations, apiSignIn } from './fixtures/api-client.js';
import { DEMO, expect, SCREENSHOT_DIR, test } from './fixtures/console-fixtures.js';
import { venueToday } from './fixtures/venue-today.js';
import { signInAt } from './fixtures/sign-in.js';
import { ClientsScreen } from './page-models/clients-screen.js';
import { GridPage } from './page-models/grid-page.js';

// Read by the widget when this test's own API starts.
process.env.WIDGET_MIN_FILL_MS = '300';
process.env.WIDGET_SUBMIT_LIMIT = '1000';
process.env.WIDGET_PAGE_LIMIT = '10000';

const GRID_PATH = '/harbour-bistro/admin/services/reservationManagement/grid';

/** Books through the public widget's own form: the times page, its token, then the guest's form. */
async function widgetBooking(apiUrl: string, date: string, guest: Record<string, string>): Promise<string> {
  const page = await fetch(`${apiUrl}/book/harbour-bistro?date=${date}&party=2`);
  const html = await page.text();
  const times = [...html.matchAll(/name="time" value="(\d\d:\d\d)"/g)].map((m) => m[1] ?? '');
  // Tonight's dinner (the venue's clock reads early afternoon in an e2e run).
  const time = times.filter((t) => t >= '18:00')[0] ?? times[times.length - 1] ?? '';
  const token = /name="token" value="([^"]+)"/.exec(
    html.slice(html.indexOf('action="/book/harbour-bistro"')),
  )?.[1];
  expect(token, 'the widget offers a booking form').toBeTruthy();
  await new Promise((resolve) => setTimeout(resolve, 400));
  const res = await fetch(`${apiUrl}/book/harbour-bistro`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      date,
      party: '2',
      time,
      token: token ?? '',
      last_name: 'Known',
      email: '',
      special_request: '',
      website: '',
      lang: 'en',
      ...guest,
    }).toString(),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return time;
}

test('a widget booking with a known guest’s phone lands on that client’s profile with their allergy visible on the grid block', async ({
  page,
  isolatedApi,
  launchConsole,
}) => {
  test.setTimeout(300_000);
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const session = await apiSignIn(isolatedApi.url, DEMO.harbourAdmin);
  const client = await apiData<Client>(isolatedApi.url, session, 'POST', '/clients', {
    restaurantId: session.restaurantId,
    first_name: 'Sesamina',
    last_name: 'Known',
    mobileNumber: '+447700900555',
    allergens: [{ label: 'Sesame' }],
  });
  const today = venueToday();
  // The same number as a guest types it: spaces and the national trunk 0.
  await widgetBooking(isolatedApi.url, today, { first_name: 'Sesamina', phone: '07700 900 555' });
  const booking = (await apiReservations(isolatedApi.url, session, today)).find(
    (r) => r.first_name === 'Sesamina',
  );
  expect(booking?.client_id, 'the booking is linked to the known client').toBe(client.id);

  const base = await launchConsole(isolatedApi.url);
  await page.setViewportSize({ width: 1366, height: 768 });
  await signInAt(page, base);
  await page.goto(`${base}${GRID_PATH}`);
  const grid = new GridPage(page);
  await expect(grid.heading).toBeVisible();
  await expect(grid.blocks.first()).toBeVisible({ timeout: 60_000 });
  const block = await grid.reveal(booking?.id ?? '');
  await expect(block).toHaveAttribute('aria-label', /Allergies: Sesame/, { timeout: 30_000 });
  await expect(block.locator('[data-flag="allergies"]')).toHaveText(/Sesame/);
  for (const scheme of ['light', 'dark'] as const) {
    await useColourScheme(page, scheme);
    await block.scrollIntoViewIfNeeded();
    await grid.timeline.screenshot({ path: `${SCREENSHOT_DIR}/client-profiles-grid-block-${scheme}.png` });
  }
  await useColourScheme(page, 'light');

  // The console's own copy agrees: the client's profile lists tonight's booking.
  await page.goto(`${base}/harbour-bistro/admin/clients/profile?id=${client.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sesamina Known' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Reservation history' })).toContainText(booking?.time ?? '');
});

test('clients: New client opens a form that creates a profile with an allergy and the VIP mark', async ({
  page,
  consoleUrl,
}) => {
  test.setTimeout(180_000);
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  await signInAt(page, consoleUrl);
  const clients = new ClientsScreen(page);
  await clients.open(consoleUrl);
  await page.getByRole('button', { name: 'New client' }).click();
  const dialog = page.getByRole('dialog', { name: 'New client' });
  await expect(dialog).toBeVisible();
  // Neither a phone nor an email: the form says so on the field, nothing is created.
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Vera');
  await dialog.getByRole('button', { name: 'Create client' }).click();
  await expect(dialog.getByText('Enter a mobile number or an email address')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Last name' }).fill('Newprofile');
  await dialog.getByRole('textbox', { name: 'Mobile number' }).fill('+44 7700 900777');
  await dialog.getByRole('textbox', { name: 'Allergies' }).fill('Peanuts');
  await dialog.getByRole('textbox', { name: 'Allergies' }).press('Enter');
  await dialog.getByRole('switch', { name: 'VIP' }).check();
  for (const scheme of ['light', 'dark'] as const) {
    await useColourScheme(page, scheme);
    await dialog.screenshot({ path: `${SCREENSHOT_DIR}/client-profiles-new-client-${scheme}.png` });
  }
  await useColourScheme(page, 'light');
  await dialog.getByRole('button', { name: 'Create client' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Client Vera Newprofile created' })).toBeVisible({
    timeout: 30_000,
  });
  await clients.search.fill('Newprofile');
  await expect(clients.table.getByRole('link', { name: 'Vera Newprofile', exact: true })).toBeVisible();
});
