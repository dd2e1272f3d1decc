// "Optimise tonight" end to end (issue 36 §6): a night whose 4-seat tables are all held by couples
// (each of whom a free 2-top could take) leaves a party of four without a table. The host's dialog
// shows the moves and the table the four get; Apply sends them as ordinary table changes, and the
// server keeps them.
import { addDays } from '../../src-shared/time.js';
import { apiFetch, apiReservations, apiSignIn, type ApiSession } from './fixtures/api-client.js';
import { DEMO, expect, test } from './fixtures/console-fixtures.js';
import { signInAt } from './fixtures/sign-in.js';
import { RESERVATION_PATH } from './page-models/reservation-screen.js';

function localToday(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

async function call(apiUrl: string, session: ApiSession, method: string, path: string, body?: unknown) {
  const res = await apiFetch(apiUrl, session, method, path, body);
  const json = (await res.json()) as unknown;
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(json)}`);
  return json;
}

test('optimises a fragmented night: moves a couple, seats the four, and the server keeps it', async ({
  page,
  isolatedApi,
  launchConsole,
}) => {
  test.setTimeout(180_000);
  // Past the demo book (21 days ahead), so the night holds only this test's bookings.
  const date = addDays(localToday(), 30);
  const admin = await apiSignIn(isolatedApi.url, DEMO.harbourAdmin);
  const listed = (await call(isolatedApi.url, admin, 'GET', '/tables')) as
    { data: { id: string; name: string }[] } | { id: string; name: string }[];
  const tables = Array.isArray(listed) ? listed : listed.data;
  const idOf = (name: string) => {
    const table = tables.find((t) => t.name === name);
    if (!table) throw new Error(`No table ${name}`);
    return table.id;
  };
  const book = (first: string, time: string, guests: number, duration: number, tableNames: string[]) =>
    call(isolatedApi.url, admin, 'POST', '/reservation/bookReservation', {
      first_name: first,
      last_name: 'Opt',
      date,
      time,
      guest_count: guests,
      duration_minutes: duration,
      table_ids: tableNames.map(idOf),
    });
  // Every table that seats four is taken over 19:00–20:45: couples on the 4-tops and on T1 and T3
  // (so neither 2-top pair combines), fours on the 6-tops. The 2-tops T2, T4–T6, P1–P4 stay free.
  const fourTops = ['T7', 'T8', 'T9', 'T10', 'T11', 'T12', 'P5', 'P6', 'P7', 'P8'];
  for (const [i, name] of fourTops.entries()) await book(`Couple${i + 1}`, '18:30', 2, 90, [name]);
  for (const name of ['T1', 'T3']) await book(`Pair${name}`, '18:30', 2, 90, [name]);
  for (const name of ['T13', 'T14', 'T15', 'T16']) await book(`Four${name}`, '18:30', 4, 105, [name]);
  await book('Lee', '19:00', 4, 105, []);
  const before = await apiReservations(isolatedApi.url, admin, date);
  const lee = before.find((r) => r.first_name === 'Lee');
  expect(lee?.table_ids).toEqual([]);

  const consoleUrl = await launchConsole(isolatedApi.url);
  await signInAt(page, consoleUrl);
  await page.goto(`${consoleUrl}${RESERVATION_PATH}?date=${date}`);
  await page
    .locator('[aria-label="Shift"]')
    .getByText(/^All day/)
    .click();
  const table = page.getByRole('table', { name: 'Reservations' });
  await expect(table.getByRole('row', { name: /Lee Opt/ })).toBeVisible({ timeout: 45_000 });
  await expect(table.getByRole('row', { name: /Couple10 Opt/ })).toBeVisible({ timeout: 45_000 });

  await page.getByRole('button', { name: 'Optimise this day' }).click();
  const dialog = page.getByRole('dialog', { name: 'Optimise the table plan' });
  await expect(dialog).toBeVisible();
  const seated = dialog.getByRole('list', { name: '1 booking gets a table' });
  await expect(seated.getByRole('listitem')).toHaveText([
    /^Lee Opt, 4 guests, 19:00: no table → (T7|T8|T9|T10|T11|T12|P5|P6|P7|P8)$/,
  ]);
  const moves = dialog.getByRole('list', { name: '1 booking moves' });
  await expect(moves.getByRole('listitem')).toHaveText([
    /^(Couple\d+|PairT\d) Opt, 2 guests, 18:30: \w+ → (T2|T4|T5|T6|P1|P2|P3|P4|B[1-6])$/,
  ]);
  const moveText = (await moves.getByRole('listitem').textContent()) ?? '';
  const [, mover, from, to] = /^(\S+) Opt, .*: (\w+) → (\w+)$/.exec(moveText) ?? [];
  const leeText = (await seated.getByRole('listitem').textContent()) ?? '';
  const leeTable = /→ (\w+)$/.exec(leeText)?.[1];
  expect(leeTable).toBe(from);

  await dialog.getByRole('button', { name: 'Apply 2 table changes' }).click();
  await expect(
    dialog.getByRole('status').filter({ hasText: /^Sent 1 moves and 1 new tables/ }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Close the table optimiser' }).click();

  // The server re-checked and kept both changes.
  await expect
    .poll(
      async () => {
        const rows = await apiReservations(isolatedApi.url, admin, date);
        const name = (id: string) => tables.find((t) => t.id === id)?.name;
        return {
          lee: rows.find((r) => r.first_name === 'Lee')?.table_ids.map(name),
          mover: rows.find((r) => r.first_name === mover)?.table_ids.map(name),
        };
      },
      { timeout: 45_000 },
    )
    .toEqual({ lee: [from], mover: [to] });

  // Opened again, the night has nothing left to move.
  await page.getByRole('button', { name: 'Optimise this day' }).click();
  await expect(dialog.getByText('Nothing to move: no change of tables seats another booking.')).toBeVisible();
});
