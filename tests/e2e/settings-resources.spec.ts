// Settings screens built on the declared resources: an admin creates, edits and deletes a seating
// area and a table, creates a status, a shift and a blackout range, and the host stand follows (the
// Floorplan's table list, the new-reservation panel's times); a host has no Settings entry, is told
// it may not manage them, and the server answers 403.
import type { Locator, Page } from '@playwright/test';
import { addDays } from '../../src-shared/time.js';
import { apiFetch, apiSignIn } from './fixtures/api-client.js';
import { DEMO, expect, test } from './fixtures/console-fixtures.js';
import { venueToday } from './fixtures/venue-today.js';
import { signInAt } from './fixtures/sign-in.js';
import { shownDate } from './fixtures/shown-dates.js';
import { FloorplanPage } from './page-models/floorplan-page.js';
import { ReservationScreen } from './page-models/reservation-screen.js';

async function openScreen(page: Page, baseUrl: string, path: string) {
  await page.goto(`${baseUrl}/harbour-bistro/admin/settings/${path}`);
}

/** The screen's message line (the shell's sync status is a status region too). */
function saidStatus(page: Page, text: RegExp) {
  return page.getByRole('status').filter({ hasText: text });
}

function drawer(page: Page, heading: string) {
  return page.getByRole('form', { name: heading });
}

async function save(page: Page, heading: string) {
  const form = drawer(page, heading);
  await form.getByRole('button', { name: /Create|Save changes/ }).click();
  await expect(form).toBeHidden();
}

