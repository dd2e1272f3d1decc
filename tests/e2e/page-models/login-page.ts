import type { Locator, Page } from '@playwright/test';

export class LoginPage {
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly error: Locator;

  constructor(
    readonly page: Page,
    private readonly baseUrl: string,
  ) {
    this.email = page.getByLabel('Email');
    this.password = page.getByRole('textbox', { name: 'Password' });
    this.submit = page.getByRole('button', { name: 'Sign in' });
    this.error = page.getByRole('form', { name: 'Sign in' }).getByRole('alert');
  }

  async open(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/login`);
    await this.email.waitFor();
  }

  /** Opens the login page and signs in; where it lands is the caller's to check. */
  async signInFresh(credentials: { email: string; password: string }): Promise<void> {
    await this.open();
    await this.signIn(credentials);
  }

  async signIn(credentials: { email: string; password: string }): Promise<void> {
    await this.email.fill(credentials.email);
    await this.password.fill(credentials.password);
    await this.submit.click();
  }
}
