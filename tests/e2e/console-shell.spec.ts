// The console shell against the real core (web mode) and tenant API: sign-in, the route guard,
// the sidebar, search and sign-out.
import { API_MESSAGES } from '../../src-shared/errors.js';
import { DEMO, expect, SCREENSHOT_DIR, test } from './fixtures/console-fixtures.js';

test.describe('sign-in', () => {
  test('the Harbour admin lands on /harbour-bistro/admin', async ({ loginPage, consolePage, page }) => {
    await loginPage.open();
    await expect(consolePage.sidebar).toBeHidden();
    await page.screenshot({ path: `${SCREENSHOT_DIR}/login.png` });

    await loginPage.signIn(DEMO.harbourAdmin);
    await expect(page).toHaveURL(consolePage.url('/harbour-bistro/admin'));
    await expect(consolePage.heading).toHaveText('Dashboard');
    await expect(page.getByText('Harbour Bistro', { exact: true })).toBeVisible();
    await expect(consolePage.sidebarLink('Dashboard')).toHaveAttribute('aria-current', 'page');
    await page.screenshot({ path: `${SCREENSHOT_DIR}/dashboard.png` });
  });

  test('the console has a favicon', async ({ loginPage, page }) => {
    await loginPage.open();
    const href = (await page.locator('link[rel="icon"][type="image/svg+xml"]').getAttribute('href')) ?? '';
    // The build may inline a small icon as a data URL; otherwise the console serves it.
    if (href.startsWith('data:')) expect(href).toMatch(/^data:image\/svg\+xml/);
    else {
      const icon = await page.request.get(new URL(href, page.url()).toString());
      expect(icon.status()).toBe(200);
      expect(icon.headers()['content-type']).toContain('image/svg+xml');
    }
  });

  test("a wrong password shows the server's message", async ({ loginPage, page }) => {
    await loginPage.signInFresh({ email: DEMO.harbourAdmin.email, password: 'not-the-password' });
    await expect(loginPage.error).toHaveText(API_MESSAGES.invalidCredentials);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('field validation uses the sign-in schema messages and calls nothing', async ({ loginPage }) => {
    await loginPage.signInFresh({ email: 'not-an-email', password: '' });
    await expect(loginPage.page.getByText('Enter a valid email address')).toBeVisible();
    await expect(loginPage.page.getByText('Password is required')).toBeVisible();
    await expect(loginPage.error).toBeHidden();
  });

  test('a deep link while signed out goes to /login and back after sign-in', async ({
    loginPage,
    consolePage,
    page,
  }) => {
    await consolePage.goto('/harbour-bistro/admin/requests');
    await expect(page).toHaveURL(consolePage.url('/login'));
    await loginPage.signIn(DEMO.harbourAdmin);
    await expect(page).toHaveURL(consolePage.url('/harbour-bistro/admin/requests'));
    await expect(consolePage.heading).toHaveText('Requests');
    await expect(page.getByRole('table', { name: 'Guest requests' })).toBeVisible();
    await expect(consolePage.sidebarLink('Requests')).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('signed in', () => {
  test.beforeEach(async ({ loginPage, page, consolePage }) => {
    await loginPage.signInFresh(DEMO.harbourAdmin);
    await expect(page).toHaveURL(consolePage.url('/harbour-bistro/admin'));
  });

  test('a role the restaurant does not offer goes to /not-authorized', async ({ consolePage, page }) => {
    await consolePage.goto('/harbour-bistro/chef');
    await expect(page).toHaveURL(consolePage.url('/not-authorized'));
    await expect(consolePage.heading).toHaveText('Not authorized');
  });

  test("the admin on the restaurant's host URL goes to /not-authorized (a role the user does not hold)", async ({
    consolePage,
    page,
  }) => {
    await consolePage.goto('/harbour-bistro/host');
    await expect(page).toHaveURL(consolePage.url('/not-authorized'));
  });

  test("another restaurant's console goes to the user's own 404", async ({ consolePage, page }) => {
    await consolePage.goto('/quay-cafe/admin');
    await expect(page).toHaveURL(consolePage.url('/harbour-bistro/admin/404'));
    await expect(consolePage.heading).toHaveText('Page not found');
    await page.screenshot({ path: `${SCREENSHOT_DIR}/own-404.png` });
  });

  test('an admin may open /admin, without the sidebar or search', async ({ consolePage, page }) => {
    await consolePage.goto('/admin');
    await expect(consolePage.heading).toHaveText('Administration');
    await expect(consolePage.sidebar).toBeHidden();
    await page.keyboard.press('Control+K');
    await expect(page.getByRole('dialog', { name: /^Search/ })).toBeHidden();
  });

  test('a signed-in session on /login or / goes home', async ({ consolePage, page }) => {
    await consolePage.goto('/login');
    await expect(page).toHaveURL(consolePage.url('/harbour-bistro/admin'));
    await consolePage.goto('/');
    await expect(page).toHaveURL(consolePage.url('/harbour-bistro/admin'));
  });

  test('the sidebar remembers its scroll position across a reload', async ({ consolePage, page }) => {
    await page.setViewportSize({ width: 1280, height: 420 });
    const viewport = consolePage.sidebar.locator('.mantine-ScrollArea-viewport');
    await viewport.evaluate((el) => el.scrollTo({ top: 120 }));
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem('venue-console.sidebar.scrollTop')))
      .toBe('120');
    await page.reload();
    await expect(consolePage.sidebarLink('Dashboard')).toBeAttached();
    await expect.poll(() => viewport.evaluate((el) => el.scrollTop)).toBe(120);
  });

  test('the sidebar lists the 17 entries, Refused changes, Messages and its logo block returns home', async ({
    consolePage,
    page,
  }) => {
    // The spec's 17 entries, Refused changes (issue 27: no refused change is out of sight), Messages
    // with its unread count (issue 30 §4), and the footer's links to the signed-in user's own profile
    // and, for an admin, to /admin (issue 29 §9).
    await expect(consolePage.sidebar.getByRole('link')).toHaveCount(21);
    await expect(consolePage.sidebarLink('Refused changes')).toBeVisible();
    await expect(consolePage.sidebar.getByRole('link', { name: /^Messages, \d+ unread$/ })).toBeVisible();
    await expect(consolePage.sidebar.getByRole('link', { name: 'Your profile: Hannah Reid' })).toBeVisible();
    await consolePage.sidebarLink('Settings').click();
    await expect(page).toHaveURL(consolePage.url('/harbour-bistro/admin/settings/general/venue'));
    const settingsSidebar = page.getByRole('navigation', { name: 'Settings sidebar' });
    await expect(settingsSidebar.getByRole('button', { name: 'General' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(settingsSidebar.getByRole('link', { name: 'Venue Settings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('tab', { name: 'Internal Terms Email' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.screenshot({ path: `${SCREENSHOT_DIR}/settings.png` });
    await consolePage.logoBlock.click();
    await expect(page).toHaveURL(consolePage.url('/harbour-bistro/admin'));
  });
});

test('a host may not open /admin', async ({ loginPage, consolePage, page }) => {
  await loginPage.signInFresh(DEMO.harbourHost);
  await expect(page).toHaveURL(consolePage.url('/harbour-bistro/host'));
  const logged = page.waitForEvent('console', (message) => message.text().includes('may not open /admin'));
  await consolePage.goto('/admin/users');
  await expect(page).toHaveURL(consolePage.url('/not-authorized'));
  await logged;
});

test('search opens from the trigger and the shortcut; ESC and the close icon close it', async ({
  loginPage,
  consolePage,
  searchOverlay,
  page,
}) => {
  await loginPage.signInFresh(DEMO.harbourAdmin);
  await expect(consolePage.heading).toHaveText('Dashboard');

  await consolePage.searchTrigger.click();
  await expect(searchOverlay.input).toBeFocused();
  await expect(searchOverlay.section('Clients')).toBeHidden();

  await searchOverlay.input.fill('Reid');
  await expect(searchOverlay.section('Upcoming reservations and requests')).toBeVisible();
  await expect(searchOverlay.section('Past reservations and requests')).toBeVisible();
  await expect(searchOverlay.section('Clients')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/search-overlay.png` });

  await page.keyboard.press('Escape');
  await expect(searchOverlay.dialog).toBeHidden();

  await page.keyboard.press('Control+K');
  await expect(searchOverlay.dialog).toBeVisible();
  await searchOverlay.close.click();
  await expect(searchOverlay.dialog).toBeHidden();
});

test('sign-out goes to /login and the session is gone after a reload', async ({
  loginPage,
  consolePage,
  page,
}) => {
  await loginPage.signInFresh(DEMO.harbourAdmin);
  await expect(consolePage.heading).toHaveText('Dashboard');
  await consolePage.signOut.click();
  await expect(page).toHaveURL(consolePage.url('/login'));
  await page.reload();
  await expect(loginPage.email).toBeVisible();
  await consolePage.goto('/harbour-bistro/admin');
  await expect(page).toHaveURL(consolePage.url('/login'));
  expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
});

test.describe('password pages', () => {
  test("forgot password shows the server's answer", async ({ consolePage, page }) => {
    await consolePage.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(consolePage.url('/forgot-password'));
    await page.getByLabel('Email').fill(DEMO.harbourHost.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toHaveText(API_MESSAGES.resetMailSent);
  });

  test('reset password reads token and email from the link and refuses a bad token', async ({
    consolePage,
    page,
  }) => {
    await consolePage.goto('/reset-password');
    await expect(page.getByRole('alert')).toContainText('This reset link is incomplete');
    await consolePage.goto(
      `/reset-password?token=not-a-real-token&email=${encodeURIComponent(DEMO.harbourHost.email)}`,
    );
    await expect(page.getByText(`For ${DEMO.harbourHost.email}`)).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('a-long-new-password');
    await page.getByLabel('Confirm new password').fill('a-long-new-password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('alert')).toHaveText(API_MESSAGES.resetTokenInvalid);
  });
});
