// Reservation tags end to end: a tag created in Settings › Reservation tags is offered in the
// reservation drawer (with its picture's thumbnail), chosen there, saved with the booking and shown on
// its row in its colours.
import sharp from 'sharp';
import { expect, test } from './fixtures/console-fixtures.js';
import { signInAt } from './fixtures/sign-in.js';
import { ReservationScreen } from './page-models/reservation-screen.js';

test('a tag created in settings is chosen in the drawer', async ({ page, consoleUrl }) => {
  test.setTimeout(90_000);
  await signInAt(page, consoleUrl);

  const stamp = Date.now().toString(36);
  const category = `Occasions ${stamp}`;
  const tag = `Anniversary ${stamp}`;
  await page.goto(`${consoleUrl}/harbour-bistro/admin/settings/general/reservationTags`);
  await page.getByRole('button', { name: 'New category' }).click();
  const newCategory = page.getByRole('dialog', { name: 'New category' });
  await newCategory.getByLabel(/^Category name/).fill(category);
  await newCategory.getByRole('textbox', { name: 'Tag colour' }).fill('#ffd6e0');
  await newCategory.getByRole('button', { name: 'Save' }).click();
  const created = page
    .getByRole('status')
    .filter({ hasText: 'Reservation or Client tag created successfully!' });
  await expect(created).toBeVisible();
  await page.getByRole('button', { name: `Add a tag to ${category}` }).click();
  const newTag = page.getByRole('dialog', { name: `New tag in ${category}` });
  await newTag.getByLabel(/^Tag name/).fill(tag);
  // A picture: the list and the drawer's chooser show its thumbnail, with alt text.
  const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#e84393' } })
    .png()
    .toBuffer();
  await newTag
    .locator('input[type="file"]')
    .setInputFiles({ name: 'cake.png', mimeType: 'image/png', buffer: png });
  await newTag.getByRole('button', { name: 'Save' }).click();
  await expect(newTag).toBeHidden();
  await expect(page.getByRole('list', { name: `Tags of ${category}` })).toContainText(tag);
  const thumb = page
    .getByRole('list', { name: `Tags of ${category}` })
    .getByRole('img', { name: `Picture of ${tag}` });
  await expect(thumb).toBeVisible();
  // The 256 px thumbnail really loaded (not a broken image).
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);
  await page.screenshot({ path: test.info().outputPath('reservation-tags.png'), fullPage: true });

  // The same label again (other case, spaces around) is refused on its field with the spec's text,
  // and the form keeps what was typed (issue 29 §8).
  await page.getByRole('button', { name: `Add a tag to ${category}` }).click();
  const twin = page.getByRole('dialog', { name: `New tag in ${category}` });
  await twin.getByLabel(/^Tag name/).fill(` ${tag.toUpperCase()} `);
  await twin.getByRole('button', { name: 'Save' }).click();
  await expect(twin.getByRole('alert')).toHaveText('Failed to create reservation tag');
  await expect(
    twin.getByText(`A tag named ${tag.toUpperCase()} already exists in ${category}`, { exact: true }),
  ).toBeVisible();
  await expect(twin.getByLabel(/^Tag name/)).toHaveValue(` ${tag.toUpperCase()} `);
  await twin.getByRole('button', { name: 'Cancel' }).first().click();
  await expect(twin).toBeHidden();
  await expect(page.getByRole('list', { name: `Tags of ${category}` }).getByRole('listitem')).toHaveCount(1);

  const screen = new ReservationScreen(page);
  await screen.open(consoleUrl);
  await screen.waitForRows();
  const first = screen.table.getByRole('row').nth(1);
  const name = await first.getAttribute('aria-label');
  if (!name) throw new Error('The first booking has no accessible name');
  const booking = screen.table.getByRole('row', { name, exact: true });
  await booking.dblclick();
  const drawer = page.getByRole('dialog', { name: /^Edit reservation/ });
  await drawer.getByRole('textbox', { name: 'Reservation tags' }).click();
  await drawer.getByRole('textbox', { name: 'Reservation tags' }).fill(stamp);
  await expect(
    page.getByRole('option', { name: tag }).getByRole('img', { name: `Picture of ${tag}` }),
  ).toBeVisible();
  await page.getByRole('option', { name: tag }).click();
  await expect(drawer.getByRole('list', { name: 'Reservation tags' })).toContainText(tag);
  await page.screenshot({ path: test.info().outputPath('drawer-tags.png') });
  await drawer.getByRole('button', { name: 'Save changes' }).click();
  await expect(drawer).toBeHidden();
  await expect(booking.getByRole('list', { name: /^Tags of / })).toContainText(tag);
  await page.screenshot({ path: test.info().outputPath('booking-tags.png') });
});
