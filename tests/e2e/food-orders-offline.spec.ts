// Issue 15: a kitchen keeps moving orders in an outage. With the API stopped, staff take an order for
// a table and move it through two states on the live board, where it shows as pending; when the API
// returns, the changes reach the server once and a second console shows the order in its new state
// with the time stamped on the change.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { startApiServer, type RunningApiServer } from '../../src-server/start.js';
import { startWebConsole, type WebConsole } from '../../src-main/web/start-web.js';
import { API_OPTIONS, DEMO, expect, seededDataDir, test } from './fixtures/console-fixtures.js';
import { LoginPage } from './page-models/login-page.js';
import { orderIn } from './page-models/order-board.js';

const LIVE_ORDERS = '/harbour-bistro/admin/services/foodOrderManagement/restaurant1/liveOrders';

test('orders taken and moved during an outage are pending, then reach a second console with their times', async ({
  browser,
}) => {
  // It starts its own API (a fresh PGlite, migrated and seeded) and two consoles: minutes on a loaded machine.
  test.setTimeout(300_000);
  const apiDir = await seededDataDir('orders-api');
  const dirs = [
    await mkdtemp(join(tmpdir(), 'venue-e2e-orders-a-')),
    await mkdtemp(join(tmpdir(), 'venue-e2e-orders-b-')),
  ];
  const apiOptions = { ...API_OPTIONS, dataDir: apiDir };
  let api: RunningApiServer | null = await startApiServer({ ...apiOptions, port: 0 });
  const { port: apiPort, url: apiUrl } = api;
  const consoles: WebConsole[] = [];
  const contexts = [await browser.newContext(), await browser.newContext()];
  try {
    const open = async (i: number): Promise<Page> => {
      const web = await startWebConsole({ apiUrl, dataDir: dirs[i]!, port: 0, log: () => undefined });
      consoles.push(web);
      const page = await contexts[i]!.newPage();
      const base = web.url.replace(/\/$/, '');
      const login = new LoginPage(page, base);
      await login.signInFresh(DEMO.harbourAdmin);
      await expect(page).toHaveURL(/\/harbour-bistro\/admin$/);
      await page.goto(`${base}${LIVE_ORDERS}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Restaurant: live orders' })).toBeVisible();
      await expect(page.getByRole('status', { name: /^Sync status:/ })).toContainText('Online', {
        timeout: 30_000,
      });
      return page;
    };
    const [kitchen, other] = [await open(0), await open(1)];
    const status = kitchen.getByRole('status', { name: /^Sync status:/ });

    await api.close();
    api = null;
    await expect(status).toContainText('Offline', { timeout: 45_000 });

    const note = `Outage order ${Date.now().toString(36)}`;
    await kitchen.getByRole('button', { name: 'New order' }).click();
    const entry = kitchen.getByRole('dialog', { name: 'New order' });
    await entry.getByRole('textbox', { name: 'Table' }).click();
    await kitchen.getByRole('option').first().click();
    await entry.getByRole('button', { name: 'Add Crab bisque' }).click();
    await entry.getByRole('textbox', { name: 'Note for Crab bisque' }).fill(note);
    await entry.getByRole('button', { name: 'Place order' }).click();
    await expect(entry).toBeHidden();
    const card = kitchen.getByRole('article').filter({ hasText: note });
    await card.getByRole('button', { name: 'Mark accepted' }).click();
    await card.getByRole('button', { name: 'Mark preparing' }).click();
    await expect(orderIn(kitchen, 'Preparing', note)).toBeVisible();
    await expect(card).toContainText('Pending sync');
    await expect(status).toContainText(/\d+ pending/);

    api = await startApiServer({ ...apiOptions, port: apiPort });
    await expect(status).toContainText('Online', { timeout: 60_000 });
    await expect(status).not.toContainText('pending', { timeout: 60_000 });
    await expect(card).not.toContainText('Pending sync');

    const there = orderIn(other, 'Preparing', note);
    await expect(there).toBeVisible({ timeout: 60_000 });
    await expect(there).toContainText(/Preparing at \d\d:\d\d/);
    await expect(there).toContainText('Crab bisque');
    await expect(there).not.toContainText('Pending sync');
  } finally {
    for (const context of contexts) await context.close();
    for (const web of consoles) await web.close();
    await api?.close();
    for (const dir of [apiDir, ...dirs]) await rm(dir, { recursive: true, force: true });
  }
});
