// Opening a booking to edit it never moves its time. A new booking's time follows the next
// bookable slot (issue 29 §1); the closed panel keeps that new-booking state, and when the clock
// has moved on by the time a booking is opened, the next slot is a different one. The opened
// booking must keep its own time: a CI run at 15:16 once saved a 20:00 table move at 15:30.
import { instantToVenueLocal } from '../../src-shared/time.js';
import { apiData, apiSignIn } from './fixtures/api-client.js';
import { DEMO, expect, test } from './fixtures/console-fixtures.js';
import { E2E_VENUE_ZONE } from './fixtures/venue-zone.js';
import { LoginPage } from './page-models/login-page.js';
import { ReservationScreen } from './page-models/reservation-screen.js';

test('a booking opened after the clock moved on keeps its time when saved', async ({
  page,
  api,
  consoleUrl,
}) => {
  test.setTimeout(120_000);
  const session = await apiSignIn(api.url, DEMO.harbourAdmin);
  const today = instantToVenueLocal(new Date(), E2E_VENUE_ZONE).date;
  await apiData(api.url, session, 'POST', '/reservation/bookReservation', {
    first_name: 'Keeps',
    last_name: 'Hertime',
    guest_count: 2,
    duration_minutes: 90,
    date: today,
    time: '20:00',
    table_ids: [],
  });

  // The browser's clock is the test's: it starts now and is moved on an hour below.
  await page.clock.install({ time: new Date() });
  await new LoginPage(page, consoleUrl).open();
  await new LoginPage(page, consoleUrl).signIn(DEMO.harbourAdmin);
  const screen = new ReservationScreen(page);
  await screen.open(consoleUrl);
  await screen.waitForRows();
  await page.getByPlaceholder('Guest, phone, table, notes').fill('Hertime');
  await expect(screen.row('Keeps Hertime')).toContainText('20:00', { timeout: 30_000 });

  // An hour later (venue time is early afternoon: the next bookable slot is another one now).
  await page.clock.setSystemTime(Date.now() + 60 * 60_000);
  await screen.row('Keeps Hertime').dblclick();
  const drawer = page.getByRole('dialog', { name: /^Edit reservation/ });
  await expect(drawer).toBeVisible();
  await expect(screen.field('Time')).toHaveValue('20:00');
  await screen.field('Special request').fill('Window seat if one is free');
  await expect(screen.field('Time')).toHaveValue('20:00');
  await drawer.getByRole('button', { name: 'Save changes' }).click();
  await expect(drawer).toBeHidden();
  await expect(screen.row('Keeps Hertime')).toContainText('20:00');
  await expect
    .poll(async () => {
      const rows = await apiData<{ first_name: string; time: string }[]>(
        api.url,
        session,
        'GET',
        `/reservation/allBookedReservation/${session.restaurantId}?date=${today}`,
      );
      return rows.find((r) => r.first_name === 'Keeps')?.time.slice(0, 5);
    })
    .toBe('20:00');
});
