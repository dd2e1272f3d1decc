// Issue 32 §1: an attendant on a phone-sized screen (390 px wide) marks three rooms clean with the API
// stopped; each shows its new state at once, marked as waiting to sync; when the API returns they are
// saved and the server has them.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { rooms } from '../../src-server/db/schema/housekeeping.js';
import { startApiServer, type RunningApiServer } from '../../src-server/start.js';
import { startWebConsole, type WebConsole } from '../../src-main/web/start-web.js';
import { DEMO, expect, seededDataDir, test } from './fixtures/console-fixtures.js';
import { E2E_DEMO_TIME_ZONES } from './fixtures/venue-zone.js';
import { LoginPage } from './page-models/login-page.js';

const DASHBOARD = '/harbour-bistro/host/services/housekeepingMangement/housekeepingDashboard';
const DIRTY = ['101', '104', '203'];

test('an attendant at 390 px marks three rooms clean offline; they sync when the API returns', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const apiDir = await seededDataDir('housekeeping-api');
  const dir = await mkdtemp(join(tmpdir(), 'venue-e2e-housekeeping-'));
  const apiOptions = {
    dataDir: apiDir,
    seedDemo: true,
    demoTimeZones: E2E_DEMO_TIME_ZONES,
    logLevel: 'warn',
    rateLimit: { perIp: 10_000, perEmail: 10_000 },
  };
  let api: RunningApiServer | null = await startApiServer({ ...apiOptions, port: 0 });
  const { port: apiPort, url: apiUrl } = api;
  let web: WebConsole | null = null;
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    web = await startWebConsole({ apiUrl, dataDir: dir, port: 0, log: () => undefined });
    const page = await context.newPage();
    const base = web.url.replace(/\/$/, '');
    const login = new LoginPage(page, base);
    await login.open();
    await login.signIn(DEMO.harbourHost);
    await expect(page).toHaveURL(/\/harbour-bistro\/host$/);
    await page.goto(`${base}${DASHBOARD}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Housekeeping' })).toBeVisible();
    const status = page.getByRole('status', { name: /^Sync status:/ });
    await expect(status).toContainText('Online', { timeout: 30_000 });
    const room = (number: string) => page.getByRole('listitem', { name: `Room ${number}` });
    await expect(room('101')).toBeVisible({ timeout: 30_000 });

    await api.close();
    api = null;
    await expect(status).toContainText('Offline', { timeout: 45_000 });

    for (const number of DIRTY) {
      await page.getByRole('button', { name: `Mark room ${number} clean` }).click();
      await expect(room(number).locator('[data-cleanliness]')).toHaveText('Clean');
      await expect(room(number)).toContainText('Waiting to sync');
    }
    await expect(page.locator('[data-outcome="pending"]')).toContainText('Room 203 marked Clean');
    // Nothing runs off the side of a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    api = await startApiServer({ ...apiOptions, port: apiPort });
    await expect(status).toContainText('Online', { timeout: 60_000 });
    for (const number of DIRTY)
      await expect(room(number)).not.toContainText('Waiting to sync', { timeout: 60_000 });
    const saved = await api.db
      .select({ number: rooms.number, cleanliness: rooms.cleanliness })
      .from(rooms)
      .where(and(inArray(rooms.number, DIRTY), eq(rooms.cleanliness, 'clean')));
    expect(saved.map((r) => r.number).sort()).toEqual(DIRTY);
  } finally {
    await context.close();
    await web?.close();
    await api?.close();
    for (const d of [apiDir, dir]) await rm(d, { recursive: true, force: true });
  }
});
