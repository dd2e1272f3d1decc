// <SubHeading>: the heading of a part inside a panel or drawer (a rule's group, a tag category, a
// preview): an h3 at the small heading size, one look wherever a panel is divided.
import { Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function SubHeading({ children }: { children: ReactNode }) {
  return (
    <Title order={3} size="h5">
      {children}
    </Title>
  );
}
