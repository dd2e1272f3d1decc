// The layout editor's canvas: the host floorplan's Pixi stage and scene (same drawing of tables,
// rooms, walls and labels) with editing gestures on the host element — click to select, Shift+click
// to add to the selection, drag to move, the round handle above the selection to rotate, the square
// handle at its bottom-right corner to resize, drag the background to pan, wheel to zoom. A gesture
// shows as a draft and becomes one undo step when the pointer is released.
import { Graphics } from 'pixi.js';
import { useEffect, useMemo, useRef, useState, type PointerEvent } from 'react';
import {
  tableAtScreen,
  FloorStage,
  useFloorScene,
  useWheelZoom,
  type Stage,
  SELECTED,
  type SceneElement,
  type SceneState,
  panBy,
  screenToWorld,
  worldToScreen,
  type FloorTransform,
  type Point,
} from '../floorplan/public.js';
import {
  moveBy,
  resizeHandle,
  resizeToward,
  rotateHandle,
  rotateToward,
  updateItems,
  type EditorItem,
} from './editor-model.js';
import { GRID, type EditorState } from './use-editor-state.js';

export const ROTATE_OFFSET_PX = 24;
const HANDLE_REACH_PX = 12;
const CLICK_SLOP_PX = 4;
const NO_STATES: ReadonlyMap<string, SceneState> = new Map();

type Gesture =
  | { kind: 'pan'; id: number; x: number; y: number; start: FloorTransform; moved: boolean; shift: boolean }
  | { kind: 'move' | 'rotate' | 'resize'; id: number; from: Point; start: EditorItem[]; moved: boolean };

export interface EditorCanvasProps {
  /** The layout's items, selection, snapping and view, and the edits a gesture makes to them. */
  editor: EditorState;
}

const sceneElement = (i: EditorItem): SceneElement => ({ ...i, kind: i.kind === 'table' ? 'room' : i.kind });

/** Draws the selection's outlines on top of everything (a few rotated boxes). */
function drawSelection(
  g: Graphics,
  items: readonly EditorItem[],
  selected: ReadonlySet<string>,
  scale: number,
) {
  g.clear();
  for (const i of items) {
    if (!selected.has(i.id)) continue;
    const cx = i.x + i.width / 2;
    const cy = i.y + i.height / 2;
    const r = (i.rotation * Math.PI) / 180;
    const corner = (dx: number, dy: number) => ({
      x: cx + dx * Math.cos(r) - dy * Math.sin(r),
      y: cy + dx * Math.sin(r) + dy * Math.cos(r),
    });
    const pad = 4 / scale;
    const hw = i.width / 2 + pad;
    const hh = i.height / 2 + pad;
    g.poly([corner(-hw, -hh), corner(hw, -hh), corner(hw, hh), corner(-hw, hh)]).stroke({
      width: 2 / scale,
      color: SELECTED,
    });
  }
}

