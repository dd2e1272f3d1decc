// <NameWithBadge>: a name with a small light badge after it when one applies ("This terminal",
// "Premium"), as one line of text so the badge is read with the name.
import { Badge, Text, type TextProps } from '@mantine/core';
import type { ReactNode } from 'react';

export function NameWithBadge({
  name,
  badge,
  ...text
}: TextProps & { name: ReactNode; badge: string | false }) {
  return (
    <Text {...text}>
      {name}{' '}
      {badge && (
        <Badge size="xs" variant="light">
          {badge}
        </Badge>
      )}
    </Text>
  );
}
