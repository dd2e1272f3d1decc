// Products: an admin builds a menu with a category, creates a product on it with an allergen and a
// price, sees it listed with its price in the venue currency (£, the demo venue's) and 86es it.
// Names are unique per run, and the menu and product are deleted afterwards (the worker's API is shared).
import type { Locator, Page } from '@playwright/test';
import { apiFetch, apiSignIn, type ApiSession } from './fixtures/api-client.js';
import { DEMO, expect, test } from './fixtures/console-fixtures.js';
import { signInAt } from './fixtures/sign-in.js';
import { orderIn } from './page-models/order-board.js';

const PRODUCTS = '/harbour-bistro/admin/products';
const LIVE_ORDERS = '/harbour-bistro/admin/services/foodOrderManagement/restaurant1/liveOrders';

/** The worker's API is shared: takes a product of this run and its menu (with its categories) away again. */
async function removeProductAndMenu(apiUrl: string, admin: ApiSession, productName: string): Promise<void> {
  const list = (await (
    await apiFetch(apiUrl, admin, 'GET', `/food-items/restaurant/${admin.restaurantId}`)
  ).json()) as {
    data: { id: string; name: string; menu_Id: string | null }[];
  };
  const created = list.data.find((p) => p.name === productName);
  if (created) await apiFetch(apiUrl, admin, 'DELETE', `/food-items/${created.id}`);
  if (created?.menu_Id) await apiFetch(apiUrl, admin, 'DELETE', `/menus/${created.menu_Id}`);
}

/** Fills a create form's name field, submits it and waits for the form to close. */
async function submitName(form: Locator, field: string, name: string, submit: string): Promise<void> {
  await form.getByLabel(field).fill(name);
  await form.getByRole('button', { name: submit }).click();
  await expect(form).toBeHidden();
}

/** The button of an entry in one of the Products screen's lists (Menus, Categories), by its name. */
const listed = (page: Page, list: string, name: string) =>
  page.getByRole('list', { name: list }).getByRole('button', { name: new RegExp(`^${name}`) });

/**
 * On the Products screen: a menu (its name required first) and a category in it, both through their
 * forms; the menu is left selected. Returns the category's button.
 */
async function newMenuWithCategory(page: Page, menuName: string, categoryName: string): Promise<Locator> {
  await page.getByRole('button', { name: 'New menu' }).click();
  const menuForm = page.getByRole('form', { name: 'New menu' });
  await menuForm.getByRole('button', { name: 'Create menu' }).click();
  await expect(menuForm.getByText('Menu name is required')).toBeVisible();
  await submitName(menuForm, 'Menu name', menuName, 'Create menu');
  const menu = listed(page, 'Menus', menuName);
  await menu.click();
  await expect(menu).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'New category' }).click();
  const categoryForm = page.getByRole('form', { name: `New category in ${menuName}` });
  await submitName(categoryForm, 'Category name', categoryName, 'Create category');
  const category = listed(page, 'Categories', categoryName);
  await expect(category).toBeVisible();
  return category;
}

/** Picks `option` in one of the product form's selects (Menu, Category, Sub-category). */
async function choose(form: Locator, select: string, option: string): Promise<void> {
  await form.getByRole('textbox', { name: select }).first().click();
  await form.page().getByRole('option', { name: option }).click();
}

