// Issue 30 §7 and its acceptance "with the API down a reply is queued and delivered once": the
// manager's console keeps the venue's requests in its mirror; with the API stopped the inbox still
// lists them, a request opens with its thread, and a reply sent there shows at once as waiting to
// sync (the request answered on this terminal). When the API returns the reply reaches the server
// once, the message job sends it once (one mail in the guest's mailbox) and the thread shows it sent.
import { and, eq } from 'drizzle-orm';
import { guestRequestEntries } from '../../src-server/db/schema/index.js';
import { readMailbox } from '../../src-server/mail/mailbox.js';
import { apiData, apiSignIn } from './fixtures/api-client.js';
import { blockingViolations } from './fixtures/axe.js';
import { DEMO, SCREENSHOT_DIR, expect, test } from './fixtures/console-fixtures.js';
import { withOutage } from './fixtures/outage.js';

const REPLY = 'Yes, we keep a table by the window for you.';

test('with the API down the inbox reads from the mirror and a reply is queued, then delivered once', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const email = `window.seat.${Date.now()}@example.test`;
  const outage = await withOutage(browser, 'requests-offline', async (apiUrl) => {
    const session = await apiSignIn(apiUrl, DEMO.harbourAdmin);
    return apiData<{ id: string }>(apiUrl, session, 'POST', '/requests', {
      kind: 'enquiry',
      first_name: 'Wanda',
      last_name: 'Window',
      email,
      message: 'Could we sit by the window on Friday?',
    });
  });
  const { page, base, apiDir } = outage;
  const request = outage.prepared;
  try {
    await outage.stopApi();

    // Offline, the inbox lists the request from the mirror.
    await page.goto(`${base}/harbour-bistro/admin/requests`);
    await expect(page.getByRole('heading', { level: 1, name: 'Requests' })).toBeVisible();
    const kind = page.getByRole('textbox', { name: 'Kind' });
    await kind.click();
    await page.getByRole('option', { name: 'Enquiry' }).click();
    const row = page
      .getByRole('table', { name: 'Guest requests' })
      .getByRole('row')
      .filter({ hasText: 'Wanda Window' });
    await expect(row).toContainText('New', { timeout: 30_000 });
    await row.getByRole('link', { name: 'Open the Enquiry request of Wanda Window' }).click();
    await expect(page).toHaveURL(new RegExp(`request=${request.id}`));
    const thread = page.getByRole('region', { name: 'Thread' });
    await expect(thread).toContainText('Could we sit by the window on Friday?');

    // A reply made offline: queued, shown at once as waiting, the request answered on this terminal.
    await page.getByRole('textbox', { name: 'Reply to the guest' }).fill(REPLY);
    await page.getByRole('button', { name: 'Send reply' }).click();
    const reply = thread.locator('[data-entry-author="staff"]').filter({ hasText: REPLY });
    await expect(reply.locator('[data-delivery]')).toHaveText('Waiting to sync');
    await expect(page.locator('[data-outcome="pending"]')).toContainText(
      'Reply saved on this terminal; it is sent once the server has it.',
    );
    await expect(page.locator('[data-request-state]')).toHaveText('Answered');
    expect(await blockingViolations(page), 'request answered offline').toEqual([]);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/request-reply-offline.png`, fullPage: true });
    expect(readMailbox(apiDir, email)).toEqual([]);

    // The API returns: the reply reaches it once and is sent once.
    const api = await outage.startApi();
    await expect(reply.locator('[data-delivery]')).toHaveText(`Sent to ${email}`, { timeout: 60_000 });
    await expect(page.locator('[data-outcome="success"]')).toContainText(`Reply sent to ${email}.`);
    const stored = await api.db
      .select({ body: guestRequestEntries.body })
      .from(guestRequestEntries)
      .where(and(eq(guestRequestEntries.requestId, request.id), eq(guestRequestEntries.author, 'staff')));
    expect(stored.map((e) => e.body)).toEqual([REPLY]);
    await expect
      .poll(() => readMailbox(apiDir, email).filter((m) => m.text.includes(REPLY)).length, {
        timeout: 30_000,
      })
      .toBe(1);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/request-reply-synced.png`, fullPage: true });
  } finally {
    await outage.close();
  }
});
