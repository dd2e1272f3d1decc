// An access rule that seats parties of 6+ only on the terrace after 20:00: the new-reservation panel
// stops offering those times when the terrace's one table for six is taken, says why when the host
// types such a time anyway, and the availability quick view names the rule as the reason.
import { uuidv7 } from '../../src-shared/ids.js';
import { addDays } from '../../src-shared/time.js';
import { apiData, apiSignIn } from './fixtures/api-client.js';
import { DEMO, expect, test } from './fixtures/console-fixtures.js';
import { venueToday } from './fixtures/venue-today.js';
import { signInAt } from './fixtures/sign-in.js';
import { QuickViewScreen } from './page-models/quick-view-screen.js';
import { RESERVATION_PATH, ReservationScreen } from './page-models/reservation-screen.js';

test('a rule sending parties of 6+ to the terrace after 20:00 changes the offered times and is the quick view’s reason', async ({
  page,
  api,
  consoleUrl,
}) => {
  test.setTimeout(120_000);
  // The worker's shared API: the booking and the rule touch one evening 40 days out (no other test
  // books it) and are taken away at the end.
  const admin = await apiSignIn(api.url, DEMO.harbourAdmin);
  // Forty days out: past the demo book, never the demo's blackout date.
  const later = addDays(venueToday(), 40);
  const day = later.endsWith('-12-25') ? addDays(later, 1) : later;

  const areas = await apiData<{ id: string; name: string }[]>(api.url, admin, 'GET', '/seating-areas');
  const terrace = areas.find((a) => a.name === 'Terrace');
  const combos = await apiData<{ id: string; combination_name: string }[]>(
    api.url,
    admin,
    'GET',
    `/table-combinations/restaurant/${admin.restaurantId}`,
  );
  const p5p6 = combos.find((c) => c.combination_name === 'P5 + P6');
  expect(terrace && p5p6, 'the demo terrace and its P5+P6 combination').toBeTruthy();
  // The terrace's only place for six is taken through the late evening.
  const booking = uuidv7();
  const ruleId = uuidv7();
  const statuses = await apiData<{ id: string; reservation_Status_Name: string }[]>(
    api.url,
    admin,
    'GET',
    '/reservation-status',
  );
  const cancelled = statuses.find((s) => s.reservation_Status_Name === 'Cancelled');
  await apiData(api.url, admin, 'POST', '/reservation/bookReservation/table-combination', {
    id: booking,
    first_name: 'Terrace',
    last_name: 'Party',
    date: day,
    time: '19:45',
    guest_count: 6,
    table_combination_id: p5p6?.id,
  });

  try {
    await signInAt(page, consoleUrl);

    const screen = new ReservationScreen(page);
    await page.goto(`${consoleUrl}${RESERVATION_PATH}`);
    await expect(screen.newButton).toBeVisible({ timeout: 30_000 });
    await screen.newButton.click();
    await screen.field('Date').fill(day);
    await screen.field('Guest count').fill('6');
    const times = screen.panel.getByRole('group', { name: 'Available times' });
    const bookAt = (time: string) => times.getByRole('button', { name: new RegExp(`^Book at ${time} on `) });
    await expect(bookAt('20:00')).toBeVisible({ timeout: 30_000 });
    await expect(bookAt('20:30')).toBeVisible();

    const rule = 'Sixes on the terrace after 20:00';
    await apiData(api.url, admin, 'POST', '/access-rules', {
      id: ruleId,
      name: rule,
      start_date: '2025-01-01',
      priority: 1,
      time_config: { time1: '20:00', time2: null, firstReservation: null, lastReservation: null },
      basic_settings: {
        party_size: { setting: 'custom', min_guest: 6, max_guest: 12 },
        seating_area_table: { setting: 'custom', restrict_seating_area: true, seating_area: [terrace?.id] },
      },
    });

    // The rule reaches the terminal's mirror through sync; the panel follows without a reload.
    await expect(bookAt('20:00')).toBeHidden({ timeout: 30_000 });
    await expect(bookAt('20:30')).toBeHidden();
    await expect(bookAt('19:45')).toBeVisible();
    await screen.field('Time').fill('20:00');
    const why = screen.panel.getByRole('status', { name: 'Why 20:00 is closed' });
    await expect(why).toContainText(`“${rule}” seats a party of 6 only in Terrace`);

    const quickView = new QuickViewScreen(page);
    await quickView.open(consoleUrl);
    await quickView.show({ from: day, days: 1, partyFrom: 4, partyTo: 6 });
    await expect(quickView.cell('19:30', 6)).toContainText('Open');
    await expect(quickView.cell('20:00', 6)).toContainText('Area');
    const reasons = await quickView.reasonsOf('20:00', 6);
    await expect(reasons).toHaveText([
      `“${rule}” seats a party of 6 only in Terrace, where no table or combination for them is free 20:00–22:00`,
    ]);
    await page.screenshot({ path: 'test-results/availability-quick-view.png', fullPage: true });
  } finally {
    await apiData(api.url, admin, 'PUT', `/reservation/status/${booking}/${cancelled?.id ?? ''}`);
    await apiData(api.url, admin, 'DELETE', `/access-rules/${ruleId}`).catch(() => undefined);
  }
});
