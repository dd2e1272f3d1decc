// The layout editor's editing state (see layout-editor.tsx): the undo history of items, a gesture's
// live preview, the selection, snapping and the view, and the edits the canvas, the side panel and the
// keyboard make to them. The canvas and the panel both read and change the layout through one
// EditorState, so neither needs the other's wiring.
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { uuidv7 } from '../../../src-shared/ids.js';
import type { MirrorFloor } from '../../reservations/floor-context.js';
import { tablesBounds, fitBounds, screenToWorld, type FloorTransform } from '../floorplan/public.js';
import {
  align,
  commit,
  defaultSize,
  historyOf,
  isDirty,
  keyboardDelta,
  moveBy,
  nextTableName,
  redo,
  snapTo,
  undo,
  updateItems,
  type Alignment,
  type EditorItem,
  type ItemKind,
} from './editor-model.js';

/** The snapping grid (world units). */
export const GRID = 20;
/** The room a table takes when "Add table" fills a grid. */
const SLOT = 100;

type FloorTable = MirrorFloor['tables'][number];

export interface EditorState {
  /** What the canvas shows: a gesture's live preview, else the present. */
  items: EditorItem[];
  /** The undo history's present (what a save sends). */
  present: EditorItem[];
  /** The items as last loaded or saved. */
  base: EditorItem[];
  /** The present differs from the saved items. */
  changed: boolean;
  selected: ReadonlySet<string>;
  select: (next: Set<string>) => void;
  snap: boolean;
  setSnap: (on: boolean) => void;
  transform: FloorTransform;
  setTransform: (next: FloorTransform) => void;
  hostRef: RefObject<HTMLDivElement | null>;
  /** A gesture's live preview (null when it ends or is cancelled). */
  preview: (items: EditorItem[] | null) => void;
  /** A finished edit: one undo step. */
  change: (items: EditorItem[]) => void;
  canUndo: boolean;
  canRedo: boolean;
  undo: () => void;
  redo: () => void;
  /** Adds `count` items of a kind (tables fill a grid from the view's top-left corner) as one undo step. */
  add: (kind: ItemKind, existing?: FloorTable, count?: number) => void;
  removeSelected: () => void;
  align: (how: Alignment) => void;
  /** Changes the one selected item. */
  edit: (patch: Partial<EditorItem>) => void;
  /** Undo/redo, delete and arrow moves from the canvas or the element list. */
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  /** Starts a fresh history at `saved` (after a save), keeping what is still selected. */
  reset: (saved: EditorItem[]) => void;
}

export function useEditorState(initial: () => EditorItem[], floorTables: MirrorFloor['tables']): EditorState {
  const { t } = useTranslation();
  const [base, setBase] = useState<EditorItem[]>(initial);
  const [history, setHistory] = useState(() => historyOf(base));
  const [draft, setDraft] = useState<EditorItem[] | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [snap, setSnap] = useState(true);
  const [transform, setTransform] = useState<FloorTransform>({ scale: 1, x: 0, y: 0 });
  const hostRef = useRef<HTMLDivElement | null>(null);
  const present = history.present;
  const items = draft ?? present;

  // Fit the saved layout into the view once (a new layout starts at 100 %).
  const fitted = useRef(base.length === 0);
  useEffect(() => {
    const host = hostRef.current;
    const bounds = tablesBounds(items);
    if (fitted.current || !host || !bounds || host.clientWidth === 0) return;
    fitted.current = true;
    setTransform(fitBounds(bounds, { width: host.clientWidth, height: host.clientHeight }));
  }, [items]);

  const change = useCallback((next: EditorItem[]) => setHistory((h) => commit(h, next)), []);

  const add = (kind: ItemKind, existing?: FloorTable, count = 1) => {
    let next = present;
    const origin = screenToWorld(transform, { x: 40, y: 40 });
    const width = hostRef.current?.clientWidth ?? 800;
    const perRow = Math.max(1, Math.floor((width / transform.scale - 80) / SLOT));
    const shape = existing?.shape ?? 'square';
    const seats = existing?.max_covers ?? 4;
    const size = defaultSize(kind, shape, seats);
    const added: string[] = [];
    for (let k = 0; k < count; k += 1) {
      const n = next.filter((i) => (kind === 'table' ? i.kind === 'table' : i.kind !== 'table')).length;
      const offset =
        kind === 'table'
          ? { x: (n % perRow) * SLOT, y: Math.floor(n / perRow) * SLOT }
          : { x: n * 30, y: n * 30 };
      const names = [
        ...floorTables.map((row) => row.name),
        ...next.filter((i) => i.kind === 'table').map((i) => i.name),
      ];
      const defaultName =
        kind === 'table'
          ? nextTableName(names)
          : kind === 'room'
            ? t('floorEditor.editor.newRoom', { number: n + 1 })
            : kind === 'label'
              ? t('floorEditor.editor.newLabel')
              : '';
      const item: EditorItem = {
        id: existing?.id ?? uuidv7(),
        kind,
        name: existing?.name ?? defaultName,
        seats: kind === 'table' ? seats : 0,
        shape,
        x: snapTo(origin.x + offset.x, GRID),
        y: snapTo(origin.y + offset.y, GRID),
        ...size,
        rotation: 0,
        version: 0,
      };
      // Rooms go behind every other element; the rest on top.
      next = kind === 'room' ? [item, ...next] : [...next, item];
      added.push(item.id);
    }
    change(next);
    setSelected(new Set(added));
  };

  const removeSelected = () => {
    if (selected.size === 0) return;
    change(present.filter((i) => !selected.has(i.id)));
    setSelected(new Set());
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (target.closest('input, textarea, select, [role="combobox"], [role="listbox"]')) return;
    const mod = event.ctrlKey || event.metaKey;
    if (mod && event.key.toLowerCase() === 'z') {
      event.preventDefault();
      setHistory(event.shiftKey ? redo : undo);
      return;
    }
    if (mod && event.key.toLowerCase() === 'y') {
      event.preventDefault();
      setHistory(redo);
      return;
    }
    if (event.key === 'Delete' || (event.key === 'Backspace' && target.dataset.canvasRegion)) {
      event.preventDefault();
      removeSelected();
      return;
    }
    const delta = keyboardDelta(event.key, event.shiftKey, GRID);
    // Arrows move the selection from the canvas or the element list (elsewhere they stay the page's).
    const onLayout =
      target.dataset.canvasRegion !== undefined || target.closest('[data-element-id]') !== null;
    if (!delta || selected.size === 0 || !onLayout) return;
    event.preventDefault();
    change(moveBy(present, selected, delta.dx, delta.dy));
  };

  return {
    items,
    present,
    base,
    changed: isDirty(base, present),
    selected,
    select: setSelected,
    snap,
    setSnap,
    transform,
    setTransform,
    hostRef,
    preview: setDraft,
    change,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    undo: () => setHistory(undo),
    redo: () => setHistory(redo),
    add,
    removeSelected,
    align: (how) => change(align(present, selected, how)),
    edit: (patch) => {
      const [only] = selected;
      if (only) change(updateItems(present, new Set([only]), (i) => ({ ...i, ...patch })));
    },
    onKeyDown,
    reset: (saved) => {
      setBase(saved);
      setHistory(historyOf(saved));
      setSelected((s) => new Set([...s].filter((id) => saved.some((i) => i.id === id))));
    },
  };
}
