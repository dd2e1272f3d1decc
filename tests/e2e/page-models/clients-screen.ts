import { expect, type Locator, type Page } from '@playwright/test';

export const CLIENTS_PATH = '/harbour-bistro/admin/clients';

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

  async tabNames(): Promise<string[]> {
    return this.tabs.getByRole('tab').allTextContents();
  }
}
