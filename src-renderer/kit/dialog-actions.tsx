// <DialogActions>: the button row that ends a dialog or drawer: its close (or cancel) button, then
// the dialog's own actions, at the right. On a read-only screen the actions are left out (nothing
// there may be saved) and the close button stays.
import { Button, Group, type GroupProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useReadOnly } from './write-access.js';

export function DialogActions({
  closeLabel,
  onClose,
  children,
  ...group
}: { closeLabel: string; onClose: () => void; children: ReactNode } & Omit<GroupProps, 'children'>) {
  const readOnly = useReadOnly();
  return (
    <Group justify="flex-end" {...group}>
      <Button variant="default" onClick={onClose}>
        {closeLabel}
      </Button>
      {!readOnly && children}
    </Group>
  );
}
