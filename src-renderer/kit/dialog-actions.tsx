// <DialogActions>: the button row that ends a dialog or drawer: its close (or cancel) button, then
// the dialog's own actions, at the right.
import { Button, Group, type GroupProps } from '@mantine/core';
import type { ReactNode } from 'react';

export function DialogActions({
  closeLabel,
  onClose,
  children,
  ...group
}: { closeLabel: string; onClose: () => void; children: ReactNode } & Omit<GroupProps, 'children'>) {
  return (
    <Group justify="flex-end" {...group}>
      <Button variant="default" onClick={onClose}>
        {closeLabel}
      </Button>
      {children}
    </Group>
  );
}
