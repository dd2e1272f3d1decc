// <PageAction>: a page's own action beside its heading ("New user", "New request"): a small button
// with an optional leading icon, left out for a user whose role may not use it (`allowed`).
import { Button } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export function PageAction({
  allowed = true,
  icon: Glyph,
  disabled,
  onClick,
  children,
}: {
  allowed?: boolean;
  icon?: Icon;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  if (!allowed) return null;
  return (
    <Button
      size="xs"
      leftSection={Glyph ? <Glyph size={14} aria-hidden /> : undefined}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
