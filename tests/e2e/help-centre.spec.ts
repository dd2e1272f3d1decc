// The help centre end to end: a visitor finds the outage topic by search and reads its steps; a
// signed-in host follows the console header's help link from the grid to its topic; no serious
// axe violation, light or dark.
import { blockingViolations, inEachColourScheme } from './fixtures/axe.js';
import { DEMO, expect, test } from './fixtures/console-fixtures.js';
import { signInAt } from './fixtures/sign-in.js';
import { HelpCentre } from './page-models/help-centre.js';

test('a visitor searches help for "outage" and reads the topic, which has no serious axe violation', async ({
  page,
  consoleUrl,
}) => {
  const help = new HelpCentre(page, consoleUrl);
  await help.open();
  await expect(page.getByText('so it opens during an internet outage too')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'The host stand', level: 2 })).toBeVisible();
  await expect(help.topicLink('Seating a walk-in')).toBeVisible();
  await inEachColourScheme(page, async () => expect(await blockingViolations(page)).toEqual([]));
  await page.screenshot({ path: '/tmp/help-centre.png', fullPage: true });

  await help.search.fill('no such wording');
  await expect(page.getByText('No topic matches “no such wording”.')).toBeVisible();
  await help.search.fill('OUTAGE');
  // Found in any case, ranked by title first: the outage topic leads the matches.
  await expect(page.getByText(/topics? match(es)? “OUTAGE”/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Search help' }).getByRole('link').first()).toHaveText(
    'Working through an internet outage',
  );
  await help.topicLink('Working through an internet outage').click();

  await expect(page).toHaveURL(/\/HelpTopic\?topic=working-through-an-outage$/);
  await expect(help.heading).toHaveText('Working through an internet outage');
  await expect(help.topic.getByRole('heading', { name: 'Roles needed' })).toBeVisible();
  const steps = help.steps();
  await expect(steps.getByRole('listitem')).toHaveCount(5);
  await expect(steps.getByRole('listitem').first()).toContainText(
    'the sync badge at the top right says Offline',
  );
  await inEachColourScheme(page, async () => expect(await blockingViolations(page)).toEqual([]));
  await page.screenshot({ path: '/tmp/help-topic.png', fullPage: true });

  // A Related link opens the other topic inside the console; the back link returns to the centre.
  await help.topic.getByRole('link', { name: 'Taking a booking' }).click();
  await expect(help.heading).toHaveText('Taking a booking');
  await help.back.click();
  await expect(help.heading).toHaveText('Help centre');
});

test('a signed-in host follows the help link from the grid to its topic', async ({ page, consoleUrl }) => {
  await signInAt(page, consoleUrl, DEMO.harbourHost, /\/harbour-bistro\/host$/);
  await page.goto(`${consoleUrl}/harbour-bistro/host/services/reservationManagement/grid`);
  const helpLink = page.getByRole('link', { name: 'Help for Grid' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.screenshot({ path: '/tmp/help-link-grid.png' });
  await helpLink.click();
  await expect(page).toHaveURL(/\/HelpTopic\?topic=moving-a-booking$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Moving a booking on the grid');
  await expect(page.getByRole('article').getByText('Shift+←')).toBeVisible();
  await page.screenshot({ path: '/tmp/help-topic-signed-in.png' });
  await inEachColourScheme(page, async () => expect(await blockingViolations(page)).toEqual([]));
  // The console around it stays: the sidebar leads back to the grid.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Grid', exact: true })
    .click();
  await expect(page).toHaveURL(/\/services\/reservationManagement\/grid$/);
});
