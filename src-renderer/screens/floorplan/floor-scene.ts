// The floor plan's Pixi scene, kept imperatively under one world container: tables are built once
// and on each change only their tint, labels and rings are updated, so live status changes every
// frame stay cheap. The shape is drawn white and tinted by state; labels stay upright when a table
// is rotated, and labels are rasterised for the largest zoom so they stay crisp at every zoom.
// Tables outside the view are culled and labels too small to read are not drawn (floor-detail.ts).
import { BitmapFont, BitmapText, Container, Graphics, Sprite, type Renderer, type Texture } from 'pixi.js';
import {
  DETAIL_FONT_PX,
  inView,
  labelDetail,
  NAME_FONT_PX,
  tableReach,
  type LabelDetail,
} from './floor-detail.js';
import { MAX_SCALE, textResolution, type FloorTransform } from './floor-transform.js';
import { HOVER, LABEL, LIVE_FILL, OUTLINE, ROOM_EDGE, ROOM_FILL, SELECTED, WALL } from './floor-palette.js';
import type { LiveState } from './table-live-status.js';

export interface SceneTable {
  id: string;
  name: string;
  seats: number;
  shape: string;
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
}

/** A room, wall or label of the layout (issue 13), drawn behind the tables. */
export interface SceneElement {
  id: string;
  kind: 'room' | 'wall' | 'label';
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
}

export interface SceneState {
  state: LiveState;
  /** Minutes since seated, shown under the name. */
  timer: number | null;
  /** A word under the name besides the colour (the party has arrived), in the console's language. */
  note?: string | null;
}

interface Node {
  table: SceneTable;
  root: Container;
  body: Sprite;
  ring: Sprite;
  name: BitmapText;
  detail: BitmapText;
  state: LiveState | null;
  timer: number | null | undefined;
  note: string | null;
  /** The detail line's text lags its timer while the line is hidden; it catches up when shown. */
  detailStale: boolean;
  /** World centre and reach, for culling. */
  cx: number;
  cy: number;
  reach: number;
}

const FONT_FAMILY = 'Inter, system-ui, sans-serif';
const NAME_FONT = 'floor-name';
const DETAIL_FONT = 'floor-detail';
/** Latin letters with French accents too: a state's word under a table is in the console's language. */
const CHARS = [['a', 'z'], ['A', 'Z'], ['0', '9'], " ·-+&/#()'.,àâçéèêëîïôùûüÉÈ"] as (string | string[])[];

/**
 * Labels are BitmapText from fonts rasterised once at the resolution the largest zoom needs on this
 * screen: every label shares one atlas (so they batch), and text stays crisp at every zoom.
 */
function installFonts(devicePixelRatio: number): void {
  const resolution = textResolution(MAX_SCALE, devicePixelRatio);
  BitmapFont.install({
    name: NAME_FONT,
    style: { fontFamily: FONT_FAMILY, fontSize: NAME_FONT_PX, fontWeight: '700', fill: LABEL },
    chars: CHARS,
    resolution,
  });
  BitmapFont.install({
    name: DETAIL_FONT,
    style: { fontFamily: FONT_FAMILY, fontSize: DETAIL_FONT_PX, fontWeight: '500', fill: LABEL },
    chars: CHARS,
    resolution,
  });
}

function drawShape(g: Graphics, t: SceneTable, inset = 0): Graphics {
  const w = t.width + inset * 2;
  const h = t.height + inset * 2;
  if (t.shape === 'round' || t.shape === 'oval') return g.ellipse(0, 0, w / 2, h / 2);
  const radius = t.shape === 'booth' ? 18 : t.shape === 'bar' ? 4 : 8;
  return g.roundRect(-w / 2, -h / 2, w, h, radius);
}

function sameGeometry(a: SceneTable, b: SceneTable): boolean {
  return (
    a.shape === b.shape &&
    a.x === b.x &&
    a.y === b.y &&
    a.width === b.width &&
    a.height === b.height &&
    a.rotation === b.rotation &&
    a.name === b.name &&
    a.seats === b.seats
  );
}