test('an admin builds a menu, adds a product with an allergen and 86es it', async ({
  page,
  consoleUrl,
  api,
}) => {
  test.setTimeout(60_000);
  const run = Date.now().toString(36);
  const menuName = `E2E menu ${run}`;
  const categoryName = `Starters ${run}`;
  const productName = `Burrata ${run}`;
  await signInAt(page, consoleUrl);

  await page.goto(`${consoleUrl}${PRODUCTS}`);
  await newMenuWithCategory(page, menuName, categoryName);

  await page.getByRole('link', { name: 'New product' }).click();
  const form = page.getByRole('form', { name: 'New product' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(productName);
  // A negative price is refused by name, never saved as 0.00 (issue 29 §8).
  const price = form.getByRole('textbox', { name: /^Price/ });
  await price.fill('-3');
  await form.getByRole('textbox', { name: 'Name', exact: true }).click();
  await expect(price).toHaveValue('-3');
  await form.getByRole('button', { name: 'Create product' }).click();
  await expect(form.getByText('Price cannot be negative', { exact: true })).toBeVisible();
  await price.fill('12.5');
  await choose(form, 'Menu', menuName);
  await choose(form, 'Category', categoryName);
  await form.getByRole('group', { name: 'Allergens (EU 14)' }).getByText('Milk', { exact: true }).click();
  await expect(form.getByLabel('Total price with tax')).toHaveText('£12.50');
  await form.getByRole('button', { name: 'Create product' }).click();

  await expect(page.getByRole('status').filter({ hasText: `${productName} created` })).toBeVisible();
  const row = page
    .getByRole('table', { name: 'Products' })
    .getByRole('row', { name: new RegExp(productName) });
  await expect(row).toContainText('£12.50');
  await expect(row).toContainText('Milk');
  await expect(row).toContainText(`${menuName}`);
  const eightySix = row.getByRole('switch', { name: `86 ${productName} (out of stock)` });
  await eightySix.click({ force: true });
  await expect(page.getByRole('status').filter({ hasText: `${productName} is 86'd` })).toBeVisible();
  await expect(eightySix).toBeChecked();
  await page.screenshot({ path: test.info().outputPath('products.png'), fullPage: true });
  await removeProductAndMenu(api.url, await apiSignIn(api.url, DEMO.harbourAdmin), productName);
});

test('staff place an order for a table, move it on the live board and find it in history', async ({
  page,
  consoleUrl,
}) => {
  test.setTimeout(60_000);
  const note = `E2E order ${Date.now().toString(36)}`;
  await signInAt(page, consoleUrl);

  await page.goto(`${consoleUrl}${LIVE_ORDERS}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Restaurant: live orders' })).toBeVisible();
  await page.getByRole('button', { name: 'New order' }).click();
  const entry = page.getByRole('dialog', { name: 'New order' });
  await entry.getByRole('textbox', { name: 'Table' }).click();
  await page.getByRole('option').first().click();
  await entry.getByRole('button', { name: 'Add Crab bisque' }).click();
  await entry.getByRole('textbox', { name: 'Note for Crab bisque' }).fill(note);
  await entry.getByRole('textbox', { name: 'Quantity of Crab bisque' }).fill('2');
  // 2 × 8.50 before the demo menu's 20 % tax: a guest is charged the gross price, £20.40.
  await expect(entry.getByText('Total £20.40')).toBeVisible();
  await entry.getByRole('button', { name: 'Place order' }).click();
  await expect(entry).toBeHidden();

  const card = page.getByRole('article').filter({ hasText: note });
  await expect(card).toContainText('2 × Crab bisque');
  await expect(orderIn(page, 'Placed', note)).toBeVisible();
  await card.getByRole('button', { name: 'Mark accepted' }).click();
  await expect(orderIn(page, 'Accepted', note)).toBeVisible();
  await card.getByRole('button', { name: 'Mark preparing' }).click();
  await expect(orderIn(page, 'Preparing', note)).toBeVisible();
  await expect(card).toContainText(/Preparing at \d\d:\d\d/);

  await page.goto(`${consoleUrl}/harbour-bistro/admin/services/foodOrderManagement/restaurant1/orderHistory`);
  const history = page.getByRole('table', { name: 'order history' });
  await expect(history.getByRole('row').filter({ hasText: 'Preparing' }).first()).toBeVisible();
  await expect(history).toContainText('2 × Crab bisque');
  await expect(history).toContainText('£20.40');
});

test('a product with a sub-category, a modifier group and allergens is offered in order entry until it is 86’d', async ({
  page,
  consoleUrl,
  api,
}) => {
  test.setTimeout(60_000);
  const run = Date.now().toString(36);
  const menuName = `E2E order menu ${run}`;
  const categoryName = `Mains ${run}`;
  const subCategoryName = `Grill ${run}`;
  const groupName = `Cooking ${run}`;
  const productName = `Steak ${run}`;
  const admin = await apiSignIn(api.url, DEMO.harbourAdmin);
  const group = (await (
    await apiFetch(api.url, admin, 'POST', '/modifier-groups', {
      name: groupName,
      required: false,
      min_selections: 0,
      max_selections: 1,
      options: [{ name: 'Rare', price_delta: 0 }],
    })
  ).json()) as { data?: { id: string } };
  expect(group.data?.id, 'modifier group created').toBeTruthy();

  await signInAt(page, consoleUrl);
  await page.goto(`${consoleUrl}${PRODUCTS}`);
  await (await newMenuWithCategory(page, menuName, categoryName)).click();
  await page.getByRole('button', { name: 'New sub-category' }).click();
  const subForm = page.getByRole('form', { name: new RegExp(`^New sub-category in`) });
  await submitName(subForm, 'Sub-category name', subCategoryName, 'Create sub-category');

  await page.getByRole('link', { name: 'New product' }).click();
  const form = page.getByRole('form', { name: 'New product' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(productName);
  await form.getByRole('textbox', { name: /^Price/ }).fill('24');
  await choose(form, 'Menu', menuName);
  await choose(form, 'Category', categoryName);
  await choose(form, 'Sub-category', subCategoryName);
  const allergens = form.getByRole('group', { name: 'Allergens (EU 14)' });
  await allergens.getByText('Milk', { exact: true }).click();
  await allergens.getByText('Mustard', { exact: true }).click();
  await form.getByRole('textbox', { name: 'Modifier groups' }).click();
  await page.getByRole('option', { name: groupName }).click();
  await page.keyboard.press('Escape');
  await form.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${productName} created` })).toBeVisible();

  const entryOffers = async () => {
    await page.goto(`${consoleUrl}${LIVE_ORDERS}`);
    await page.getByRole('button', { name: 'New order' }).click();
    const entry = page.getByRole('dialog', { name: 'New order' });
    await expect(entry.getByRole('button', { name: 'Add Crab bisque' })).toBeVisible({ timeout: 15_000 });
    return entry.getByRole('button', { name: `Add ${productName}` });
  };
  await expect(await entryOffers()).toBeVisible({ timeout: 15_000 });

  await page.goto(`${consoleUrl}${PRODUCTS}`);
  const row = page
    .getByRole('table', { name: 'Products' })
    .getByRole('row', { name: new RegExp(productName) });
  await expect(row).toContainText('Milk');
  await expect(row).toContainText('Mustard');
  await row.getByRole('switch', { name: `86 ${productName} (out of stock)` }).click({ force: true });
  await expect(page.getByRole('status').filter({ hasText: `${productName} is 86'd` })).toBeVisible();
  await expect(await entryOffers()).toBeHidden({ timeout: 15_000 });
  // The kitchen's board says what has run out.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('status', { name: 'Out of stock (86)' })).toContainText(productName);

  // The worker's API is shared: take the product, the menu and the group away again.
  await removeProductAndMenu(api.url, admin, productName);
  if (group.data) await apiFetch(api.url, admin, 'DELETE', `/modifier-groups/${group.data.id}`);
});
