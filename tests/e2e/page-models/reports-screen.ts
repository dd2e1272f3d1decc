import type { Locator, Page } from '@playwright/test';

/** The Reports screen (/report): the period, a card per report, and one report's charts and tables. */
export class ReportsScreen {
  readonly heading: Locator;
  readonly cards: Locator;
  readonly periodLine: Locator;
  readonly print: Locator;
  readonly detailHeading: Locator;
  readonly back: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: /^(Reports|Rapports)$/ });
    this.cards = page.getByRole('region', { name: /^(Report cards|Fiches des rapports)$/ });
    this.periodLine = page.locator('[data-period]');
    this.print = page.getByRole('button', { name: /^(Print|Imprimer)$/ });
    this.detailHeading = page.getByRole('heading', { level: 2 }).and(page.locator('#report-detail-heading'));
    this.back = page.getByRole('link', { name: 'All reports' });
  }

  async open(baseUrl: string, role: 'admin' | 'host' = 'admin', query = ''): Promise<void> {
    await this.page.goto(`${baseUrl}/harbour-bistro/${role}/report${query}`);
    await this.heading.waitFor();
  }

  /** The cards still loading: none once each shows its figure or why it has none. */
  loadingCards(): Locator {
    return this.cards.locator('[data-figure-value]').filter({ hasText: /^…$/ });
  }

  /** A report's card, by the report's name. */
  card(name: string): Locator {
    return this.page.getByRole('article', { name, exact: true });
  }

  figure(name: string): Locator {
    return this.card(name).locator('[data-figure-value]');
  }

  period(label: string): Locator {
    return this.page.getByRole('radio', { name: label, exact: true });
  }

  /** Chooses a preset period (the radios are drawn as a segmented control, so their label is clicked). */
  async choosePeriod(label: string): Promise<void> {
    await this.page
      .locator('label')
      .filter({ hasText: new RegExp(`^${label}$`) })
      .click();
  }

  async openReport(name: string): Promise<void> {
    await this.card(name)
      .getByRole('link', { name: `Open the ${name} chart and table` })
      .click();
  }

  /** The open report's sections: each a chart beside its table. */
  sections(): Locator {
    return this.page.locator('section[data-section]');
  }

  downloads(): Locator {
    return this.page.getByRole('button', { name: /^Download .* as CSV$/ });
  }
}
