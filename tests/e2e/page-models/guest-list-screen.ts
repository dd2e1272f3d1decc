import { expect, type Locator, type Page } from '@playwright/test';

export const GUEST_LIST_PATH = '/harbour-bistro/admin/services/reservationManagement/guestlist';

export class GuestListScreen {
  readonly table: Locator;
  readonly search: Locator;
  /** The add, bulk add and whole-day buttons above the list. */
  readonly actions: Locator;
  /** The outcome line of the last write (status, or alert when refused). */
  readonly outcome: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByRole('table', { name: 'Guests' });
    this.search = page.getByRole('textbox', { name: 'Search guests' });
    this.actions = page.getByRole('group', { name: 'Guest list actions' });
    this.outcome = page.locator('[data-outcome]');
  }

  async open(baseUrl: string): Promise<void> {
    await this.page.goto(`${baseUrl}${GUEST_LIST_PATH}`);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Guest list' })).toBeVisible();
  }

  rows(): Locator {
    return this.table.getByRole('row');
  }

  row(name: string): Locator {
    return this.table.getByRole('row', { name, exact: true });
  }

  dialog(name: string | RegExp): Locator {
    return this.page.getByRole('dialog', { name });
  }
}
