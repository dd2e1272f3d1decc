// The editor's side panel: the add buttons, undo/redo, snap, align and delete, every element of the
// layout as a button (click selects, Shift+click adds to the selection; arrow keys then move it),
// and the fields of the one selected element. Everything the canvas does can be done from here.
import { Button, Group, NumberInput, ScrollArea, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { MirrorFloor } from '../../reservations/floor-context.js';
import { itemLabel } from './editor-items.js';
import {
  EDITOR_SHAPES,
  normaliseDeg,
  type Alignment,
  type EditorItem,
  type ItemKind,
} from './editor-model.js';

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
    <Stack gap={6} aria-label="Selected element" role="group">
      {item.kind !== 'wall' && (
        <TextInput
          label={table ? 'Table name' : item.kind === 'room' ? 'Room name' : 'Label text'}
          value={item.name}
          readOnly={readOnly}
          onChange={(e) => onEdit({ name: e.currentTarget.value })}
        />
      )}
      {table && (
        <Group grow gap="xs">
          <NumberInput
            label="Seats"
            value={item.seats}
            min={1}
            max={100}
            readOnly={readOnly}
            onChange={(v) => onEdit({ seats: Math.max(1, Math.round(num(v, item.seats))) })}
          />
          <Select
            label="Shape"
            data={shapes.map((s) => ({ value: s, label: s }))}
            value={item.shape}
            readOnly={readOnly}
            allowDeselect={false}
            onChange={(v) => v && onEdit({ shape: v })}
          />
        </Group>
      )}
      <Group grow gap="xs">
        {field('X', 'x')}
        {field('Y', 'y')}
      </Group>
      <Group grow gap="xs">
        {field('Width', 'width', 8)}
        {field('Height', 'height', 8)}
      </Group>
      {field('Rotation (degrees)', 'rotation', 0, 359)}
    </Stack>
  );
}

export function EditorPanel(p: EditorPanelProps) {
  const only = p.selected.size === 1 ? p.items.find((i) => p.selected.has(i.id)) : undefined;
  const multi = p.selected.size > 1;
  return (
    <aside
      aria-label="Layout elements"
      style={{ width: 320, flexShrink: 0, display: 'flex', flexDirection: 'column', gap: 8, minHeight: 0 }}
    >
      {p.canManage && (
        <>
          <Group gap={6}>
            <Button size="xs" variant="light" onClick={() => p.onAdd('room')}>
              Add room
            </Button>
            <Button size="xs" variant="light" onClick={() => p.onAdd('table', undefined, p.tableCount)}>
              {p.tableCount > 1 ? `Add ${p.tableCount} tables` : 'Add table'}
            </Button>
            <Button size="xs" variant="light" onClick={() => p.onAdd('wall')}>
              Add wall
            </Button>
            <Button size="xs" variant="light" onClick={() => p.onAdd('label')}>
              Add label
            </Button>
          </Group>
          <NumberInput
            size="xs"
            label="Tables to add at once"
            value={p.tableCount}
            min={1}
            max={50}
            clampBehavior="strict"
            onChange={(v) => p.onTableCount(Math.min(50, Math.max(1, Math.round(num(v, 1)))))}
          />
          {p.unplaced.length > 0 && (
            <Select
              size="xs"
              label="Place an existing table"
              placeholder="Tables not on this layout"
              data={p.unplaced.map((t) => ({ value: t.id, label: `${t.name} (${t.max_covers} seats)` }))}
              value={null}
              onChange={(id) => {
                const table = p.unplaced.find((t) => t.id === id);
                if (table) p.onAdd('table', table);
              }}
              searchable
            />
          )}
          <Group gap={6}>
            <Button size="xs" variant="default" disabled={!p.canUndo} onClick={p.onUndo}>
              Undo
            </Button>
            <Button size="xs" variant="default" disabled={!p.canRedo} onClick={p.onRedo}>
              Redo
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              disabled={p.selected.size === 0}
              onClick={p.onRemove}
            >
              Delete selected
            </Button>
          </Group>
          {p.snapToggle}
          <Group gap={6} role="group" aria-label="Align the selection">
            <Button size="xs" variant="default" disabled={!multi} onClick={() => p.onAlign('left')}>
              Align left
            </Button>
            <Button size="xs" variant="default" disabled={!multi} onClick={() => p.onAlign('top')}>
              Align top
            </Button>
            <Button size="xs" variant="default" disabled={!multi} onClick={() => p.onAlign('centre')}>
              Align centre
            </Button>
          </Group>
        </>
      )}
      {only ? (
        <SelectedFields item={only} onEdit={p.onEdit} readOnly={!p.canManage} />
      ) : (
        <Text size="sm" c="dimmed">
          {multi
            ? `${p.selected.size} elements selected.`
            : 'Select an element on the canvas or in the list.'}
        </Text>
      )}
      <Title order={2} size="h6" mt={4}>
        Elements ({p.items.length})
      </Title>
      <ScrollArea style={{ flex: 1, minHeight: 120 }} type="auto">
        <Stack
          gap={2}
          component="ul"
          aria-label="Elements on the layout"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {p.items.map((i) => (
            <li key={i.id}>
              <Button
                size="compact-xs"
                variant={p.selected.has(i.id) ? 'filled' : 'subtle'}
                fullWidth
                justify="flex-start"
                aria-pressed={p.selected.has(i.id)}
                data-element-id={i.id}
                data-kind={i.kind}
                onClick={(e) => {
                  const next = e.shiftKey ? new Set(p.selected) : new Set<string>();
                  if (e.shiftKey && next.has(i.id)) next.delete(i.id);
                  else next.add(i.id);
                  p.onSelect(next);
                }}
              >
                {itemLabel(i)}
              </Button>
            </li>
          ))}
        </Stack>
      </ScrollArea>
    </aside>
  );
}
