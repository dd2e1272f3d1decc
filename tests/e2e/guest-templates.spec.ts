// Settings › Email templates: an admin edits the booking confirmation with undo and redo (editing
// clears redo), the server's preview shows the edit with sample values and without the script the
// body was given, and a test mail of the draft lands in the API's mailbox folder.
import { readMailbox } from '../../src-server/mail/mailbox.js';
import { DEMO, expect, test } from './fixtures/console-fixtures.js';
import { signInAt } from './fixtures/sign-in.js';

test('an admin edits an email template with undo and redo, previews it and sends a test mail', async ({
  page,
  consoleUrl,
  api,
}) => {
  test.setTimeout(90_000);
  await signInAt(page, consoleUrl);
  await page.goto(`${consoleUrl}/harbour-bistro/admin/settings/general/emailTemplates`);

  const subject = page.getByRole('textbox', { name: 'Subject' });
  const body = page.getByRole('textbox', { name: 'Body (HTML)' });
  const undo = page.getByRole('button', { name: 'Undo' });
  const redo = page.getByRole('button', { name: 'Redo' });
  await expect(subject).toHaveValue('Your reservation at {{restaurant_name}} is confirmed', {
    timeout: 30_000,
  });
  await expect(undo).toBeDisabled();

  await subject.fill('See you soon, {{guest_name}}');
  await body.fill('<p>Hello {{guest_name}}, table for {{party_size}}.</p><script>alert(1)</script>');
  await undo.click();
  await expect(body).toHaveValue(/Dear \{\{guest_name\}\}/);
  await undo.click();
  await expect(subject).toHaveValue('Your reservation at {{restaurant_name}} is confirmed');
  await redo.click();
  await expect(subject).toHaveValue('See you soon, {{guest_name}}');
  await expect(redo).toBeEnabled();
  // Editing clears the redo history: the body edit undone above cannot come back.
  await body.fill('<p>Hello {{guest_name}}, table for {{party_size}}.</p><script>alert(1)</script>');
  await expect(redo).toBeDisabled();
  await expect(page.getByText('Unsaved changes')).toBeVisible();

  // The preview is the server's rendering: sample values filled in, the script gone.
  await expect(page.getByText('Preview: See you soon, Sample Guest')).toBeVisible({ timeout: 15_000 });
  const preview = page.frameLocator('iframe[title="Email preview"]');
  await expect(preview.getByText('Hello Sample Guest, table for 2.')).toBeVisible();
  await expect(preview.locator('script')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('email-templates.png'), fullPage: true });

  // A test mail goes only to the signed-in user or the venue (the template test is no open relay):
  // another address is refused with the server's words, and nothing is sent there.
  const stranger = `e2e.${Date.now()}@elsewhere.test`;
  const field = page.getByRole('textbox', { name: 'Send a test mail to' });
  await field.fill(stranger);
  await page.getByRole('button', { name: 'Send test mail' }).click();
  await expect(page.getByText(/must be your own address/)).toBeVisible();
  expect(readMailbox(api.dataDir, stranger)).toHaveLength(0);

  const to = DEMO.harbourAdmin.email;
  const before = readMailbox(api.dataDir, to).length;
  await field.fill(to);
  await page.getByRole('button', { name: 'Send test mail' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Test mail sent to ${to}` })).toBeVisible();
  const mails = readMailbox(api.dataDir, to);
  expect(mails).toHaveLength(before + 1);
  const sent = mails.find((m) => m.subject === 'Test: See you soon, Sample Guest');
  expect(sent?.html).toContain('Hello Sample Guest, table for 2.');
  expect(sent?.html).not.toMatch(/<script/i);
});
