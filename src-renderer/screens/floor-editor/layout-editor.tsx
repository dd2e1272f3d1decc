// The layout editor's state and save (see floor-editor-screen.tsx): the undo history of items, the
// selection, snapping, the view, and the save that creates new dining tables, updates edited ones
// and sends the layout's changed elements for the server's per-element merge.
import {
  Alert,
  Box,
  Button,
  Group,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { uuidv7 } from '../../../src-shared/ids.js';
import type { IpcError } from '../../../src-shared/ipc/channels.js';
import type { FloorPlanLayout } from '../../../src-shared/schemas/seating.js';
import { callApi } from '../../data/call.js';
import type { MirrorFloor } from '../../reservations/floor-context.js';
import { errorText } from '../../data/mutate.js';
import { resourceChannel } from '../../data/resource.js';
import { useCan } from '../../session/use-permissions.js';
import { NoticeLine, type Notice } from '../../shell/notice-line.js';
import { tablesBounds, fitBounds, screenToWorld, type FloorTransform } from '../floorplan/public.js';
import { EditorCanvas } from './editor-canvas.js';
import { itemsOf } from './editor-items.js';
import {
  align,
  commit,
  defaultSize,
  historyOf,
  isDirty,
  keyboardDelta,
  layoutUpdate,
  moveBy,
  nextTableName,
  redo,
  snapTo,
  tableRowChanges,
  undo,
  updateItems,
  type Alignment,
  type EditorItem,
  type ItemKind,
} from './editor-model.js';
import { EditorPanel } from './editor-panel.js';
import { useLayoutLinks } from './editor-links.js';

const GRID = 20;

/** Runs `task` over `list`, `size` at a time; answers the failures' messages. */
async function inBatches<T>(
  list: readonly T[],
  size: number,
  task: (item: T) => Promise<string | null>,
): Promise<string[]> {
  const failures: string[] = [];
  for (let i = 0; i < list.length; i += size) {
    const settled = await Promise.all(list.slice(i, i + size).map(task));
    for (const f of settled) if (f) failures.push(f);
  }
  return failures;
}
const SLOT = 100;

export function LayoutEditor({
  layout,
  floor,
  title,
}: {
  layout: FloorPlanLayout | null;
  floor: MirrorFloor;
  title: string;
}) {
  const { t } = useTranslation();
  const canManage = useCan('tables.manage');
  const navigate = useNavigate();
  const links = useLayoutLinks();
  const [layoutId] = useState(() => layout?.id ?? uuidv7());
  const [savedName, setSavedName] = useState(layout?.name ?? '');
  const [name, setName] = useState(layout?.name ?? '');
  const [base, setBase] = useState<EditorItem[]>(() => itemsOf(layout, floor.tables, t));
  const [history, setHistory] = useState(() => historyOf(base));
  const [draft, setDraft] = useState<EditorItem[] | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [snap, setSnap] = useState(true);
  const [transform, setTransform] = useState<FloorTransform>({ scale: 1, x: 0, y: 0 });
  const location = useLocation() as { state?: { notice?: Notice } | null };
  const [notice, setNotice] = useState<Notice | null>(location.state?.notice ?? null);
  const [saving, setSaving] = useState(false);
  const [tablesToAdd, setTablesToAdd] = useState(1);
  /** Dining tables created by this editor's saves (the mirror may not have them yet). */
  const created = useRef(new Set<string>());
  const hostRef = useRef<HTMLDivElement | null>(null);
  const items = draft ?? history.present;
  const dirty = isDirty(base, history.present) || name.trim() !== savedName;

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

  /** Adds `count` items of a kind (tables fill a grid from the view's top-left corner) as one undo step. */
  const add = (kind: ItemKind, existing?: MirrorFloor['tables'][number], count = 1) => {
    let present = history.present;
    const host = hostRef.current;
    const origin = screenToWorld(transform, { x: 40, y: 40 });
    const perRow = Math.max(1, Math.floor(((host?.clientWidth ?? 800) / transform.scale - 80) / SLOT));
    const shape = existing?.shape ?? 'square';
    const seats = existing?.max_covers ?? 4;
    const size = defaultSize(kind, shape, seats);
    const added: string[] = [];
    for (let k = 0; k < count; k += 1) {
      const n = present.filter((i) => (kind === 'table' ? i.kind === 'table' : i.kind !== 'table')).length;
      const offset =
        kind === 'table'
          ? { x: (n % perRow) * SLOT, y: Math.floor(n / perRow) * SLOT }
          : { x: n * 30, y: n * 30 };
      const names = [
        ...floor.tables.map((row) => row.name),
        ...present.filter((i) => i.kind === 'table').map((i) => i.name),
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
      present = kind === 'room' ? [item, ...present] : [...present, item];
      added.push(item.id);
    }
    change(present);
    setSelected(new Set(added));
  };

  const removeSelected = () => {
    if (selected.size === 0) return;
    change(history.present.filter((i) => !selected.has(i.id)));
    setSelected(new Set());
  };
  const doAlign = (how: Alignment) => change(align(history.present, selected, how));
  const editSelected = (patch: Partial<EditorItem>) => {
    const [only] = selected;
    if (only) change(updateItems(history.present, new Set([only]), (i) => ({ ...i, ...patch })));
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
    change(moveBy(history.present, selected, delta.dx, delta.dy));
  };

  const fail = (what: string, error: IpcError) =>
    setNotice({ ok: false, text: t('floorEditor.editor.failed', { what, error: errorText(error) }) });

  async function save() {
    const layoutName = name.trim();
    if (!layoutName) {
      setNotice({ ok: false, text: t('floorEditor.editor.nameRequired') });
      return;
    }
    setSaving(true);
    setNotice(null);
    try {
      const present = history.present;
      const existing = new Set([...floor.tables.map((row) => row.id), ...created.current]);
      const rows = tableRowChanges(base, present, existing);
      // New dining tables, a few at a time (a drawn room may add dozens at once).
      const createFailures = await inBatches(rows.create, 6, async (table) => {
        const result = await resourceChannel(
          'table',
          'create',
        )({
          id: table.id,
          name: table.name,
          min_covers: 1,
          max_covers: table.seats,
          shape: table.shape,
          position: { x: table.x, y: table.y },
          rotation: table.rotation,
        });
        if (result.ok) created.current.add(table.id);
        return result.ok
          ? null
          : t('floorEditor.editor.tableNotCreated', { name: table.name, error: errorText(result.error) });
      });
      if (createFailures.length > 0) {
        setNotice({ ok: false, text: createFailures.join('. ') });
        return;
      }
      for (const item of rows.update) {
        const row = floor.tables.find((r) => r.id === item.id);
        const result = await resourceChannel(
          'table',
          'update',
        )({
          id: item.id,
          patch: {
            name: item.name,
            max_covers: item.seats,
            min_covers: Math.min(row?.min_covers ?? 1, item.seats),
            shape: item.shape,
          },
        });
        if (!result.ok)
          return fail(t('floorEditor.editor.tableNotUpdated', { name: item.name }), result.error);
      }
      const update = layoutUpdate(base, present);
      const result = layout
        ? await callApi('floorPlan.update', {
            params: { id: layoutId },
            body: { name: layoutName, ...update },
          })
        : await callApi('floorPlan.create', { body: { id: layoutId, name: layoutName, ...update } });
      if (!result.ok) return fail(t('floorEditor.editor.notSaved'), result.error);
      // The merged layout may hold another editor's changes: show what the server has now.
      const names = present.filter((i) => i.kind === 'table');
      const saved = itemsOf(
        result.value,
        [
          ...floor.tables,
          ...names.map((i) => ({ id: i.id, name: i.name, max_covers: i.seats, shape: i.shape as never })),
        ],
        t,
      );
      setBase(saved);
      setHistory(historyOf(saved));
      setSavedName(result.value.name);
      setSelected((s) => new Set([...s].filter((id) => saved.some((i) => i.id === id))));
      const savedNotice = { ok: true, text: t('floorEditor.editor.saved', { name: result.value.name }) };
      setNotice(savedNotice);
      // A new layout's editor moves to its own address (and says it saved there).
      if (!layout) void navigate(links.editor(layoutId), { replace: true, state: { notice: savedNotice } });
    } finally {
      setSaving(false);
    }
  }

  const unplaced = useMemo(
    () => floor.tables.filter((row) => !history.present.some((i) => i.id === row.id)),
    [floor.tables, history.present],
  );
  const tableCount = items.filter((i) => i.kind === 'table').length;
  const roomCount = items.filter((i) => i.kind === 'room').length;

  return (
    <Box
      component="main"
      px="lg"
      pt="md"
      pb="md"
      style={{
        display: 'flex',
        flexDirection: 'column',
        height: 'calc(100vh - 96px)',
        minHeight: 560,
        minWidth: 0,
      }}
      onKeyDown={onKeyDown}
    >
      <Group justify="space-between" align="flex-end" mb="sm" pr={150} wrap="nowrap">
        <Stack gap={2}>
          <Title order={1} size="h3" fw={600}>
            {title}
          </Title>
          <Text size="sm" c="dimmed" data-testid="editor-summary">
            {t('floorEditor.editor.tables', { count: tableCount })} ·{' '}
            {t('floorEditor.editor.rooms', { count: roomCount })}
            {dirty ? t('floorEditor.editor.unsaved') : ''}
          </Text>
        </Stack>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label={t('floorEditor.editor.layoutName')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            readOnly={!canManage}
            w={220}
          />
          <Button variant="default" onClick={() => void navigate(links.list())}>
            {t('floorEditor.editor.back')}
          </Button>
          {canManage && (
            <Button onClick={() => void save()} loading={saving} disabled={!dirty}>
              {t('floorEditor.editor.save')}
            </Button>
          )}
        </Group>
      </Group>
      <NoticeLine notice={notice} onClose={() => setNotice(null)} />
      {!canManage && (
        <Alert color="gray" variant="light" mb="xs">
          {t('floorEditor.editor.readOnly')}
        </Alert>
      )}
      <Group align="stretch" gap="md" wrap="nowrap" style={{ flex: 1, minHeight: 0, marginTop: 8 }}>
        <div
          role="application"
          aria-label={t('floorEditor.editor.canvas')}
          aria-describedby="layout-canvas-help"
          tabIndex={0}
          data-canvas-region="true"
          style={{
            position: 'relative',
            flex: 1,
            minWidth: 0,
            border: '1px solid var(--mantine-color-gray-3)',
            borderRadius: 8,
            overflow: 'hidden',
          }}
        >
          <VisuallyHidden id="layout-canvas-help">{t('floorEditor.editor.help')}</VisuallyHidden>
          <EditorCanvas
            items={items}
            selected={selected}
            snap={snap}
            grid={GRID}
            transform={transform}
            onTransform={setTransform}
            onSelect={setSelected}
            onDraft={setDraft}
            onCommit={change}
            hostRef={hostRef}
          />
        </div>
        <EditorPanel
          items={history.present}
          selected={selected}
          onSelect={setSelected}
          canManage={canManage}
          canUndo={history.past.length > 0}
          canRedo={history.future.length > 0}
          onUndo={() => setHistory(undo)}
          onRedo={() => setHistory(redo)}
          onAdd={add}
          tableCount={tablesToAdd}
          onTableCount={setTablesToAdd}
          unplaced={unplaced}
          onRemove={removeSelected}
          onAlign={doAlign}
          onEdit={editSelected}
          snapToggle={
            <Switch
              label={t('floorEditor.editor.snap')}
              checked={snap}
              onChange={(e) => setSnap(e.currentTarget.checked)}
            />
          }
        />
      </Group>
    </Box>
  );
}
