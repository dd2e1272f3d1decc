import type { Locator, Page } from '@playwright/test';

/** Settings › General › Venue Settings: the venue tabs and the chosen group's form. */
export class VenueSettingsPage {
  readonly venueTabs: Locator;
  readonly leaveDialog: Locator;
  readonly settingsSidebar: Locator;

  constructor(readonly page: Page) {
    this.venueTabs = page.getByRole('tablist', { name: 'Venue settings' });
    this.leaveDialog = page.getByRole('dialog', { name: 'Leave without saving?' });
    this.settingsSidebar = page.getByRole('navigation', { name: 'Settings sidebar' });
  }

  async open(baseUrl: string): Promise<void> {
    await this.page.goto(`${baseUrl}/harbour-bistro/admin/settings/general/venue`);
  }

  /** The form of the group shown ("Internal summary emails", "Reservation config"…). */
  form(title: string): Locator {
    return this.page.getByRole('form', { name: title });
  }

  /** The screen's own message (the shell's sync status is a status region too). */
  said(text: string | RegExp): Locator {
    return this.page.getByRole('status').filter({ hasText: text });
  }
}
