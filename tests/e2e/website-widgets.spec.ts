// Settings › Website › Reservation widget (issue 17): an admin restyles the widget (primary colour,
// heading font, title, party size range) and saves; a reload keeps it; a second console shows the
// change without a reload (realtime widgetConfigUpdate); with the API stopped a save shows the
// failure, keeps the edit, and no success text appears.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/console-fixtures.js';
import { signInAt } from './fixtures/sign-in.js';

const WIDGET = '/harbour-bistro/admin/settings/website/reservation';

async function openWidget(page: Page, consoleUrl: string) {
  await signInAt(page, consoleUrl);
  await page.goto(`${consoleUrl}${WIDGET}`);
  await expect(page.getByRole('region', { name: 'Preview of the Reservation widget' })).toBeVisible({
    timeout: 30_000,
  });
}

test('an admin restyles the reservation widget; it is kept, reaches another console live, and a failed save says so', async ({
  page,
  browser,
  isolatedApi,
  launchConsole,
}) => {
  test.setTimeout(240_000);
  const consoleA = await launchConsole(isolatedApi.url);
  const consoleB = await launchConsole(isolatedApi.url);
  await openWidget(page, consoleA);
  const other = await (await browser.newContext()).newPage();
  await openWidget(other, consoleB);

  const preview = page.getByRole('region', { name: 'Preview of the Reservation widget' });
  await page.getByRole('textbox', { name: 'Primary colour' }).fill('#AA3300');
  await page.getByRole('textbox', { name: 'Heading font' }).click();
  await page.getByRole('option', { name: 'Georgia' }).click();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Book at the Harbour');
  await page.getByRole('textbox', { name: 'Smallest party' }).fill('2');
  await page.getByRole('textbox', { name: 'Largest party' }).fill('10');
  // The preview follows the form before anything is saved.
  await expect(preview.getByTestId('widget-preview-title')).toHaveText('Book at the Harbour');
  await expect(preview.getByTestId('widget-preview-party')).toContainText('2–10 guests');
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Reservation widget saved (version 1).' }),
  ).toBeVisible();

  // The second console follows without a reload.
  const otherPreview = other.getByRole('region', { name: 'Preview of the Reservation widget' });
  await expect(otherPreview.getByTestId('widget-preview-title')).toHaveText('Book at the Harbour', {
    timeout: 5_000,
  });
  await expect(other.getByRole('textbox', { name: 'Primary colour' })).toHaveValue(/#aa3300/i);
  await expect(other.getByRole('textbox', { name: 'Heading font' })).toHaveValue('Georgia');
  await other.screenshot({ path: test.info().outputPath('widget-second-console.png'), fullPage: true });

  // A reload reads it back from the server.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('Book at the Harbour', {
    timeout: 30_000,
  });
  await expect(page.getByRole('textbox', { name: 'Primary colour' })).toHaveValue(/#aa3300/i);
  await expect(page.getByRole('textbox', { name: 'Heading font' })).toHaveValue('Georgia');
  await expect(page.getByRole('textbox', { name: 'Smallest party' })).toHaveValue('2');
  await expect(page.getByRole('textbox', { name: 'Largest party' })).toHaveValue('10');

  // A server refusal: the field's message, the edit kept, no success text.
  await page.getByRole('textbox', { name: 'Smallest party' }).fill('12');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Not saved:' })).toBeVisible();
  await expect(
    page.getByText('Smallest party cannot be larger than the largest party').first(),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Smallest party' })).toHaveValue('12');
  await expect(page.getByText(/saved \(version/)).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Smallest party' }).fill('2');

  // The API stopped: the save fails, the edit stays, and no success text is shown.
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Offline title');
  await isolatedApi.stop();
  try {
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Not saved:' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('Offline title');
    await expect(preview.getByTestId('widget-preview-title')).toHaveText('Offline title');
    await expect(page.getByText('Unsaved changes')).toBeVisible();
    await expect(page.getByText(/saved \(version/)).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: /saved/i })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('widget-failed-save.png'), fullPage: true });
  } finally {
    await isolatedApi.start();
  }
});
