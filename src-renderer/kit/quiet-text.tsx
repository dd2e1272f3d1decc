// <QuietText>: a short line in the page's quiet voice (small, dimmed): "Loading…", "No requests yet",
// "You may not see these". One look for every such empty, waiting or not-allowed note.
import { Text, type TextProps } from '@mantine/core';
import type { ReactNode } from 'react';

export function QuietText({ children, ...rest }: Omit<TextProps, 'size' | 'c'> & { children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed" {...rest}>
      {children}
    </Text>
  );
}
