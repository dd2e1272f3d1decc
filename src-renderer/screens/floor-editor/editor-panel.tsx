// The editor's side panel: the tools (editor-tools.tsx: add, undo/redo, snap, align and delete),
// every element of the layout as a button (click selects, Shift+click adds to the selection; arrow
// keys then move it), and the fields of the one selected element. Everything the canvas does can be done from here.
import { Group, NumberInput, ScrollArea, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MirrorFloor } from '../../reservations/floor-context.js';
import { itemLabel, shapeLabel } from './editor-items.js';
import { EDITOR_SHAPES, normaliseDeg, numberOr, type EditorItem } from './editor-model.js';
import { PressButton } from '../../kit/press-button.js';
import { EditorTools } from './editor-tools.js';
import type { EditorState } from './use-editor-state.js';

export interface EditorPanelProps {
  /** The layout's items and selection, and the edits the panel makes to them. */
  editor: EditorState;
  canManage: boolean;
  /** The venue's dining tables not on the layout yet. */
  unplaced: MirrorFloor['tables'];
}

function SelectedFields({
  item,
  onEdit,
  readOnly,
}: {
  item: EditorItem;
  onEdit: EditorState['edit'];
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const table = item.kind === 'table';
  const shapes = EDITOR_SHAPES.includes(item.shape as never) ? EDITOR_SHAPES : [...EDITOR_SHAPES, item.shape];
  const field = (
    label: string,
    key: 'x' | 'y' | 'width' | 'height' | 'rotation',
    min?: number,
    max?: number,
  ) => (
    <NumberInput
      label={label}
      value={item[key]}
      min={min}
      max={max}
      decimalScale={1}
      readOnly={readOnly}
      onChange={(v) => {
        const value = numberOr(v, item[key]);
        onEdit({ [key]: key === 'rotation' ? normaliseDeg(value) : value });
      }}
    />
  );
  return (
    <Stack gap={6} aria-label={t('floorEditor.panel.selected')} role="group">
      {item.kind !== 'wall' && (
        <TextInput
          label={
            table
              ? t('floorEditor.panel.tableName')
              : item.kind === 'room'
                ? t('floorEditor.panel.roomName')
                : t('floorEditor.panel.labelText')
          }
          value={item.name}
          readOnly={readOnly}
          onChange={(e) => onEdit({ name: e.currentTarget.value })}
        />
      )}
      {table && (
        <Group grow gap="xs">
          <NumberInput
            label={t('floorEditor.panel.seats')}
            value={item.seats}
            min={1}
            max={100}
            readOnly={readOnly}
            onChange={(v) => onEdit({ seats: Math.max(1, Math.round(numberOr(v, item.seats))) })}
          />
          <Select
            label={t('floorEditor.panel.shape')}
            data={shapes.map((s) => ({ value: s, label: shapeLabel(s, t) }))}
            value={item.shape}
            readOnly={readOnly}
            allowDeselect={false}
            onChange={(v) => v && onEdit({ shape: v })}
          />
        </Group>
      )}
      <Group grow gap="xs">
        {field(t('floorEditor.panel.x'), 'x')}
        {field(t('floorEditor.panel.y'), 'y')}
      </Group>
      <Group grow gap="xs">
        {field(t('floorEditor.panel.width'), 'width', 8)}
        {field(t('floorEditor.panel.height'), 'height', 8)}
      </Group>
      {field(t('floorEditor.panel.rotation'), 'rotation', 0, 359)}
    </Stack>
  );
}

export function EditorPanel({ editor, canManage, unplaced }: EditorPanelProps) {
  const { t } = useTranslation();
  const { present: items, selected } = editor;
  const only = selected.size === 1 ? items.find((i) => selected.has(i.id)) : undefined;
  const multi = selected.size > 1;
  return (
    <aside
      aria-label={t('floorEditor.panel.region')}
      style={{ width: 320, flexShrink: 0, display: 'flex', flexDirection: 'column', gap: 8, minHeight: 0 }}
    >
      {canManage && <EditorTools editor={editor} unplaced={unplaced} />}
      {only ? (
        <SelectedFields item={only} onEdit={editor.edit} readOnly={!canManage} />
      ) : (
        <Text size="sm" c="dimmed">
          {multi
            ? t('floorEditor.panel.manySelected', { number: selected.size })
            : t('floorEditor.panel.selectHint')}
        </Text>
      )}
      <Title order={2} size="h6" mt={4}>
        {t('floorEditor.panel.elements', { number: items.length })}
      </Title>
      <ScrollArea style={{ flex: 1, minHeight: 120 }} type="auto">
        <Stack
          gap={2}
          component="ul"
          aria-label={t('floorEditor.panel.elementList')}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {items.map((i) => (
            <li key={i.id}>
              <PressButton
                size="compact-xs"
                pressed={selected.has(i.id)}
                off="subtle"
                fullWidth
                justify="flex-start"
                data-element-id={i.id}
                data-kind={i.kind}
                onClick={(e) => {
                  const next = e.shiftKey ? new Set(selected) : new Set<string>();
                  if (e.shiftKey && next.has(i.id)) next.delete(i.id);
                  else next.add(i.id);
                  editor.select(next);
                }}
              >
                {itemLabel(i, t)}
              </PressButton>
            </li>
          ))}
        </Stack>
      </ScrollArea>
    </aside>
  );
}
