// How the overlay lays out results (spec §2): the core's search has no data source yet, so this test
// puts a scripted window.venue in the page (test-only; the app never ships mock data) and checks
// each row's fields and the 'No results' state per column.
import { expect, SCREENSHOT_DIR, test } from './fixtures/console-fixtures.js';
import type { GlobalSearchResults } from '../../src-shared/schemas/search.js';
import type { Session } from '../../src-shared/schemas/auth.js';

const restaurant = { id: 1, shopName: 'Harbour Bistro', slug: 'harbour-bistro' };
const session: Session = {
  user: {
    id: 1,
    email: 'admin@harbour.test',
    first_name: 'Hannah',
    last_name: 'Reid',
    restaurantName: 'harbour-bistro',
    roleName: 'admin',
    restaurantId: 1,
    primaryRole: 'admin',
    user_role_id: [
      { id: 1, roletypes: { id: 1, name: 'admin', restaurant_id: 1, restaurant_details: restaurant } },
    ],
    restaurant_details: restaurant,
    is_active: true,
  },
  loading: false,
  refreshing: false,
  allowedRoles: ['admin', 'host'],
  role: 'admin',
};

const results: GlobalSearchResults = {
  upcoming: [
    {
      id: 'b1',
      first_name: 'Jane',
      last_name: 'Doe',
      date: '2026-03-01',
      time: '19:30',
      guest_count: 4,
      status: 'Booked',
    },
    {
      id: 'b2',
      first_name: 'Tom',
      last_name: 'Doe',
      date: '2026-03-12',
      time: '12:00',
      guest_count: 2,
      status: 'Confirmed',
    },
  ],
  past: [],
  clients: [
    {
      id: 'c1',
      first_name: 'Jane',
      last_name: 'Doe',
      mobileNumber: '+44 7700 900123',
      email: 'jane@example.test',
    },
  ],
};

test('a blank query calls nothing; search rows show guest, date, time for guests and status; clients show name, mobile and email', async ({
  page,
  consoleUrl,
  searchOverlay,
}) => {
  await page.addInitScript(
    ({ session, results }) => {
      const calls: string[] = [];
      const ok = (value: unknown) => Promise.resolve({ ok: true, value });
      Object.assign(window, {
        searchCalls: calls,
        venue: {
          'session.get': () => ok(session),
          'search.global': ({ query }: { query: string }) => {
            calls.push(query);
            return ok(results);
          },
          on: () => () => undefined,
        },
      });
    },
    { session, results },
  );
  await page.goto(`${consoleUrl}/harbour-bistro/admin`);
  await page.keyboard.press('Control+K');
  await searchOverlay.input.fill('   ');
  // An empty (or blank) query does nothing: give the debounce time to fire, then check no call went out.
  await page.waitForTimeout(600);
  expect(await page.evaluate(() => (window as unknown as { searchCalls: string[] }).searchCalls)).toEqual([]);
  await expect(searchOverlay.section('Clients')).toBeHidden();
  await searchOverlay.input.fill('Doe');

  const upcoming = searchOverlay.section('Upcoming reservations and requests');
  await expect(upcoming.getByRole('listitem')).toHaveCount(2);
  await expect(upcoming.getByRole('listitem').first()).toContainText('Jane Doe');
  await expect(upcoming.getByRole('listitem').first()).toContainText('03/01/2026 · 19:30 for 4');
  await expect(upcoming.getByRole('listitem').first()).toContainText('Booked');
  await expect(searchOverlay.section('Past reservations and requests')).toContainText('No results');
  const clients = searchOverlay.section('Clients');
  await expect(clients).toContainText('Jane Doe');
  await expect(clients).toContainText('+44 7700 900123 · jane@example.test');
  expect(await page.evaluate(() => (window as unknown as { searchCalls: string[] }).searchCalls)).toEqual([
    'Doe',
  ]);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/search-overlay-results.png` });
});
