import { expect, type Locator, type Page } from '@playwright/test';

/** What the canvas actually shows, counted from a screenshot of it (overlays masked out). */
export interface CanvasPaint {
  /** Pixels that are not the empty-stage background. */
  painted: number;
  /** Pixels in one of the table live-state fills, per fill colour (hex). */
  fills: Record<string, number>;
  /** Dark pixels (table outlines and name labels). */
  dark: number;
}

/** The Floorplan: the Pixi canvas, its accessible table list and the seating side panel. */
export class FloorplanPage {
  readonly heading: Locator;
  readonly canvas: Locator;
  readonly stage: Locator;
  readonly tables: Locator;
  readonly walkIn: Locator;
  readonly messages: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Floorplan' });
    this.stage = page.getByTestId('floor-canvas-host');
    this.canvas = this.stage.locator('canvas');
    this.tables = page.getByRole('navigation', { name: 'Tables' }).getByRole('button');
    this.walkIn = page.getByTestId('walk-in-card');
    this.messages = page.getByRole('region', { name: 'Messages' }).getByRole('alert');
  }

  /**
   * Screenshots the canvas with the zoom toolbar and the legend masked in the background colour, and
   * counts its pixels in the page (the PNG is decoded with createImageBitmap there; Node has no PNG
   * decoder installed). An uninitialised or empty scene counts no painted pixels.
   */
  async canvasPaint(fills: readonly number[], background = 0xf8fafc): Promise<CanvasPaint> {
    const png = await this.canvas.screenshot({
      animations: 'disabled',
      mask: [
        this.page.getByRole('list', { name: 'Table colours' }),
        this.page.getByRole('button', { name: /^Zoom (in|out)$|^Fit the plan/ }),
        this.page.getByLabel('Zoom level'),
      ],
      maskColor: `#${background.toString(16).padStart(6, '0')}`,
    });
    return this.page.evaluate(
      async ({ bytes, fills: colours, background: bg }) => {
        const bitmap = await createImageBitmap(new Blob([new Uint8Array(bytes)], { type: 'image/png' }));
        const out = document.createElement('canvas');
        out.width = bitmap.width;
        out.height = bitmap.height;
        const g = out.getContext('2d');
        if (!g) throw new Error('No 2D context');
        g.drawImage(bitmap, 0, 0);
        const data = g.getImageData(0, 0, out.width, out.height).data;
        const rgb = (c: number) => [(c >> 16) & 255, (c >> 8) & 255, c & 255] as const;
        const near = (i: number, [r, gr, b]: readonly [number, number, number], tol: number) =>
          Math.abs((data[i] ?? 0) - r) <= tol &&
          Math.abs((data[i + 1] ?? 0) - gr) <= tol &&
          Math.abs((data[i + 2] ?? 0) - b) <= tol;
        const back = rgb(bg);
        const targets = colours.map((c) => ({ key: `#${c.toString(16).padStart(6, '0')}`, rgb: rgb(c) }));
        const result = {
          painted: 0,
          dark: 0,
          fills: Object.fromEntries(targets.map((t) => [t.key, 0])) as Record<string, number>,
        };
        for (let i = 0; i < data.length; i += 4) {
          if (near(i, back, 3)) continue;
          result.painted += 1;
          if ((data[i] ?? 0) + (data[i + 1] ?? 0) + (data[i + 2] ?? 0) < 240) result.dark += 1;
          const hit = targets.find((t) => near(i, t.rgb, 3));
          if (hit) result.fills[hit.key] = (result.fills[hit.key] ?? 0) + 1;
        }
        return result;
      },
      { bytes: [...png], fills: [...fills], background },
    );
  }

  table(name: string): Locator {
    return this.page
      .getByRole('navigation', { name: 'Tables' })
      .getByRole('button', { name: new RegExp(`^Table ${name}, `) });
  }

  /** Selects a table through the accessible table list (hidden until focused), as a keyboard user does. */
  async selectTable(name: string): Promise<Locator> {
    const button = this.table(name);
    await button.focus();
    await this.page.keyboard.press('Enter');
    const panel = this.page.getByRole('region', { name: `Selected table ${name}` });
    await expect(panel).toBeVisible();
    return panel;
  }

  /** A booking in the side panel's "Upcoming reservations" list ("Jane Doe, 4 guests, 19:30–21:15, T4, Booked"). */
  upcoming(guest: string): Locator {
    return this.page
      .getByRole('list', { name: 'Upcoming reservations' })
      .getByRole('listitem', { name: new RegExp(`^${guest}, `) });
  }

  /** Drags the walk-in card (by its title) to a point on the page, with real pointer events. */
  async dragWalkInTo(x: number, y: number): Promise<void> {
    const handle = await this.walkIn.getByText('Walk-in', { exact: true }).boundingBox();
    if (!handle) throw new Error('The walk-in card is not on screen');
    const sx = handle.x + handle.width / 2;
    const sy = handle.y + handle.height / 2;
    await this.page.mouse.move(sx, sy);
    await this.page.mouse.down();
    const steps = 12;
    for (let i = 1; i <= steps; i += 1)
      await this.page.mouse.move(sx + ((x - sx) * i) / steps, sy + ((y - sy) * i) / steps);
    await this.page.mouse.up();
  }
}
