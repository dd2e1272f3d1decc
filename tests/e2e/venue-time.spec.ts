// Issue 11 part 7: the browser and the console core run in a time zone 9 hours from the venue; the
// dashboard, the week strip, a new booking's defaults and the walk-in dialog all show venue time.
import { formatDisplayDate, formatLongDate } from '../../src-shared/dates.js';
import { instantToVenueLocal, minutesToTime, timeToMinutes } from '../../src-shared/time.js';
import { DEMO, expect, test } from './fixtures/console-fixtures.js';
import { E2E_VENUE_ZONE } from './fixtures/venue-zone.js';
import { LoginPage } from './page-models/login-page.js';
import { ReservationScreen } from './page-models/reservation-screen.js';

/** Hours east of UTC of an Etc/GMT±n (or Etc/UTC) zone. */
function hoursEast(zone: string): number {
  const match = /^Etc\/GMT([+-])(\d+)$/.exec(zone);
  if (!match) return 0;
  return (match[1] === '-' ? 1 : -1) * Number(match[2]);
}

/** An Etc/GMT zone 9 hours from the venue (west when that exists, else east). */
function nineHoursAway(zone: string): string {
  const venue = hoursEast(zone);
  const terminal = venue - 9 >= -12 ? venue - 9 : venue + 9;
  if (terminal === 0) return 'Etc/UTC';
  return `Etc/GMT${terminal > 0 ? '-' : '+'}${Math.abs(terminal)}`;
}

const TERMINAL_ZONE = nineHoursAway(E2E_VENUE_ZONE);

test.use({ timezoneId: TERMINAL_ZONE });

/** The venue's wall clock now, and the minutes either side (the page may render across a tick). */
function venueMinutes(): { date: string; times: string[] } {
  const now = instantToVenueLocal(new Date(), E2E_VENUE_ZONE);
  const minute = timeToMinutes(now.time);
  return {
    date: now.date,
    times: [minute - 1, minute, minute + 1].map((m) => minutesToTime((m + 1440) % 1440)),
  };
}

const anyOf = (times: string[]) => new RegExp(`(${times.join('|')})`);

test('browser and core 9 hours from the venue show venue times everywhere', async ({
  page,
  api,
  launchConsole,
}) => {
  test.setTimeout(120_000);
  const savedTz = process.env.TZ;
  // The core runs in this process: put it in the terminal's zone too.
  process.env.TZ = TERMINAL_ZONE;
  try {
    // `0 -` keeps a UTC terminal at +0 (toBe tells -0 from 0).
    expect(new Date().getTimezoneOffset()).toBe(0 - hoursEast(TERMINAL_ZONE) * 60);
    const consoleUrl = await launchConsole(api.url);
    const login = new LoginPage(page, consoleUrl);
    await login.open();
    const browserOffset = await page.evaluate(() => new Date().getTimezoneOffset());
    expect(browserOffset).toBe(0 - hoursEast(TERMINAL_ZONE) * 60);
    await login.signIn(DEMO.harbourAdmin);
    await expect(page).toHaveURL(/\/harbour-bistro\/admin$/);
    const status = page.getByRole('status', { name: /^Sync status:/ });
    await expect(status).toContainText('Online', { timeout: 45_000 });

    // Dashboard: the venue's date and wall-clock time, not the terminal's.
    const venue = venueMinutes();
    const terminalTime = await page.evaluate(() => {
      const d = new Date();
      return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
    });
    expect(venue.times).not.toContain(terminalTime);
    const subtitle = page.getByText(new RegExp(`${formatLongDate(venue.date)} · `));
    await expect(subtitle).toHaveText(anyOf(venue.times));

    // Reservations: the week strip sits on the venue's today; the header's last sync is venue time.
    const screen = new ReservationScreen(page);
    await screen.open(consoleUrl);
    await screen.waitForRows();
    const week = page.getByRole('group', { name: 'Week' });
    await expect(week.getByRole('button', { pressed: true })).toHaveAccessibleName(
      new RegExp(formatDisplayDate(venue.date).replace(/\//g, '\\/')),
    );
    await expect(status).toHaveAccessibleName(new RegExp(`Last sync ${anyOf(venueMinutes().times).source}`));

    // A new booking defaults to the venue's today.
    await screen.newButton.click();
    await expect(screen.panel.getByRole('textbox', { name: 'Date' })).toHaveValue(venue.date);
    await page.keyboard.press('Escape');
    await expect(screen.panel).toBeHidden();

    // The walk-in dialog seats "now" by the venue's clock.
    await screen.walkInButton.click();
    await expect(screen.walkInDialog.getByText(/^Seat now/)).toHaveText(
      new RegExp(`^Seat now \\(${anyOf(venueMinutes().times).source}\\)`),
    );
  } finally {
    if (savedTz === undefined) delete process.env.TZ;
    else process.env.TZ = savedTz;
  }
});
