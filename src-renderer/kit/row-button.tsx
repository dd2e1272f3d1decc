// <RowButton>: a table row's small action, its short text shown and its full name (which row it
// acts on) read out, so a list of rows never has many buttons with the same accessible name.
import { Button, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';

export function RowButton({
  name,
  onClick,
  children,
  ...look
}: Omit<ButtonProps, 'size'> & { name: string; onClick: () => void; children: ReactNode }) {
  return (
    <Button size="compact-xs" aria-label={name} onClick={onClick} {...look}>
      {children}
    </Button>
  );
}
