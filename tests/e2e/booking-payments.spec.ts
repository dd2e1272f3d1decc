// Booking payments (issue 34 §2–3), against the worker's local stand-in of Stripe's API: an admin
// connects Stripe in Settings › Integration › Payment integration, asks a booking for a card
// guarantee from its drawer, the guest adds a card on the pay link's page (entering it on the
// provider's own page) and the guaranteed amount is held on it, the booking is marked No-show, the host sees the guarantee but may not
// charge it, and the admin charges the fee (captured from the hold) and refunds part of it — the refund shows on the booking's
// ledger. A deposit taken at the venue in cash is recorded and given back with no card provider at
// all (the in-venue provider). No serious axe violation in either colour scheme.
import { mkdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { ReservationStatus } from '../../src-shared/schemas/reservation-status.js';
import { addDays } from '../../src-shared/time.js';
import { apiData, apiSignIn } from './fixtures/api-client.js';
import { violationLinesInBothSchemes } from './fixtures/axe.js';
import { DEMO, expect, SCREENSHOT_DIR, test } from './fixtures/console-fixtures.js';
import { venueToday } from './fixtures/venue-today.js';
import { LoginPage } from './page-models/login-page.js';

const SETTINGS = '/harbour-bistro/admin/settings/integration/paymentIntegration';

async function openBooking(page: Page, base: string, day: string, id: string, area = 'admin') {
  await page.goto(
    `${base}/harbour-bistro/${area}/services/reservationManagement/reservation?date=${day}&reservation=${id}`,
  );
  const drawer = page.getByRole('dialog', { name: /^Edit reservation/ });
  const payments = drawer.getByRole('group', { name: 'Payments' });
  await payments.scrollIntoViewIfNeeded();
  return { drawer, payments };
}

test('an admin connects Stripe; a guest saves a card on the pay link; a no-show fee is charged and partly refunded', async ({
  page,
  browser,
  isolatedApi,
  launchConsole,
  stripe,
}) => {
  test.setTimeout(300_000);
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const base = await launchConsole(isolatedApi.url);
  await new LoginPage(page, base).signInFresh(DEMO.harbourAdmin);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(`${base}${SETTINGS}`);

  const card = page.getByRole('region', { name: 'Card payments' });
  await card.getByRole('textbox', { name: 'Provider' }).click();
  await page.getByRole('option', { name: 'Stripe' }).click();
  await card.getByLabel('Stripe secret key').fill(stripe.secretKey);
  await card.getByRole('button', { name: 'Save card payments' }).click();
  await expect(card.getByText('Card payments saved')).toBeVisible();
  await expect(card.getByText('Stripe sends its events to this venue')).toBeVisible();
  await card.getByRole('button', { name: 'Test the connection' }).click();
  await expect(card.getByText(/^Connection works: /)).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/card-payments-settings.png`, fullPage: true });

  // A booking three weeks ahead, asked for a card guarantee from its drawer.
  const session = await apiSignIn(isolatedApi.url, DEMO.harbourAdmin);
  const day = addDays(venueToday(), 21);
  const booking = await apiData<{ id: string }>(
    isolatedApi.url,
    session,
    'POST',
    '/reservation/bookReservation',
    {
      first_name: 'Gwen',
      last_name: 'Guarantee',
      email: `gwen.${Date.now().toString(36)}@guest.test`,
      guest_count: 2,
      duration_minutes: 90,
      date: day,
      time: '19:30',
    },
  );
  let { payments } = await openBooking(page, base, day, booking.id);
  await expect(payments.getByText('No guarantee or deposit asked for this booking.')).toBeVisible();
  // The venue takes cards both ways (its default collection method, by hand first): four asks.
  await expect(payments.getByRole('button')).toHaveText([
    'Take a card guarantee now',
    'Take a deposit now',
    'Ask for a card guarantee',
    'Ask for a deposit',
    'Record a deposit taken here',
  ]);
  await payments.screenshot({ path: `${SCREENSHOT_DIR}/booking-payments-ask.png` });
  await payments.getByRole('button', { name: 'Ask for a card guarantee' }).click();
  await expect(payments.getByText('Card guarantee requested')).toBeVisible();
  await expect(payments.getByText('Waiting for the guest')).toBeVisible();
  const link = await payments.getByRole('textbox', { name: 'Pay link for the guest' }).inputValue();
  // Staff may also open the same page and enter the card the guest reads out on the phone.
  await expect(payments.getByRole('link', { name: 'Open the pay page to enter the card' })).toHaveAttribute(
    'href',
    link,
  );

  // The guest opens the link and enters a card on the provider's page.
  const guest = await browser.newPage();
  await guest.goto(link);
  await expect(guest.getByRole('heading', { name: 'Guarantee your booking' })).toBeVisible();
  await expect(
    guest.getByText(/a fee of up to £50\.00 may be charged only if you do not come/),
  ).toBeVisible();
  await guest.getByRole('button', { name: 'Add a card' }).click();
  await guest.getByLabel('Card number').fill('4242 4242 4242 4242');
  await guest.getByLabel('Expiry (MM/YY)').fill('12/34');
  await guest.getByLabel('CVC').fill('123');
  await guest.getByRole('button', { name: 'Save card' }).click();
  await expect(
    guest.getByText('Your card ending 4242 is saved. Thank you: your booking is guaranteed.'),
  ).toBeVisible();
  await guest.close();

  // The party never came.
  const statuses = await apiData<ReservationStatus[]>(isolatedApi.url, session, 'GET', '/reservation-status');
  const noShow = statuses.find((s) => s.reservation_Status_Name === 'No-show');
  await apiData(isolatedApi.url, session, 'PUT', `/reservation/status/${booking.id}/${noShow?.id}`);

  // The host sees the guarantee but holds no permission to charge it.
  const hostPage = await browser.newPage();
  const hostBase = await launchConsole(isolatedApi.url);
  await new LoginPage(hostPage, hostBase).signInFresh(DEMO.harbourHost);
  await expect(hostPage).not.toHaveURL(/\/login/);
  await expect(hostPage).toHaveURL(/\/harbour-bistro\/host$/);
  const host = await openBooking(hostPage, hostBase, day, booking.id, 'host');
  await expect(host.payments.getByText('Card on file')).toBeVisible();
  await expect(host.payments.getByRole('button', { name: 'Charge no-show fee' })).toHaveCount(0);
  await hostPage.close();

  ({ payments } = await openBooking(page, base, day, booking.id));
  await expect(payments.getByText('visa ending 4242, expires 12/2034')).toBeVisible();
  // The guaranteed amount is held on the card (an authorisation hold, until the network lets it go).
  await expect(payments.getByText(/^£50\.00 held on the card until /)).toBeVisible();
  await payments.getByRole('button', { name: 'Charge no-show fee' }).click();
  await payments.getByLabel('No-show fee').fill('40');
  await payments.getByRole('button', { name: 'Charge the card' }).click();
  await expect(payments.getByText('No-show fee of £40.00 charged')).toBeVisible();
  await expect(payments.getByText('No-show fee charged', { exact: true })).toBeVisible();
  // The fee came out of the hold: nothing is held any more.
  await expect(payments.getByText(/held on the card until/)).toHaveCount(0);

  await payments.getByRole('button', { name: 'Refund' }).click();
  await payments.getByLabel('Amount to refund').fill('15');
  await payments.getByRole('button', { name: 'Refund' }).last().click();
  await expect(payments.getByText('£15.00 refunded')).toBeVisible();
  await expect(payments.getByText('Taken £40.00 · refunded £15.00')).toBeVisible();
  const ledger = payments.getByRole('table', { name: 'Payment ledger' });
  await expect(ledger.getByRole('row', { name: /Amount held/ })).toContainText('£50.00 held until');
  // Rows no staff member made say who did: the guest saved the card, the hold was placed automatically.
  await expect(ledger.getByRole('row', { name: /Amount held/ })).toContainText('Automatic');
  await expect(ledger.getByRole('row', { name: /Card saved/ })).toContainText('Guest');
  await expect(ledger.getByRole('row', { name: /No-show fee/ })).toContainText('£40.00');
  await expect(ledger.getByRole('row', { name: /Refund/ })).toContainText('-£15.00');

  expect(
    await violationLinesInBothSchemes(page, (scheme) =>
      page.screenshot({ path: `${SCREENSHOT_DIR}/booking-payments-${scheme}.png`, fullPage: true }),
    ),
  ).toEqual([]);
});

test('a deposit taken in cash at the host stand is recorded on the booking and given back, with no card provider', async ({
  api,
  loginPage,
  consolePage,
  page,
}) => {
  test.setTimeout(180_000);
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const session = await apiSignIn(api.url, DEMO.harbourAdmin);
  const day = addDays(venueToday(), 22);
  const booking = await apiData<{ id: string }>(api.url, session, 'POST', '/reservation/bookReservation', {
    first_name: 'Cass',
    last_name: `Cash ${Date.now().toString(36)}`,
    email: `cass.${Date.now().toString(36)}@guest.test`,
    guest_count: 4,
    duration_minutes: 90,
    date: day,
    time: '12:30',
  });
  await loginPage.signInFresh(DEMO.harbourAdmin);
  await consolePage.goto(
    `/harbour-bistro/admin/services/reservationManagement/reservation?date=${day}&reservation=${booking.id}`,
  );
  const payments = page
    .getByRole('dialog', { name: /^Edit reservation/ })
    .getByRole('group', { name: 'Payments' });
  await payments.scrollIntoViewIfNeeded();
  await payments.getByRole('button', { name: 'Record a deposit taken here' }).click();
  await payments.getByLabel('Deposit taken').fill('20');
  await expect(payments.getByRole('textbox', { name: 'Taken by' })).toHaveValue('Cash');
  await payments.screenshot({ path: `${SCREENSHOT_DIR}/booking-payments-take-here.png` });
  await payments.getByRole('button', { name: 'Record the deposit' }).click();
  await expect(payments.getByText('Deposit of £20.00 taken at the venue recorded')).toBeVisible();
  await expect(payments.getByText('Taken in cash at the venue', { exact: true }).first()).toBeVisible();
  const ledger = payments.getByRole('table', { name: 'Payment ledger' });
  await expect(ledger.getByRole('row', { name: /Deposit paid/ })).toContainText('Hannah Reid');
  await expect(ledger.getByRole('row', { name: /Deposit paid/ })).toContainText('£20.00');

  await payments.getByRole('button', { name: 'Refund' }).click();
  await payments.getByRole('button', { name: 'Refund' }).last().click();
  await expect(payments.getByText('£20.00 refunded')).toBeVisible();
  await expect(ledger.getByRole('row', { name: /Refund/ })).toContainText('Given back in cash at the venue');
  expect(
    await violationLinesInBothSchemes(page, (scheme) =>
      payments.screenshot({ path: `${SCREENSHOT_DIR}/booking-payments-in-venue-${scheme}.png` }),
    ),
  ).toEqual([]);
});
