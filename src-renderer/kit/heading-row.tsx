// <HeadingRow>: a section's heading with its controls on the right (a retry, a filter, an action),
// the heading carrying the id the section is named by (aria-labelledby).
import { Group, Title, type GroupProps, type TitleOrder, type TitleSize } from '@mantine/core';
import type { ReactNode } from 'react';

export function HeadingRow({
  id,
  order,
  size,
  aside,
  align,
  wrap,
  children,
}: {
  id: string;
  order: TitleOrder;
  size: TitleSize;
  /** Beside the heading, on the right. */
  aside?: ReactNode;
  align?: GroupProps['align'];
  wrap?: GroupProps['wrap'];
  children: ReactNode;
}) {
  return (
    <Group justify="space-between" align={align} wrap={wrap}>
      <Title order={order} size={size} id={id}>
        {children}
      </Title>
      {aside}
    </Group>
  );
}
