// Guest profiles build themselves for the console's own bookings (issue 29 §2): the demo host books a
// phone booking in the New reservation drawer with a demo client's number typed the national way,
// without taking the drawer's "possible match" offer; the server links the booking to that client,
// and the client's profile (Clients › the client) lists the booking in its reservation history.
// Screenshots of the profile, light and dark.
import { mkdir } from 'node:fs/promises';
import { formatDisplayDate } from '../../src-shared/dates.js';
import type { Client } from '../../src-shared/schemas/client.js';
import { addDays } from '../../src-shared/time.js';
import { apiData, apiReservations, apiSignIn } from './fixtures/api-client.js';
import { useColourScheme } from './fixtures/axe.js';
import { DEMO, expect, SCREENSHOT_DIR, test } from './fixtures/console-fixtures.js';
import { venueToday } from './fixtures/venue-today.js';
import { signInAt } from './fixtures/sign-in.js';
import { LoginPage } from './page-models/login-page.js';
import { RESERVATION_PATH, ReservationScreen } from './page-models/reservation-screen.js';

/** "+44 7700 123456" as a guest says it on the phone: the national form, trunk 0, no spaces. */
const nationally = (phone: string) => `0${phone.replace(/\D/g, '').replace(/^44/, '')}`;

test('a host books a known demo client by phone in the console, and the client’s profile lists the booking', async ({
  page,
  isolatedApi,
  launchConsole,
}) => {
  test.setTimeout(300_000);
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const session = await apiSignIn(isolatedApi.url, DEMO.harbourAdmin);
  const today = venueToday();
  // A demo client with a UK mobile number and no booking today.
  const bookedToday = new Set(
    (await apiReservations(isolatedApi.url, session, today)).map((r) => r.client_id),
  );
  const page1 = await apiData<{ items: Client[] }>(
    isolatedApi.url,
    session,
    'GET',
    `/clients/restaurant/${session.restaurantId}?pageSize=50`,
  );
  const known = page1.items.find((c) => /^\+44 7700 \d{6}$/.test(c.mobileNumber) && !bookedToday.has(c.id));
  if (!known) throw new Error('The demo guest book needs a client with a UK mobile and no booking today');
  const name = `${known.first_name} ${known.last_name}`;

  const base = await launchConsole(isolatedApi.url);
  await page.setViewportSize({ width: 1366, height: 768 });
  await signInAt(page, base, DEMO.harbourHost, /\/harbour-bistro\/host$/);
  const main = page.getByRole('navigation', { name: 'Main' });
  await main.getByRole('link', { name: 'Reservation', exact: true }).click();
  const screen = new ReservationScreen(page);
  await screen.waitForRows();

  await screen.newButton.click();
  await expect(screen.panel).toBeVisible();
  const time = await screen.fillBooking({ first: 'Phoned', last: known.last_name, party: 2, from: '19:00' });
  await screen.field('Mobile number').fill(nationally(known.mobileNumber));
  // The drawer offers the profile; the host books without taking it: the server links anyway.
  await expect(screen.panel.getByTestId('possible-match')).toContainText(name);
  await screen.book();
  await expect(screen.panel).toBeHidden();

  await expect
    .poll(
      async () =>
        (await apiReservations(isolatedApi.url, session, today))
          .filter((r) => r.first_name === 'Phoned' && r.last_name === known.last_name)
          .map((r) => r.client_id),
      { timeout: 45_000 },
    )
    .toEqual([known.id]);

  // Clients › the client: the profile's reservation history lists tonight's booking.
  await main.getByRole('link', { name: 'Clients', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search clients' }).fill(known.mobileNumber);
  await page.getByRole('table', { name: 'Clients' }).getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const history = page.getByRole('table', { name: 'Reservation history' });
  const row = history
    .getByRole('row')
    .filter({ hasText: formatDisplayDate(today) })
    .filter({ hasText: time });
  await expect(row).toHaveCount(1, { timeout: 45_000 });
  for (const scheme of ['light', 'dark'] as const) {
    await useColourScheme(page, scheme);
    await row.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOT_DIR}/console-client-link-profile-${scheme}.png` });
  }
  await useColourScheme(page, 'light');
});

test('a new number under a known client’s name is offered as a possible duplicate: linked, or left to its own profile', async ({
  page,
  isolatedApi,
  launchConsole,
}) => {
  test.setTimeout(300_000);
  const session = await apiSignIn(isolatedApi.url, DEMO.harbourAdmin);
  const date = addDays(venueToday(), 35);
  const clients = await apiData<{ items: Client[] }>(
    isolatedApi.url,
    session,
    'GET',
    `/clients/restaurant/${session.restaurantId}?pageSize=50`,
  );
  const known = clients.items.find((c) => c.first_name.length > 0 && c.last_name.length > 0)!;
  const name = `${known.first_name} ${known.last_name}`;

  const base = await launchConsole(isolatedApi.url);
  const login = new LoginPage(page, base);
  await login.open();
  await login.signIn(DEMO.harbourAdmin);
  const screen = new ReservationScreen(page);
  await page.goto(`${base}${RESERVATION_PATH}?date=${date}`);
  await screen.chooseShift('All day');
  const bookAs = async (phone: string, choice: 'Link' | 'Not this guest', time: string) => {
    await screen.newButton.click();
    await expect(screen.panel).toBeVisible();
    await screen.field('First name').fill(known.first_name.toUpperCase());
    await screen.field('Last name').fill(` ${known.last_name} `);
    await screen.field('Mobile number').fill(phone);
    await screen.field('Date').fill(date);
    await screen.field('Time').fill(time);
    await screen.field('Guest count').fill('2');
    const note = screen.panel.getByTestId('possible-match');
    await expect(note).toContainText(`Possible duplicate: ${name}`);
    await screen.page.screenshot({ path: `${SCREENSHOT_DIR}/possible-duplicate.png` });
    const button =
      choice === 'Link'
        ? note.getByRole('button', { name: `Link this booking to client ${name}` })
        : note.getByRole('button', { name: `${name} is not this guest` });
    await button.click();
    await expect(note).toBeHidden();
    await screen.book();
    const check = page.getByRole('dialog', { name: 'Check this booking' });
    if (await check.isVisible()) await check.getByRole('button', { name: 'Book anyway' }).click();
    await expect(screen.panel).toBeHidden();
  };
  const clientOf = async (time: string) =>
    (await apiReservations(isolatedApi.url, session, date)).find((r) => r.time.startsWith(time))?.client_id;

  // Linked: the booking is on the known profile.
  await bookAs('+44 7911 000001', 'Link', '19:00');
  await expect.poll(() => clientOf('19:00'), { timeout: 45_000 }).toBe(known.id);
  // Not this guest: the booking gets a profile of its own (a new client with this number).
  await bookAs('+44 7911 000002', 'Not this guest', '20:00');
  await expect.poll(() => clientOf('20:00'), { timeout: 45_000 }).toMatch(/.+/);
  expect(await clientOf('20:00')).not.toBe(known.id);
});
