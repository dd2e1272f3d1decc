// Issue 29 §7, words and formats for people: a manager reads every date as MM/DD/YYYY (spec §9) —
// here on the blackout dates screen — and the audit trail names a reservation by its guest, its day
// and its time instead of its id, marking "offline" only a change made offline (a booking made at
// this online console reaches the server through its outbox, and is not one). Light and dark
// screenshots, axe at zero serious.
import { mkdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { addDays } from '../../src-shared/time.js';
import { violationLinesInBothSchemes } from './fixtures/axe.js';
import { apiData, apiReservations, apiSignIn } from './fixtures/api-client.js';
import { DEMO, SCREENSHOT_DIR, expect, test } from './fixtures/console-fixtures.js';
import { venueToday } from './fixtures/venue-today.js';
import { signInAt } from './fixtures/sign-in.js';
import { shownDate } from './fixtures/shown-dates.js';
import { ReservationScreen } from './page-models/reservation-screen.js';

/** A day `days` ahead that is not the demo's 25 December blackout. */
function dayAhead(today: string, days: number): string {
  const day = addDays(today, days);
  return day.endsWith('-12-25') ? addDays(day, 1) : day;
}

/** Screenshots in both schemes, and the serious axe findings of each (colour rules again in dark). */
function shootAndCheck(page: Page, name: string): Promise<string[]> {
  return violationLinesInBothSchemes(page, (scheme) =>
    page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-${scheme}.png`, fullPage: true }),
  );
}

test('a manager reads dates as MM/DD/YYYY and the audit trail names a booking by its guest, day and time', async ({
  page,
  isolatedApi,
  launchConsole,
}) => {
  test.setTimeout(180_000);
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const session = await apiSignIn(isolatedApi.url, DEMO.harbourAdmin);
  const today = venueToday();
  const closed = dayAhead(today, 33);
  const booked = dayAhead(today, 34);
  await apiData(isolatedApi.url, session, 'POST', '/blackout-dates', {
    date: closed,
    reason: 'Date format check',
  });

  const consoleUrl = await launchConsole(isolatedApi.url);
  await signInAt(page, consoleUrl);

  // The blackout dates list, its buttons and its drawer name the day MM/DD/YYYY, never YYYY-MM-DD.
  await page.goto(`${consoleUrl}/harbour-bistro/admin/settings/availability/blackoutDates`);
  const list = page.getByRole('table', { name: 'Blackout dates' });
  const row = list.getByRole('row').filter({ hasText: 'Date format check' });
  await expect(row).toContainText(shownDate(closed));
  await expect(row).not.toContainText(closed);
  await expect(page.getByRole('button', { name: `Edit blackout date ${shownDate(closed)}` })).toBeVisible();
  expect(await shootAndCheck(page, 'date-format-blackout-dates'), 'axe on blackout dates').toEqual([]);

  // A booking made at this console (online): it goes through the terminal's outbox to the server.
  const screen = new ReservationScreen(page);
  await screen.open(consoleUrl);
  await screen.waitForRows();
  await screen.newButton.click();
  await screen.field('Date').fill(booked);
  const time = await screen.fillBooking({ first: 'Dora', last: 'Dateformat', party: 2, from: '19:00' });
  await screen.book();
  await expect
    .poll(
      async () =>
        (await apiReservations(isolatedApi.url, session, booked)).some((r) => r.last_name === 'Dateformat'),
      { timeout: 30_000 },
    )
    .toBe(true);

  // The audit trail names it by its guest, day and time; it was made online, so it is not "offline".
  await page.goto(`${consoleUrl}/admin/audit`);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Entity' }).click();
  await page.getByRole('option', { name: 'Reservation', exact: true }).click();
  await page.getByRole('textbox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'create', exact: true }).click();
  const entries = page.getByRole('table', { name: 'Audit entries' });
  const entry = entries.getByRole('row').filter({ hasText: 'Dora Dateformat' });
  await expect(entry).toHaveCount(1);
  await expect(
    entry.getByText(`Dora Dateformat · ${shownDate(booked)} ${time}`, { exact: true }),
  ).toBeVisible();
  await expect(entry).not.toContainText(booked);
  await expect(entry).not.toContainText('offline');
  // When: today, on the venue's clock, MM/DD/YYYY.
  await expect(entry).toContainText(`${shownDate(today)} `);
  expect(await shootAndCheck(page, 'date-format-audit-trail'), 'axe on the audit trail').toEqual([]);
});
