// Issue 29 §9, the rest of the hour: the widget settings give the booking page's link and the embed
// snippet (both copy, both work); the public booking page groups its times under each shift's name;
// the sidebar links /admin for an admin only, and /admin has a way back; the favicon answers.
import type { Page } from '@playwright/test';
import { addDays } from '../../src-shared/time.js';
import { DEMO, expect, SCREENSHOT_DIR, test } from './fixtures/console-fixtures.js';
import { venueToday } from './fixtures/venue-today.js';
import { useColourScheme } from './fixtures/axe.js';
import { LoginPage } from './page-models/login-page.js';

async function signIn(page: Page, consoleUrl: string, who: { email: string; password: string }) {
  const login = new LoginPage(page, consoleUrl);
  await login.open();
  await login.signIn(who);
}

/**
 * A screenshot in the light and the dark scheme (back to light afterwards). The console follows the
 * scheme; the public page keeps the venue's widget colours in both.
 */
async function shootBoth(page: Page, name: string, console = true) {
  const use = (scheme: 'light' | 'dark') =>
    console ? useColourScheme(page, scheme) : page.emulateMedia({ colorScheme: scheme });
  for (const scheme of ['light', 'dark'] as const) {
    await use(scheme);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-${scheme}.png`, fullPage: true });
  }
  await use('light');
}

test('the widget settings give the booking page link and the embed snippet, which both work', async ({
  page,
  consoleUrl,
  api,
}) => {
  test.setTimeout(90_000);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: consoleUrl });
  await signIn(page, consoleUrl, DEMO.harbourAdmin);
  await expect(page).toHaveURL(/\/harbour-bistro\/admin$/);
  await page.goto(`${consoleUrl}/harbour-bistro/admin/settings/website/reservation`);
  const panel = page.getByRole('region', { name: 'Booking page' });
  const link = panel.getByRole('textbox', { name: 'Booking page link' });
  await expect(link).toHaveValue(`${api.url}/book/harbour-bistro`, { timeout: 30_000 });
  await expect(link).toHaveAttribute('readonly', '');
  const snippet = panel.getByRole('textbox', { name: 'Embed snippet' });
  await expect(snippet).toHaveValue(`<script src="${api.url}/widget/harbour-bistro.js" async></script>`);
  await expect(panel.getByRole('link', { name: 'Open the booking page' })).toHaveAttribute(
    'href',
    `${api.url}/book/harbour-bistro`,
  );

  // Copy says so only once the clipboard has it.
  await panel.getByRole('button', { name: 'Copy the snippet' }).click();
  await expect(panel.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `<script src="${api.url}/widget/harbour-bistro.js" async></script>`,
  );
  await panel.getByRole('button', { name: 'Copy the link' }).click();
  await expect
    .poll(() => page.evaluate(() => navigator.clipboard.readText()))
    .toBe(`${api.url}/book/harbour-bistro`);
  await panel.scrollIntoViewIfNeeded();
  await shootBoth(page, 'widget-settings-booking-page');

  // What they name answers: the page and the script.
  const bookingPage = await page.request.get(`${api.url}/book/harbour-bistro`);
  expect(bookingPage.status()).toBe(200);
  const script = await page.request.get(`${api.url}/widget/harbour-bistro.js`);
  expect(script.status()).toBe(200);
  expect(script.headers()['content-type']).toContain('javascript');

  // The event widget's settings give the event page and the snippet that embeds it.
  await page.goto(`${consoleUrl}/harbour-bistro/admin/settings/website/event`);
  const eventPanel = page.getByRole('region', { name: 'Event page' });
  await expect(eventPanel.getByRole('textbox', { name: 'Event page link' })).toHaveValue(
    `${api.url}/book/harbour-bistro/event`,
    { timeout: 30_000 },
  );
  await expect(eventPanel.getByRole('textbox', { name: 'Embed snippet' })).toHaveValue(
    `<script src="${api.url}/widget/harbour-bistro.js" data-widget="event" async></script>`,
  );
});

test('the public booking page shows its times under each shift name', async ({ page, api }) => {
  const date = addDays(venueToday(), 5);
  await page.goto(`${api.url}/book/harbour-bistro?date=${date}&party=2`);
  const times = page.getByRole('group', { name: 'Available times' });
  await expect(times.getByRole('heading', { level: 3 })).toHaveText([
    'Breakfast',
    'Lunch',
    'Dinner',
    'Full day',
  ]);
  const lunch = times.getByRole('group', { name: 'Lunch' });
  await expect(lunch.getByRole('radio', { name: '12:30' })).toBeVisible();
  await expect(
    times.getByRole('group', { name: 'Dinner' }).getByRole('radio', { name: '19:00' }),
  ).toBeVisible();
  // Each time once: 12:30 is Lunch's, not Full day's too.
  await expect(times.getByRole('radio', { name: '12:30' })).toHaveCount(1);
  await lunch.getByRole('radio', { name: '12:30' }).check();
  await expect(lunch.getByRole('radio', { name: '12:30' })).toBeChecked();
  await shootBoth(page, 'public-booking-times-by-shift', false);
});

test('the sidebar links /admin for an admin, /admin links back, and a host has no such link', async ({
  page,
  consoleUrl,
}) => {
  test.setTimeout(60_000);
  await signIn(page, consoleUrl, DEMO.harbourAdmin);
  await expect(page).toHaveURL(/\/harbour-bistro\/admin$/);
  const sidebar = page.getByRole('navigation', { name: 'Main' });
  await sidebar.getByRole('link', { name: 'Administration' }).click();
  await expect(page).toHaveURL(`${consoleUrl}/admin`);
  await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
  await shootBoth(page, 'admin-back-link');
  // Every admin screen has the way back.
  await page
    .getByRole('navigation', { name: 'Administration sections' })
    .getByRole('link', { name: 'Realtime' })
    .click();
  await expect(page).toHaveURL(`${consoleUrl}/admin/realtime`);
  await page.getByRole('link', { name: 'Back to the console' }).click();
  await expect(page).toHaveURL(`${consoleUrl}/harbour-bistro/admin`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // One console holds one sign-in: the host signs in after the admin signs out.
  await sidebar.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, consoleUrl, DEMO.harbourHost);
  await expect(page).toHaveURL(/\/harbour-bistro\/host$/);
  await expect(sidebar.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Administration' })).toHaveCount(0);
});

test('the favicon answers, as /favicon.ico and as each icon the page names', async ({ page, consoleUrl }) => {
  const ico = await page.request.get(`${consoleUrl}/favicon.ico`);
  expect(ico.status()).toBe(200);
  expect(ico.headers()['content-type']).toBe('image/x-icon');
  const bytes = await ico.body();
  // An icon file (reserved 0, type 1) holding the 16, 32 and 48 pixel images.
  expect([bytes.readUInt16LE(0), bytes.readUInt16LE(2), bytes.readUInt16LE(4)]).toEqual([0, 1, 3]);

  await page.goto(`${consoleUrl}/login`);
  const hrefs = await page
    .locator('link[rel="icon"]')
    .evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
  expect(hrefs.length).toBe(2);
  for (const href of hrefs) {
    if (href.startsWith('data:')) continue;
    expect((await page.request.get(href)).status(), href).toBe(200);
  }
});
