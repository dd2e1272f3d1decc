// Venue settings (spec §4 dirty state, §5 texts): an edit makes the screen dirty, leaving then asks
// first (stay keeps the edit, a save makes it clean and leaving no longer asks), a §5 breach shows
// its exact text and saves nothing, and the defaults come back with "Restore defaults".
import { DEMO, expect, test } from './fixtures/console-fixtures.js';
import { VenueSettingsPage } from './page-models/venue-settings-page.js';

test('leaving dirty venue settings asks first; saving makes them clean', async ({
  page,
  consoleUrl,
  loginPage,
  consolePage,
}) => {
  await loginPage.signInFresh(DEMO.harbourAdmin);
  await expect(page).toHaveURL(/\/harbour-bistro\/admin$/);
  const settings = new VenueSettingsPage(page);
  await settings.open(consoleUrl);
  const form = settings.form('Internal summary emails');
  await expect(form.getByText('Saved', { exact: true })).toBeVisible({ timeout: 30_000 });
  // Guest feedback is not collected yet: the screen says the feedback summary sends nothing.
  await expect(
    form.getByText(
      'Feedback summary mails start once guest feedback is collected. Until then, nothing is sent.',
    ),
  ).toBeVisible();

  // Enabled without a time: the §5 text, nothing sent.
  await form.getByRole('switch', { name: 'Send the reservation summary email' }).click();
  await expect(form.getByText('Unsaved changes')).toBeVisible();
  await form.getByRole('button', { name: 'Save internal summary emails' }).click();
  await expect(
    form.getByText('Reservation summary times are required when reservation summary is enabled'),
  ).toBeVisible();
  await form.getByRole('button', { name: 'Add a summary time' }).click();
  const time = form.getByRole('textbox', { name: 'Reservation summary time 1' });
  await time.fill('7pm');
  await time.blur();
  await expect(form.getByText('Invalid time format: 7pm. Use HH:MM format')).toBeVisible();
  await time.fill('19:00');

  // Leaving asks; staying keeps the edit.
  await consolePage.sidebarLink('Dashboard').click();
  await expect(settings.leaveDialog).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('venue-settings-leave.png') });
  await settings.leaveDialog.getByRole('button', { name: 'Stay and keep editing' }).click();
  await expect(page).toHaveURL(/\/settings\/general\/venue$/);
  await expect(time).toHaveValue('19:00');

  // Picking another screen in the settings sidebar asks too; staying keeps Venue Settings selected.
  await settings.settingsSidebar.getByRole('link', { name: 'Client Tags' }).click();
  await expect(settings.leaveDialog).toBeVisible();
  await settings.leaveDialog.getByRole('button', { name: 'Stay and keep editing' }).click();
  await expect(page).toHaveURL(/\/settings\/general\/venue$/);
  await expect(settings.settingsSidebar.locator('[aria-current="page"]')).toHaveText('Venue Settings');

  await form.getByRole('button', { name: 'Save internal summary emails' }).click();
  await expect(settings.said('Internal summary emails saved')).toBeVisible();
  await expect(form.getByText('Saved', { exact: true })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('venue-settings-saved.png'), fullPage: true });

  // Reloaded from the server, the saved time is there; leaving a clean screen does not ask.
  await page.reload();
  await expect(
    settings.form('Internal summary emails').getByRole('textbox', { name: 'Reservation summary time 1' }),
  ).toHaveValue('19:00', { timeout: 30_000 });
  await settings.venueTabs.getByRole('tab', { name: 'Reservation Config' }).click();
  const config = settings.form('Reservation config');
  await expect(config.getByRole('switch', { name: 'Assign tables automatically' })).toBeChecked();
  await page.screenshot({ path: test.info().outputPath('venue-settings-config.png'), fullPage: true });

  // The shared API keeps its defaults for the other tests.
  await config.getByRole('button', { name: 'Restore defaults' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Restore defaults' }).click();
  await expect(settings.said('Venue settings restored to their defaults')).toBeVisible();
  await consolePage.sidebarLink('Dashboard').click();
  await expect(settings.leaveDialog).toBeHidden();
  await expect(page).toHaveURL(/\/harbour-bistro\/admin$/);
});
