// Opening a booking to edit it never moves its time. A new booking's time follows the next
// bookable slot (issue 29 §1); the closed panel keeps that new-booking state, and when the clock
// has moved on by the time a booking is opened, the next slot is a different one. The opened
// booking must keep its own time: a CI run at 15:16 once saved a 20:00 table move at 15:30.
import { addDays } from '../../src-shared/time.js';
import { apiData, apiSignIn } from './fixtures/api-client.js';
import { DEMO, expect, SCREENSHOT_DIR, test } from './fixtures/console-fixtures.js';
import { venueToday } from './fixtures/venue-today.js';
import { signInAt } from './fixtures/sign-in.js';
import { RESERVATION_PATH, ReservationScreen } from './page-models/reservation-screen.js';

test('a booking opened after the clock moved on keeps its time when saved', async ({
  page,
  api,
  consoleUrl,
}) => {
  test.setTimeout(120_000);
  const session = await apiSignIn(api.url, DEMO.harbourAdmin);
  const today = venueToday();
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
  await signInAt(page, consoleUrl);
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

test('the row’s "Assign table…" names each table’s seats and whether it is free at the booking’s time', async ({
  page,
  api,
  consoleUrl,
}) => {
  test.setTimeout(120_000);
  const session = await apiSignIn(api.url, DEMO.harbourAdmin);
  // Past the demo book (21 days ahead): the night holds only this test's bookings.
  const date = addDays(venueToday(), 40);
  const tables = await apiData<{ id: string; name: string }[] | { data: { id: string; name: string }[] }>(
    api.url,
    session,
    'GET',
    '/tables',
  );
  const list = Array.isArray(tables) ? tables : tables.data;
  const held = list.find((t) => t.name === 'T9')!;
  for (const [first, tableIds] of [
    ['Holds', [held.id]],
    ['Wants', []],
  ] as const)
    await apiData(api.url, session, 'POST', '/reservation/bookReservation', {
      first_name: first,
      last_name: 'Assignee',
      guest_count: 2,
      duration_minutes: 90,
      date,
      time: '21:00',
      table_ids: tableIds,
    });

  await signInAt(page, consoleUrl);
  const screen = new ReservationScreen(page);
  await page.goto(`${consoleUrl}${RESERVATION_PATH}?date=${date}`);
  await screen.chooseShift('All day');
  await page.getByPlaceholder('Guest, phone, table, notes').fill('Assignee');
  await expect(screen.row('Wants Assignee')).toBeVisible({ timeout: 30_000 });
  await screen.rowAction('Wants Assignee', 'Assign table…');
  const editor = page.getByRole('dialog', { name: 'Table — Wants Assignee' });
  await editor.getByRole('textbox', { name: 'Table' }).click();
  await expect(page.getByRole('option', { name: /^T9 · 4 seats · taken at 21:00$/ })).toBeVisible();
  await expect(
    page.getByRole('option', { name: /^T2 · \d+ seats? · (free|taken at \d\d:\d\d)$/ }),
  ).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/assign-table-picker.png` });
});
