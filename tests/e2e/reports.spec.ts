// Reports (issue 33 acceptance): a manager opens Reports, switches the period, sees the comparison
// with the previous equal period, opens a report's chart and its table, and downloads that table as
// CSV (the file is the server's, row for row); a host, who reads reports but may not download them,
// sees the same tables and no download. Screenshots: light, dark, French, a report's detail, print.
import { readFile } from 'node:fs/promises';
import type { ReportResult } from '../../src-shared/reports/report-schemas.js';
import { addDays } from '../../src-shared/time.js';
import { apiData, apiSignIn } from './fixtures/api-client.js';
import { blockingViolations, inEachColourScheme } from './fixtures/axe.js';
import { DEMO, expect, SCREENSHOT_DIR, test } from './fixtures/console-fixtures.js';
import { signInAt } from './fixtures/sign-in.js';
import { venueToday } from './fixtures/venue-today.js';
import { ReportsScreen } from './page-models/reports-screen.js';

const COVERS = 'Covers and bookings';

test('a manager switches the period, reads the comparison, opens a chart with its table and downloads it', async ({
  page,
  consoleUrl,
  api,
}) => {
  test.setTimeout(120_000);
  const today = venueToday();
  const admin = await apiSignIn(api.url, DEMO.harbourAdmin);
  const report = (from: string, to: string) =>
    apiData<ReportResult>(api.url, admin, 'GET', `/reports/covers?from=${from}&to=${to}`);

  await signInAt(page, consoleUrl);
  const screen = new ReportsScreen(page);
  await screen.open(consoleUrl);
  await expect(screen.period('Last 7 days')).toBeChecked();
  const week = await report(addDays(today, -6), today);
  const figure = screen.figure(COVERS);
  await expect(figure).toHaveText(week.card.value === null ? '–' : week.card.value.toLocaleString('en-GB'), {
    timeout: 30_000,
  });
  // The comparison: an arrow and a percent on screen, a sentence naming the previous period read out.
  const change = screen.card(COVERS).locator('[data-change]');
  await expect(change).toBeVisible();
  await expect(change.locator('[aria-hidden="true"]')).toHaveText(/^[▲▼▶] \d+(\.\d)?%$/);
  await expect(change).toContainText(
    new RegExp(
      `(Up|Down|No change).* on the previous period, \\d+\\w\\w \\w+ \\d{4} to \\d+\\w\\w \\w+ \\d{4}, when it was ${week.card.previous?.toLocaleString('en-GB')}$`,
    ),
  );
  await expect(screen.card(COVERS)).toContainText(
    `Previous period: ${week.card.previous?.toLocaleString('en-GB')}`,
  );
  await expect(screen.loadingCards()).toHaveCount(0, { timeout: 30_000 });
  // Every report answered: no card shows a refusal in place of its figure.
  await expect(screen.cards.getByRole('alert')).toHaveCount(0);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/reports-light.png`, fullPage: true });

  await screen.choosePeriod('Last 30 days');
  await expect(page).toHaveURL(/period=last30/);
  await expect(screen.period('Last 30 days')).toBeChecked();
  const month = await report(addDays(today, -29), today);
  await expect(figure).toHaveText(month.card.value?.toLocaleString('en-GB') ?? '–');

  await screen.openReport(COVERS);
  await expect(page).toHaveURL(/report=covers/);
  await expect(screen.detailHeading).toHaveText(COVERS);
  await expect(screen.detailHeading).toBeFocused();
  const section = screen.sections().first();
  const first = month.sections[0];
  if (!first) throw new Error('The covers report answered no section');
  const table = section.getByRole('table');
  await expect(table).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(first.rows.length + 1);
  if (first.chart) await expect(section.getByRole('img', { name: /^Chart of / })).toBeVisible();
  await page.mouse.move(0, 0); // no chart tooltip in the picture
  await page.screenshot({ path: `${SCREENSHOT_DIR}/reports-detail.png`, fullPage: true });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: /^Download .* as CSV$/ }).click(),
  ]);
  const saved = await readFile(await download.path(), 'utf8');
  const fromApi = await apiData<{ filename: string; csv: string; rows: number }>(
    api.url,
    admin,
    'GET',
    `/reports/covers/csv?from=${month.period.from}&to=${month.period.to}&section=${first.id}`,
  );
  expect(download.suggestedFilename()).toBe(fromApi.filename);
  expect(saved).toBe(fromApi.csv);
  const lines = saved.split(/\r?\n/).filter((line) => line !== '');
  expect(lines).toHaveLength(first.rows.length + 1);
  expect(fromApi.rows).toBe(first.rows.length);
  await expect(page.getByRole('status').filter({ hasText: `${fromApi.filename} saved` })).toBeVisible();

  // Print: the figures without the console around them.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(screen.print).toBeHidden();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/reports-print.png`, fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // Back to the cards: the focus returns to the card that was opened.
  await screen.back.click();
  await expect(screen.card(COVERS).getByRole('link')).toBeFocused();
  await inEachColourScheme(page, async (scheme) => {
    if (scheme === 'dark')
      await page.screenshot({ path: `${SCREENSHOT_DIR}/reports-dark.png`, fullPage: true });
    expect(await blockingViolations(page), `reports, ${scheme}`).toEqual([]);
  });
});

test('a host reads the reports and their tables but is offered no download', async ({ page, consoleUrl }) => {
  test.setTimeout(90_000);
  await signInAt(page, consoleUrl, DEMO.harbourHost, /\/harbour-bistro\/host$/);
  const screen = new ReportsScreen(page);
  // A custom range, as a link names it: the picker shows it and the report covers it.
  const to = addDays(venueToday(), -1);
  const from = addDays(to, -13);
  await screen.open(consoleUrl, 'host', `?period=custom&from=${from}&to=${to}&report=utilisation`);
  await expect(screen.detailHeading).toHaveText('Table utilisation');
  await expect(screen.period('Custom range')).toBeChecked();
  await expect(page.getByRole('button', { name: 'From – to' })).toHaveText(`${from} – ${to}`);
  await expect(screen.periodLine).toHaveText(
    new RegExp(`^${from.slice(5, 7)}/${from.slice(8)}/${from.slice(0, 4)} to `),
  );
  await expect(screen.sections().first().getByRole('table')).toBeVisible({ timeout: 30_000 });
  await expect(screen.sections()).not.toHaveCount(0);
  await expect(screen.downloads()).toHaveCount(0);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/reports-host-utilisation.png`, fullPage: true });
});

test('the Reports screen reads in French', async ({ page, consoleUrl }) => {
  test.setTimeout(90_000);
  await signInAt(page, consoleUrl);
  await page.goto(`${consoleUrl}/harbour-bistro/admin/settings/language`);
  await page.getByRole('radio', { name: 'Français' }).check();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const screen = new ReportsScreen(page);
  await screen.open(consoleUrl);
  await expect(page.getByRole('radio', { name: '7 derniers jours' })).toBeChecked();
  await expect(screen.figure('Couverts et réservations')).not.toHaveText('…', { timeout: 30_000 });
  await expect(page.getByText(/^Du \d\d\/\d\d\/\d{4} au \d\d\/\d\d\/\d{4}$/)).toBeVisible();
  await expect(screen.loadingCards()).toHaveCount(0, { timeout: 30_000 });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/reports-french.png`, fullPage: true });
  await screen.card('Couverts et réservations').getByRole('link').click();
  await expect(screen.sections().first().getByRole('table')).toBeVisible({ timeout: 30_000 });
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/reports-detail-french.png`, fullPage: true });
});