/** One room, wall or label: a box about its centre (a label's box only places its text). */
function buildElement(e: SceneElement): Container {
  const root = new Container({
    x: e.x + e.width / 2,
    y: e.y + e.height / 2,
    rotation: (e.rotation * Math.PI) / 180,
    label: e.name || e.kind,
  });
  const box = new Graphics().rect(-e.width / 2, -e.height / 2, e.width, e.height);
  if (e.kind === 'room') box.fill(ROOM_FILL).stroke({ width: 2, color: ROOM_EDGE });
  else if (e.kind === 'wall') box.fill(WALL);
  if (e.kind !== 'label') root.addChild(box);
  else box.destroy();
  if (e.name && e.kind !== 'wall') {
    const text = new BitmapText({
      text: e.name,
      style: { fontFamily: e.kind === 'room' ? NAME_FONT : DETAIL_FONT, fontSize: NAME_FONT_PX },
      anchor: e.kind === 'room' ? { x: 0, y: 0 } : 0.5,
    });
    if (e.kind === 'room') text.position.set(-e.width / 2 + 8, -e.height / 2 + 6);
    root.addChild(text);
  }
  return root;
}

export class FloorScene {
  private readonly nodes = new Map<string, Node>();
  /** Rooms, walls and labels: one container under every table, rebuilt when they change (few). */
  private readonly backdrop = new Container({ label: 'layout elements' });
  private elements: readonly SceneElement[] = [];
  private resolution = 1;
  private selected: string | null = null;
  private hover: string | null = null;
  private transform: FloorTransform = { scale: 1, x: 0, y: 0 };
  private labels: LabelDetail = labelDetail(1);
  private readonly onResize = () => this.applyView();

  /** Body and ring textures per geometry: tables are tinted sprites of a few shared textures, so
   * hundreds of them batch into a handful of draws (Graphics per table cost ~0.3 ms each on
   * software WebGL). They are drawn at the largest zoom's resolution so edges stay sharp. */
  private readonly textures = new Map<string, Texture>();

  constructor(
    readonly world: Container,
    private readonly renderer: Renderer,
    devicePixelRatio = 1,
  ) {
    installFonts(devicePixelRatio);
    this.resolution = textResolution(MAX_SCALE, devicePixelRatio);
    world.addChildAt(this.backdrop, 0);
    renderer.on('resize', this.onResize);
  }

  private texture(t: SceneTable, kind: 'body' | 'ring'): Texture {
    const key = `${kind}:${t.shape}:${t.width}x${t.height}`;
    let texture = this.textures.get(key);
    if (!texture) {
      const g = new Graphics();
      if (kind === 'body') drawShape(g, t).fill(0xffffff).stroke({ width: 1.5, color: OUTLINE });
      else drawShape(g, t, 5).stroke({ width: 3, color: 0xffffff });
      texture = this.renderer.generateTexture({ target: g, resolution: this.resolution, antialias: true });
      g.destroy();
      this.textures.set(key, texture);
    }
    return texture;
  }

  setTables(tables: readonly SceneTable[]): void {
    const keep = new Set(tables.map((t) => t.id));
    for (const [id, node] of this.nodes) {
      if (!keep.has(id)) {
        node.root.destroy({ children: true });
        this.nodes.delete(id);
      }
    }
    for (const table of tables) {
      const existing = this.nodes.get(table.id);
      if (existing && sameGeometry(existing.table, table)) continue;
      if (existing) existing.root.destroy({ children: true });
      const node = this.build(table);
      this.nodes.set(table.id, node);
      this.showNode(node);
    }
  }

