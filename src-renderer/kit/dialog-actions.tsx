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

/** The row of a dialog whose one action is its form's submit button ("Save", "Send"), `busy` while it runs. */
export function SubmitActions({
  busy,
  disabled,
  children,
  ...actions
}: Omit<Parameters<typeof DialogActions>[0], 'children'> & {
  busy?: boolean;
  disabled?: boolean;
  /** The submit button's text. */
  children: ReactNode;
}) {
  return (
    <DialogActions {...actions}>
      <Button type="submit" loading={busy} disabled={disabled}>
        {children}
      </Button>
    </DialogActions>
  );
}
