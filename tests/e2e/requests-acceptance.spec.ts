// Issue 30's acceptance end to end, as people meet it. (1) A guest writes to the venue from the
// public widget's request page (a browser filling the form: token, honeypot and fill time as for
// anyone); the Harbour admin's /requests, open and left alone, shows it live with its time left;
// the admin opens it, replies by email (the reply's delivery goes from sending to sent), the mail
// lands in the API's mailbox addressed to the guest with the reply's words, the request is closed
// (Close asks first), and the client's Request History tab lists it with its thread. (2) Two
// consoles signed in as the same user: a large party booked through the API raises both bells
// live; reading it in the second console lowers the first one's count live (notificationsRead).
// Screenshots under SCREENSHOT_DIR.
import { mkdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { readMailbox } from '../../src-server/mail/mailbox.js';
import type { Client } from '../../src-shared/schemas/client.js';
import { addDays } from '../../src-shared/time.js';
import { apiData, apiSignIn } from './fixtures/api-client.js';
import { blockingViolations } from './fixtures/axe.js';
import { DEMO, expect, SCREENSHOT_DIR, test } from './fixtures/console-fixtures.js';
import { signInAt } from './fixtures/sign-in.js';
import { venueToday } from './fixtures/venue-today.js';
import { E2E_VENUE_ZONE } from './fixtures/venue-zone.js';

/** The widget's default minimum fill time (WIDGET_MIN_FILL_MS), with a margin: a person is slower. */
const PERSON_FILL_MS = 3_300;

/** Marks the page's document: the mark survives only if the page is never reloaded or navigated. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument?: boolean }).__sameDocument = true;
  });
}
async function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
}

test('a guest sends a request from the widget; it reaches /requests live, is answered by email and closed, and shows in the client’s Request History', async ({
  page,
  browser,
  isolatedApi,
  launchConsole,
}) => {
  test.setTimeout(180_000);
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const api = isolatedApi.url;
  const admin = await apiSignIn(api, DEMO.harbourAdmin);
  const tag = Date.now().toString(36);
  const email = `rosa.${tag}@example.test`;
  // A guest the venue knows: a widget request is linked to the client of the same email (the
  // server matches by email or mobile; it creates no client for an unknown guest).
  const client = await apiData<Client>(api, admin, 'POST', '/clients', {
    restaurantId: admin.restaurantId,
    first_name: 'Rosa',
    last_name: 'Widget',
    email,
  });

  // The admin's inbox, open on the kind the guest is about to send, and left alone.
  const base = await launchConsole(api);
  await page.setViewportSize({ width: 1366, height: 900 });
  // The inbox's list calls as they leave the page (web mode talks to its core over a WebSocket):
  // besides the server's push, only its 30-second time-left tick reloads it.
  const listCalls: number[] = [];
  page.on('websocket', (ws) =>
    ws.on('framesent', ({ payload }) => {
      if (typeof payload === 'string' && payload.includes('"mirror.requests"')) listCalls.push(Date.now());
    }),
  );
  await signInAt(page, base);
  await page.goto(`${base}/harbour-bistro/admin/requests`);
  await expect(page.getByRole('heading', { level: 1, name: 'Requests' })).toBeVisible();
  await expect(page.getByRole('status', { name: /^Sync status: Online/ })).toBeVisible({ timeout: 45_000 });
  const kind = page.getByRole('textbox', { name: 'Kind' });
  await kind.click();
  await page.getByRole('option', { name: 'All kinds' }).click();
  await expect(kind).toHaveValue('All kinds');
  await kind.click();
  await page.getByRole('option', { name: 'Reservation', exact: true }).click();
  await expect(kind).toHaveValue('Reservation');
  const table = page.getByRole('table', { name: 'Guest requests' });
  const row = table.getByRole('row').filter({ hasText: 'Rosa Widget' });
  await expect(row).toHaveCount(0);
  await markDocument(page);

  // The guest, in their own browser: the widget's request page, filled in like a person does.
  const guestContext = await browser.newContext({ timezoneId: E2E_VENUE_ZONE });
  const guest = await guestContext.newPage();
  const date = addDays(venueToday(), 21);
  const words = `We are twelve for a birthday, ${tag}: could you seat us together?`;
  let nextTick = 0;
  try {
    await guest.goto(`${api}/book/harbour-bistro/request`);
    const shownAt = Date.now();
    await expect(guest.getByRole('heading', { level: 1, name: 'Write to us' })).toBeVisible();
    // The abuse guard is on the form: the signed token and the hidden honeypot.
    await expect(guest.locator('form input[name="token"]')).toHaveAttribute('value', /.{20,}/);
    await expect(guest.locator('.hp[aria-hidden="true"] input')).toHaveAttribute('tabindex', '-1');
    expect(await blockingViolations(guest), 'widget request page').toEqual([]);
    await guest.screenshot({ path: `${SCREENSHOT_DIR}/requests-widget-form.png`, fullPage: true });

    await guest.getByLabel('What is it about?').selectOption({ label: 'A booking request' });
    await guest.getByLabel('Date').fill(date);
    await guest.getByLabel('Preferred time').fill('19:30');
    await guest.getByLabel('Number of guests').fill('12');
    await guest.getByLabel('First name').fill('Rosa');
    await guest.getByLabel('Last name').fill('Widget');
    await guest.getByLabel('Email address').fill(email);
    await guest.getByLabel('Your message').fill(words);
    const wait = PERSON_FILL_MS - (Date.now() - shownAt);
    if (wait > 0) await guest.waitForTimeout(wait);
    // Sent just after the inbox's own tick reloaded it, so the row can only show before the next
    // tick if the server's push brought it.
    const calls = listCalls.length;
    await expect.poll(() => listCalls.length, { timeout: 40_000, intervals: [100] }).toBeGreaterThan(calls);
    nextTick = (listCalls.at(-1) ?? 0) + 30_000;
    await guest.getByRole('button', { name: 'Send' }).click();
    await expect(guest.getByRole('heading', { name: 'Your message was sent' })).toBeVisible();
    await expect(guest.getByText('Thank you. The venue will answer you by email or SMS.')).toBeVisible();
    // The guest's page is a form and a thank-you: it shows no thread to the guest.
    await guest.screenshot({ path: `${SCREENSHOT_DIR}/requests-widget-sent.png`, fullPage: true });
  } finally {
    await guestContext.close();
  }

  // Live: the server's push reloads the inbox before its own next tick, the page was not reloaded,
  // and the new request shows with its time left to the response target.
  await expect(row).toBeVisible({ timeout: Math.max(1_000, nextTick - 1_500 - Date.now()) });
  expect(await sameDocument(page), 'the inbox was not reloaded').toBe(true);
  await expect(row.getByText('New', { exact: true })).toBeVisible();
  await expect(row).toContainText(/\d+ (d|h|min)( \d+ (h|min))? left/);
  await expect(row).toContainText('for 12');
  await expect(row).toContainText('We are twelve for a birthday');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/requests-live-inbox.png`, fullPage: true });

  await row.getByRole('link', { name: 'Open the Reservation request of Rosa Widget' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Reservation request from Rosa Widget' }),
  ).toBeVisible();
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details).toContainText('Booking widget');
  await expect(details).toContainText(email);
  await expect(details.getByRole('link', { name: 'Open the client profile' })).toHaveAttribute(
    'href',
    new RegExp(client.id),
  );
  const thread = page.getByRole('region', { name: 'Thread' });
  await expect(thread.locator('[data-entry-author="guest"]')).toContainText(words);

  // The reply, by email (the channel offered for a guest who gave an email address).
  const replyText = `Of course, Rosa: the long table is yours on the night (${tag}).`;
  await expect(page.getByRole('radio', { name: 'Email' })).toBeChecked();
  await page.getByRole('textbox', { name: 'Reply to the guest' }).fill(replyText);
  await page.getByRole('button', { name: 'Send reply' }).click();
  const reply = thread.locator('[data-entry-author="staff"]').filter({ hasText: replyText });
  await expect(reply).toBeVisible();
  // Its delivery follows the server: sending, then sent once the message job handed it to the mailer.
  const delivery = reply.locator('[data-delivery]');
  await expect(delivery).toHaveAttribute('data-delivery', 'sent', { timeout: 30_000 });
  await expect(delivery).toHaveText(`Sent to ${email}`);
  await expect(page.getByRole('status').filter({ hasText: `Reply sent to ${email}.` })).toBeVisible();
  await expect(page.locator('[data-request-state]')).toHaveText('Answered');

  // The mail, as the server sent it: to the guest, with the reply's words.
  await expect
    .poll(() => readMailbox(isolatedApi.dataDir, email).filter((m) => m.text.includes(replyText)).length, {
      timeout: 30_000,
    })
    .toBe(1);
  const mail = readMailbox(isolatedApi.dataDir, email).find((m) => m.text.includes(replyText));
  expect(mail?.to).toBe(email);
  expect(mail?.subject).toBe('Your request to Harbour Bistro');
  expect(mail?.text.startsWith('Dear Rosa,')).toBe(true);

  // Close asks first; confirmed, the request is closed and offers no more moves.
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  const closing = page.getByRole('dialog', { name: 'Close this request?' });
  await expect(closing).toBeVisible();
  await expect(page.locator('[data-request-state]')).toHaveText('Answered');
  await closing.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(closing).toBeHidden();
  await expect(page.locator('[data-request-state]')).toHaveText('Closed');
  await expect(page.getByText('This request is closed: nothing more to do.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Reply to the guest' })).toHaveCount(0);
  const stored = await apiData<{ rows: { state: string; client_id: string | null }[] }>(
    api,
    admin,
    'GET',
    `/requests?client_id=${client.id}`,
  );
  expect(stored.rows.map((r) => [r.state, r.client_id])).toEqual([['closed', client.id]]);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/requests-closed.png`, fullPage: true });

  // The client's Request History: the request, closed, and its thread one link away.
  await page.goto(`${base}/harbour-bistro/admin/clients/profile?id=${client.id}`);
  await page.getByRole('tab', { name: 'Request History' }).click();
  const history = page.getByRole('table', { name: 'Requests of this client' });
  const listed = history.getByRole('row').filter({ hasText: 'We are twelve for a birthday' });
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText('Reservation');
  await expect(listed).toContainText('Closed');
  await listed.getByRole('link', { name: /^Open the Reservation request of / }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Reservation request from Rosa Widget' }),
  ).toBeVisible();
  const again = page.getByRole('region', { name: 'Thread' });
  await expect(again.locator('[data-entry-author="guest"]')).toContainText(words);
  await expect(
    again.locator('[data-entry-author="staff"]').filter({ hasText: replyText }).locator('[data-delivery]'),
  ).toHaveText(`Sent to ${email}`);
  await expect(page.locator('[data-request-state]')).toHaveText('Closed');
});

test('a large-party notification reaches a second console of the same user live and is read there', async ({
  page,
  browser,
  isolatedApi,
  launchConsole,
}) => {
  test.setTimeout(150_000);
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const api = isolatedApi.url;
  const admin = await apiSignIn(api, DEMO.harbourAdmin);
  // Two terminals (each its own console core) signed in as the same admin.
  const [firstBase, secondBase] = await Promise.all([launchConsole(api), launchConsole(api)]);
  const secondContext = await browser.newContext({ timezoneId: E2E_VENUE_ZONE });
  const second = await secondContext.newPage();
  try {
    await signInAt(page, firstBase);
    await signInAt(second, secondBase);
    const unreadOf = async (p: Page) =>
      Number(
        await p.getByRole('button', { name: /^Notifications, \d+ unread$/ }).getAttribute('data-unread'),
      );
    for (const p of [page, second])
      await expect(p.getByRole('status', { name: /^Sync status: Online/ })).toBeVisible({ timeout: 45_000 });
    const before = await unreadOf(page);
    expect(await unreadOf(second)).toBe(before);
    await markDocument(page);
    await markDocument(second);

    const party = `Twin ${Date.now().toString(36)}`;
    await apiData(api, admin, 'POST', '/reservation/bookReservation', {
      first_name: party,
      last_name: 'Party',
      guest_count: 9,
      duration_minutes: 90,
      date: addDays(venueToday(), 35),
      time: '19:30',
    });
    // Both bells rise, without a reload.
    for (const p of [page, second])
      await expect(p.getByRole('button', { name: `Notifications, ${before + 1} unread` })).toBeVisible({
        timeout: 20_000,
      });

    // Read in the second console.
    await second.getByRole('button', { name: `Notifications, ${before + 1} unread` }).click();
    const centre = second.getByRole('dialog', { name: 'Notifications' });
    const item = centre.locator('li[data-notification]').filter({ hasText: `${party} Party` });
    await expect(item).toHaveAttribute('data-read', 'false');
    await expect(item).toContainText('Party of 9');
    await item.getByRole('button', { expanded: false }).click();
    await expect(item).toHaveAttribute('data-read', 'true');
    await expect(second.getByRole('button', { name: `Notifications, ${before} unread` })).toBeVisible();
    await second.screenshot({ path: `${SCREENSHOT_DIR}/notification-read-second.png` });

    // The first console follows live (the server's notificationsRead), still the same document.
    await expect(page.getByRole('button', { name: `Notifications, ${before} unread` })).toBeVisible({
      timeout: 20_000,
    });
    expect(await sameDocument(page), 'the first console was not reloaded').toBe(true);
    // Its list has the notification read too, though nobody opened it there.
    await page.getByRole('button', { name: `Notifications, ${before} unread` }).click();
    const firstItem = page
      .getByRole('dialog', { name: 'Notifications' })
      .locator('li[data-notification]')
      .filter({ hasText: `${party} Party` });
    await expect(firstItem).toHaveAttribute('data-read', 'true');
    await page.screenshot({ path: `${SCREENSHOT_DIR}/notification-read-first.png` });
    const [listed] = (
      await apiData<{ notifications: { clientname: string; read: boolean }[] }>(
        api,
        admin,
        'GET',
        '/user/notifications',
      )
    ).notifications.filter((n) => n.clientname === `${party} Party`);
    expect(listed?.read).toBe(true);
  } finally {
    await secondContext.close();
  }
});
