// Issue 28 step 6, the guest list: add, bulk add, edit, remove, remove selected, check in every
// expected guest and remove every guest of the day, against the real core in web mode and an API of
// this test alone. A guest is added and checked in with the API stopped: both show pending, and
// when the API returns they reach the server and the outcome line says done.
import { apiGuestList, apiSignIn } from './fixtures/api-client.js';
import { DEMO, expect, test } from './fixtures/console-fixtures.js';
import { venueToday } from './fixtures/venue-today.js';
import { signInAt } from './fixtures/sign-in.js';
import { GuestListScreen } from './page-models/guest-list-screen.js';

const fullName = (g: { first_name: string; last_name: string }) => `${g.first_name} ${g.last_name}`.trim();

test('guest list: add, bulk add, edit, remove, remove selected, check in all, offline add and check-in, remove all', async ({
  page,
  isolatedApi,
  launchConsole,
}) => {
  test.setTimeout(300_000);
  const consoleUrl = await launchConsole(isolatedApi.url);
  await signInAt(page, consoleUrl);
  const list = new GuestListScreen(page);
  await list.open(consoleUrl);
  await expect(list.rows().nth(1)).toBeVisible({ timeout: 45_000 });
  const status = page.getByRole('status', { name: /^Sync status:/ });
  await expect(status).toContainText('Online', { timeout: 30_000 });

  // Add one guest; a missing first name is refused on the field first.
  await list.actions.getByRole('button', { name: 'Add guest' }).click();
  const add = list.dialog(/^Add a guest to /);
  await add.getByLabel('Last name').fill('Zed');
  await add.getByLabel('Party size').fill('3');
  await add.getByRole('button', { name: 'Add guest' }).click();
  await expect(add).toContainText('First name is required');
  await add.getByLabel('First name').fill('Ada');
  await add.getByRole('button', { name: 'Add guest' }).click();
  await expect(add).toBeHidden();
  await expect(list.outcome).toHaveText('Ada Zed added', { timeout: 30_000 });
  await list.search.fill('Zed');
  await expect(list.row('Ada Zed')).toContainText('Expected');
  await expect(list.row('Ada Zed')).not.toContainText('Pending sync', { timeout: 30_000 });

  // Edit it.
  await list.row('Ada Zed').getByRole('button', { name: 'Edit Ada Zed' }).click();
  const edit = list.dialog('Edit Ada Zed');
  await edit.getByLabel('Party size').fill('6');
  await edit.getByLabel('Notes').fill('Window table');
  await edit.getByRole('button', { name: 'Save guest' }).click();
  await expect(edit).toBeHidden();
  await expect(list.outcome).toHaveText('Ada Zed saved', { timeout: 30_000 });
  await expect(list.row('Ada Zed')).toContainText('Window table');

  // Bulk add three; a bad line names itself and adds nobody.
  await list.actions.getByRole('button', { name: 'Add several guests' }).click();
  const bulk = list.dialog(/^Add several guests to /);
  const lines = bulk.getByLabel('Guests, one a line');
  await lines.fill('Bea Bulkson, 2\nBen Bulkson, 0\nBo Bulkson');
  await bulk.getByRole('button', { name: 'Add guests' }).click();
  await expect(bulk).toContainText('Line 2: Guest count must be at least 1');
  await lines.fill('Bea Bulkson, 2\nBen Bulkson, 4, +44 7700 900123\nBo Bulkson');
  await expect(bulk).toContainText('3 guests ready to add');
  await bulk.getByRole('button', { name: 'Add guests' }).click();
  await expect(bulk).toBeHidden();
  await expect(list.outcome).toHaveText('3 guests added', { timeout: 30_000 });
  await list.search.fill('Bulkson');
  await expect(list.rows()).toHaveCount(4);

  // Remove one, after confirming.
  await list.row('Ben Bulkson').getByRole('button', { name: 'Remove Ben Bulkson' }).click();
  const removeOne = list.dialog('Remove Ben Bulkson?');
  await removeOne.getByRole('button', { name: 'Remove guest' }).click();
  await expect(removeOne).toBeHidden();
  await expect(list.outcome).toHaveText('Ben Bulkson removed', { timeout: 30_000 });
  await expect(list.row('Ben Bulkson')).toHaveCount(0);

  // Remove the selected: select-all keeps to the rows the search keeps.
  await list.table.getByRole('checkbox', { name: 'Select all guests' }).check();
  const bulkBar = page.getByRole('toolbar', { name: 'Actions' });
  await bulkBar.getByRole('button', { name: 'Remove selected (2)' }).click();
  const removeSelected = list.dialog('Remove 2 guests?');
  await removeSelected.getByRole('button', { name: 'Remove selected' }).click();
  await expect(removeSelected).toBeHidden();
  await expect(list.outcome).toHaveText('2 guests removed', { timeout: 30_000 });
  await expect(page.getByText('No guests match the search.')).toBeVisible();

  // Check in every expected guest of the day.
  await list.search.fill('');
  await list.actions.getByRole('button', { name: 'Check in all' }).click();
  const checkInAll = list.dialog('Check in every expected guest?');
  await expect(checkInAll).toContainText(/\d+ guests? of .* not checked in yet will be checked in\./);
  await checkInAll.getByRole('button', { name: 'Check in all' }).click();
  // The dialog stays while every guest's check-in is queued (one change each): slow on a loaded machine.
  await expect(checkInAll).toBeHidden({ timeout: 60_000 });
  await expect(list.outcome).toHaveText(/^\d+ guests? checked in$/, { timeout: 60_000 });
  await expect(list.table.getByRole('button', { name: /^Check in / })).toHaveCount(0);
  await expect(list.actions.getByRole('button', { name: 'Check in all' })).toBeDisabled();

  // Offline: add a guest and check them in; both are queued and shown pending.
  await isolatedApi.stop();
  await expect(status).toContainText('Offline', { timeout: 45_000 });
  await list.actions.getByRole('button', { name: 'Add guest' }).click();
  await add.getByLabel('First name').fill('Otto');
  await add.getByLabel('Last name').fill('Offline');
  await add.getByRole('button', { name: 'Add guest' }).click();
  await expect(add).toBeHidden();
  await expect(list.outcome).toHaveText('Otto Offline added on this terminal — pending sync');
  await expect(list.outcome).toHaveAttribute('data-outcome', 'pending');
  await list.search.fill('Offline');
  await expect(list.row('Otto Offline')).toContainText('Pending sync');
  await list.row('Otto Offline').getByRole('button', { name: 'Check in Otto Offline' }).click();
  await expect(list.outcome).toHaveText('Otto Offline checked in on this terminal — pending sync');
  await expect(list.row('Otto Offline')).toContainText('Checked in');
  await expect(list.row('Otto Offline')).toContainText('Pending sync');

  // The API returns: the queued writes reach the server and the outcome says done.
  await isolatedApi.start();
  await expect(list.outcome).toHaveText('Otto Offline checked in', { timeout: 90_000 });
  await expect(list.outcome).toHaveAttribute('data-outcome', 'success');
  await expect(list.row('Otto Offline')).not.toContainText('Pending sync', { timeout: 30_000 });
  const today = venueToday();
  const session = await apiSignIn(isolatedApi.url, DEMO.harbourAdmin);
  const onServer = await apiGuestList(isolatedApi.url, session, today);
  const byName = new Map(onServer.map((g) => [fullName(g), g]));
  expect(byName.get('Otto Offline')?.checked_in).toBe(true);
  expect(byName.get('Ada Zed')).toMatchObject({ guest_count: 6, notes: 'Window table', checked_in: true });
  expect(onServer.filter((g) => g.last_name === 'Bulkson')).toEqual([]);
  expect(onServer.every((g) => g.checked_in)).toBe(true);

  // Remove every guest of the day.
  await list.search.fill('');
  await list.actions.getByRole('button', { name: 'Remove all' }).click();
  const removeAll = list.dialog(/^Remove every guest of /);
  await removeAll.getByRole('button', { name: 'Remove all' }).click();
  await expect(removeAll).toBeHidden({ timeout: 60_000 });
  await expect(list.outcome).toHaveText(`${onServer.length} guests removed`, { timeout: 60_000 });
  await expect(page.getByText('No guests are listed for this day.')).toBeVisible();
  expect(await apiGuestList(isolatedApi.url, session, today)).toEqual([]);
});
