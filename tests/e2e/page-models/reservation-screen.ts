import { expect, type Locator, type Page } from '@playwright/test';

export const RESERVATION_PATH = '/harbour-bistro/admin/services/reservationManagement/reservation';

/** The reservation screen: day list, filters, the new/edit panel and the walk-in dialog. */
export class ReservationScreen {
  readonly table: Locator;
  readonly newButton: Locator;
  readonly walkInButton: Locator;
  readonly panel: Locator;
  /** The panel opened on an existing booking (a click on its row, or its Edit action). */
  readonly editPanel: Locator;
  readonly walkInDialog: Locator;
  readonly shift: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByRole('table', { name: 'Reservations' });
    this.newButton = page.getByRole('button', { name: 'New reservation', exact: true });
    this.walkInButton = page.getByRole('button', { name: 'Walk-in', exact: true });
    this.panel = page.getByRole('dialog', { name: /reservation/i });
    this.editPanel = page.getByRole('dialog', { name: /^Edit reservation/ });
    this.walkInDialog = page.getByRole('dialog', { name: 'Seat a walk-in' });
    this.shift = page.getByRole('radiogroup', { name: 'Shift' }).or(page.locator('[aria-label="Shift"]'));
  }

  /**
   * `timeout` is for a console that has just signed in for the first time: in web mode its core runs in
   * the test's own process, beside the API, and its first full sync competes with the page's load.
   */
  async open(baseUrl: string, timeout?: number): Promise<void> {
    await this.page.goto(`${baseUrl}${RESERVATION_PATH}`);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Reservations' })).toBeVisible({ timeout });
  }

  /** Waits until the first sync has brought today's bookings into the mirror. */
  async waitForRows(): Promise<void> {
    await this.chooseShift('All day');
    await expect(this.table.getByRole('row').nth(1)).toBeVisible({ timeout: 45_000 });
  }

  async chooseShift(label: string): Promise<void> {
    await this.page
      .locator('[aria-label="Shift"]')
      .getByText(new RegExp(`^${label}`))
      .click();
  }

  row(guest: string): Locator {
    return this.table.getByRole('row', { name: new RegExp(guest) });
  }

  field(label: string): Locator {
    // A required field's label ends with an asterisk.
    return this.panel.getByLabel(new RegExp(`^${label}( \\*)?$`));
  }

  /** Fills the panel's guest and party, then takes the first bookable time at or after `from`. */
  async fillBooking(guest: { first: string; last: string; party: number; from: string }): Promise<string> {
    await this.field('First name').fill(guest.first);
    await this.field('Last name').fill(guest.last);
    await this.field('Guest count').fill(String(guest.party));
    const times = this.panel
      .getByRole('group', { name: 'Available times' })
      .getByRole('button', { name: /^Book at/ });
    await expect(times.first()).toBeVisible();
    const labels = await times.evaluateAll((buttons) => buttons.map((b) => b.textContent ?? ''));
    const time = labels.find((t) => t >= guest.from);
    if (!time) throw new Error(`No bookable time at or after ${guest.from}: ${labels.join(', ')}`);
    await times.filter({ hasText: new RegExp(`^${time}$`) }).click();
    return time;
  }

  /** Like fillBooking, but takes the latest bookable time offered; returns it and its suggested table. */
  async fillBookingLatest(guest: {
    first: string;
    last: string;
    party: number;
  }): Promise<{ time: string; table: string }> {
    await this.field('Guest count').fill(String(guest.party));
    const times = this.panel
      .getByRole('group', { name: 'Available times' })
      .getByRole('button', { name: /^Book at/ });
    await expect(times.first()).toBeVisible();
    const labels = await times.evaluateAll((buttons) =>
      buttons.map((b) => b.getAttribute('aria-label') ?? ''),
    );
    const last = labels.at(-1)?.match(/^Book at (\S+) on (.+)$/);
    if (!last?.[1] || !last[2]) throw new Error(`No bookable time for ${guest.party}: ${labels.join(', ')}`);
    const time = await this.fillBooking({ ...guest, from: last[1] });
    return { time, table: last[2] };
  }

  /**
   * The quick way (issue 27): guest name and party only, no offered time clicked and the table
   * left at its untouched default — the booking is placed by the engine, not on that default.
   */
  async fillQuickBooking(guest: { first: string; last: string; party: number }): Promise<void> {
    await this.field('First name').fill(guest.first);
    await this.field('Last name').fill(guest.last);
    await this.field('Guest count').fill(String(guest.party));
  }

  async book(): Promise<void> {
    await this.panel.getByRole('button', { name: 'Book reservation' }).click();
  }

  async rowAction(guest: string, action: string): Promise<void> {
    await this.rowMenuItem(this.row(guest), action);
  }

  /**
   * Opens a row's actions menu and picks `action`. A sync that redraws the row while the menu opens
   * closes it (a busy machine makes that likelier), so the menu is opened again, up to three times.
   */
  async rowMenuItem(row: Locator, action: string): Promise<void> {
    const item = this.page.getByRole('menuitem', { name: action });
    for (let attempt = 1; ; attempt += 1) {
      await row.getByRole('button', { name: /^Actions for/ }).click();
      try {
        await item.waitFor({ state: 'visible', timeout: 10_000 });
        await item.click({ timeout: 10_000 });
        return;
      } catch (error) {
        if (attempt >= 3) throw error;
        await this.page.keyboard.press('Escape');
      }
    }
  }

  async seatWalkIn(first: string, party: number): Promise<void> {
    await this.walkInButton.click();
    await this.walkInDialog.getByLabel('First name').fill(first);
    await this.walkInDialog.getByLabel('Party size').fill(String(party));
    await expect(this.walkInDialog.getByText(/^Seat now/)).toBeVisible();
    await this.walkInDialog.getByRole('button', { name: 'Seat walk-in' }).click();
    await expect(this.walkInDialog).toBeHidden();
  }
}
