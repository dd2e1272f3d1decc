// One column of the menus page (menus, categories or sub-categories): a list of toggle buttons
// (pressed = selected; pressing the selected one again deselects it), each with edit and delete
// actions for a manager, and an add button.
import { Badge, Button, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuLevel } from './menu-selection.js';
import { RowActions } from './row-actions.js';
import { QuietText } from '../../kit/quiet-text.js';

export interface ColumnItem {
  id: string;
  name: string;
  /** Small badges beside the name ("Active now", "Hidden"). */
  badges?: { label: string; color: string }[];
}

interface SelectColumnProps {
  title: string;
  /** Which level the column lists: names its add button and the rows' edit and delete buttons. */
  noun: MenuLevel;
  items: readonly ColumnItem[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** Shown instead of the list when there is nothing to list (or nothing chosen above). */
  empty: ReactNode;
  canManage: boolean;
  /** The add button; absent when nothing can be added here yet. */
  onAdd?: () => void;
  onEdit: (id: string) => void;
  onDelete: (id: string) => void;
  filter?: ReactNode;
}

export function SelectColumn(props: SelectColumnProps) {
  const { t } = useTranslation();
  const { title, noun, items, selectedId, canManage } = props;
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Title order={2} size="h5">
          {title}
        </Title>
        {canManage && props.onAdd && (
          <Button
            size="compact-xs"
            variant="light"
            leftSection={<IconPlus size={14} />}
            onClick={props.onAdd}
          >
            {t(`menus.screen.newItem.${noun}`)}
          </Button>
        )}
      </Group>
      {props.filter}
      {items.length === 0 ? (
        <QuietText>{props.empty}</QuietText>
      ) : (
        <Stack gap={4} component="ul" aria-label={title} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((item) => {
            const selected = item.id === selectedId;
            return (
              <Group
                key={item.id}
                component="li"
                gap={4}
                wrap="nowrap"
                px="xs"
                py={4}
                style={{
                  borderRadius: 'var(--mantine-radius-sm)',
                  background: selected ? 'var(--mantine-color-blue-light)' : undefined,
                }}
              >
                <UnstyledButton
                  aria-pressed={selected}
                  onClick={() => props.onSelect(item.id)}
                  style={{ flex: 1, minWidth: 0 }}
                >
                  <Group gap={6} wrap="nowrap">
                    <Text size="sm" fw={selected ? 600 : 400} truncate>
                      {item.name}
                    </Text>
                    {item.badges?.map((b) => (
                      <Badge key={b.label} size="xs" variant="light" color={b.color}>
                        {b.label}
                      </Badge>
                    ))}
                  </Group>
                </UnstyledButton>
                {canManage && (
                  <RowActions
                    what={t(`menus.what.${noun}`, { name: item.name })}
                    onEdit={() => props.onEdit(item.id)}
                    onDelete={() => props.onDelete(item.id)}
                  />
                )}
              </Group>
            );
          })}
        </Stack>
      )}
    </Paper>
  );
}