/** "10 August 2026": the calendar's name for a day button. */
function dayLabel(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** "December 2026": the calendar's header for the month of a day. */
function monthLabel(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * Clicks a day in the calendar, paging forward a month at a time until its month shows. The calendar
 * is waited for first: asked before it had painted (a busy CI), "is the day there?" answered no and
 * paged past it.
 */
async function pickDay(page: Page, date: string) {
  const header = page.getByRole('button', { name: 'Choose a month' });
  await expect(header).toBeVisible();
  for (let i = 0; i < 3 && (await header.textContent()) !== monthLabel(date); i += 1) {
    const shown = await header.textContent();
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(header).not.toHaveText(shown ?? '');
  }
  await expect(header).toHaveText(monthLabel(date));
  await page.getByRole('button', { name: dayLabel(date), exact: true }).click();
}

/** The new-reservation panel's time groups for a party of 2 on `date` (the host stand's availability). */
async function availabilityOn(page: Page, consoleUrl: string, date: string) {
  const screen = new ReservationScreen(page);
  await screen.open(consoleUrl);
  await screen.newButton.click();
  await screen.field('Date').fill(date);
  await screen.field('Guest count').fill('2');
  return screen.panel;
}

test('an admin manages seating areas, tables, statuses, shifts and blackout dates in Settings, and the host stand follows', async ({
  page,
  isolatedApi,
  launchConsole,
}) => {
  test.setTimeout(360_000);
  // This test changes the room and the calendar: it has an API of its own.
  const consoleUrl = await launchConsole(isolatedApi.url);
  await signInAt(page, consoleUrl);

  // Seating area: create, edit, delete.
  await openScreen(page, consoleUrl, 'floorplan/seatingArea');
  await page.getByRole('button', { name: 'New seating area' }).click();
  await drawer(page, 'New seating area').getByLabel('Name', { exact: true }).fill('Garden');
  await save(page, 'New seating area');
  await expect(saidStatus(page, /Seating area Garden created/)).toBeVisible();
  await page.getByRole('button', { name: 'Edit seating area Garden' }).click();
  await drawer(page, 'Edit seating area Garden').getByLabel('Name', { exact: true }).fill('Winter garden');
  await save(page, 'Edit seating area Garden');
  await expect(saidStatus(page, /Seating area Winter garden updated/)).toBeVisible();
  await page.getByRole('button', { name: 'Delete seating area Winter garden' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(saidStatus(page, /Seating area Winter garden deleted/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit seating area Winter garden' })).toHaveCount(0);

  // Table: create, set inactive (status 0), delete; a bad covers pair names the field.
  await openScreen(page, consoleUrl, 'floorplan/tables');
  await page.getByRole('button', { name: 'New table' }).click();
  const newTable = drawer(page, 'New table');
  await newTable.getByLabel('Name', { exact: true }).fill('E2E-1');
  await newTable.getByLabel('Minimum covers').fill('6');
  await newTable.getByLabel('Maximum covers').fill('2');
  await newTable.getByRole('button', { name: 'Create table' }).click();
  await expect(newTable.getByText('Minimum covers cannot exceed maximum covers')).toBeVisible();
  await newTable.getByLabel('Maximum covers').fill('8');
  await save(page, 'New table');
  await expect(saidStatus(page, /Table E2E-1 created/)).toBeVisible();
  await page.getByRole('button', { name: 'Edit table E2E-1' }).click();
  await drawer(page, 'Edit table E2E-1').getByRole('switch', { name: 'Active' }).uncheck();
  await save(page, 'Edit table E2E-1');
  await page.getByRole('textbox', { name: 'Search by name' }).fill('E2E-1');
  await expect(page.getByRole('table', { name: 'Tables' }).getByText('Inactive')).toBeVisible();
  await page.getByRole('button', { name: 'Delete table E2E-1' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(saidStatus(page, /Table E2E-1 deleted/)).toBeVisible();

  // A table of the floor plan renamed and given a seat more: the Floorplan's table list follows.
  await page.getByRole('textbox', { name: 'Search by name' }).fill('T5');
  await page.getByRole('button', { name: 'Edit table T5' }).click();
  const t5 = drawer(page, 'Edit table T5');
  await t5.getByLabel('Name', { exact: true }).fill('Window 5');
  await t5.getByLabel('Maximum covers').fill('3');
  await save(page, 'Edit table T5');
  await expect(saidStatus(page, /Table Window 5 updated/)).toBeVisible();
  await page.goto(`${consoleUrl}/harbour-bistro/admin/services/reservationManagement/floorplan`);
  const floorplan = new FloorplanPage(page);
  await expect(floorplan.heading).toBeVisible();
  await expect(floorplan.table('Window 5')).toHaveAccessibleName(/^Table Window 5, 3 seats, /, {
    timeout: 30_000,
  });
  await expect(floorplan.table('T5')).toHaveCount(0);

  // Reservation status with a colour (sent as multipart form data): a taken name is refused and
  // said in the form; then create, edit, delete.
  await openScreen(page, consoleUrl, 'floorplan/reservationStatus');
  await page.getByRole('button', { name: 'New status' }).click();
  const status = drawer(page, 'New status');
  await status.getByLabel('Name', { exact: true }).fill('Late');
  await status.getByRole('textbox', { name: 'Colour' }).fill('#a855f7');
  await status.getByRole('button', { name: 'Create status' }).click();
  await expect(status.getByRole('alert')).toHaveText('A reservation status named Late already exists');
  await status.getByLabel('Name', { exact: true }).fill('Delayed');
  await save(page, 'New status');
  await expect(saidStatus(page, /Status Delayed created/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Reservation statuses' }).getByText('#a855f7')).toBeVisible();
  await page.getByRole('button', { name: 'Edit status Delayed' }).click();
  await drawer(page, 'Edit status Delayed').getByLabel('Name', { exact: true }).fill('Running late');
  await save(page, 'Edit status Delayed');
  await expect(saidStatus(page, /Status Running late updated/)).toBeVisible();
  await page.getByRole('button', { name: 'Delete status Running late' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(saidStatus(page, /Status Running late deleted/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit status Running late' })).toHaveCount(0);

  // The host stand's availability before the new shift and the blackout range.
  const today = venueToday();
  // Days clear of the demo's own blackout (next Christmas Day): from 3 weeks out, moved on past it.
  let from = 20;
  while ([0, 1, 2, 4].some((d) => addDays(today, from + d).endsWith('-12-25'))) from += 5;
  const closed = [addDays(today, from), addDays(today, from + 1), addDays(today, from + 2)] as const;
  const open = addDays(today, from + 4);
  const times = (panel: Locator) => panel.getByRole('group', { name: 'Available times' });
  const noTimes = (panel: Locator) => panel.getByText('No table is free for 2 on this date.');
  let panel = await availabilityOn(page, consoleUrl, open);
  await expect(times(panel).getByRole('button').first()).toBeVisible({ timeout: 30_000 });
  await expect(times(panel).getByText('Tea', { exact: true })).toHaveCount(0);

  // Shift: an afternoon tea between lunch and dinner; its times appear under its name, its new name
  // follows, and once deleted its times are gone again.
  await openScreen(page, consoleUrl, 'availability/shift');
  await page.getByRole('button', { name: 'New shift' }).click();
  const shift = drawer(page, 'New shift');
  await shift.getByLabel('Name', { exact: true }).fill('Tea');
  await shift.getByRole('textbox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'AFTERNOON' }).click();
  await shift.getByLabel('Start time').fill('15:00');
  await shift.getByLabel('End time').fill('17:30');
  await save(page, 'New shift');
  await expect(saidStatus(page, /Shift Tea created/)).toBeVisible();
  panel = await availabilityOn(page, consoleUrl, open);
  await expect(times(panel).getByText('Tea', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(times(panel).getByRole('button', { name: /^Book at 15:00 on / })).toBeVisible();

  await openScreen(page, consoleUrl, 'availability/shift');
  await page.getByRole('button', { name: 'Edit shift Tea' }).click();
  await drawer(page, 'Edit shift Tea').getByLabel('Name', { exact: true }).fill('High tea');
  await save(page, 'Edit shift Tea');
  await expect(saidStatus(page, /Shift High tea updated/)).toBeVisible();
  panel = await availabilityOn(page, consoleUrl, open);
  await expect(times(panel).getByText('High tea', { exact: true })).toBeVisible({ timeout: 30_000 });

  await openScreen(page, consoleUrl, 'availability/shift');
  await page.getByRole('button', { name: 'Delete shift High tea' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(saidStatus(page, /Shift High tea deleted/)).toBeVisible();
  panel = await availabilityOn(page, consoleUrl, open);
  await expect(times(panel).getByRole('button').first()).toBeVisible({ timeout: 30_000 });
  await expect(times(panel).getByText('High tea', { exact: true })).toHaveCount(0);

  // Blackout range of three days (one row per day) closes them at the host stand; an edited reason
  // shows in the list; a deleted day opens again.
  panel = await availabilityOn(page, consoleUrl, closed[1]);
  await expect(times(panel).getByRole('button').first()).toBeVisible({ timeout: 30_000 });
  await openScreen(page, consoleUrl, 'availability/blackoutDates');
  await expect(page.getByRole('table', { name: 'Blackout dates' })).toBeVisible();
  const before = await page.getByRole('button', { name: /^Edit blackout date/ }).count();
  await page.getByRole('button', { name: 'New blackout date' }).click();
  const blackout = drawer(page, 'New blackout date');
  await blackout.getByRole('button', { name: 'Dates' }).click();
  await pickDay(page, closed[0]);
  await pickDay(page, closed[2]);
  await blackout.getByLabel('Reason').fill('Refit');
  await save(page, 'New blackout date');
  await expect(saidStatus(page, /3 blackout dates added/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Edit blackout date/ })).toHaveCount(before + 3);
  for (const day of closed) {
    panel = await availabilityOn(page, consoleUrl, day);
    await expect(noTimes(panel)).toBeVisible({ timeout: 30_000 });
  }

  await openScreen(page, consoleUrl, 'availability/blackoutDates');
  // Blackout dates are named as the console shows dates: MM/DD/YYYY (spec §9).
  const [first, second] = [shownDate(closed[0]), shownDate(closed[1])];
  await page.getByRole('button', { name: `Edit blackout date ${first}` }).click();
  await drawer(page, `Edit blackout date ${first}`).getByLabel('Reason').fill('Refit: painters');
  await save(page, `Edit blackout date ${first}`);
  await expect(saidStatus(page, new RegExp(`Blackout date ${first} updated`))).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Blackout dates' }).getByText('Refit: painters'),
  ).toBeVisible();
  await page.getByRole('button', { name: `Delete blackout date ${second}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(saidStatus(page, new RegExp(`Blackout date ${second} removed`))).toBeVisible();
  panel = await availabilityOn(page, consoleUrl, closed[1]);
  await expect(times(panel).getByRole('button').first()).toBeVisible({ timeout: 30_000 });
  panel = await availabilityOn(page, consoleUrl, closed[2]);
  await expect(noTimes(panel)).toBeVisible({ timeout: 30_000 });
});

test('a host has no Settings entry, sees the screens read-only with the reason, and the server refuses with 403', async ({
  page,
  consoleUrl,
  api,
}) => {
  await signInAt(page, consoleUrl, DEMO.harbourHost, /\/harbour-bistro\/host$/);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }),
  ).toHaveCount(0);
  await page.goto(`${consoleUrl}/harbour-bistro/host/settings/floorplan/tables`);
  await expect(
    page.getByText(
      "You can view this page but not change it: your role (Host) lacks 'Create, edit and delete",
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'New table' })).toHaveCount(0);

  const host = await apiSignIn(api.url, DEMO.harbourHost);
  const res = await apiFetch(api.url, host, 'POST', '/seating-areas', { name: 'Host area' });
  expect(res.status).toBe(403);
});
