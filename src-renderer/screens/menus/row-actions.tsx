// The edit and delete icons of a row (a menu, a category, a product, a modifier group) and the one
// delete confirmation of the menu screens. Each icon's accessible name says what it acts on.
import { ActionIcon, Group } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '../../kit/confirm-dialog.js';
import type { PlainColumn } from '../../kit/plain-table.js';
import { IconButton } from '../../kit/icon-button.js';

interface RowActionsProps {
  /** "menu Breakfast", "product Fish pie" (menus.what.*): named in "Edit …" and "Delete …". */
  what: string;
  onEdit?: () => void;
  /** A link to an edit page instead of onEdit. */
  editTo?: string;
  onDelete: () => void;
}

export function RowActions({ what, onEdit, editTo, onDelete }: RowActionsProps) {
  const { t } = useTranslation();
  const edit = t('menus.row.edit', { what });
  return (
    <Group gap={4} wrap="nowrap">
      {editTo ? (
        <ActionIcon variant="subtle" size="sm" component={Link} to={editTo} aria-label={edit}>
          <IconPencil size={14} />
        </ActionIcon>
      ) : (
        <IconButton size="sm" icon={IconPencil} name={edit} onClick={onEdit} />
      )}
      <IconButton
        size="sm"
        icon={IconTrash}
        danger
        name={t('menus.row.delete', { what })}
        onClick={onDelete}
      />
    </Group>
  );
}

/** A table's actions column: each row's edit and delete icons. */
export function actionsColumn<R>(header: string, actions: (row: R) => RowActionsProps): PlainColumn<R> {
  return { key: 'actions', header, cell: (row) => <RowActions {...actions(row)} /> };
}

/** "Delete X?" with what goes with it; nothing is deleted until Delete is pressed. */
export function ConfirmDelete({
  title,
  opened,
  children,
  onCancel,
  onConfirm,
}: {
  title: string;
  opened: boolean;
  children: ReactNode;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      opened={opened}
      title={title}
      cancelLabel={t('menus.row.cancel')}
      confirmLabel={t('menus.row.confirm')}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      {children}
    </ConfirmDialog>
  );
}
