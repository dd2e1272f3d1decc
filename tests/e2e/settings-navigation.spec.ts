// Settings navigation (spec §2, issue 29 item 4): one settings sidebar grouped by area. Every
// settings route is reached from the settings landing in at most two clicks (open its area, pick
// it); the URL, the section's heading and the selected sidebar item (aria-current) are then that
// route's, and a screen not built yet (the Integration area) says so. Screenshots of the sidebar,
// light and dark, go to artifacts/screenshots.
import type { Locator, Page } from '@playwright/test';
import { en } from '../../src-renderer/i18n/en.js';
import { SETTINGS_ENTRIES, type SettingsEntry } from '../../src-renderer/settings/settings-entries.js';
import { useColourScheme } from './fixtures/axe.js';
import { expect, SCREENSHOT_DIR, test } from './fixtures/console-fixtures.js';
import { signInAt } from './fixtures/sign-in.js';

const CONSOLE = '/harbour-bistro/admin';
const NOT_BUILT = en.settings.notBuiltNote;

/** The entry's name in the sidebar and in the heading (English). */
function nameOf(entry: SettingsEntry): string {
  if (entry.subTab) return en.settings.subTabs[entry.subTab];
  const names: Record<string, string> = en.settings.screenNames;
  return names[entry.name] ?? entry.name;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function settingsSidebar(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Settings sidebar' });
}

function entryLink(page: Page, entry: SettingsEntry): Locator {
  const name = new RegExp(`^${escape(nameOf(entry))}${entry.built ? '' : ` ${NOT_BUILT}`}$`);
  return settingsSidebar(page).getByRole('link', { name });
}

async function openSettingsLanding(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Settings', exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`${CONSOLE}/settings/general/venue$`));
}

test('every settings route is reached from the settings sidebar with the matching item selected', async ({
  page,
  consoleUrl,
}) => {
  test.setTimeout(240_000);
  await signInAt(page, consoleUrl);

  // The landing: General open, Venue Settings selected, its venue tab Internal Terms Email.
  await openSettingsLanding(page);
  const sidebar = settingsSidebar(page);
  await expect(sidebar.getByRole('button', { name: 'General' })).toHaveAttribute('aria-expanded', 'true');
  await expect(sidebar.locator('[aria-current="page"]')).toHaveText('Venue Settings');
  await expect(page.getByRole('region', { name: 'Venue Settings' })).toBeVisible();
  await expect(
    page.getByRole('tablist', { name: 'Venue settings' }).getByRole('tab', { name: 'Internal Terms Email' }),
  ).toHaveAttribute('aria-selected', 'true');

  expect(SETTINGS_ENTRIES.length).toBeGreaterThan(30);
  for (const entry of SETTINGS_ENTRIES) {
    await openSettingsLanding(page);
    let clicks = 0;
    const area = sidebar.getByRole('button', { name: en.settings.topTabs[entry.area], exact: true });
    if ((await area.getAttribute('aria-expanded')) !== 'true') {
      await area.click();
      clicks += 1;
    }
    await entryLink(page, entry).click();
    clicks += 1;
    expect(clicks, `${entry.subPath} within two clicks`).toBeLessThanOrEqual(2);

    await expect(page, entry.subPath).toHaveURL(new RegExp(`${CONSOLE}${escape(entry.subPath)}$`));
    await expect(page.getByRole('region', { name: nameOf(entry), exact: true })).toBeVisible();
    const selected = sidebar.locator('[aria-current="page"]');
    await expect(selected, entry.subPath).toHaveCount(1);
    await expect(entryLink(page, entry)).toHaveAttribute('aria-current', 'page');
    if (!entry.built)
      await expect(page.getByText(`The ${nameOf(entry)} settings screen is not built yet`)).toBeVisible();
  }

  // A screen reached from a list (a layout being edited) keeps its list selected.
  await page.goto(
    `${consoleUrl}${CONSOLE}/settings/floorplan/floorplanLayout/createLayout/00000000-0000-4000-8000-000000000000`,
  );
  await expect(sidebar.locator('[aria-current="page"]')).toHaveText('Floor plan layouts');

  // The sidebar, light and dark, with the Integration area (not built yet) open.
  await openSettingsLanding(page);
  const integration = sidebar.getByRole('button', { name: 'Integration', exact: true });
  if ((await integration.getAttribute('aria-expanded')) !== 'true') await integration.click();
  for (const scheme of ['light', 'dark'] as const) {
    await useColourScheme(page, scheme);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/settings-sidebar-${scheme}.png`, fullPage: true });
  }
  await useColourScheme(page, 'light');
});

test('the areas open and close like the spec’s top tabs: several at once, one always open', async ({
  page,
  consoleUrl,
}) => {
  await signInAt(page, consoleUrl);
  await openSettingsLanding(page);
  const sidebar = settingsSidebar(page);
  const general = sidebar.getByRole('button', { name: 'General', exact: true });
  const website = sidebar.getByRole('button', { name: 'Website', exact: true });
  await website.click();
  await expect(website).toHaveAttribute('aria-expanded', 'true');
  await expect(general).toHaveAttribute('aria-expanded', 'true');
  await general.click();
  await expect(general).toHaveAttribute('aria-expanded', 'false');
  // The last open area stays open.
  await website.click();
  await expect(website).toHaveAttribute('aria-expanded', 'true');
  // Reaching a screen opens its area and selects it.
  await sidebar.getByRole('link', { name: 'Landing page', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${CONSOLE}/settings/website/landingPageSetting$`));
  await expect(sidebar.locator('[aria-current="page"]')).toHaveText('Landing page');
});
