import type { Locator, Page } from '@playwright/test';

/** The help centre (/help) and a help topic (/HelpTopic?topic=…). */
export class HelpCentre {
  readonly heading: Locator;
  readonly search: Locator;
  readonly topic: Locator;
  readonly back: Locator;

  constructor(
    readonly page: Page,
    private readonly baseUrl: string,
  ) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.search = page.getByRole('textbox', { name: 'Search help' });
    this.topic = page.getByRole('article');
    this.back = page.getByRole('link', { name: /Back to the help centre/ });
  }

  async open(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/help`);
    await this.heading.filter({ hasText: 'Help centre' }).waitFor();
  }

  topicLink(title: string): Locator {
    return this.page.getByRole('link', { name: title, exact: true });
  }

  /** The numbered steps of the topic shown. */
  steps(): Locator {
    return this.topic.locator('ol');
  }
}
