import { expect, type Locator, type Page } from '@playwright/test';
import { isTableFree, occupiedIntervals } from '../../../src-shared/domain/availability/index.js';
import { instantToVenueLocal, timeToMinutes } from '../../../src-shared/time.js';
import { tablesBounds, type PlacedTable } from '../../../src-renderer/screens/floorplan/floor-hit-test.js';
import { fitBounds, worldToScreen } from '../../../src-renderer/screens/floorplan/floor-transform.js';
import { E2E_VENUE_ZONE } from '../fixtures/venue-zone.js';
import { readMirror } from './venue-mirror.js';

/** What the canvas actually shows, counted from a screenshot of it (overlays masked out). */
export interface CanvasPaint {
  /** Pixels that are not the empty-stage background. */
  painted: number;
  /** Pixels in one of the table live-state fills, per fill colour (hex). */
  fills: Record<string, number>;
  /** Dark pixels (table outlines and name labels). */
  dark: number;
}

/** A table free for a party now, as the plan places it. */
export interface FreeTable {
  id: string;
  name: string;
  /** Where the table stands on the plan (world units). */
  placed: PlacedTable;
  /** Every table of the plan, as placed: what the screen's initial fit frames. */
  plan: PlacedTable[];
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

  /**
   * A table of the plan (in the plan's order) that seats `party`, is free now and for the next 150
   * minutes by the console's mirror and is shown free on the plan; never the table named `except`.
   */
  async freeTable(party: number, except?: string): Promise<FreeTable> {
    const now = instantToVenueLocal(new Date(), E2E_VENUE_ZONE);
    const { floor, bookings } = await readMirror(this.page, now.date);
    const occupancy = occupiedIntervals(bookings, floor.statuses, now.date);
    const layout = floor.layouts[0];
    if (!layout) throw new Error('Harbour has no floor plan layout');
    const start = timeToMinutes(now.time);
    const byId = new Map(floor.tables.map((t) => [t.id, t]));
    const plan = layout.tables.map((lt) => ({
      id: lt.table_id,
      x: lt.position.x,
      y: lt.position.y,
      width: lt.width,
      height: lt.height,
      rotation: lt.rotation,
      shape: byId.get(lt.table_id)?.shape ?? 'square',
    }));
    for (const placed of plan) {
      const table = byId.get(placed.id);
      if (
        !table?.isActive ||
        table.max_covers < party ||
        table.name === except ||
        !isTableFree(occupancy, placed.id, start, start + 150)
      )
        continue;
      if (((await this.table(table.name).textContent()) ?? '').endsWith(', free'))
        return { id: placed.id, name: table.name, placed, plan };
    }
    throw new Error('No free table on the floor plan now');
  }

  /** Drags the walk-in card onto a table where the screen's initial fit draws it (the screen's own pure functions). */
  async dragWalkInOnto({ placed, plan }: FreeTable): Promise<void> {
    const stage = await this.stage.boundingBox();
    const bounds = tablesBounds(plan);
    if (!stage || !bounds) throw new Error('The canvas has no size');
    const centre = worldToScreen(fitBounds(bounds, { width: stage.width, height: stage.height }), {
      x: placed.x + placed.width / 2,
      y: placed.y + placed.height / 2,
    });
    await this.dragWalkInTo(stage.x + centre.x, stage.y + centre.y);
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
