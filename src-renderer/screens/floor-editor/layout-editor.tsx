// The layout editor (see floor-editor-screen.tsx): its header, canvas and side panel over one
// EditorState (use-editor-state.ts: the undo history, selection, snapping and view), and the save that
// creates new dining tables, updates edited ones and sends the layout's changed elements for the
// server's per-element merge.
import { Alert, Group, TextInput, VisuallyHidden, Button } from '@mantine/core';
import { useMemo, useRef, useState } from 'react';
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
import { EditorCanvas } from './editor-canvas.js';
import { itemsOf } from './editor-items.js';
import { layoutUpdate, tableRowChanges } from './editor-model.js';
import { EditorPanel } from './editor-panel.js';
import { useLayoutLinks } from './editor-links.js';
import { useEditorState } from './use-editor-state.js';
import { WorkspaceFrame } from '../../kit/workspace-frame.js';
import { CONTENT_HEIGHT } from '../../shell/content-height.js';

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
  const editor = useEditorState(() => itemsOf(layout, floor.tables, t), floor.tables);
  const location = useLocation() as { state?: { notice?: Notice } | null };
  const [notice, setNotice] = useState<Notice | null>(location.state?.notice ?? null);
  const [saving, setSaving] = useState(false);
  /** Dining tables created by this editor's saves (the mirror may not have them yet). */
  const created = useRef(new Set<string>());
  const { items, present, base } = editor;
  const dirty = editor.changed || name.trim() !== savedName;

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
      editor.reset(saved);
      setSavedName(result.value.name);
      const savedNotice = { ok: true, text: t('floorEditor.editor.saved', { name: result.value.name }) };
      setNotice(savedNotice);
      // A new layout's editor moves to its own address (and says it saved there).
      if (!layout) void navigate(links.editor(layoutId), { replace: true, state: { notice: savedNotice } });
    } finally {
      setSaving(false);
    }
  }

  const unplaced = useMemo(
    () => floor.tables.filter((row) => !present.some((i) => i.id === row.id)),
    [floor.tables, present],
  );
  const tableCount = items.filter((i) => i.kind === 'table').length;
  const roomCount = items.filter((i) => i.kind === 'room').length;

  return (
    <WorkspaceFrame
      title={title}
      summary={
        <>
          {t('floorEditor.editor.tables', { count: tableCount })} ·{' '}
          {t('floorEditor.editor.rooms', { count: roomCount })}
          {dirty ? t('floorEditor.editor.unsaved') : ''}
        </>
      }
      summaryProps={{ 'data-testid': 'editor-summary' }}
      controls={
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
      }
      headerWrap="nowrap"
      height={`calc(${CONTENT_HEIGHT} - 96px)`}
      minHeight={560}
      onKeyDown={editor.onKeyDown}
    >
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
          <EditorCanvas editor={editor} />
        </div>
        <EditorPanel editor={editor} canManage={canManage} unplaced={unplaced} />
      </Group>
    </WorkspaceFrame>
  );
}
