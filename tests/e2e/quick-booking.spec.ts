// Issue 27: a booking taken the quick way (guest name and party only: no offered time clicked, the
// table left at its untouched default) is never dropped. Online and then with the API down, the
// booking is placed by the engine instead of on the default T1, and once the API is back it is on
// the server exactly once and in the book exactly once, with no refused change left behind.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApiServer, type RunningApiServer } from '../../src-server/start.js';
import { startWebConsole, type WebConsole } from '../../src-main/web/start-web.js';
import { apiReservations, apiSignIn } from './fixtures/api-client.js';
import { API_OPTIONS, DEMO, expect, seededDataDir, test } from './fixtures/console-fixtures.js';
import { venueToday } from './fixtures/venue-today.js';
import { LoginPage } from './page-models/login-page.js';
import { ReservationScreen } from './page-models/reservation-screen.js';

test('a quick booking arrives exactly once, online and offline', async ({ page }) => {
  test.setTimeout(300_000);
  const apiDir = await seededDataDir('quick-api');
  const consoleDir = await mkdtemp(join(tmpdir(), 'venue-e2e-quick-web-'));
  const apiOptions = { ...API_OPTIONS, dataDir: apiDir };
  let api: RunningApiServer | null = await startApiServer({ ...apiOptions, port: 0 });
  const { port: apiPort, url: apiUrl } = api;
  let web: WebConsole | null = null;
  try {
    web = await startWebConsole({ apiUrl, dataDir: consoleDir, port: 0, log: () => undefined });
    const consoleUrl = web.url.replace(/\/$/, '');
    const login = new LoginPage(page, consoleUrl);
    await login.signInFresh(DEMO.harbourAdmin);
    const screen = new ReservationScreen(page);
    await screen.open(consoleUrl);
    await screen.waitForRows();
    const status = page.getByRole('status', { name: /^Sync status:/ });
    await expect(status).toContainText('Online', { timeout: 30_000 });

    const quickBook = async (first: string) => {
      await screen.newButton.click();
      await screen.fillQuickBooking({ first, last: 'Quick', party: 2 });
      // The untouched default table is no choice: nothing warns about it.
      await expect(screen.panel.getByText('Not chosen: booked on a free table')).toBeVisible();
      await screen.book();
      await expect(screen.panel).toBeHidden();
      await expect(screen.row(`${first} Quick`)).toHaveCount(1);
    };

    await quickBook('Online');
    await expect(status).not.toContainText('pending', { timeout: 60_000 });

    await api.close();
    api = null;
    await expect(status).toContainText('Offline', { timeout: 45_000 });
    await quickBook('Offline');
    await expect(screen.row('Offline Quick')).toContainText('Pending sync');

    api = await startApiServer({ ...apiOptions, port: apiPort });
    await expect(status).toContainText('Online', { timeout: 90_000 });
    await expect(status).not.toContainText('pending', { timeout: 90_000 });
    // Nothing was refused: the header shows no refused changes.
    await expect(status).not.toContainText('refused');

    const check = await apiSignIn(apiUrl, DEMO.harbourAdmin);
    const today = venueToday();
    const onServer = await apiReservations(apiUrl, check, today);
    for (const first of ['Online', 'Offline']) {
      const mine = onServer.filter((r) => r.first_name === first && r.last_name === 'Quick');
      expect(mine, `${first} Quick on the server`).toHaveLength(1);
      expect(mine[0]?.guest_count).toBe(2);
      await expect(screen.row(`${first} Quick`)).toHaveCount(1);
      await expect(screen.row(`${first} Quick`)).not.toContainText('Pending sync');
    }
  } finally {
    const closing = web;
    await closing?.close();
    await api?.close();
    await rm(consoleDir, { recursive: true, force: true });
    await rm(apiDir, { recursive: true, force: true });
  }
});
