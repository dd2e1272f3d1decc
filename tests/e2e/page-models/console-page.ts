import type { Locator, Page } from '@playwright/test';

/** The signed-in console: sidebar, current page heading and the way out. */
export class ConsolePage {
  readonly sidebar: Locator;
  readonly heading: Locator;
  readonly searchTrigger: Locator;
  readonly signOut: Locator;
  readonly logoBlock: Locator;

  constructor(
    readonly page: Page,
    private readonly baseUrl: string,
  ) {
    this.sidebar = page.getByRole('navigation', { name: 'Main' });
    this.heading = page.getByRole('heading', { level: 1 });
    this.searchTrigger = this.sidebar.getByRole('button', { name: /^Search/ });
    this.signOut = this.sidebar.getByRole('button', { name: 'Sign out' });
    this.logoBlock = this.sidebar.getByRole('button', { name: /^Powered by/ });
  }

  url(path: string): string {
    return `${this.baseUrl}${path}`;
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(this.url(path));
  }

  /** The path (and query) of the page now shown, without the origin. */
  path(): string {
    const url = new URL(this.page.url());
    return `${url.pathname}${url.search}`;
  }

  sidebarLink(label: string): Locator {
    return this.sidebar.getByRole('link', { name: label, exact: true });
  }
}
