// "Are you sure?" before a destructive step: the question, Cancel and the red confirming button.
// Nothing happens until the confirming button is pressed; closing the dialog is Cancel.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export function ConfirmModal({
  opened,
  title,
  children,
  cancelLabel,
  confirmLabel,
  closeLabel = cancelLabel,
  onCancel,
  onConfirm,
}: {
  opened: boolean;
  title: string;
  children: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  /** The dialog's close button (×); Cancel's name unless told. */
  closeLabel?: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': closeLabel }}
    >
      <Stack gap="sm">
        <Text size="sm">{children}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button color="red" onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
