import { expect, type Locator, type Page } from '@playwright/test';

export const GUEST_LIST_PATH = '/harbour-bistro/admin/services/reservationManagement/guestlist';

export class GuestListScreen {
  readonly table: Locator;
  readonly search: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByRole('table', { name: 'Guests' });
    this.search = page.getByRole('textbox', { name: 'Search guests' });
  }

  async open(baseUrl: string): Promise<void> {
    await this.page.goto(`${baseUrl}${GUEST_LIST_PATH}`);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Guest list' })).toBeVisible();
  }

  rows(): Locator {
    return this.table.getByRole('row');
  }
}
