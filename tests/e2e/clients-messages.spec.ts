// Issue 28 step 6, clients and guest messages, against the real core in web mode and a tenant API of
// the test's own: a client deleted from the list, the selected ones deleted from the bulk bar, the
// contact details edited with a refused field first, offline the edit queued and shown pending while
// delete says it needs the server; and a booking's confirmation shown as sent and resent through the
// server's mail path (a second mail in its mailbox folder).
import type { Client } from '../../src-shared/schemas/client.js';
import { readMailbox } from '../../src-server/mail/mailbox.js';
import { apiRequest, type ApiSession, apiSignIn } from './fixtures/api-client.js';
import { DEMO, expect, test } from './fixtures/console-fixtures.js';
import { signInAt } from './fixtures/sign-in.js';
import { E2E_VENUE_ZONE } from './fixtures/venue-zone.js';
import { ClientsScreen } from './page-models/clients-screen.js';
import { ReservationScreen } from './page-models/reservation-screen.js';

/** The client as the server has it now, or null when it is gone. */
async function serverClient(apiUrl: string, session: ApiSession, id: string): Promise<Client | null> {
  const res = await apiRequest(apiUrl, session, 'GET', `/clients/${id}`);
  return res.status === 404 ? null : (res.body.data as Client);
}

const idOf = (href: string | null) => new URL(href ?? '', 'http://x').searchParams.get('id') ?? '';

