import { Box, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PageFrameProps {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

/** The common header and spacing of console pages. */
export function PageFrame({ title, subtitle, actions, children }: PageFrameProps) {
  return (
    <Box component="main" px="xl" py="lg" maw={1200}>
      <Group justify="space-between" align="flex-end" mb="md">
        <Stack gap={2}>
          <Title order={1} size="h3" fw={600}>
            {title}
          </Title>
          {subtitle && (
            <Text size="sm" c="dimmed">
              {subtitle}
            </Text>
          )}
        </Stack>
        {actions}
      </Group>
      {children}
    </Box>
  );
}
