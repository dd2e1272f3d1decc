// Settings › Language: switching the console to French changes the sidebar, the settings page and
// the dashboard at once, and the choice is remembered on this terminal across a reload. In French, the
// host stand works end to end: a reservation booked in the drawer shows on the grid, an order is
// placed on the live board, and the availability settings open, every step found by its French name.
import { mkdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { blockingViolations } from './fixtures/axe.js';
import { expect, test } from './fixtures/console-fixtures.js';
import { venueToday } from './fixtures/venue-today.js';
import { signInAt } from './fixtures/sign-in.js';
import { GridPage } from './page-models/grid-page.js';
import { QUICK_VIEW_PATH } from './page-models/quick-view-screen.js';
import { readMirror } from './page-models/venue-mirror.js';

const SHOTS = process.env.FRENCH_SHOTS ?? '/tmp/shots-french';
const HOST = '/harbour-bistro/admin/services/reservationManagement';
const LIVE_ORDERS = '/harbour-bistro/admin/services/foodOrderManagement/restaurant1/liveOrders';

async function inFrench(page: Page, consoleUrl: string): Promise<void> {
  await signInAt(page, consoleUrl);
  await page.goto(`${consoleUrl}/harbour-bistro/admin/settings/language`);
  await page.getByRole('radio', { name: 'Français' }).check();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
}

async function shot(page: Page, name: string): Promise<void> {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test('an admin switches the console language to French and back', async ({ page, consoleUrl }) => {
  test.setTimeout(60_000);
  await signInAt(page, consoleUrl);
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

test('in French, a reservation booked in the drawer is on the grid, an order is placed and the availability settings open', async ({
  page,
  consoleUrl,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await inFrench(page, consoleUrl);
  const tag = Date.now().toString(36);
  const [first, last] = ['Amélie', `Français ${tag}`];

  // The reservation drawer, in French, books the latest time offered tonight.
  await page.goto(`${consoleUrl}${HOST}/reservation`);
  await expect(page.getByRole('heading', { level: 1, name: 'Réservations' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Semaine' })).toBeVisible();
  await page.getByRole('button', { name: 'Nouvelle réservation', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Nouvelle réservation' });
  await expect(panel).toBeVisible();
  await panel.getByLabel(/^Prénom( \*)?$/).fill(first);
  await panel.getByLabel('Nom', { exact: true }).fill(last);
  await panel.getByLabel('Couverts', { exact: true }).fill('2');
  const times = panel
    .getByRole('group', { name: 'Heures disponibles' })
    .getByRole('button', { name: /^Réserver à / });
  await expect(times.first()).toBeVisible({ timeout: 30_000 });
  const time = (await times.last().textContent()) ?? '';
  await times.last().click();
  await shot(page, 'reservation-drawer-fr');
  await panel.getByRole('button', { name: 'Réserver', exact: true }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Réservation prise' })).toBeVisible();
  await page
    .locator('[aria-label="Service"]')
    .getByText(/^Toute la journée/)
    .click();
  const row = page.getByRole('table', { name: 'Réservations' }).getByRole('row', { name: new RegExp(last) });
  await expect(row).toContainText(time);
  await expect(row.getByRole('button', { name: new RegExp(`^Actions pour ${first} ${last}`) })).toBeVisible();
  await shot(page, 'reservations-fr');

  // The grid, in French, shows its block named in French.
  await page.goto(`${consoleUrl}${HOST}/grid`);
  await expect(page.getByRole('heading', { level: 1, name: 'Grille' })).toBeVisible();
  const grid = new GridPage(page);
  const timeline = page.getByRole('region', { name: 'Chronologie des réservations' });
  Object.assign(grid, { timeline, blocks: timeline.locator('[data-booking-id]') });
  await expect(grid.blocks.first()).toBeVisible({ timeout: 30_000 });
  const today = venueToday();
  const booking = (await readMirror(page, today)).bookings.find((b) => b.last_name === last);
  if (!booking) throw new Error(`${first} ${last} is not in the mirror`);
  const block = await grid.reveal(booking.id);
  await expect(block).toHaveAttribute('aria-label', new RegExp(`^${first} ${last}, 2 couverts, ${time}`));
  await shot(page, 'grid-fr');

  // The live board, in French: an order is placed and waits in the Placed (Passée) column.
  const note = `Commande ${tag}`;
  await page.goto(`${consoleUrl}${LIVE_ORDERS}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Restaurant : commandes en cours' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Nouvelle commande' }).click();
  const entry = page.getByRole('dialog', { name: 'Nouvelle commande' });
  await entry.getByRole('textbox', { name: 'Table' }).click();
  await page.getByRole('option').first().click();
  await entry.getByRole('button', { name: 'Ajouter Crab bisque' }).click();
  await entry.getByRole('textbox', { name: 'Note pour Crab bisque' }).fill(note);
  await shot(page, 'order-entry-fr');
  await entry.getByRole('button', { name: 'Passer la commande' }).click();
  await expect(entry).toBeHidden();
  const card = page
    .getByRole('region', { name: /^Passée/ })
    .getByRole('article')
    .filter({ hasText: note });
  await expect(card).toBeVisible();
  await expect(card.getByRole('button', { name: 'Marquer acceptée' })).toBeVisible();
  await shot(page, 'live-orders-fr');

  // The availability settings open in French.
  await page.goto(`${consoleUrl}/harbour-bistro/admin/settings/availability/accessRules`);
  await expect(page.getByRole('heading', { level: 1, name: 'Paramètres' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Règles d’accès' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ajouter une règle d’accès' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Salle' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Canal de réservation' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Filtrer : règles d’accès' })).toBeVisible();
  await shot(page, 'availability-fr');
});

test('in French, venue settings, users, roles, products, the floor plan layouts, the quick view and the admin area are named in French and pass axe', async ({
  page,
  consoleUrl,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await inFrench(page, consoleUrl);
  const admin = '/harbour-bistro/admin';
  const screens: { name: string; path: string; ready: () => Promise<void> }[] = [
    {
      name: 'venue-settings-fr',
      path: `${admin}/settings/general/venue`,
      ready: async () => {
        await expect(page.getByRole('tab', { name: 'Communication clients' })).toBeVisible({
          timeout: 30_000,
        });
        await expect(
          page.getByRole('switch', { name: 'Envoyer l’e-mail récapitulatif des réservations' }),
        ).toBeVisible({ timeout: 30_000 });
      },
    },
    {
      name: 'users-fr',
      path: `${admin}/users`,
      ready: () => expect(page.getByRole('table', { name: 'Utilisateurs' })).toBeVisible({ timeout: 30_000 }),
    },
    {
      name: 'roles-fr',
      path: `${admin}/settings/accounts/roles`,
      ready: () =>
        expect(page.getByRole('table', { name: 'Matrice des droits' })).toBeVisible({ timeout: 30_000 }),
    },
    {
      name: 'products-fr',
      path: `${admin}/products`,
      ready: () =>
        expect(
          page.getByText('Les cartes, leurs catégories et sous-catégories', { exact: false }),
        ).toBeVisible({
          timeout: 30_000,
        }),
    },
    {
      name: 'floor-plan-layouts-fr',
      path: `${admin}/settings/floorplan/floorplanLayout`,
      ready: () =>
        expect(page.getByRole('table', { name: 'Plans de salle' })).toBeVisible({ timeout: 30_000 }),
    },
    {
      name: 'quick-view-fr',
      path: QUICK_VIEW_PATH,
      ready: () => expect(page.getByLabel('À partir du')).toBeVisible({ timeout: 30_000 }),
    },
    {
      name: 'admin-fr',
      path: '/admin',
      ready: () =>
        expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible({
          timeout: 30_000,
        }),
    },
  ];
  const found: Record<string, string[]> = {};
  for (const screen of screens) {
    await page.goto(`${consoleUrl}${screen.path}`);
    await screen.ready();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await shot(page, screen.name);
    const violations = await blockingViolations(page);
    if (violations.length > 0) found[screen.name] = violations.map((v) => `${v.rule} ×${v.count}`);
  }
  expect(found, 'serious/critical axe violations on the French screens').toEqual({});
});