export function EditorCanvas(props: EditorCanvasProps) {
  const { items, selected, snap, transform, hostRef } = props.editor;
  const { setTransform: onTransform, select: onSelect, preview: onDraft, change: onCommit } = props.editor;
  const [stage, setStage] = useState<Stage | null>(null);
  const scene = useFloorScene(stage);
  const overlay = useRef<Graphics | null>(null);
  const gesture = useRef<Gesture | null>(null);
  const transformRef = useRef(transform);
  transformRef.current = transform;
  useWheelZoom(hostRef, transformRef, onTransform);

  const tables = useMemo(() => items.filter((i) => i.kind === 'table'), [items]);
  const elements = useMemo(() => items.filter((i) => i.kind !== 'table'), [items]);
  // The scene rebuilds only the tables whose geometry changed; rooms, walls and labels are few.
  useEffect(() => {
    if (!scene) return;
    scene.setTables(tables);
    scene.setStates(NO_STATES);
  }, [scene, tables]);
  useEffect(() => scene?.setElements(elements.map(sceneElement)), [scene, elements]);
  useEffect(() => scene?.setTransform(transform), [scene, transform]);
  useEffect(() => {
    if (!scene) return;
    const g = new Graphics({ zIndex: 1_000_000, label: 'selection' });
    scene.world.sortableChildren = true;
    scene.world.addChild(g);
    overlay.current = g;
    return () => {
      overlay.current = null;
      if (!g.destroyed) g.destroy();
    };
  }, [scene]);
  useEffect(() => {
    if (overlay.current) drawSelection(overlay.current, items, selected, transform.scale);
  }, [items, selected, transform.scale, scene]);

  const only = selected.size === 1 ? items.find((i) => selected.has(i.id)) : undefined;
  const worldAt = (event: PointerEvent<HTMLDivElement>): Point => {
    const rect = event.currentTarget.getBoundingClientRect();
    return screenToWorld(transform, { x: event.clientX - rect.left, y: event.clientY - rect.top });
  };
  const near = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y) * transform.scale <= HANDLE_REACH_PX;

  // Tables are drawn over rooms, walls and labels, so they are hit first.
  const itemAt = (event: PointerEvent<HTMLDivElement>) =>
    hostRef.current
      ? tableAtScreen(hostRef.current, [...elements, ...tables], transform, event.clientX, event.clientY)
      : null;

  /** The items as a move, rotate or resize gesture leaves them with the pointer at `p`. */
  const edited = (g: Extract<Gesture, { from: Point }>, p: Point) => {
    const step = snap ? GRID : 0;
    if (g.kind === 'move') return moveBy(g.start, selected, p.x - g.from.x, p.y - g.from.y, step);
    if (g.kind === 'rotate') return updateItems(g.start, selected, (i) => rotateToward(i, p, snap));
    return updateItems(g.start, selected, (i) => resizeToward(i, p, step));
  };

  const down = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || !hostRef.current) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    const p = worldAt(event);
    const id = event.pointerId;
    if (only && near(p, rotateHandle(only, ROTATE_OFFSET_PX / transform.scale))) {
      gesture.current = { kind: 'rotate', id, from: p, start: items, moved: false };
      return;
    }
    if (only && near(p, resizeHandle(only))) {
      gesture.current = { kind: 'resize', id, from: p, start: items, moved: false };
      return;
    }
    const hit = itemAt(event);
    if (!hit) {
      gesture.current = {
        kind: 'pan',
        id,
        x: event.clientX,
        y: event.clientY,
        start: transform,
        moved: false,
        shift: event.shiftKey,
      };
      return;
    }
    if (event.shiftKey) {
      const next = new Set(selected);
      if (next.has(hit.id)) next.delete(hit.id);
      else next.add(hit.id);
      onSelect(next);
      return;
    }
    if (!selected.has(hit.id)) onSelect(new Set([hit.id]));
    gesture.current = { kind: 'move', id, from: p, start: items, moved: false };
  };

  const move = (event: PointerEvent<HTMLDivElement>) => {
    const g = gesture.current;
    if (!g || g.id !== event.pointerId) return;
    if (g.kind === 'pan') {
      const dx = event.clientX - g.x;
      const dy = event.clientY - g.y;
      if (!g.moved && Math.hypot(dx, dy) < CLICK_SLOP_PX) return;
      g.moved = true;
      onTransform(panBy(g.start, dx, dy));
      return;
    }
    const p = worldAt(event);
    if (!g.moved && Math.hypot(p.x - g.from.x, p.y - g.from.y) * transform.scale < CLICK_SLOP_PX) return;
    g.moved = true;
    onDraft(edited(g, p));
  };

  const up = (event: PointerEvent<HTMLDivElement>) => {
    const g = gesture.current;
    gesture.current = null;
    if (!g || g.id !== event.pointerId) return;
    if (g.kind === 'pan') {
      if (!g.moved && !g.shift) onSelect(new Set());
      return;
    }
    if (!g.moved) {
      // A plain click on one of several selected items selects it alone.
      if (g.kind === 'move' && selected.size > 1) {
        const hit = itemAt(event);
        if (hit) onSelect(new Set([hit.id]));
      }
      return;
    }
    const done = edited(g, worldAt(event));
    onDraft(null);
    onCommit(done);
  };

  const handle = (p: Point, test: string, round: boolean) => {
    const s = worldToScreen(transform, p);
    return (
      <div
        data-testid={test}
        aria-hidden
        style={{
          position: 'absolute',
          left: s.x - 6,
          top: s.y - 6,
          width: 12,
          height: 12,
          borderRadius: round ? 6 : 2,
          background: '#fff',
          border: '2px solid #1d4ed8',
          pointerEvents: 'none',
        }}
      />
    );
  };

  return (
    <div
      ref={hostRef}
      style={{ position: 'absolute', inset: 0, touchAction: 'none', cursor: 'default' }}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={() => {
        gesture.current = null;
        onDraft(null);
      }}
      data-testid="floor-editor-canvas"
      data-scene-ready={scene ? 'true' : 'false'}
      data-view={`${transform.scale} ${transform.x} ${transform.y}`}
      aria-hidden
    >
      <FloorStage hostRef={hostRef} onStage={setStage} />
      {only && handle(rotateHandle(only, ROTATE_OFFSET_PX / transform.scale), 'rotate-handle', true)}
      {only && handle(resizeHandle(only), 'resize-handle', false)}
    </div>
  );
}
