// Issue 29: a guest's booking carries a six-character reference instead of the 36-character id.
// A guest books on the widget's page; the confirmation page and mail show the reference; the host
// types it into the console's global search and finds that booking.
import { readMailbox } from '../../src-server/mail/mailbox.js';
import { bookingReference } from '../../src-shared/domain/booking-reference.js';
import { addDays } from '../../src-shared/time.js';
import { DEMO, expect, SCREENSHOT_DIR, test } from './fixtures/console-fixtures.js';
import { venueToday } from './fixtures/venue-today.js';

process.env.WIDGET_MIN_FILL_MS = '800';

test('the six-character reference of a confirmation mail finds the booking in global search', async ({
  page,
  api,
  loginPage,
  consolePage,
  searchOverlay,
}) => {
  test.setTimeout(120_000);
  const date = addDays(venueToday(), 46);
  const email = `reference.${Date.now().toString(36)}@example.com`;
  await page.goto(`${api.url}/book/harbour-bistro?date=${date}&party=2`);
  await page.getByRole('group', { name: 'Available times' }).getByRole('radio').first().check();
  await page.getByLabel('First name').fill('Rhea');
  await page.getByLabel('Last name').fill('Reference');
  await page.getByLabel('Email address').fill(email);
  // A person takes longer than the form's minimum fill time (800 ms here; 3 s when another spec of
  // this worker started the API with the default).
  await page.waitForTimeout(3_100);
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
  const confirmed = (await page.getByText(/^Rhea Reference, party of 2/).textContent()) ?? '';
  const onPage = /Reference ([A-Z2-9]{6})\./.exec(confirmed)?.[1];

  // The mail names the booking by the same reference, never by its id.
  await expect.poll(() => readMailbox(api.dataDir, email).length, { timeout: 30_000 }).toBe(1);
  const text = readMailbox(api.dataDir, email)[0]?.text ?? '';
  const reference = /Reference: ([A-Z2-9]{6})\b/.exec(text)?.[1] ?? '';
  expect(reference).toHaveLength(6);
  expect(onPage).toBe(reference);

  await loginPage.open();
  await loginPage.signIn(DEMO.harbourAdmin);
  await expect(page).toHaveURL(consolePage.url('/harbour-bistro/admin'));
  // The widget's booking reaches this console's mirror by the feed.
  await expect
    .poll(
      () =>
        page.evaluate(
          async ({ date }) => {
            const result = await window.venue['mirror.reservations']({ date });
            return result.ok ? result.value.filter((r) => r.last_name === 'Reference').map((r) => r.id) : [];
          },
          { date },
        ),
      { timeout: 30_000 },
    )
    .toHaveLength(1);
  const [id] = await page.evaluate(
    async ({ date }) => {
      const result = await window.venue['mirror.reservations']({ date });
      return result.ok ? result.value.filter((r) => r.last_name === 'Reference').map((r) => r.id) : [];
    },
    { date },
  );
  expect(bookingReference(id ?? '')).toBe(reference);

  await page.keyboard.press('Control+K');
  await searchOverlay.input.fill(reference.toLowerCase());
  const upcoming = searchOverlay.section('Upcoming reservations and requests');
  await expect(upcoming.getByRole('listitem').filter({ hasText: 'Rhea Reference' })).toHaveCount(1);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/search-by-booking-reference.png` });
});
