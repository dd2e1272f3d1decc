// The live-orders board: an order's card (found by its note) in the column of one state.
import type { Locator, Page } from '@playwright/test';

export const orderIn = (page: Page, column: string, note: string): Locator =>
  page
    .getByRole('region', { name: new RegExp(`^${column}`) })
    .getByRole('article')
    .filter({ hasText: note });
