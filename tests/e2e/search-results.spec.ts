// The global search overlay against the real core and the demo book (spec §2): a blank query calls
// nothing; reservation rows show guest, date, time 'for' guests and status; client rows show name,
// mobile number and email. The names searched for are read from this console's own mirror.
import type { Client } from '../../src-shared/schemas/client.js';
import type { Reservation } from '../../src-shared/schemas/reservation.js';
import { formatDisplayDate } from '../../src-shared/dates.js';
import { DEMO, expect, SCREENSHOT_DIR, test } from './fixtures/console-fixtures.js';

type Spied = { searchCalls: string[] };

test('search finds real reservations and clients from the mirror; a blank query calls nothing', async ({
  page,
  loginPage,
  consolePage,
  searchOverlay,
}) => {
  await loginPage.signInFresh(DEMO.harbourAdmin);
  await expect(page).toHaveURL(consolePage.url('/harbour-bistro/admin'));

  // Wait for the initial sync, then pick a client and an upcoming booking from the mirror.
  const client = await expect
    .poll(async () =>
      page.evaluate(async () => {
        const result = await window.venue['mirror.clients']({ text: '', page: 1, pageSize: 5 });
        return result.ok ? (result.value.rows.find((c) => c.mobileNumber && c.email) ?? null) : null;
      }),
    )
    .not.toBeNull()
    .then(() =>
      page.evaluate(async () => {
        const result = await window.venue['mirror.clients']({ text: '', page: 1, pageSize: 5 });
        if (!result.ok) throw new Error(result.error.message);
        return result.value.rows.find((c) => c.mobileNumber && c.email) as Client;
      }),
    );
  const booking = await page.evaluate(async () => {
    const today = new Date();
    for (let day = 1; day <= 7; day += 1) {
      const d = new Date(today.getFullYear(), today.getMonth(), today.getDate() + day);
      const date = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
      const result = await window.venue['mirror.reservations']({ date });
      if (result.ok && result.value.length > 0) return result.value[0] as Reservation;
    }
    return null;
  });
  expect(booking, 'the demo book has upcoming reservations').not.toBeNull();
  if (!booking) return;

  // Spy on the real channel: a blank query must not reach the core.
  await page.evaluate(() => {
    const spied = window as unknown as Spied;
    spied.searchCalls = [];
    const real = window.venue['search.global'];
    window.venue['search.global'] = (input) => {
      spied.searchCalls.push(input?.query ?? '');
      return real(input);
    };
  });
  await page.keyboard.press('Control+K');
  await searchOverlay.input.fill('   ');
  await page.waitForTimeout(600);
  expect(await page.evaluate(() => (window as unknown as Spied).searchCalls)).toEqual([]);
  await expect(searchOverlay.section('Clients')).toBeHidden();

  await searchOverlay.input.fill(client.email);
  const clients = searchOverlay.section('Clients');
  await expect(clients).toContainText(`${client.first_name} ${client.last_name}`.trim());
  await expect(clients).toContainText(`${client.mobileNumber} · ${client.email}`);

  await searchOverlay.input.fill(booking.last_name || booking.first_name);
  const upcoming = searchOverlay.section('Upcoming reservations and requests');
  const row = upcoming
    .getByRole('listitem')
    .filter({ hasText: `${formatDisplayDate(booking.date)} · ${booking.time} for ${booking.guest_count}` });
  await expect(row.first()).toBeVisible();
  await expect(row.first()).toContainText(booking.status);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/search-overlay-results.png` });
});
