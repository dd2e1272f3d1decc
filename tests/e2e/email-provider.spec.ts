// Email service provider (issue 34 §4): an admin connects Mailgun (the worker's local stand-in, which
// speaks Mailgun's API) in Settings › Integration › Email service provider — refused without its
// keys, naming the field — tests the connection, and a booking's confirmation goes out through it;
// Mailgun's signed hard bounce comes back on the webhook, shows among the delivery events, and puts
// the address on the suppression list, from which staff can take it off again. No serious axe
// violation in either colour scheme.
import { mkdir } from 'node:fs/promises';
import { API_BASE_PATH } from '../../src-shared/constants.js';
import { addDays } from '../../src-shared/time.js';
import { mailgunWebhookBody } from '../support/mailgun-stand-in.js';
import { apiData, apiSignIn } from './fixtures/api-client.js';
import { violationLinesInBothSchemes } from './fixtures/axe.js';
import { DEMO, expect, MAILGUN_E2E, SCREENSHOT_DIR, test } from './fixtures/console-fixtures.js';
import { venueToday } from './fixtures/venue-today.js';
import { LoginPage } from './page-models/login-page.js';

const SCREEN = '/harbour-bistro/admin/settings/integration/emailServiceProvider';
const SIGNING_KEY = 'whk-e2e-signing-key-42';

test('an admin connects Mailgun; a bounce comes back, is shown, and stops the next mail to the address', async ({
  page,
  isolatedApi,
  launchConsole,
  mailgun,
}) => {
  test.setTimeout(240_000);
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const base = await launchConsole(isolatedApi.url);
  await new LoginPage(page, base).signInFresh(DEMO.harbourAdmin);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(`${base}${SCREEN}`);

  const connection = page.getByRole('region', { name: 'Email provider' });
  await expect(connection.getByText('Not tested')).toBeVisible();
  await connection.getByRole('textbox', { name: 'Provider' }).click();
  await page.getByRole('option', { name: 'Mailgun' }).click();
  await connection.getByRole('textbox', { name: /^Sending domain/ }).fill(MAILGUN_E2E.domain);
  await connection.getByRole('button', { name: 'Save provider' }).click();
  await expect(connection.getByText('API key is required for Mailgun').first()).toBeVisible();

  await connection.getByLabel('API key').fill(MAILGUN_E2E.apiKey);
  await connection.getByLabel('Webhook signing key').fill(SIGNING_KEY);
  await connection.getByRole('button', { name: 'Save provider' }).click();
  await expect(connection.getByText('Email provider saved')).toBeVisible();
  // The keys are sealed: the fields are empty again, the hints say which are saved.
  await expect(connection.getByLabel('API key')).toHaveValue('');
  await expect(connection.getByText(`Saved, ending …${MAILGUN_E2E.apiKey.slice(-4)}.`)).toBeVisible();
  await connection.getByRole('button', { name: 'Test the connection' }).click();
  await expect(
    connection.getByText(`Connection works: Mailgun answered: the domain ${MAILGUN_E2E.domain} is active`),
  ).toBeVisible();
  await expect(connection.getByText('Working')).toBeVisible();

  // A booking's confirmation goes out through Mailgun.
  const session = await apiSignIn(isolatedApi.url, DEMO.harbourAdmin);
  const guest = `bounce.${Date.now().toString(36)}@guest.test`;
  await apiData(isolatedApi.url, session, 'POST', '/reservation/bookReservation', {
    first_name: 'Bea',
    last_name: 'Bounce',
    email: guest,
    guest_count: 2,
    duration_minutes: 90,
    date: addDays(venueToday(), 30),
    time: '19:00',
  });
  await expect.poll(() => mailgun.messages.filter((m) => m.to === guest).length, { timeout: 30_000 }).toBe(1);

  // Mailgun says the address does not exist.
  const res = await fetch(
    `${isolatedApi.url}${API_BASE_PATH}/integrations/email/webhook/${session.restaurantId}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: mailgunWebhookBody(SIGNING_KEY, {
        id: `ev-${Date.now()}`,
        event: 'failed',
        severity: 'permanent',
        recipient: guest,
        'delivery-status': { message: '550 5.1.1 No such mailbox' },
      }),
    },
  );
  expect(res.status, await res.clone().text()).toBe(200);

  await page.reload();
  const events = page.getByRole('table', { name: 'Last delivery events' });
  await expect(events.getByRole('row', { name: /Hard bounce/ })).toContainText(guest);
  await expect(events.getByRole('row', { name: /Sent/ }).first()).toContainText('Mailgun');
  const suppressed = page.getByRole('table', { name: 'Suppression list' });
  await expect(suppressed.getByRole('row', { name: new RegExp(guest.replace(/\./g, '\\.')) })).toContainText(
    '550 5.1.1 No such mailbox',
  );

  expect(
    await violationLinesInBothSchemes(page, (scheme) =>
      page.screenshot({ path: `${SCREENSHOT_DIR}/email-provider-${scheme}.png`, fullPage: true }),
    ),
  ).toEqual([]);

  // Staff take the address off the list when the guest asks.
  await suppressed.getByRole('button', { name: `Remove ${guest} from the suppression list` }).click();
  await page
    .getByRole('dialog', { name: 'Mail this address again?' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(page.getByText(`${guest} can get mail again`)).toBeVisible();
  await expect(page.getByText('No address is suppressed.')).toBeVisible();
});
