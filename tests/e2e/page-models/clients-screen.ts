import { expect, type Locator, type Page } from '@playwright/test';

export const CLIENTS_PATH = '/harbour-bistro/admin/clients';

/** A client profile's tabs in their first order: a tab chosen moves to the front, Notes stays last. */
export const PROFILE_TABS = [
  'Reservation History',
  'Order History',
  'Request History',
  'Client Tier History',
  'Notes',
] as const;

export class ClientsScreen {
  readonly table: Locator;
  readonly search: Locator;
  readonly tabs: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByRole('table', { name: 'Clients' });
    this.search = page.getByRole('textbox', { name: 'Search clients' });
    this.tabs = page.getByRole('tablist', { name: 'Client details' });
  }

  async open(baseUrl: string): Promise<void> {
    await this.page.goto(`${baseUrl}${CLIENTS_PATH}`);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  }

  /** Opens the profile of the client in row `n` of the list (0 is the header row) and waits for its tabs. */
  async openProfile(n: number): Promise<void> {
    await this.table.getByRole('row').nth(n).getByRole('link').click();
    await expect(this.page).toHaveURL(/\/clients\/profile\?id=/);
    await expect(this.tabs).toBeVisible();
  }

  async tabNames(): Promise<string[]> {
    return this.tabs.getByRole('tab').allTextContents();
  }
}
