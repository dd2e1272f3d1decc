// Every built admin, availability, access rule, media, food order, floor plan editor and website
// screen, light and dark, has no serious or critical axe-core violation (the others: a11y.spec.ts,
// a11y-settings.spec.ts; the run itself: tests/e2e/fixtures/a11y-run.ts).
import type { Page } from '@playwright/test';
import { expect } from './fixtures/console-fixtures.js';
import { checkGroups, CONSOLE, heading, type Screen, type ScreenGroup } from './fixtures/a11y-run.js';

/** The /admin area (issue 16): its landing page, each section, and an administrator's notices on a console. */
const adminSection = (name: string, link: string, check: (page: Page) => Promise<void>): Screen => ({
  name,
  open: async (page) => {
    await page
      .getByRole('navigation', { name: 'Administration sections' })
      .getByRole('link', { name: link })
      .click();
    await heading(page, link);
    await check(page);
  },
});

const ADMIN_AREA_SCREENS: Screen[] = [
  {
    name: 'administration',
    open: async (page, base) => {
      await page.goto(`${base}/admin`);
      await heading(page, 'Administration');
      await expect(page.getByRole('heading', { level: 2, name: 'Realtime' })).toBeVisible();
    },
  },
  adminSection('admin: restaurants and outlets', 'Restaurants and outlets', async (page) => {
    await expect(page.getByRole('table', { name: 'Restaurants and outlets' })).toContainText(
      'harbour-bistro',
    );
    await expect(page.getByRole('textbox', { name: 'Name' })).not.toHaveValue('');
  }),
  adminSection('admin: realtime', 'Realtime', async (page) => {
    // This console's own realtime link is one of the restaurant's connected consoles.
    await expect(
      page.getByRole('table', { name: 'Connected consoles' }).getByRole('row').nth(1),
    ).toContainText('admin@harbour.test', { timeout: 30_000 });
  }),
  {
    name: 'admin: a broadcast and an emergency notice on the console',
    open: async (page) => {
      const box = page.getByRole('textbox', { name: 'Message' });
      await box.fill('Kitchen closes at 22:00');
      await page.getByRole('button', { name: 'Send broadcast' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Message sent to' })).toBeVisible();
      await box.fill('Evacuate the terrace');
      await page.getByRole('button', { name: 'Send emergency notice' }).click();
      const notices = page.getByRole('region', { name: 'Messages from the administrator' });
      await expect(notices.getByRole('alert')).toContainText('Evacuate the terrace');
      await expect(notices.getByRole('status')).toContainText('Kitchen closes at 22:00');
    },
  },
  {
    name: 'admin: permission cache',
    open: async (page, base) => {
      // The notices stay until dismissed (they would cover the section links).
      const notices = page.getByRole('region', { name: 'Messages from the administrator' });
      for (const name of [/Dismiss emergency notice/, /Dismiss message/])
        await notices.getByRole('button', { name }).click();
      await expect(notices).toHaveCount(0);
      await adminSection('', 'Permission cache', async () => {
        await expect(page.getByText('Hit ratio')).toBeVisible();
      }).open(page, base);
    },
  },
  adminSection('admin: audit trail', 'Audit trail', async (page) => {
    await expect(page.getByRole('table', { name: 'Audit entries' }).getByRole('row').nth(1)).toBeVisible();
  }),
];

/** A declared resource's settings screen, waited for by its list table. */
const resourceScreen = (name: string, path: string, table: string): Screen => ({
  name,
  open: async (page, base) => {
    await page.goto(`${base}${CONSOLE}/settings/${path}`);
    await expect(page.getByRole('table', { name: table })).toBeVisible({ timeout: 30_000 });
  },
});

const AVAILABILITY_SETTINGS_SCREENS: Screen[] = [
  resourceScreen('settings: concierge perks', 'availability/perk', 'Concierge perks'),
  {
    name: 'settings: daily programs and their calendar',
    open: async (page, base) => {
      await resourceScreen('', 'availability/dailyProgram', 'Daily programs').open(page, base);
      await expect(page.getByRole('region', { name: 'Program calendar' })).toBeVisible();
    },
  },
  resourceScreen('settings: booking channels', 'availability/bookingChannel', 'Booking channels'),
];

const RULE_AND_COMBINATION_SCREENS: Screen[] = [
  resourceScreen('settings: access rules', 'availability/accessRules', 'Access rules'),
  {
    name: 'settings: access rule form, every section custom',
    open: async (page) => {
      await page.getByRole('button', { name: 'Edit access rule' }).first().click();
      const form = page.getByRole('dialog', { name: /^Edit access rule/ });
      await expect(form).toBeVisible();
      const switches = form.getByRole('switch', { name: /: custom values$/ });
      await expect(switches).toHaveCount(17);
      for (const toggle of await switches.all()) if (!(await toggle.isChecked())) await toggle.click();
      await expect(form.getByRole('textbox', { name: 'Time slot title' })).toBeVisible();
    },
  },
  resourceScreen('settings: table combinations', 'floorplan/tableCombination', 'Table combinations'),
  {
    name: 'settings: combination form with its member editor',
    open: async (page) => {
      await page
        .getByRole('button', { name: /^Edit combination/ })
        .first()
        .click();
      const form = page.getByRole('dialog', { name: /^Edit combination/ });
      await expect(form.getByRole('list', { name: 'Tables in order' })).toBeVisible();
      await expect(form.getByRole('button', { name: /^Move .* down$/ }).first()).toBeVisible();
    },
  },
];

/** A 1×1 PNG, uploaded through the media screen's file input. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const MEDIA_QR_DEVICE_SCREENS: Screen[] = [
  {
    name: 'media upload, after uploading a picture',
    open: async (page, base) => {
      await page.goto(`${base}${CONSOLE}/settings/mediaUpload`);
      await expect(page.getByRole('button', { name: 'Choose files' })).toBeVisible({ timeout: 30_000 });
      await page.locator('input[type=file]').setInputFiles({
        name: 'pixel.png',
        mimeType: 'image/png',
        buffer: PIXEL_PNG,
      });
      await expect(page.getByText('1 of 1 files uploaded')).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('button', { name: 'Edit pixel.png' }).first()).toBeVisible();
    },
  },
  {
    name: 'media upload: alt text dialog',
    open: async (page) => {
      await page.getByRole('button', { name: 'Edit pixel.png' }).first().click();
      await expect(page.getByRole('dialog', { name: 'Edit pixel.png' })).toBeVisible();
      await page.getByRole('textbox', { name: 'Alt text' }).fill('One red pixel');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Alt text: One red pixel').first()).toBeVisible();
    },
  },
  {
    name: 'QR code of the booking link',
    open: async (page, base) => {
      await page.goto(`${base}${CONSOLE}/settings/generateQrCode`);
      await expect(page.getByRole('img', { name: /^QR code opening .*\/book\/harbour-bistro$/ })).toBeVisible(
        {
          timeout: 30_000,
        },
      );
      await expect(page.getByRole('button', { name: 'Download SVG' })).toBeEnabled();
    },
  },
  {
    name: 'device settings and what the terminal stores',
    open: async (page, base) => {
      await page.goto(`${base}${CONSOLE}/settings/device`);
      await expect(page.getByRole('textbox', { name: 'Terminal name' })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('rowheader', { name: 'Terminal id' })).toBeVisible();
    },
  },
];

const FOOD_ORDER_SCREENS: Screen[] = [
  {
    name: 'food orders: order entry',
    open: async (page, base) => {
      await page.goto(`${base}${CONSOLE}/services/foodOrderManagement/menu`);
      await heading(page, 'Restaurant: take an order');
      await expect(page.getByRole('button', { name: 'Add Crab bisque' })).toBeVisible({ timeout: 30_000 });
      await page.getByRole('button', { name: 'Add Sirloin steak' }).click();
    },
  },
  {
    name: 'food orders: live board',
    open: async (page, base) => {
      await page.goto(`${base}${CONSOLE}/services/foodOrderManagement/restaurant1/liveOrders`);
      await heading(page, 'Restaurant: live orders');
      // One order on the board, so its cards are checked too.
      await page.getByRole('button', { name: 'New order' }).click();
      const entry = page.getByRole('dialog', { name: 'New order' });
      await entry.getByRole('textbox', { name: 'Table' }).click();
      await page.getByRole('option').first().click();
      await entry.getByRole('button', { name: 'Add Crab bisque' }).click();
      await entry.getByRole('button', { name: 'Place order' }).click();
      await expect(entry).toBeHidden();
      await expect(
        page
          .getByRole('region', { name: /^Placed/ })
          .getByRole('article')
          .first(),
      ).toBeVisible();
    },
  },
  {
    name: 'food orders: history',
    open: async (page, base) => {
      await page.goto(`${base}${CONSOLE}/services/foodOrderManagement/restaurant1/orderHistory`);
      await heading(page, 'Restaurant: order history');
      await expect(page.getByRole('table', { name: 'order history' })).toBeVisible();
    },
  },
  {
    name: 'food orders: tabs, opening one for a table',
    open: async (page, base) => {
      await page.goto(`${base}${CONSOLE}/services/foodOrderManagement/restaurant1/tabs`);
      await heading(page, 'Restaurant: tabs');
      await page.getByRole('textbox', { name: 'Table' }).click();
      await page.getByRole('option').first().click();
      await page.getByRole('button', { name: 'Open tab' }).click();
      await expect(page.getByRole('table', { name: 'Open tabs' })).toBeVisible();
    },
  },
];

const GROUPS: ScreenGroup[] = [
  { name: 'availability settings screens', signedIn: true, screens: AVAILABILITY_SETTINGS_SCREENS },
  { name: 'access rules and combination screens', signedIn: true, screens: RULE_AND_COMBINATION_SCREENS },
  {
    name: 'admin area screens',
    signedIn: true,
    screens: [
      ...ADMIN_AREA_SCREENS,
      {
        name: 'settings: server names, from the administration page',
        open: async (page, base) => {
          await page.goto(`${base}/admin`);
          await page.getByRole('link', { name: 'Open server names' }).click();
          await expect(page).toHaveURL(/\/harbour-bistro\/admin\/settings\/accounts\/serverName$/);
          await expect(page.getByRole('table', { name: 'Server names' })).toBeVisible({ timeout: 30_000 });
        },
      },
    ],
  },
  { name: 'media, QR and device screens', signedIn: true, screens: MEDIA_QR_DEVICE_SCREENS },
  {
    name: 'floor plan editor',
    signedIn: true,
    screens: [
      {
        name: 'settings: floor plan layouts',
        open: async (page, base) => {
          await page.goto(`${base}/harbour-bistro/admin/settings/floorplan/floorplanLayout`);
          await expect(page.getByRole('table', { name: 'Floor plan layouts' })).toBeVisible({
            timeout: 30_000,
          });
        },
      },
      {
        name: 'settings: floor plan layout editor, a table selected',
        open: async (page) => {
          await page
            .getByRole('link', { name: /^Edit / })
            .first()
            .click();
          await expect(page.getByTestId('floor-editor-canvas')).toHaveAttribute('data-scene-ready', 'true', {
            timeout: 30_000,
          });
          await page.locator('[data-kind="table"]').first().click();
          await expect(page.getByRole('group', { name: 'Selected element' })).toBeVisible();
        },
      },
    ],
  },
  { name: 'food order screens', signedIn: true, screens: FOOD_ORDER_SCREENS },
  ...[
    [
      'website widgets',
      [
        ['reservation', 'Reservation widget'],
        ['event', 'Event widget'],
        ['waitlist', 'Waitlist widget'],
      ],
    ],
    [
      'website widgets: page and audience',
      [
        ['landingPageSetting', 'Landing page'],
        ['customAudience', 'Custom audience'],
      ],
    ],
  ].map(([groupName, screens]) => ({
    name: groupName as string,
    signedIn: true,
    screens: (screens as string[][]).map(([path, name]) => ({
      name: `settings: website ${name}`,
      open: async (page: Page, base: string) => {
        await page.goto(`${base}/harbour-bistro/admin/settings/website/${path}`);
        await expect(page.getByRole('region', { name: `Preview of the ${name}` })).toBeVisible({
          timeout: 30_000,
        });
        await expect(
          page.getByRole('table', { name: 'Version history' }).or(page.getByText('No saved versions yet.')),
        ).toBeVisible();
      },
    })),
  })),
  {
    name: 'website template',
    signedIn: true,
    screens: [
      {
        name: 'settings: website template, gallery, customization, content and a comparison',
        open: async (page, base) => {
          await page.goto(`${base}${CONSOLE}/settings/website/template`);
          await expect(page.getByRole('button', { name: 'Assign Modern Restaurant' })).toBeVisible({
            timeout: 30_000,
          });
          await expect(page.getByRole('textbox', { name: 'Hero title' })).toBeVisible();
          await page.getByRole('button', { name: 'Compare', exact: true }).click();
          await expect(page.getByTestId('template-comparison')).toBeVisible();
        },
      },
    ],
  },
];

checkGroups(GROUPS);
