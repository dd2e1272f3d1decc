// Settings › Language: switching the console to French changes the sidebar, the settings page and
// the dashboard at once, and the choice is remembered on this terminal across a reload.
import { DEMO, expect, test } from './fixtures/console-fixtures.js';
import { LoginPage } from './page-models/login-page.js';

test('an admin switches the console language to French and back', async ({ page, consoleUrl }) => {
  test.setTimeout(60_000);
  const login = new LoginPage(page, consoleUrl);
  await login.open();
  await login.signIn(DEMO.harbourAdmin);
  await expect(page).toHaveURL(/\/harbour-bistro\/admin$/);
  await page.goto(`${consoleUrl}/harbour-bistro/admin/settings/language`);

  const sidebar = page.getByRole('navigation', { name: 'Main' });
  await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await page.getByRole('radio', { name: 'Français' }).check();
  await expect(
    page.getByRole('status').filter({ hasText: 'La console est maintenant en français' }),
  ).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Principal' });
  await expect(nav.getByRole('link', { name: 'Tableau de bord' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Paramètres' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Paramètres' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Français' })).toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.screenshot({ path: test.info().outputPath('language-fr.png'), fullPage: true });

  // Remembered on this terminal: a reload keeps French; the dashboard follows.
  await page.reload();
  await nav.getByRole('link', { name: 'Tableau de bord' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Tables libres' })).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: test.info().outputPath('dashboard-fr.png'), fullPage: true });

  await nav.getByRole('link', { name: 'Paramètres' }).click();
  await page.goto(`${consoleUrl}/harbour-bistro/admin/settings/language`);
  await page.getByRole('radio', { name: 'English' }).check();
  await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
