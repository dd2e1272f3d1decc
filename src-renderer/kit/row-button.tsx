// <RowButton>: a table row's small action, its short text shown and its full name (which row it
// acts on) read out, so a list of rows never has many buttons with the same accessible name. A row
// button changes the row unless it says `reads`: on a read-only screen those are disabled.
import { Button, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useReadOnly } from './write-access.js';

export function RowButton({
  name,
  onClick,
  children,
  reads = false,
  disabled,
  ...look
}: Omit<ButtonProps, 'size'> & {
  name: string;
  onClick: () => void;
  children: ReactNode;
  /** Only shows or opens the row (stays enabled on a read-only screen). */
  reads?: boolean;
}) {
  const readOnly = useReadOnly();
  return (
    <Button
      size="compact-xs"
      aria-label={name}
      onClick={onClick}
      disabled={(readOnly && !reads) || disabled}
      {...look}
    >
      {children}
    </Button>
  );
}
