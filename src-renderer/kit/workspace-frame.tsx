// <WorkspaceFrame>: a screen that fills the window below the console header (the reservation grid,
// the floor plan, the layout editor): its heading with a dimmed summary line under it on the left,
// its controls on the right, and a body that takes the rest of the height (a flex column).
import { Box, Group, Stack, Text, Title, type GroupProps } from '@mantine/core';
import type { KeyboardEventHandler, ReactNode } from 'react';
import { CONTENT_HEIGHT } from '../shell/content-height.js';

export function WorkspaceFrame({
  title,
  summary,
  summaryProps,
  controls,
  headerWrap,
  headerGap,
  height = CONTENT_HEIGHT,
  minHeight,
  onKeyDown,
  children,
}: {
  title: ReactNode;
  /** The dimmed line under the heading (counts, what is shown, unsaved changes). */
  summary: ReactNode;
  /** Extra attributes of the summary line (a live region, a test id). */
  summaryProps?: { 'aria-live'?: 'polite'; 'data-testid'?: string };
  /** Beside the heading, on the right. */
  controls?: ReactNode;
  headerWrap?: GroupProps['wrap'];
  headerGap?: GroupProps['gap'];
  /** The frame's height as a CSS length (the whole content column by default). */
  height?: string;
  minHeight?: number;
  onKeyDown?: KeyboardEventHandler<HTMLDivElement>;
  children: ReactNode;
}) {
  return (
    <Box
      component="main"
      px="lg"
      py="md"
      style={{ display: 'flex', flexDirection: 'column', height, minHeight, minWidth: 0 }}
      onKeyDown={onKeyDown}
    >
      <Group justify="space-between" align="flex-end" mb="sm" wrap={headerWrap} gap={headerGap}>
        <Stack gap={2}>
          <Title order={1} size="h3" fw={600}>
            {title}
          </Title>
          <Text size="sm" c="dimmed" {...summaryProps}>
            {summary}
          </Text>
        </Stack>
        {controls}
      </Group>
      {children}
    </Box>
  );
}