test('clients: delete one, delete the selected, edit the contact (a refused field first); offline the edit waits and delete says why', async ({
  page,
  isolatedApi,
  launchConsole,
}) => {
  test.setTimeout(240_000);
  const base = await launchConsole(isolatedApi.url);
  const session = await apiSignIn(isolatedApi.url, DEMO.harbourAdmin);
  await signInAt(page, base);
  const clients = new ClientsScreen(page);
  await clients.open(base);
  const rows = clients.table.getByRole('row');
  await expect(rows).toHaveCount(11, { timeout: 45_000 });

  // Select-all takes every client the search keeps, on every page, not only the ten shown.
  const total = Number(
    /(\d+) clients/.exec((await page.getByText(/^\d+ clients$/).textContent()) ?? '')?.[1],
  );
  expect(total).toBeGreaterThan(10);
  // Select-all loads every matching client first: the box is ticked once they are in.
  const selectAll = page.getByRole('checkbox', { name: 'Select all clients' });
  await selectAll.click();
  await expect(selectAll).toBeChecked();
  const bar = page.getByRole('toolbar', { name: 'Actions' });
  await expect(bar.getByRole('button', { name: `Delete selected (${total})` })).toBeVisible();
  await selectAll.uncheck();
  await expect(bar).toBeHidden();

  // One client, from its row.
  const firstLink = rows.nth(1).getByRole('link');
  const first = (await firstLink.textContent()) ?? '';
  const firstId = idOf(await firstLink.getAttribute('href'));
  await rows
    .nth(1)
    .getByRole('button', { name: `Delete ${first}` })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Delete 1 client?' });
  await expect(confirm).toContainText(`Delete ${first}?`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${first} deleted` })).toBeVisible();
  await expect(clients.table.getByRole('link', { name: first, exact: true })).toHaveCount(0);
  expect(await serverClient(isolatedApi.url, session, firstId)).toBeNull();

  // Two selected, from the bulk bar.
  const picked: { name: string; id: string }[] = [];
  for (const n of [1, 2]) {
    const link = rows.nth(n).getByRole('link');
    picked.push({ name: (await link.textContent()) ?? '', id: idOf(await link.getAttribute('href')) });
  }
  for (const { name } of picked) await page.getByRole('checkbox', { name: `Select ${name}` }).check();
  await bar.getByRole('button', { name: 'Delete selected (2)' }).click();
  await page
    .getByRole('dialog', { name: 'Delete 2 clients?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: '2 clients deleted' })).toBeVisible();
  for (const { name, id } of picked) {
    await expect(clients.table.getByRole('link', { name, exact: true })).toHaveCount(0);
    expect(await serverClient(isolatedApi.url, session, id)).toBeNull();
  }
  await expect(page.getByText(`${total - 3} clients`, { exact: true })).toBeVisible();

  // The contact details: a bad email is refused on its field, then a good edit is saved.
  const link = rows.nth(1).getByRole('link');
  const id = idOf(await link.getAttribute('href'));
  await link.click();
  await expect(page).toHaveURL(/\/clients\/profile\?id=/);
  const contact = page.getByRole('region', { name: 'Contact details' });
  await contact.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
  await page.getByRole('button', { name: 'Save client' }).click();
  await expect(contact.getByText('Enter a valid email address')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'check the fields marked in red' })).toBeVisible();
  await contact.getByRole('textbox', { name: 'Email' }).fill('');
  await contact.getByRole('textbox', { name: 'Mobile number' }).fill('');
  await page.getByRole('button', { name: 'Save client' }).click();
  await expect(contact.getByText('Enter a mobile number or an email address')).toBeVisible();
  expect((await serverClient(isolatedApi.url, session, id))?.email).not.toBe('');

  await contact.getByRole('textbox', { name: 'First name' }).fill('Renamed');
  await contact.getByRole('textbox', { name: 'Email' }).fill('renamed.client@guest.test');
  await page.getByRole('button', { name: 'Save client' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Client saved' })).toBeVisible();
  await expect
    .poll(async () => (await serverClient(isolatedApi.url, session, id))?.email, { timeout: 30_000 })
    .toBe('renamed.client@guest.test');
  expect((await serverClient(isolatedApi.url, session, id))?.first_name).toBe('Renamed');

  // Offline: the edit is queued and shown pending; delete says it needs the server and opens nothing.
  await isolatedApi.stop();
  const status = page.getByRole('status', { name: /^Sync status:/ });
  await expect(status).toContainText('Offline', { timeout: 30_000 });
  await contact.getByRole('textbox', { name: 'Last name' }).fill('Offline-Edit');
  await page.getByRole('button', { name: 'Save client' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Client saved on this terminal — pending sync' }),
  ).toBeVisible();
  const remove = page.getByRole('button', { name: /^Delete client — Deleting clients needs a connection/ });
  await expect(remove).toHaveAttribute('aria-disabled', 'true');
  await remove.click({ force: true });
  await expect(page.getByRole('dialog', { name: /^Delete 1 client/ })).toHaveCount(0);

  await isolatedApi.start();
  await expect(status).not.toContainText('pending', { timeout: 90_000 });
  await expect
    .poll(async () => (await serverClient(isolatedApi.url, session, id))?.last_name, { timeout: 30_000 })
    .toBe('Offline-Edit');
});

test("guest messages: a booking's confirmation shows as sent, and Resend mails it again", async ({
  page,
  isolatedApi,
  launchConsole,
}) => {
  test.setTimeout(240_000);
  const session = await apiSignIn(isolatedApi.url, DEMO.harbourAdmin);
  const email = `mia.${Date.now().toString(36)}@guest.test`;
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: E2E_VENUE_ZONE }).format(new Date());
  const booked = await apiRequest(isolatedApi.url, session, 'POST', '/reservation/bookReservation', {
    first_name: 'Mia',
    last_name: 'Messages',
    email,
    date,
    time: '19:00',
    guest_count: 2,
    duration_minutes: 90,
  });
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);

  const base = await launchConsole(isolatedApi.url);
  await signInAt(page, base);
  const screen = new ReservationScreen(page);
  await screen.open(base);
  await screen.waitForRows();
  await expect(screen.row('Mia Messages')).toBeVisible({ timeout: 45_000 });
  await screen.rowAction('Mia Messages', 'Edit reservation');
  const messages = screen.panel.getByRole('table', { name: 'Guest messages of this booking' });
  const confirmations = messages.getByRole('row').filter({ hasText: 'Confirmation · Email' });
  await expect(confirmations.first()).toContainText('Sent', { timeout: 90_000 });
  await expect(confirmations.first()).toContainText(email);
  expect(readMailbox(isolatedApi.dataDir, email)).toHaveLength(1);

  await screen.panel.getByRole('button', { name: `Resend the Confirmation (Email) to ${email}` }).click();
  await expect(
    screen.panel.getByRole('status').filter({ hasText: `Confirmation queued to be sent again to ${email}` }),
  ).toBeVisible();
  await expect(confirmations).toHaveCount(2);
  await expect(confirmations.nth(1)).toContainText('Sent', { timeout: 90_000 });
  expect(readMailbox(isolatedApi.dataDir, email)).toHaveLength(2);
  expect(readMailbox(isolatedApi.dataDir, email)[1]?.subject).toBe(
    'Your reservation at Harbour Bistro is confirmed',
  );

  // Offline, Resend says it needs the server instead of pretending.
  await isolatedApi.stop();
  await expect(page.getByRole('status', { name: /^Sync status:/ })).toContainText('Offline', {
    timeout: 30_000,
  });
  await expect(
    screen.panel.getByRole('button', {
      name: 'Resend the Confirmation (Email) — Resending needs a connection to the server: this terminal is offline',
    }),
  ).toHaveCount(2);
});
