import { expect, type Locator, type Page } from '@playwright/test';
import { formatDisplayDate } from '../../../src-shared/dates.js';

export const QUICK_VIEW_PATH = '/harbour-bistro/admin/settings/availability/availabilityQuickView';

/** Settings › Availability quick view: the range form, the day buttons, the matrix and the picked cell. */
export class QuickViewScreen {
  readonly detail: Locator;

  constructor(readonly page: Page) {
    this.detail = page.getByRole('region', { name: 'Selected slot' });
  }

  async open(baseUrl: string): Promise<void> {
    await this.page.goto(`${baseUrl}${QUICK_VIEW_PATH}`);
    await expect(this.page.getByRole('group', { name: 'Days' })).toBeVisible({ timeout: 30_000 });
  }

  /** Shows `days` days from `from` for parties `partyFrom`–`partyTo`. */
  async show(query: { from: string; days: number; partyFrom: number; partyTo: number }): Promise<void> {
    await this.page.getByLabel('From', { exact: true }).fill(query.from);
    for (const [label, value] of [
      ['Days', query.days],
      ['Party from', query.partyFrom],
      ['Party to', query.partyTo],
    ] as const) {
      const input = this.page.getByRole('textbox', { name: label, exact: true });
      await input.fill(String(value));
      await input.blur();
    }
    await expect(
      this.page.getByRole('table', {
        name: `Availability on ${formatDisplayDate(query.from)} by time and party size`,
      }),
    ).toBeVisible({ timeout: 30_000 });
  }

  cell(time: string, partySize: number): Locator {
    return this.page.getByRole('button', { name: new RegExp(`^${time}, party of ${partySize}: `) });
  }

  /** Picks a cell and returns the reason lines of its detail panel. */
  async reasonsOf(time: string, partySize: number): Promise<Locator> {
    await this.cell(time, partySize).click();
    await expect(this.detail).toContainText(`at ${time}, party of ${partySize}`);
    return this.detail.getByRole('list', { name: 'Reasons' }).getByRole('listitem');
  }
}
