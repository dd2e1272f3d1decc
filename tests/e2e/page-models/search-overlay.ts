import type { Locator, Page } from '@playwright/test';

export class SearchOverlay {
  readonly dialog: Locator;
  readonly input: Locator;
  readonly close: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: /^Search/ });
    this.input = this.dialog.getByRole('textbox', { name: 'Search' });
    this.close = this.dialog.getByRole('button', { name: 'Close search' });
  }

  section(name: string): Locator {
    return this.dialog.getByRole('region', { name });
  }
}
