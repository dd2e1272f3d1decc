// The layout editor's tools, above its element list (editor-panel.tsx): the add buttons (or a dining
// table not on the layout yet), undo/redo, delete, snapping and align. Shown to those who may manage
// tables.
import { Button, Group, NumberInput, Select, Switch } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MirrorFloor } from '../../reservations/floor-context.js';
import { numberOr, type Alignment, type ItemKind } from './editor-model.js';
import type { EditorState } from './use-editor-state.js';

/** The "Add …" buttons, in order ("Add table" adds as many as "Tables at once" says). */
const ADDS = [
  { kind: 'room', label: 'floorEditor.panel.addRoom' },
  { kind: 'table', label: 'floorEditor.panel.addTable' },
  { kind: 'wall', label: 'floorEditor.panel.addWall' },
  { kind: 'label', label: 'floorEditor.panel.addLabel' },
] as const satisfies readonly { kind: ItemKind; label: string }[];

/** The align buttons (enabled while more than one element is selected). */
const ALIGNS = [
  { how: 'left', label: 'floorEditor.panel.alignLeft' },
  { how: 'top', label: 'floorEditor.panel.alignTop' },
  { how: 'centre', label: 'floorEditor.panel.alignCentre' },
] as const satisfies readonly { how: Alignment; label: string }[];

export function EditorTools({ editor, unplaced }: { editor: EditorState; unplaced: MirrorFloor['tables'] }) {
  const { t } = useTranslation();
  const [tableCount, setTableCount] = useState(1);
  const multi = editor.selected.size > 1;
  return (
    <>
      <Group gap={6}>
        {ADDS.map(({ kind, label }) => (
          <Button
            key={kind}
            size="xs"
            variant="light"
            onClick={() => editor.add(kind, undefined, kind === 'table' ? tableCount : 1)}
          >
            {kind === 'table' && tableCount > 1
              ? t('floorEditor.panel.addTables', { number: tableCount })
              : t(label)}
          </Button>
        ))}
      </Group>
      <NumberInput
        size="xs"
        label={t('floorEditor.panel.tablesAtOnce')}
        value={tableCount}
        min={1}
        max={50}
        clampBehavior="strict"
        onChange={(v) => setTableCount(Math.min(50, Math.max(1, Math.round(numberOr(v, 1)))))}
      />
      {unplaced.length > 0 && (
        <Select
          size="xs"
          label={t('floorEditor.panel.placeExisting')}
          placeholder={t('floorEditor.panel.notOnLayout')}
          data={unplaced.map((row) => ({
            value: row.id,
            label: t('floorEditor.panel.existing', { name: row.name, count: row.max_covers }),
          }))}
          value={null}
          onChange={(id) => {
            const table = unplaced.find((row) => row.id === id);
            if (table) editor.add('table', table);
          }}
          searchable
        />
      )}
      <Group gap={6}>
        <Button size="xs" variant="default" disabled={!editor.canUndo} onClick={editor.undo}>
          {t('floorEditor.panel.undo')}
        </Button>
        <Button size="xs" variant="default" disabled={!editor.canRedo} onClick={editor.redo}>
          {t('floorEditor.panel.redo')}
        </Button>
        <Button
          size="xs"
          variant="subtle"
          color="red"
          disabled={editor.selected.size === 0}
          onClick={editor.removeSelected}
        >
          {t('floorEditor.panel.deleteSelected')}
        </Button>
      </Group>
      <Switch
        label={t('floorEditor.editor.snap')}
        checked={editor.snap}
        onChange={(e) => editor.setSnap(e.currentTarget.checked)}
      />
      <Group gap={6} role="group" aria-label={t('floorEditor.panel.align')}>
        {ALIGNS.map(({ how, label }) => (
          <Button key={how} size="xs" variant="default" disabled={!multi} onClick={() => editor.align(how)}>
            {t(label)}
          </Button>
        ))}
      </Group>
    </>
  );
}
