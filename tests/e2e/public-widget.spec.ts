// The public booking widget as guests meet it (issue 17 item 5): a venue's own website on ANOTHER
// origin embeds it with the script tag; a guest books a table with the keyboard alone; the host
// stand console, signed in and left alone, shows the booking within a second; axe finds no serious
// or critical violation on any step (en and fr, screenshots kept); and 20 guests submitting at once
// for the last table get one booking and 19 refusals that say so. A guest's confirmation mail's
// cancel link opens the API's guest page, which cancels by keyboard and passes axe in both languages.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Frame, Page } from '@playwright/test';
import { readMailbox } from '../../src-server/mail/mailbox.js';
import { addDays } from '../../src-shared/time.js';
import { blockingViolations } from './fixtures/axe.js';
import { apiFetch, apiReservations, apiSignIn } from './fixtures/api-client.js';
import { DEMO, expect, test } from './fixtures/console-fixtures.js';
import { venueToday } from './fixtures/venue-today.js';
import { signInAt } from './fixtures/sign-in.js';
import { E2E_VENUE_ZONE } from './fixtures/venue-zone.js';
import { RESERVATION_PATH, ReservationScreen } from './page-models/reservation-screen.js';
import { CHROMIUM_ARGS } from '../../playwright.config.js';

// The widget's frame is cross-origin, so Chromium runs it in a process of its own; since Chromium
// 156 a key press that submits a form in such a frame never gets its input acknowledged and
// Playwright's keyboard.press waits for ever (the page itself navigated fine). One renderer
// process for every site keeps the origins apart (the browser still enforces them) and the presses
// answered.
test.use({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, '--disable-site-isolation-trials', '--disable-features=site-per-process'],
  },
});

// Read by the widget when this test's API starts: a short fill time, room for 20 submissions.
process.env.WIDGET_MIN_FILL_MS = '800';
process.env.WIDGET_SUBMIT_LIMIT = '1000';
process.env.WIDGET_PAGE_LIMIT = '10000';

const TAKEN = 'That time was just taken. Please choose another time.';
const SHOTS = process.env.A11Y_SHOTS ?? 'test-results/public-widget';

/** A venue's website on its own origin (localhost, not the API's 127.0.0.1:port) embedding the widget. */
async function venueWebsite(apiUrl: string, lang: string): Promise<{ url: string; server: Server }> {
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>Harbour Bistro website</title></head>
<body><main><h1>Harbour Bistro</h1><p>Fresh fish by the harbour.</p>
<script src="${apiUrl}/widget/harbour-bistro.js" data-lang="${lang}"></script></main></body></html>`;
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://localhost:${port}/`, server };
}

