// Issue 32 §1: an attendant on a phone-sized screen (390 px wide) marks three rooms clean with the API
// stopped; each shows its new state at once, marked as waiting to sync; when the API returns they are
// saved, the server has them, and the supervisor's console (another terminal) shows them clean.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { rooms } from '../../src-server/db/schema/housekeeping.js';
import { startApiServer, type RunningApiServer } from '../../src-server/start.js';
import { startWebConsole, type WebConsole } from '../../src-main/web/start-web.js';
import { violationLinesInBothSchemes } from './fixtures/axe.js';
import {
  API_OPTIONS,
  DEMO,
  SCREENSHOT_DIR,
  expect,
  seededDataDir,
  test,
} from './fixtures/console-fixtures.js';
import { signInAt } from './fixtures/sign-in.js';
import { LoginPage } from './page-models/login-page.js';

const DASHBOARD = '/harbour-bistro/host/services/housekeepingMangement/housekeepingDashboard';
const DIRTY = ['101', '104', '203'];

test('an attendant at 390 px marks three rooms clean offline; they sync when the API returns and the supervisor sees them', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const apiDir = await seededDataDir('housekeeping-api');
  const dir = await mkdtemp(join(tmpdir(), 'venue-e2e-housekeeping-'));
  const supervisorDir = await mkdtemp(join(tmpdir(), 'venue-e2e-housekeeping-supervisor-'));
  const apiOptions = { ...API_OPTIONS, dataDir: apiDir };
  let api: RunningApiServer | null = await startApiServer({ ...apiOptions, port: 0 });
  const { port: apiPort, url: apiUrl } = api;
  let web: WebConsole | null = null;
  let supervisorWeb: WebConsole | null = null;
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const supervisorContext = await browser.newContext();
  try {
    web = await startWebConsole({ apiUrl, dataDir: dir, port: 0, log: () => undefined });
    // The supervisor's desk: a terminal of its own, signed in as the admin, watching the same rooms.
    supervisorWeb = await startWebConsole({ apiUrl, dataDir: supervisorDir, port: 0, log: () => undefined });
    const desk = await supervisorContext.newPage();
    const deskBase = supervisorWeb.url.replace(/\/$/, '');
    await new LoginPage(desk, deskBase).signInFresh(DEMO.harbourAdmin);
    await expect(desk).toHaveURL(/\/harbour-bistro\/admin$/);
    await desk.goto(`${deskBase}${DASHBOARD.replace('/host/', '/admin/')}`);
    const deskRoom = (number: string) => desk.getByRole('listitem', { name: `Room ${number}` });
    for (const number of DIRTY)
      await expect(deskRoom(number).locator('[data-cleanliness]')).toHaveText('Dirty', { timeout: 30_000 });

    const page = await context.newPage();
    const base = web.url.replace(/\/$/, '');
    await signInAt(page, base, DEMO.harbourHost, /\/harbour-bistro\/host$/);
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
    // Nothing runs off the side of a phone, and the pending marks read well in both schemes.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // On a phone the sidebar is a menu behind a button, so the rooms have the whole width.
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.waitForTimeout(400); // the drawer's slide, for the picture only
    await page.screenshot({ path: `${SCREENSHOT_DIR}/housekeeping-phone-menu.png` });
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    const violations = await violationLinesInBothSchemes(page, (scheme) =>
      page.screenshot({ path: `${SCREENSHOT_DIR}/housekeeping-offline-${scheme}.png`, fullPage: true }),
    );
    expect(violations, 'housekeeping, offline').toEqual([]);

    api = await startApiServer({ ...apiOptions, port: apiPort });
    await expect(status).toContainText('Online', { timeout: 60_000 });
    for (const number of DIRTY)
      await expect(room(number)).not.toContainText('Waiting to sync', { timeout: 60_000 });
    const saved = await api.db
      .select({ number: rooms.number, cleanliness: rooms.cleanliness })
      .from(rooms)
      .where(and(inArray(rooms.number, DIRTY), eq(rooms.cleanliness, 'clean')));
    expect(saved.map((r) => r.number).sort()).toEqual(DIRTY);
    for (const number of DIRTY)
      await expect(deskRoom(number).locator('[data-cleanliness]')).toHaveText('Clean', { timeout: 60_000 });
  } finally {
    await context.close();
    await supervisorContext.close();
    await web?.close();
    await supervisorWeb?.close();
    await api?.close();
    for (const d of [apiDir, dir, supervisorDir]) await rm(d, { recursive: true, force: true });
  }
});
