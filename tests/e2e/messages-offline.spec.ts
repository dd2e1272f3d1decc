// Issue 30 §7 for staff messages: the console keeps the signed-in user's inbox in its mirror. With
// the API stopped /messages still lists the messages, one opens (Unread → Read on this terminal) and
// a reply is queued, both shown as waiting to sync; when the API returns the open and the reply reach
// it once: the message is Reply on the server and its sender has exactly one answer.
import type { StaffMessage } from '../../src-shared/notifications/notification-schemas.js';
import { apiData, apiSignIn } from './fixtures/api-client.js';
import { blockingViolations } from './fixtures/axe.js';
import { DEMO, SCREENSHOT_DIR, expect, test } from './fixtures/console-fixtures.js';
import { withOutage } from './fixtures/outage.js';

const REPLY = 'Signed for, the crates are in the cellar.';

test('with the API down /messages reads from the mirror; an open and a reply are queued, then reach the server once', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const subject = `Cellar ${Date.now().toString(36)}`;
  // The host writes to the admin before the admin's console starts.
  const outage = await withOutage(browser, 'messages-offline', async (apiUrl) => {
    const admin = await apiSignIn(apiUrl, DEMO.harbourAdmin);
    const host = await apiSignIn(apiUrl, DEMO.harbourHost);
    const users = await apiData<{ id: number; email: string | null }[]>(
      apiUrl,
      admin,
      'GET',
      `/user/restaurant/${admin.restaurantId}`,
    );
    return apiData<StaffMessage>(apiUrl, host, 'POST', '/messages', {
      to_user_id: users.find((u) => u.email === DEMO.harbourAdmin.email)?.id,
      subject,
      body: 'The wine arrives at four. Please sign for it.',
    });
  });
  const { page, base, apiUrl } = outage;
  const messageId = outage.prepared.id;
  try {
    await page.goto(`${base}/harbour-bistro/admin/messages`);
    const table = page.getByRole('table', { name: 'Your staff messages' });
    const row = table.getByRole('row').filter({ hasText: subject });
    await expect(row.locator('[data-status]')).toHaveText('Unread', { timeout: 30_000 });

    await outage.stopApi();
    // Offline: the list is the mirror's; opening marks it Read here, waiting to sync.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
    await expect(row.locator('[data-status]')).toHaveText('Unread', { timeout: 30_000 });
    await row.getByRole('button', { name: new RegExp(`^Open the message from .*: ${subject}$`) }).click();
    const drawer = page.getByRole('dialog', { name: /^Message from / });
    await expect(drawer.locator('[data-status]')).toHaveText('Read');
    await expect(drawer).toContainText('The wine arrives at four.');
    await expect(row.locator('[data-pending]')).toHaveText('Waiting to sync');

    await drawer.getByRole('textbox', { name: 'Your reply' }).fill(REPLY);
    await drawer.getByRole('button', { name: 'Send reply' }).click();
    await expect(drawer.getByRole('status')).toContainText('saved on this terminal');
    await expect(drawer.locator('[data-status]')).toHaveText('Reply');
    expect(await blockingViolations(page), '/messages, a reply queued offline').toEqual([]);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/message-reply-offline.png`, fullPage: true });

    // The API returns: the open and the reply reach it once.
    await outage.startApi();
    await expect(drawer.getByRole('status')).toContainText('Reply sent to', { timeout: 60_000 });
    await expect(row.locator('[data-pending]')).toHaveCount(0, { timeout: 30_000 });
    await expect(row.locator('[data-status]')).toHaveText('Reply');
    const admin = await apiSignIn(apiUrl, DEMO.harbourAdmin);
    const host = await apiSignIn(apiUrl, DEMO.harbourHost);
    const adminInbox = await apiData<{ messages: StaffMessage[] }>(apiUrl, admin, 'GET', '/messages');
    expect(adminInbox.messages.find((m) => m.id === messageId)?.status).toBe('Reply');
    const hostInbox = await apiData<{ messages: StaffMessage[] }>(apiUrl, host, 'GET', '/messages');
    expect(hostInbox.messages.filter((m) => m.reply_to === messageId).map((m) => m.body)).toEqual([REPLY]);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/message-reply-synced.png`, fullPage: true });
  } finally {
    await outage.close();
  }
});
