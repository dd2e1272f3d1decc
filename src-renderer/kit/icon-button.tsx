// <IconButton>: a small subtle button that shows only an icon, so `name` is what it is called aloud
// (which row or item it acts on: "Delete tag Wine"). `danger` colours it red for remove and delete.
import { ActionIcon, type ActionIconProps } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

export function IconButton({
  name,
  icon: Glyph,
  danger = false,
  iconSize,
  onClick,
  disabled,
  ...look
}: Omit<ActionIconProps, 'children' | 'variant' | 'color'> & {
  name: string;
  icon: Icon;
  danger?: boolean;
  /** The icon's size: 14 on a small button, 16 otherwise, unless given. */
  iconSize?: number;
  onClick?: () => void;
  disabled?: boolean;
}) {
  return (
    <ActionIcon
      variant="subtle"
      color={danger ? 'red' : undefined}
      aria-label={name}
      onClick={onClick}
      disabled={disabled}
      {...look}
    >
      <Glyph size={iconSize ?? (look.size === 'sm' ? 14 : 16)} aria-hidden />
    </ActionIcon>
  );
}
