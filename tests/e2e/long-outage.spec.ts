// Issue 11: an outage of any length. The API runs with a 20-second access token and is stopped for
// more than three token lifetimes: the console stays signed in, books and seats, survives a reload;
// a restart of the console core during the outage signs in offline against this terminal's
// verifier (and refuses a wrong password); when the API returns every change reaches the server
// exactly once and the session is renewed without a prompt.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OFFLINE_SESSION_TEXTS } from '../../src-shared/errors.js';
import { startApiServer, type RunningApiServer } from '../../src-server/start.js';
import { startWebConsole, type WebConsole } from '../../src-main/web/start-web.js';
import { apiReservations, apiSignIn } from './fixtures/api-client.js';
import { API_OPTIONS, DEMO, expect, seededDataDir, test } from './fixtures/console-fixtures.js';
import { venueToday } from './fixtures/venue-today.js';
import { LoginPage } from './page-models/login-page.js';
import { ReservationScreen } from './page-models/reservation-screen.js';

const TOKEN_SECONDS = 20;
const OUTAGE_MS = 3 * TOKEN_SECONDS * 1000 + 15_000;

test('a long outage: stays signed in, books and seats, reloads, restarts offline, then delivers every change once', async ({
  page,
}) => {
  test.setTimeout(420_000);
  const apiDir = await seededDataDir('outage-api');
  const consoleDir = await mkdtemp(join(tmpdir(), 'venue-e2e-outage-web-'));
  const apiOptions = { ...API_OPTIONS, dataDir: apiDir, accessTokenTtlSeconds: TOKEN_SECONDS };
  let api: RunningApiServer | null = await startApiServer({ ...apiOptions, port: 0 });
  const { port: apiPort, url: apiUrl } = api;
  let web: WebConsole | null = null;
  const startConsole = async () => {
    web = await startWebConsole({ apiUrl, dataDir: consoleDir, port: 0, log: () => undefined });
    return web.url.replace(/\/$/, '');
  };
  try {
    let consoleUrl = await startConsole();
    const login = new LoginPage(page, consoleUrl);
    await login.signInFresh(DEMO.harbourAdmin);
    await expect(page).toHaveURL(/\/harbour-bistro\/admin$/);
    const screen = new ReservationScreen(page);
    await screen.open(consoleUrl);
    await screen.waitForRows();
    const status = page.getByRole('status', { name: /^Sync status:/ });
    await expect(status).toContainText('Online', { timeout: 30_000 });

    // The API goes away for more than three access-token lifetimes.
    await api.close();
    api = null;
    const outageStarted = Date.now();
    await expect(status).toContainText('Offline', { timeout: 45_000 });
    await page.waitForTimeout(Math.max(0, OUTAGE_MS - (Date.now() - outageStarted)));
    await expect(page).toHaveURL(/\/harbour-bistro\/admin\/services\/reservationManagement\/reservation$/);
    await expect(status).toContainText('Offline');
    await expect(status).not.toContainText('Syncing');

    // Still signed in: it books and seats.
    await screen.newButton.click();
    await screen.fillBooking({ first: 'Outage', last: 'Booking', party: 3, from: '18:00' });
    await screen.book();
    await expect(screen.panel).toBeHidden();
    await expect(screen.row('Outage Booking')).toContainText('Pending sync');
    await screen.seatWalkIn('Outage Walkin', 2);
    await expect(screen.row('Outage Walkin')).toContainText('Seated');

    // A reload keeps the signed-in console and the queued changes.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Reservations' })).toBeVisible();
    await screen.waitForRows();
    await expect(screen.row('Outage Booking')).toBeVisible();
    await expect(screen.row('Outage Walkin')).toContainText('Seated');
    await expect(status).toContainText(/\d+ pending/);
    await expect(status).toContainText('Offline');

    // The console core restarts during the outage: sign in offline on this terminal.
    const stopping = web as WebConsole | null;
    await stopping?.close();
    consoleUrl = await startConsole();
    const again = new LoginPage(page, consoleUrl);
    await again.open();
    await expect(page.getByRole('status', { name: 'Server unreachable' })).toContainText(
      OFFLINE_SESSION_TEXTS.loginNotice,
    );
    await again.signIn({ ...DEMO.harbourAdmin, password: 'not-the-password' });
    await expect(again.error).toHaveText(OFFLINE_SESSION_TEXTS.wrongPassword);
    await expect(page).toHaveURL(/\/login$/);
    await again.signIn(DEMO.harbourAdmin);
    await expect(page).toHaveURL(/\/harbour-bistro\/admin$/);
    await expect(status).toContainText(OFFLINE_SESSION_TEXTS.header);
    await screen.open(consoleUrl);
    await screen.waitForRows();
    await expect(screen.row('Outage Booking')).toBeVisible();
    await screen.seatWalkIn('Offline Signin', 2);
    await expect(screen.row('Offline Signin')).toContainText('Seated');
    await expect(status).toContainText(/\d+ pending/);

    // The API returns: the session is renewed silently and every change is pushed once.
    api = await startApiServer({ ...apiOptions, port: apiPort });
    await expect(status).toContainText('Online', { timeout: 90_000 });
    await expect(status).not.toContainText('pending', { timeout: 90_000 });
    await expect(status).not.toContainText(OFFLINE_SESSION_TEXTS.header);
    await expect(page).toHaveURL(/\/reservation$/);
    await expect(screen.row('Offline Signin')).not.toContainText('Pending sync');

    const check = await apiSignIn(apiUrl, DEMO.harbourAdmin);
    const today = venueToday();
    const onServer = await apiReservations(apiUrl, check, today);
    const named = (first: string) => onServer.filter((r) => r.first_name === first);
    expect(named('Outage').filter((r) => r.last_name === 'Booking')).toHaveLength(1);
    expect(named('Outage').find((r) => r.last_name === 'Booking')?.guest_count).toBe(3);
    expect(named('Outage Walkin')).toHaveLength(1);
    expect(named('Outage Walkin')[0]?.status).toBe('Seated');
    expect(named('Offline Signin')).toHaveLength(1);
    expect(named('Offline Signin')[0]?.status).toBe('Seated');

    // Renewed, not re-prompted: the console keeps working online after another token lifetime.
    await page.waitForTimeout(TOKEN_SECONDS * 1000 + 5_000);
    await expect(page).toHaveURL(/\/reservation$/);
    await expect(status).toContainText('Online');
  } finally {
    const closing = web as WebConsole | null;
    await closing?.close();
    await api?.close();
    await rm(consoleDir, { recursive: true, force: true });
    await rm(apiDir, { recursive: true, force: true });
  }
});
