// <StatusBadge>: a state shown as a small light badge in sentence case (a request's state, a
// message's delivery, a guest's check-in), coloured by the caller. One look for every such state.
import { Badge, type BadgeProps } from '@mantine/core';
import type { ReactNode } from 'react';

export function StatusBadge({
  color,
  size = 'sm',
  children,
  ...rest
}: Omit<BadgeProps, 'radius' | 'tt' | 'variant'> & { color: string; children: ReactNode } & Record<
    `data-${string}`,
    string | boolean | undefined
  >) {
  return (
    <Badge size={size} radius="sm" tt="none" variant="light" color={color} {...rest}>
      {children}
    </Badge>
  );
}
