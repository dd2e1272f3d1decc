// Availability settings built on the declared resources: an admin creates a concierge perk and a
// daily program in Settings, and the program shows on the daily program's month calendar.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/console-fixtures.js';
import { venueToday } from './fixtures/venue-today.js';
import { signInAt } from './fixtures/sign-in.js';

const SETTINGS = '/harbour-bistro/admin/settings';

async function create(
  page: Page,
  noun: string,
  fill: (form: ReturnType<Page['getByRole']>) => Promise<void>,
) {
  await page.getByRole('button', { name: `New ${noun}` }).click();
  const form = page.getByRole('form', { name: `New ${noun}` });
  await fill(form);
  await form.getByRole('button', { name: `Create ${noun}` }).click();
  await expect(form).toBeHidden();
}

test('an admin creates a concierge perk and a daily program, and the program is on the calendar', async ({
  page,
  consoleUrl,
}) => {
  test.setTimeout(60_000);
  // The worker's shared API: the names are this run's own.
  const tag = Date.now().toString(36);
  await signInAt(page, consoleUrl);
  const today = venueToday();

  await page.goto(`${consoleUrl}${SETTINGS}/availability/perk`);
  const perk = `Welcome drink ${tag}`;
  await create(page, 'concierge perk', async (form) => {
    await form.getByLabel('Name', { exact: true }).fill(perk);
    await form.getByLabel('External link').fill('https://example.org/perk');
    await form.getByLabel('Staff instructions').fill('Offer at seating');
    await form.getByLabel('Start date').fill(today);
  });
  await expect(page.getByRole('status').filter({ hasText: `Concierge perk ${perk} created` })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Concierge perks' }).getByText(perk)).toBeVisible();

  await page.goto(`${consoleUrl}${SETTINGS}/availability/dailyProgram`);
  const program = `Jazz night ${tag}`;
  await create(page, 'daily program', async (form) => {
    await form.getByLabel('Name', { exact: true }).fill(program);
    await form.getByLabel('Cuisine').fill('Creole');
    await form.getByLabel('Start date').fill(today);
    await form.getByLabel('End date', { exact: true }).fill(today);
    await form.getByLabel('Start time').fill('20:00');
  });
  await expect(
    page.getByRole('status').filter({ hasText: `Daily program ${program} created` }),
  ).toBeVisible();
  const calendar = page.getByRole('region', { name: 'Program calendar' });
  await expect(calendar.getByRole('list', { name: 'Programs by day' })).toContainText(`${program} (20:00)`);
  await expect(calendar.getByRole('button', { name: new RegExp(`: .*${program}`) })).toHaveCount(1);
});