/** Presses Tab until the element with `id` inside the widget has focus (keyboard only, no clicks). */
async function tabTo(page: Page, frame: Frame, id: string): Promise<void> {
  for (let i = 0; i < 40; i += 1) {
    if (await frame.evaluate((want) => document.activeElement?.id === want, id)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached #${id} in the widget`);
}

/** axe (it analyses the embedded widget's frame too) on the venue page as it shows now; a screenshot. */
async function expectNoBlockingViolations(page: Page, step: string, lang: string) {
  const found = await blockingViolations(page);
  expect(found, `${lang} ${step}: ${JSON.stringify(found, null, 1)}`).toEqual([]);
  // The widget's own frame, whole (a full-page shot of the host clips an iframe to the viewport).
  await page.locator('iframe').screenshot({ path: `${SHOTS}/${lang}-${step}.png` });
}

function frameOf(page: Page): Frame {
  const frame = page.frames().find((f) => f.url().includes('/book/harbour-bistro'));
  if (!frame) throw new Error('The widget iframe is not on the page');
  return frame;
}

test('a guest on another website books with the keyboard alone and the host stand sees it within a second', async ({
  page,
  browser,
  isolatedApi,
  launchConsole,
}) => {
  test.setTimeout(180_000);
  // The host stand: signed in on the reservation screen, today's book loaded.
  const consoleUrl = await launchConsole(isolatedApi.url);
  const hostContext = await browser.newContext({ timezoneId: E2E_VENUE_ZONE });
  const hostPage = await hostContext.newPage();
  await signInAt(hostPage, consoleUrl);
  const screen = new ReservationScreen(hostPage);
  await hostPage.goto(`${consoleUrl}${RESERVATION_PATH}`);
  // The first load of a fresh console on a busy machine can take longer than the page model's wait.
  await expect(hostPage.getByRole('heading', { level: 1, name: 'Reservations' })).toBeVisible({
    timeout: 30_000,
  });
  await screen.waitForRows();
  // The day's list is long (and virtualised): narrow it to the guest, so the row appears when it lands.
  await hostPage.getByPlaceholder('Guest, phone, table, notes').fill('Keyboard');
  await expect(screen.row('Keyboard Guest')).toHaveCount(0);

  const site = await venueWebsite(isolatedApi.url, 'en');
  try {
    await page.goto(site.url);
    await expect(page.locator('iframe')).toHaveAttribute('title', 'Booking widget of Harbour Bistro');
    const widget = page.frameLocator('iframe');
    await expect(widget.getByRole('heading', { level: 1, name: 'Book a table' })).toBeVisible();
    // The script sized the iframe to the page it reports.
    await expect
      .poll(async () => (await page.locator('iframe').boundingBox())?.height ?? 0)
      .toBeGreaterThan(300);
    let frame = frameOf(page);
    await expectNoBlockingViolations(page, '1-search', 'en');

    // Step 1 by keyboard: the date is today; party size 2 is chosen with the arrow keys.
    await tabTo(page, frame, 'f-party');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(widget.getByRole('heading', { name: '2. Choose a time' })).toBeFocused();
    frame = frameOf(page);
    await expectNoBlockingViolations(page, '2-times', 'en');

    // Step 2: the last time offered tonight, then the guest's details.
    const times = widget.getByRole('group', { name: 'Available times' }).getByRole('radio');
    const count = await times.count();
    expect(count, 'times offered tonight').toBeGreaterThan(0);
    await tabTo(page, frame, 'f-time');
    for (let i = 1; i < count; i += 1) await page.keyboard.press('ArrowRight');
    const time = (await times.nth(count - 1).getAttribute('value')) ?? '';
    await expect(times.nth(count - 1)).toBeChecked();
    await tabTo(page, frame, 'f-first_name');
    await page.keyboard.type('Keyboard');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Guest');
    await tabTo(page, frame, 'f-email');
    await page.keyboard.type('not-an-email');
    // Sending a bad address: the error summary takes focus and names the field.
    await page.keyboard.press('Enter');
    await expect(widget.getByRole('heading', { name: 'There is a problem' })).toBeFocused();
    await expect(widget.getByRole('link', { name: /Enter a valid email address/ })).toBeVisible();
    frame = frameOf(page);
    await expectNoBlockingViolations(page, '3-errors', 'en');
    await expect(widget.getByLabel('First name')).toHaveValue('Keyboard');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter'); // the summary's link moves focus to the email field
    await expect(widget.getByLabel('Email address')).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('keyboard.guest@example.com');
    // What the guest chose and typed came back with the error: the time is still chosen.
    await expect(widget.getByRole('radio', { name: time })).toBeChecked();
    await page.waitForTimeout(900); // a person takes longer than the form's minimum fill time
    await page.keyboard.press('Enter');
    await expect(widget.getByRole('heading', { name: 'Booking confirmed' })).toBeFocused();
    const bookedAt = Date.now();
    // The host stand shows it within a second of the guest's confirmation, without a reload.
    await expect(screen.row('Keyboard Guest')).toBeVisible({ timeout: 1_000 });
    expect(Date.now() - bookedAt).toBeLessThan(1_000 + 250);
    await expectNoBlockingViolations(page, '4-confirmed', 'en');
    await expect(screen.row('Keyboard Guest')).toContainText(time);
    const session = await apiSignIn(isolatedApi.url, DEMO.harbourAdmin);
    const today = venueToday();
    const booked = (await apiReservations(isolatedApi.url, session, today)).filter(
      (r) => r.first_name === 'Keyboard',
    );
    expect(booked.map((r) => [r.time, r.guest_count, r.source])).toEqual([[time, 2, 'widget']]);
  } finally {
    site.server.close();
    await hostContext.close();
  }
});

// Books nothing (the form goes back with errors): the worker's shared API serves it.
test('the widget in French passes axe on every step', async ({ page, api }) => {
  test.setTimeout(120_000);
  const site = await venueWebsite(api.url, 'fr');
  try {
    await page.goto(site.url);
    const widget = page.frameLocator('iframe');
    await expect(widget.getByRole('heading', { level: 1, name: 'Réserver une table' })).toBeVisible();
    await expectNoBlockingViolations(page, '1-search', 'fr');
    await widget.getByRole('button', { name: 'Voir les horaires disponibles' }).press('Enter');
    await expect(widget.getByRole('heading', { name: '2. Choisissez un horaire' })).toBeFocused();
    await expectNoBlockingViolations(page, '2-times', 'fr');
    await page.waitForTimeout(900);
    await widget.getByRole('button', { name: 'Confirmer la réservation' }).press('Enter');
    await expect(widget.getByRole('heading', { name: 'Il y a un problème' })).toBeFocused();
    await expect(widget.getByRole('link', { name: 'Indiquez votre prénom' })).toBeVisible();
    await expectNoBlockingViolations(page, '3-errors', 'fr');
  } finally {
    site.server.close();
  }
});

test('20 guests submitting at once for the last table: one booking, 19 refusals shown', async ({
  browser,
  isolatedApi,
}) => {
  test.setTimeout(180_000);
  const session = await apiSignIn(isolatedApi.url, DEMO.harbourAdmin);
  const today = venueToday();
  const date = addDays(today, 30);
  const time = '13:00';
  const party = 7;
  const fit = async () => {
    const res = await apiFetch(
      isolatedApi.url,
      session,
      'GET',
      `/reservation/available-tables?date=${date}&time=${time}&guest_count=${party}`,
    );
    return (
      (await res.json()) as { data: { available: boolean; suggestion: { table_ids: string[] } | null } }
    ).data;
  };
  // Lunch at 13:00 for a party of 7, filled until exactly one place to seat them is left.
  for (let i = 0; i < 20; i += 1) {
    const before = await fit();
    expect(before.available).toBe(true);
    const res = await apiFetch(isolatedApi.url, session, 'POST', '/reservation/bookReservation', {
      first_name: `Filler${i}`,
      date,
      time,
      guest_count: party,
      table_ids: before.suggestion?.table_ids ?? [],
    });
    expect(res.status).toBe(201);
    if (!(await fit()).available) {
      const id = ((await res.json()) as { data: { id: string } }).data.id;
      const del = await apiFetch(isolatedApi.url, session, 'DELETE', `/reservation/${id}`);
      expect(del.status, 'the filler that took the last table is deleted').toBeLessThan(300);
      break;
    }
  }
  expect((await fit()).available).toBe(true);

  const context = await browser.newContext();
  const pages = await Promise.all(Array.from({ length: 20 }, () => context.newPage()));
  await Promise.all(
    pages.map(async (p, i) => {
      await p.goto(`${isolatedApi.url}/book/harbour-bistro?date=${date}&party=${party}`);
      await p.getByRole('radio', { name: time }).check();
      await p.getByLabel('First name').fill(`Racer${i}`);
      await p.getByLabel('Email address').fill(`racer${i}@example.com`);
    }),
  );
  await pages[0]?.waitForTimeout(900);
  await Promise.all(pages.map((p) => p.getByRole('button', { name: 'Confirm booking' }).click()));
  const outcomes = await Promise.all(
    pages.map(async (p) => {
      const confirmed = p.getByRole('heading', { name: 'Booking confirmed' });
      const refused = p.getByText(TAKEN);
      await expect(confirmed.or(refused)).toBeVisible({ timeout: 30_000 });
      return (await confirmed.isVisible()) ? 'booked' : 'refused';
    }),
  );
  expect(outcomes.filter((o) => o === 'booked')).toHaveLength(1);
  expect(outcomes.filter((o) => o === 'refused')).toHaveLength(19);
  const racers = (await apiReservations(isolatedApi.url, session, date)).filter((r) =>
    r.first_name.startsWith('Racer'),
  );
  expect(racers).toHaveLength(1);
  await context.close();
});

test('a guest opens the cancel link of their confirmation mail and cancels by keyboard; axe in English and French', async ({
  page,
  api,
}) => {
  test.setTimeout(120_000);
  const date = addDays(venueToday(), 45);
  const email = `links.${Date.now().toString(36)}@example.com`;
  // Booked on the widget's own page (the venue's booking link).
  await page.goto(`${api.url}/book/harbour-bistro?date=${date}&party=2`);
  await page.getByRole('group', { name: 'Available times' }).getByRole('radio').first().check();
  await page.getByLabel('First name').fill('Linda');
  await page.getByLabel('Last name').fill('Links');
  await page.getByLabel('Email address').fill(email);
  await page.waitForTimeout(900);
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();

  // The confirmation mail, as sent: its cancel link is signed and opens the API's guest page.
  await expect.poll(() => readMailbox(api.dataDir, email).length, { timeout: 30_000 }).toBe(1);
  const html = readMailbox(api.dataDir, email)[0]?.html ?? '';
  const cancel = /href="([^"]*\/cancel\?sig=[^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&') ?? '';
  expect(cancel.startsWith(`${api.url}/book/harbour-bistro/reservation/`)).toBe(true);

  await page.goto(`${cancel}&lang=fr`);
  await expect(page.getByRole('heading', { name: 'Annuler votre réservation' })).toBeVisible();
  expect(await blockingViolations(page), 'fr cancel page').toEqual([]);
  await page.screenshot({ path: `${SHOTS}/fr-guest-cancel.png`, fullPage: true });

  await page.goto(cancel);
  await expect(page.getByRole('heading', { name: 'Cancel your booking' })).toBeVisible();
  await expect(page.getByText(/^Linda Links, party of 2/)).toBeVisible();
  expect(await blockingViolations(page), 'en cancel page').toEqual([]);
  await page.screenshot({ path: `${SHOTS}/en-guest-cancel.png`, fullPage: true });
  await page.waitForTimeout(900); // a person takes longer than the form's minimum fill time
  const button = page.getByRole('button', { name: 'Cancel this booking' });
  for (let i = 0; i < 30 && !(await button.evaluate((b) => b === document.activeElement)); i += 1)
    await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Booking cancelled' })).toBeVisible();
  expect(await blockingViolations(page), 'en cancelled page').toEqual([]);
  await page.screenshot({ path: `${SHOTS}/en-guest-cancelled.png`, fullPage: true });

  // The link again: it says the booking is cancelled and offers no cancel button.
  await page.goto(cancel);
  await expect(page.getByText('This booking is cancelled, so it cannot be changed online.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel this booking' })).toHaveCount(0);
});
