// Settings › Website › Template (issue 17 items 1 and 4): an admin assigns a registry template,
// customizes its colours, edits a page's content and restores an earlier version; and with the API
// stopped, a save shows its failure, never the success text, and keeps the edit for a retry that
// succeeds once the API is back.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/console-fixtures.js';
import { signInAt } from './fixtures/sign-in.js';

const SCREEN = '/harbour-bistro/admin/settings/website/template';

async function openTemplateScreen(page: Page, baseUrl: string) {
  await signInAt(page, baseUrl);
  await page.goto(`${baseUrl}${SCREEN}`);
  await expect(page.getByRole('heading', { name: 'Template gallery' })).toBeVisible({ timeout: 30_000 });
}

const said = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });
const refused = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

test('an admin assigns a template, customizes colours, edits content and restores a version; a failed save says so and keeps the edit', async ({
  page,
  isolatedApi,
  launchConsole,
}) => {
  test.setTimeout(240_000);
  const consoleUrl = await launchConsole(isolatedApi.url);
  await openTemplateScreen(page, consoleUrl);

  // Assign: the registry's real templates, none assigned yet.
  await expect(
    page.getByText('No template is assigned to this website yet.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByTestId('sample-templates')).toHaveCount(0);
  const modern = page.getByRole('article', { name: 'Modern Restaurant' });
  await expect(modern).toContainText('Tier BASIC');
  await page.getByRole('button', { name: 'Assign Modern Restaurant' }).click();
  await expect(said(page, 'Template assigned successfully')).toBeVisible();
  await expect(page.getByTestId('current-template')).toHaveText('Modern Restaurant');

  // Customize: the §3 defaults, then a colour of our own, confirmed by the server and kept.
  const primary = page.getByRole('textbox', { name: 'Primary colour' });
  await expect(primary).toHaveValue('#3B82F6');
  await expect(page.getByRole('textbox', { name: 'Secondary colour' })).toHaveValue('#6B7280');
  await primary.fill('#112233');
  await page.getByRole('button', { name: 'Save customization' }).click();
  await expect(said(page, 'Customization updated successfully')).toBeVisible();

  // Content: a page never saved starts from the labelled sample; two saves, then restore the first.
  await expect(page.getByTestId('sample-content')).toBeVisible();
  const heroTitle = page.getByRole('textbox', { name: 'Hero title' });
  await expect(heroTitle).toHaveValue('Welcome to our restaurant');
  const saveContent = page.getByRole('button', { name: 'Save content' });
  await heroTitle.fill('Harbour first');
  await saveContent.click();
  await expect(said(page, 'Content updated successfully')).toBeVisible();
  await expect(page.getByTestId('sample-content')).toHaveCount(0);
  await heroTitle.fill('Harbour second');
  await saveContent.click();
  await expect(page.getByRole('button', { name: 'Restore version 2' })).toBeVisible();
  await page.getByRole('button', { name: 'Restore version 1' }).click();
  await expect(said(page, 'Version 1 restored as version 3')).toBeVisible();
  await expect(heroTitle).toHaveValue('Harbour first');

  // Reloaded from the server, everything is there.
  await page.reload();
  await expect(page.getByTestId('current-template')).toHaveText('Modern Restaurant', { timeout: 30_000 });
  await expect(page.getByRole('textbox', { name: 'Primary colour' })).toHaveValue('#112233');
  await expect(page.getByRole('textbox', { name: 'Hero title' })).toHaveValue('Harbour first');
  await page.screenshot({ path: test.info().outputPath('website-template-saved.png'), fullPage: true });

  // No success text for a failed save: the API is stopped, the saves fail for real.
  await isolatedApi.stop();
  await page.getByRole('textbox', { name: 'Hero title' }).fill('Unsaved while the API is down');
  await page.getByRole('button', { name: 'Save content' }).click();
  await expect(refused(page, 'The content was not saved')).toBeVisible({ timeout: 30_000 });
  await expect(said(page, 'Content updated successfully')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Hero title' })).toHaveValue(
    'Unsaved while the API is down',
  );

  await page.getByRole('textbox', { name: 'Primary colour' }).fill('#445566');
  await page.getByRole('button', { name: 'Save customization' }).click();
  await expect(refused(page, 'The customization was not saved')).toBeVisible({ timeout: 30_000 });
  await expect(said(page, 'Customization updated successfully')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Primary colour' })).toHaveValue('#445566');
  await page.screenshot({ path: test.info().outputPath('website-template-failed.png'), fullPage: true });

  // The API is back: the kept edit is saved by a retry.
  await isolatedApi.start();
  await expect(async () => {
    await page.getByRole('button', { name: 'Save content' }).click();
    await expect(said(page, 'Content updated successfully')).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 90_000 });
  await expect(page.getByRole('textbox', { name: 'Hero title' })).toHaveValue(
    'Unsaved while the API is down',
  );
});
