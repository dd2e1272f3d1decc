// <FormModal>: a dialog holding one named form (FormStack), the shape of every "New …" and quick-entry
// dialog: its title, a close button named for what it does, and the form's own submit.
import { Modal, type ModalProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormStack } from './form-stack.js';

export function FormModal({
  opened = true,
  title,
  closeLabel,
  formLabel = title,
  size = 'lg',
  onClose,
  onSubmit,
  children,
}: {
  opened?: boolean;
  title: string;
  /** The close button's accessible name ("Cancel", "Close"). */
  closeLabel: string;
  /** The form's accessible name; the title when not given. */
  formLabel?: string;
  size?: ModalProps['size'];
  onClose: () => void;
  onSubmit: () => unknown;
  children: ReactNode;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size={size}
      title={title}
      closeButtonProps={{ 'aria-label': closeLabel }}
    >
      <FormStack label={formLabel} onSubmit={onSubmit}>
        {children}
      </FormStack>
    </Modal>
  );
}
