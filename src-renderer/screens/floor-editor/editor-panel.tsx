// The editor's side panel: the add buttons, undo/redo, snap, align and delete, every element of the
// layout as a button (click selects, Shift+click adds to the selection; arrow keys then move it),
// and the fields of the one selected element. Everything the canvas does can be done from here.
import { Button, Group, NumberInput, ScrollArea, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MirrorFloor } from '../../reservations/floor-context.js';
import { itemLabel, shapeLabel } from './editor-items.js';
import {
  EDITOR_SHAPES,
  normaliseDeg,
  type Alignment,
  type EditorItem,
  type ItemKind,
} from './editor-model.js';
import { PressButton } from '../../kit/press-button.js';

export interface EditorPanelProps {
  items: EditorItem[];
  selected: ReadonlySet<string>;
  onSelect: (next: Set<string>) => void;
  canManage: boolean;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onAdd: (kind: ItemKind, existing?: MirrorFloor['tables'][number], count?: number) => void;
  /** How many tables "Add table" adds at once. */
  tableCount: number;
  onTableCount: (count: number) => void;
  unplaced: MirrorFloor['tables'];
  onRemove: () => void;
  onAlign: (how: Alignment) => void;
  onEdit: (patch: Partial<EditorItem>) => void;
  snapToggle: ReactNode;
}

const num = (value: string | number, fallback: number) => (typeof value === 'number' ? value : fallback);

function SelectedFields({
  item,
  onEdit,
  readOnly,
}: {
  item: EditorItem;
  onEdit: EditorPanelProps['onEdit'];
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
        const value = num(v, item[key]);
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
            onChange={(v) => onEdit({ seats: Math.max(1, Math.round(num(v, item.seats))) })}
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

export function EditorPanel(p: EditorPanelProps) {
  const { t } = useTranslation();
  const only = p.selected.size === 1 ? p.items.find((i) => p.selected.has(i.id)) : undefined;
  const multi = p.selected.size > 1;
  return (
    <aside
      aria-label={t('floorEditor.panel.region')}
      style={{ width: 320, flexShrink: 0, display: 'flex', flexDirection: 'column', gap: 8, minHeight: 0 }}
    >
      {p.canManage && (
        <>
          <Group gap={6}>
            <Button size="xs" variant="light" onClick={() => p.onAdd('room')}>
              {t('floorEditor.panel.addRoom')}
            </Button>
            <Button size="xs" variant="light" onClick={() => p.onAdd('table', undefined, p.tableCount)}>
              {p.tableCount > 1
                ? t('floorEditor.panel.addTables', { number: p.tableCount })
                : t('floorEditor.panel.addTable')}
            </Button>
            <Button size="xs" variant="light" onClick={() => p.onAdd('wall')}>
              {t('floorEditor.panel.addWall')}
            </Button>
            <Button size="xs" variant="light" onClick={() => p.onAdd('label')}>
              {t('floorEditor.panel.addLabel')}
            </Button>
          </Group>
          <NumberInput
            size="xs"
            label={t('floorEditor.panel.tablesAtOnce')}
            value={p.tableCount}
            min={1}
            max={50}
            clampBehavior="strict"
            onChange={(v) => p.onTableCount(Math.min(50, Math.max(1, Math.round(num(v, 1)))))}
          />
          {p.unplaced.length > 0 && (
            <Select
              size="xs"
              label={t('floorEditor.panel.placeExisting')}
              placeholder={t('floorEditor.panel.notOnLayout')}
              data={p.unplaced.map((row) => ({
                value: row.id,
                label: t('floorEditor.panel.existing', { name: row.name, count: row.max_covers }),
              }))}
              value={null}
              onChange={(id) => {
                const table = p.unplaced.find((row) => row.id === id);
                if (table) p.onAdd('table', table);
              }}
              searchable
            />
          )}
          <Group gap={6}>
            <Button size="xs" variant="default" disabled={!p.canUndo} onClick={p.onUndo}>
              {t('floorEditor.panel.undo')}
            </Button>
            <Button size="xs" variant="default" disabled={!p.canRedo} onClick={p.onRedo}>
              {t('floorEditor.panel.redo')}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              disabled={p.selected.size === 0}
              onClick={p.onRemove}
            >
              {t('floorEditor.panel.deleteSelected')}
            </Button>
          </Group>
          {p.snapToggle}
          <Group gap={6} role="group" aria-label={t('floorEditor.panel.align')}>
            <Button size="xs" variant="default" disabled={!multi} onClick={() => p.onAlign('left')}>
              {t('floorEditor.panel.alignLeft')}
            </Button>
            <Button size="xs" variant="default" disabled={!multi} onClick={() => p.onAlign('top')}>
              {t('floorEditor.panel.alignTop')}
            </Button>
            <Button size="xs" variant="default" disabled={!multi} onClick={() => p.onAlign('centre')}>
              {t('floorEditor.panel.alignCentre')}
            </Button>
          </Group>
        </>
      )}
      {only ? (
        <SelectedFields item={only} onEdit={p.onEdit} readOnly={!p.canManage} />
      ) : (
        <Text size="sm" c="dimmed">
          {multi
            ? t('floorEditor.panel.manySelected', { number: p.selected.size })
            : t('floorEditor.panel.selectHint')}
        </Text>
      )}
      <Title order={2} size="h6" mt={4}>
        {t('floorEditor.panel.elements', { number: p.items.length })}
      </Title>
      <ScrollArea style={{ flex: 1, minHeight: 120 }} type="auto">
        <Stack
          gap={2}
          component="ul"
          aria-label={t('floorEditor.panel.elementList')}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {p.items.map((i) => (
            <li key={i.id}>
              <PressButton
                size="compact-xs"
                pressed={p.selected.has(i.id)}
                off="subtle"
                fullWidth
                justify="flex-start"
                data-element-id={i.id}
                data-kind={i.kind}
                onClick={(e) => {
                  const next = e.shiftKey ? new Set(p.selected) : new Set<string>();
                  if (e.shiftKey && next.has(i.id)) next.delete(i.id);
                  else next.add(i.id);
                  p.onSelect(next);
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
