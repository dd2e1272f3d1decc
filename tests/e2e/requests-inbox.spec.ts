// Guest requests (issue 30): a request a guest made reaches the manager's inbox; the manager opens
// it, replies (the reply shows in the thread with its delivery, never "sent" before the server
// said so), moves it to answered, and the state shows; the client's Request History tab lists it.
// axe finds no serious violation on the inbox or the open request; global search finds it and opens
// it. Screenshots under SCREENSHOT_DIR.
import { mkdir } from 'node:fs/promises';
import type { Client } from '../../src-shared/schemas/client.js';
import { apiData, apiSignIn } from './fixtures/api-client.js';
import { blockingViolations } from './fixtures/axe.js';
import { DEMO, expect, SCREENSHOT_DIR, test } from './fixtures/console-fixtures.js';
import { signInAt } from './fixtures/sign-in.js';
import { expectUncovered } from './fixtures/uncovered.js';
import { SearchOverlay } from './page-models/search-overlay.js';

test('a guest request reaches the inbox, is answered there and shows in the client’s Request History', async ({
  page,
  isolatedApi,
  launchConsole,
}) => {
  test.setTimeout(150_000);
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const session = await apiSignIn(isolatedApi.url, DEMO.harbourAdmin);
  const client = await apiData<Client>(isolatedApi.url, session, 'POST', '/clients', {
    restaurantId: session.restaurantId,
    first_name: 'Quentin',
    last_name: 'Asker',
    email: 'quentin.asker@example.test',
  });
  const created = await apiData<{ id: string; state: string }>(
    isolatedApi.url,
    session,
    'POST',
    '/requests',
    {
      kind: 'enquiry',
      first_name: 'Quentin',
      last_name: 'Asker',
      email: 'quentin.asker@example.test',
      client_id: client.id,
      message: 'Do you have a gluten-free menu on Sundays?',
    },
  );
  expect(created.state).toBe('new');

  const base = await launchConsole(isolatedApi.url);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAt(page, base);
  await page.goto(`${base}/harbour-bistro/admin/requests`);
  await expect(page.getByRole('heading', { level: 1, name: 'Requests' })).toBeVisible();
  // Spec §2: the kind filter starts on Reservation; the enquiry shows once Enquiry is chosen.
  const kind = page.getByRole('textbox', { name: 'Kind' });
  await expect(kind).toHaveValue('Reservation');
  await kind.click();
  await page.getByRole('option', { name: 'Enquiry' }).click();
  const table = page.getByRole('table', { name: 'Guest requests' });
  const row = table.getByRole('row').filter({ hasText: 'Quentin Asker' });
  await expect(row).toContainText('New');
  await expect(row).toContainText(/left|Overdue/);
  // Live: a request the host takes by phone reaches the manager's open inbox at once (the server's
  // push, well before the screen's 30-second refresh).
  const hostSession = await apiSignIn(isolatedApi.url, DEMO.harbourHost);
  await apiData(isolatedApi.url, hostSession, 'POST', '/requests', {
    kind: 'enquiry',
    first_name: 'Lena',
    last_name: 'Live',
    mobileNumber: '+44 7700 900123',
    message: 'Is the terrace open tonight?',
  });
  await expect(table.getByRole('row').filter({ hasText: 'Lena Live' })).toBeVisible({ timeout: 15_000 });
  // Keyboard-first: ↓ and ↑ walk the rows' links.
  const links = table.locator('[data-request-link]');
  await expect(links).toHaveCount(2);
  await links.first().focus();
  await page.keyboard.press('ArrowDown');
  await expect(links.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(links.first()).toBeFocused();
  expect(await blockingViolations(page), 'inbox').toEqual([]);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/requests-inbox.png`, fullPage: true });

  // A phone request checked with the server's schema: each missing field is named, nothing is sent.
  await page.getByRole('button', { name: 'New request' }).click();
  const dialog = page.getByRole('dialog', { name: 'New phone request' });
  await dialog.getByRole('button', { name: 'Save request' }).click();
  await expect(dialog).toContainText('Message is required');
  await expect(dialog).toContainText('A reservation request needs a date');
  await expect(dialog).toContainText('An email address or a mobile number is required to answer the guest');
  await dialog.getByRole('button', { name: 'Cancel' }).first().click();
  await expect(dialog).toBeHidden();

  await row.getByRole('link', { name: 'Open the Enquiry request of Quentin Asker' }).click();
  await expect(page).toHaveURL(new RegExp(`request=${created.id}`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Enquiry request from Quentin Asker' }),
  ).toBeVisible();
  const thread = page.getByRole('region', { name: 'Thread' });
  await expect(thread).toContainText('Do you have a gluten-free menu on Sundays?');
  // The console header is a row above the page, not laid over its top right corner.
  await expectUncovered(page.getByRole('button', { name: 'Back to requests' }), 'Back to requests');

  // A move the state allows: new → in progress.
  await page.getByRole('button', { name: 'Take it (in progress)' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The request is now In progress.' })).toBeVisible();
  await expect(page.locator('[data-request-state]')).toHaveText('In progress');

  // R goes to the reply (the key is not typed into it).
  await page.keyboard.press('r');
  await expect(page.getByRole('textbox', { name: 'Reply to the guest' })).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Reply to the guest' })).toHaveValue('');
  await page.getByRole('textbox', { name: 'Reply to the guest' }).fill('Yes: every day, Sundays included.');
  await page.getByRole('button', { name: 'Send reply' }).click();
  const reply = thread.locator('[data-entry-author="staff"]').filter({ hasText: 'Sundays included' });
  await expect(reply).toBeVisible();
  // Its delivery as the server recorded it: pending until the job has sent it (or says why not).
  await expect(reply.locator('[data-delivery]')).toHaveText(/Sending to|Sent to|Not sent/);
  // A reply sent to the guest answers the request: the server moves it, the screen shows it.
  await expect(page.locator('[data-request-state]')).toHaveText('Answered');
  const stored = await apiData<{ state: string }>(isolatedApi.url, session, 'GET', `/requests/${created.id}`);
  expect(stored.state).toBe('answered');
  // A goes to the assignee; C asks before closing (a closed request takes no more moves).
  await page.locator('[data-request-state]').click();
  await page.keyboard.press('a');
  await expect(page.getByRole('textbox', { name: 'Assign to' })).toBeFocused();
  await page.locator('[data-request-state]').click();
  await page.keyboard.press('c');
  const closing = page.getByRole('dialog', { name: 'Close this request?' });
  await expect(closing).toBeVisible();
  await closing.getByRole('button', { name: 'Cancel' }).click();
  await expect(closing).toBeHidden();
  await expect(page.locator('[data-request-state]')).toHaveText('Answered');
  expect(await blockingViolations(page), 'open request').toEqual([]);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/requests-open.png`, fullPage: true });

  await page.goto(`${base}/harbour-bistro/admin/clients/profile?id=${client.id}`);
  await page.getByRole('tab', { name: 'Request History' }).click();
  const history = page.getByRole('table', { name: 'Requests of this client' });
  await expect(history).toContainText('Enquiry');
  await expect(history).toContainText('Answered');
  // The tab shows the whole thread: the guest's words and the reply, with its delivery.
  const showThread = history.getByRole('button', { name: /^Show the thread of the Enquiry request of / });
  await expect(showThread).toHaveAttribute('aria-expanded', 'false');
  await showThread.click();
  await expect(showThread).toHaveAttribute('aria-expanded', 'true');
  const tabThread = page.getByRole('region', { name: /^Thread of the Enquiry request of / });
  await expect(tabThread).toContainText('Do you have a gluten-free menu on Sundays?');
  await expect(tabThread.locator('[data-entry-author="staff"]')).toContainText('Sundays included');
  expect(await blockingViolations(page), 'request history with its thread').toEqual([]);
  await history.getByRole('link', { name: /^Open the Enquiry request of / }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Enquiry request from Quentin Asker' }),
  ).toBeVisible();

  // Global search (spec §2: "reservations and requests") finds it by the guest's name, with the
  // answered ones, and opens it in the inbox.
  await page.goto(`${base}/harbour-bistro/admin/requests`);
  await expect(page.getByRole('heading', { level: 1, name: 'Requests' })).toBeVisible();
  const search = new SearchOverlay(page);
  // The shortcut is heard once the shell has mounted its listener: press until the overlay opens.
  await expect(async () => {
    await page.keyboard.press('Control+K');
    await expect(search.input).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await search.input.fill('Asker');
  const settled = search.section('Answered and closed requests');
  const found = settled.getByRole('button', { name: 'Open the Enquiry request of Quentin Asker' });
  await expect(found).toContainText('Answered');
  await expect(search.section('Open requests')).toContainText('No results');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/search-requests.png` });
  await found.click();
  await expect(page).toHaveURL(new RegExp(`request=${created.id}`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Enquiry request from Quentin Asker' }),
  ).toBeVisible();
});
