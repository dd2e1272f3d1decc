// The notification bell and /messages (issue 30 §4–5): a large party booked through the API while
// the console is open reaches the manager's bell live (no reload); opening it marks it read on the
// server and the count drops. The host writes to the admin (API); the admin sees it arrive in the
// header's count and on the sidebar's Messages entry, opens it on /messages (Read; both counts drop)
// and replies (Reply), and the host has the answer.
// axe finds nothing serious with the bell open and on /messages.
import { mkdirSync } from 'node:fs';
import type { StaffMessage } from '../../src-shared/notifications/notification-schemas.js';
import { addDays } from '../../src-shared/time.js';
import { apiData, apiSignIn } from './fixtures/api-client.js';
import { blockingViolations, inEachColourScheme } from './fixtures/axe.js';
import { DEMO, expect, test } from './fixtures/console-fixtures.js';
import { signInAt } from './fixtures/sign-in.js';
import { venueToday } from './fixtures/venue-today.js';

const SHOTS = '/tmp/shots-msgscreen';

test('a large party reaches the bell live and is read there; a staff message is opened and answered on /messages', async ({
  page,
  isolatedApi,
  launchConsole,
}) => {
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  const api = isolatedApi.url;
  const [admin, host] = await Promise.all([
    apiSignIn(api, DEMO.harbourAdmin),
    apiSignIn(api, DEMO.harbourHost),
  ]);
  const base = await launchConsole(api);
  await signInAt(page, base);

  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();
  // The socket is up once the console synced: from then on the server's pushes reach it.
  await expect(page.getByRole('status', { name: /^Sync status: Online/ })).toBeVisible({ timeout: 45_000 });
  const before = Number(await bell.getAttribute('data-unread'));

  const party = `Bell ${Date.now().toString(36)}`;
  await apiData(api, admin, 'POST', '/reservation/bookReservation', {
    first_name: party,
    last_name: 'Party',
    guest_count: 9,
    duration_minutes: 90,
    date: addDays(venueToday(), 40),
    time: '19:00',
  });
  await expect(page.getByRole('button', { name: `Notifications, ${before + 1} unread` })).toBeVisible({
    timeout: 20_000,
  });

  await bell.click();
  const centre = page.getByRole('dialog', { name: 'Notifications' });
  await expect(centre).toBeVisible();
  const item = centre.locator('li[data-notification]').filter({ hasText: `${party} Party` });
  await expect(item).toHaveAttribute('data-read', 'false');
  await expect(item).toContainText('Party of 9');
  await expect(item).toContainText('Unread');
  await page.screenshot({ path: `${SHOTS}/bell-open.png` });
  await inEachColourScheme(page, async (scheme) =>
    expect(await blockingViolations(page), `bell open, ${scheme}`).toEqual([]),
  );

  await item.getByRole('button', { expanded: false }).click();
  await expect(item).toHaveAttribute('data-read', 'true');
  await expect(page.getByRole('button', { name: `Notifications, ${before} unread` })).toBeVisible();
  const [listed] = (
    await apiData<{ notifications: { clientname: string; read: boolean }[] }>(
      api,
      admin,
      'GET',
      '/user/notifications',
    )
  ).notifications.filter((n) => n.clientname === `${party} Party`);
  expect(listed?.read).toBe(true);
  // The user's own settings, one link away: saved only once the server answered.
  await centre.getByRole('button', { name: 'Notification settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Notification settings' });
  const mail = settings.getByRole('checkbox', { name: 'Send by email: A low feedback score' });
  await expect(mail).not.toBeChecked();
  await mail.check();
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(settings.getByRole('status')).toHaveText('Notification settings saved');
  const saved = await apiData<{ kinds: { kind: string; email: boolean }[] }>(
    api,
    admin,
    'GET',
    '/user/notifications/settings',
  );
  expect(saved.kinds.find((k) => k.kind === 'low_feedback')?.email).toBe(true);
  await settings.getByRole('button', { name: 'Close notification settings' }).first().click();
  await expect(settings).toBeHidden();

  // The host writes to the admin: the header's messages count and the sidebar's follow live.
  const users = await apiData<{ id: number; email: string | null }[]>(
    api,
    admin,
    'GET',
    `/user/restaurant/${admin.restaurantId}`,
  );
  const adminId = users.find((u) => u.email === DEMO.harbourAdmin.email)?.id;
  const header = page.getByRole('banner');
  const messagesLink = header.getByRole('link', { name: /^Messages, \d+ unread$/ });
  await expect(messagesLink).toBeVisible();
  const unreadBefore = Number(await messagesLink.getAttribute('data-unread'));
  const sidebar = page.getByRole('navigation', { name: 'Main' });
  const sidebarMessages = (count: number) =>
    sidebar.getByRole('link', { name: `Messages, ${count} unread`, exact: true });
  await expect(sidebarMessages(unreadBefore)).toBeVisible();
  await expect(sidebarMessages(unreadBefore)).toHaveAttribute('data-unread', String(unreadBefore));
  const subject = `Linen ${Date.now().toString(36)}`;
  await apiData(api, host, 'POST', '/messages', {
    to_user_id: adminId,
    subject,
    body: 'The linen arrives at four.\nPlease sign for it.',
  });
  await expect(header.getByRole('link', { name: `Messages, ${unreadBefore + 1} unread` })).toBeVisible({
    timeout: 20_000,
  });
  // The sidebar's entry counts it too, on its face and in its name (the same state, no fetch of its own).
  const arrived = sidebarMessages(unreadBefore + 1);
  await expect(arrived).toBeVisible();
  await expect(arrived).toHaveAttribute('data-unread', String(unreadBefore + 1));
  await expect(arrived).toContainText(String(unreadBefore + 1));
  await page.screenshot({ path: `${SHOTS}/sidebar-unread.png` });

  await messagesLink.click();
  await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Your staff messages' });
  const row = table.getByRole('row').filter({ hasText: subject });
  await expect(row.locator('[data-status]')).toHaveText('Unread');
  await expect(row).toContainText('The linen arrives at four.');
  await inEachColourScheme(page, async (scheme) =>
    expect(await blockingViolations(page), `/messages, ${scheme}`).toEqual([]),
  );
  await page.screenshot({ path: `${SHOTS}/messages.png`, fullPage: true });

  await row.getByRole('button', { name: new RegExp(`^Open the message from .*: ${subject}$`) }).click();
  const drawer = page.getByRole('dialog', { name: /^Message from / });
  await expect(drawer.locator('[data-status]')).toHaveText('Read');
  await expect(header.getByRole('link', { name: `Messages, ${unreadBefore} unread` })).toBeVisible();
  await expect(sidebarMessages(unreadBefore)).toBeVisible();
  await expect(sidebarMessages(unreadBefore)).toHaveAttribute('data-unread', String(unreadBefore));
  await drawer.getByRole('textbox', { name: 'Your reply' }).fill('Signed, thank you.');
  await drawer.getByRole('button', { name: 'Send reply' }).click();
  await expect(drawer.getByRole('status')).toContainText('Reply sent to');
  await expect(drawer.locator('[data-status]')).toHaveText('Reply');
  expect(await blockingViolations(page), '/messages, a message open').toEqual([]);
  await page.screenshot({ path: `${SHOTS}/message-replied.png` });
  await drawer.getByRole('button', { name: 'Close the message' }).first().click();
  await expect(row.locator('[data-status]')).toHaveText('Reply');

  const hostInbox = await apiData<{ messages: StaffMessage[] }>(api, host, 'GET', '/messages');
  expect(hostInbox.messages.find((m) => m.subject === `Re: ${subject}`)?.body).toBe('Signed, thank you.');
});
