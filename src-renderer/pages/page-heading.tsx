// A page's one h1 with an optional dimmed line under it, for the console pages and the signed-out
// card alike (they differ only in the heading's size and the space around it).
import { Stack, Title, type StackProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { QuietText } from '../kit/quiet-text.js';

export function PageHeading({
  title,
  subtitle,
  size,
  ...stack
}: { title: string; subtitle?: ReactNode; size: 'h3' | 'h4' } & Omit<StackProps, 'children'>) {
  return (
    <Stack {...stack}>
      <Title order={1} size={size} fw={600}>
        {title}
      </Title>
      {subtitle && <QuietText>{subtitle}</QuietText>}
    </Stack>
  );
}
