// Point of sale (issue 34 §5): an admin connects the POS in Settings › Integration › Point of sale —
// a webhook secret shown once — and maps the POS's "T-4" to table T4; checks the POS then signs and
// posts show under today's checks on their floor table, and a name that differs from a floor table
// only in capitals is shown as the trap it is, with the table to map it to. No serious axe violation.
import { mkdir } from 'node:fs/promises';
import { signPosBody } from '../../src-server/pos/pos-secrets.js';
import { API_BASE_PATH } from '../../src-shared/constants.js';
import { POS_SIGNATURE_HEADER } from '../../src-shared/pos/pos-entity.js';
import type { Reservation } from '../../src-shared/schemas/reservation.js';
import { addDays, venueLocalToInstant } from '../../src-shared/time.js';
import { apiData, apiSignIn } from './fixtures/api-client.js';
import { venueToday } from './fixtures/venue-today.js';
import { E2E_VENUE_ZONE } from './fixtures/venue-zone.js';
import { violationLinesInBothSchemes } from './fixtures/axe.js';
import { DEMO, expect, SCREENSHOT_DIR, test } from './fixtures/console-fixtures.js';

const SCREEN = '/harbour-bistro/admin/settings/integration/pointOfSale';

async function postCheck(
  apiUrl: string,
  restaurantId: number,
  secret: string,
  id: string,
  table: string,
  total: number,
  openedAt = new Date().toISOString(),
) {
  const now = Math.floor(Date.now() / 1000);
  const body = JSON.stringify({
    id: `evt-${id}`,
    type: 'check.opened',
    created: now,
    data: { check: { id, table, opened_at: openedAt, total_minor: total } },
  });
  const res = await fetch(`${apiUrl}${API_BASE_PATH}/integrations/pos/webhook/${restaurantId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [POS_SIGNATURE_HEADER]: signPosBody(secret, body, now) },
    body,
  });
  expect(res.status, await res.text()).toBe(200);
}

test('an admin connects the POS and maps its tables; posted checks land on their tables and a near miss is shown', async ({
  api,
  loginPage,
  consolePage,
  page,
}) => {
  test.setTimeout(180_000);
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const run = Date.now().toString(36);
  await loginPage.signInFresh(DEMO.harbourAdmin);
  await consolePage.goto(SCREEN);

  const connection = page.getByRole('region', { name: 'POS connection' });
  await expect(connection.getByText('Not connected')).toBeVisible();
  await connection.getByRole('button', { name: 'Make a webhook secret' }).click();
  const secretField = connection.getByRole('textbox', { name: 'New secret' });
  await expect(secretField).toHaveValue(/^whsec_/);
  const secret = await secretField.inputValue();
  await expect(connection.getByText(`Secret ending …${secret.slice(-4)}`)).toBeVisible();

  await page.getByRole('button', { name: 'New POS table' }).click();
  const form = page.getByRole('form', { name: 'New POS table' });
  await form.getByLabel(/^POS table name/).fill('T-4');
  await form.getByRole('textbox', { name: 'Floor table' }).click();
  await page.getByRole('option', { name: 'T4', exact: true }).click();
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form).toBeHidden();
  const names = page.getByRole('table', { name: 'POS table names to check' });
  await expect(names.getByRole('row', { name: /T-4/ })).toContainText('T4');

  const session = await apiSignIn(api.url, DEMO.harbourAdmin);
  await postCheck(api.url, session.restaurantId, secret, `chk-${run}-a`, 'T-4', 4200);
  await postCheck(api.url, session.restaurantId, secret, `chk-${run}-b`, 't4', 1250);
  await page.reload();
  const checks = page.getByRole('table', { name: 'Today’s checks' });
  await expect(checks.getByRole('row', { name: /T-4/ })).toContainText('£42.00');
  await expect(checks.getByRole('row', { name: /T-4/ })).toContainText('T4');
  await expect(names.getByRole('row', { name: /^t4/ })).toContainText(
    'Not mapped, but T4 differs only in capitals or spaces: map it',
  );

  expect(
    await violationLinesInBothSchemes(page, (scheme) =>
      page.screenshot({ path: `${SCREENSHOT_DIR}/point-of-sale-${scheme}.png`, fullPage: true }),
    ),
  ).toEqual([]);

  // A lunch booking at T4 weeks ahead, and a check the POS opens for T-4 five minutes after its time:
  // the booking's drawer shows what was spent at the till.
  const day = addDays(venueToday(), 40);
  const booked = await apiData<Reservation>(api.url, session, 'POST', '/reservation/bookReservation', {
    first_name: 'Till',
    last_name: `Guest ${run}`,
    guest_count: 2,
    duration_minutes: 60,
    date: day,
    time: '13:00',
    table_ids: [
      (await apiData<{ id: string; name: string }[]>(api.url, session, 'GET', '/tables')).find(
        (t) => t.name === 'T4',
      )!.id,
    ],
  });
  await postCheck(
    api.url,
    session.restaurantId,
    secret,
    `chk-${run}-c`,
    'T-4',
    8450,
    venueLocalToInstant(day, '13:05', E2E_VENUE_ZONE).toISOString(),
  );
  await consolePage.goto(
    `/harbour-bistro/admin/services/reservationManagement/reservation?date=${day}&reservation=${booked.id}`,
  );
  const drawer = page.getByRole('dialog', { name: /^Edit reservation/ });
  await expect(drawer.getByText('Spent at the till: £84.50 on 1 check')).toBeVisible();
  await drawer.getByText('Spent at the till').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/booking-pos-spend.png` });
});
