// <ConfirmDialog>: the one "are you sure" dialog: a title, what will happen, Cancel and a confirm
// button (red for a destructive action) that shows it is working while the action runs. No corner
// close button: Cancel and Escape close it, so no control goes unnamed.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Cancel's text when the screen has its own word for it. */
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  destructive?: boolean;
  /**
   * False when the user may not take the action (their role lacks the permission): the dialog then
   * only explains, and Cancel is its one button.
   */
  canConfirm?: boolean;
}

export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
  destructive = true,
  canConfirm = true,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered withCloseButton={false}>
      <Stack gap="sm">
        <Text fz="sm" component="div">
          {children}
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" size="xs" onClick={onCancel} disabled={busy}>
            {cancelLabel ?? t('resources.cancel')}
          </Button>
          {canConfirm && (
            <Button color={destructive ? 'red' : undefined} size="xs" loading={busy} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
