// Whether the tables of a combination stand together on a saved floor plan layout (issue 13: the
// combination editor warns when they do not). A layout table's position is the top-left corner of
// its unrotated box and it turns about its centre; two tables are adjacent when the boxes bounding
// their turned shapes are at most ADJACENT_GAP apart (about a chair's depth). The chosen tables
// stand together when adjacency links them all into one group.
import type { LayoutTable } from '../schemas/seating.js';

/** Layout units between two tables' bounding boxes that still count as side by side. */
export const ADJACENT_GAP = 30;

type Placed = Pick<LayoutTable, 'table_id' | 'position' | 'rotation' | 'width' | 'height'>;

interface Box {
  cx: number;
  cy: number;
  hx: number;
  hy: number;
}

/** The axis-aligned box around a table's turned rectangle (an ellipse fits inside it). */
export function boundingBox(t: Placed): Box {
  const angle = (t.rotation * Math.PI) / 180;
  const cos = Math.abs(Math.cos(angle));
  const sin = Math.abs(Math.sin(angle));
  return {
    cx: t.position.x + t.width / 2,
    cy: t.position.y + t.height / 2,
    hx: (t.width / 2) * cos + (t.height / 2) * sin,
    hy: (t.width / 2) * sin + (t.height / 2) * cos,
  };
}

/** The distance between two tables' bounding boxes (0 when they touch or overlap). */
export function tableGap(a: Placed, b: Placed): number {
  const p = boundingBox(a);
  const q = boundingBox(b);
  const dx = Math.max(0, Math.abs(p.cx - q.cx) - (p.hx + q.hx));
  const dy = Math.max(0, Math.abs(p.cy - q.cy) - (p.hy + q.hy));
  return Math.hypot(dx, dy);
}

export interface AdjacencyCheck {
  /** Every chosen table is on the layout and adjacency links them into one group. */
  together: boolean;
  /** The chosen tables on the layout, in groups that stand together (in the chosen order). */
  groups: string[][];
  /** Chosen tables the layout does not place. */
  notOnLayout: string[];
}

export function checkAdjacency(tableIds: readonly string[], layout: readonly Placed[]): AdjacencyCheck {
  const placed = new Map(layout.map((t) => [t.table_id, t]));
  const onLayout = tableIds.filter((id) => placed.has(id));
  const notOnLayout = tableIds.filter((id) => !placed.has(id));
  const groups: string[][] = [];
  const seen = new Set<string>();
  for (const start of onLayout) {
    if (seen.has(start)) continue;
    const group: string[] = [];
    const queue = [start];
    seen.add(start);
    while (queue.length > 0) {
      const id = queue.shift() as string;
      group.push(id);
      for (const other of onLayout) {
        if (seen.has(other)) continue;
        const a = placed.get(id);
        const b = placed.get(other);
        if (a && b && tableGap(a, b) <= ADJACENT_GAP) {
          seen.add(other);
          queue.push(other);
        }
      }
    }
    groups.push(onLayout.filter((t) => group.includes(t)));
  }
  return { together: notOnLayout.length === 0 && groups.length <= 1, groups, notOnLayout };
}