  private build(table: SceneTable): Node {
    const root = new Container({
      x: table.x + table.width / 2,
      y: table.y + table.height / 2,
      label: table.name,
    });
    const angle = (table.rotation * Math.PI) / 180;
    const ring = new Sprite({
      texture: this.texture(table, 'ring'),
      anchor: 0.5,
      rotation: angle,
      visible: false,
    });
    const body = new Sprite({ texture: this.texture(table, 'body'), anchor: 0.5, rotation: angle });
    const name = new BitmapText({
      text: table.name,
      style: { fontFamily: NAME_FONT, fontSize: NAME_FONT_PX },
      anchor: { x: 0.5, y: 1 },
    });
    const detail = new BitmapText({
      text: `${table.seats} seats`,
      style: { fontFamily: DETAIL_FONT, fontSize: DETAIL_FONT_PX },
      anchor: { x: 0.5, y: 0 },
    });
    name.y = 2;
    detail.y = 2;
    root.addChild(ring, body, name, detail);
    this.world.addChild(root);
    const cx = table.x + table.width / 2;
    const cy = table.y + table.height / 2;
    const reach = tableReach(table.width, table.height);
    return {
      table,
      root,
      body,
      ring,
      name,
      detail,
      state: null,
      timer: undefined,
      note: null,
      detailStale: false,
      cx,
      cy,
      reach,
    };
  }

  setElements(elements: readonly SceneElement[]): void {
    if (elements === this.elements) return;
    this.elements = elements;
    for (const child of this.backdrop.removeChildren()) child.destroy({ children: true });
    for (const e of elements) this.backdrop.addChild(buildElement(e));
  }

  setStates(states: ReadonlyMap<string, SceneState>): void {
    for (const [id, node] of this.nodes) {
      const next = states.get(id);
      const state = next?.state ?? 'free';
      const timer = next?.timer ?? null;
      const note = next?.note ?? null;
      if (node.state !== state) {
        node.body.tint = LIVE_FILL[state];
        node.state = state;
      }
      if (node.timer !== timer || node.note !== note) {
        node.timer = timer;
        node.note = note;
        // Re-laying out a label nobody can see is the costliest part of a status change.
        if (node.detail.visible && node.root.visible) this.writeDetail(node);
        else node.detailStale = true;
      }
    }
  }

  private writeDetail(node: Node): void {
    const { seats } = node.table;
    const line = node.timer == null ? `${seats} seats` : `${seats} · ${node.timer}m`;
    node.detail.text = node.note ? `${line} · ${node.note}` : line;
    node.detailStale = false;
  }

  /** Culls a table outside the view and hides labels too small to read at this zoom. */
  private showNode(node: Node): void {
    const screen = this.renderer.screen;
    node.root.visible = inView(node.cx, node.cy, node.reach, this.transform, screen);
    if (!node.root.visible) return;
    node.name.visible = this.labels.name;
    node.detail.visible = this.labels.detail;
    if (node.detail.visible && node.detailStale) this.writeDetail(node);
  }

  private applyView(): void {
    this.labels = labelDetail(this.transform.scale);
    for (const node of this.nodes.values()) this.showNode(node);
  }

  setSelection(selected: string | null, hover: string | null): void {
    if (selected === this.selected && hover === this.hover) return;
    for (const id of [this.selected, this.hover, selected, hover]) {
      const node = id ? this.nodes.get(id) : undefined;
      if (!node) continue;
      const on = id === hover || id === selected;
      node.ring.visible = on;
      node.ring.tint = id === hover ? HOVER : SELECTED;
    }
    this.selected = selected;
    this.hover = hover;
  }

  setTransform(t: FloorTransform): void {
    this.world.position.set(t.x, t.y);
    this.world.scale.set(t.scale);
    this.transform = t;
    this.applyView();
  }

  get size(): number {
    return this.nodes.size;
  }

  destroy(): void {
    this.renderer.off('resize', this.onResize);
    for (const node of this.nodes.values()) node.root.destroy({ children: true });
    this.nodes.clear();
    this.backdrop.destroy({ children: true });
    for (const texture of this.textures.values()) texture.destroy(true);
    this.textures.clear();
  }
}
