import { Box, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHeading } from './page-heading.js';

interface PageFrameProps {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  /** Links to the area's neighbouring pages, under the heading (kit PageLinks). */
  nav?: ReactNode;
  children: ReactNode;
}

/** The common header and spacing of console pages. */
export function PageFrame({ title, subtitle, actions, nav, children }: PageFrameProps) {
  return (
    <Box component="main" px="xl" py="lg" maw={1200}>
      <Group justify="space-between" align="flex-end" mb="md">
        <PageHeading title={title} subtitle={subtitle} size="h3" gap={2} />
        {actions}
      </Group>
      {nav}
      {children}
    </Box>
  );
}
