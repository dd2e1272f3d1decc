// The notice shown wherever a screen is not built yet: plain words, readable contrast, no fake data.
import { Alert, Text } from '@mantine/core';
import { IconHammer } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** `title` names the part not built when the rest of the screen is (the whole screen otherwise). */
export function NotBuiltNotice({ children, title }: { children: ReactNode; title?: string }) {
  const { t } = useTranslation();
  return (
    <Alert
      variant="light"
      color="gray"
      icon={<IconHammer size={16} aria-hidden />}
      title={title ?? t('shell.pages.notBuilt')}
      maw={640}
      styles={{
        title: { color: 'var(--venue-text-strong)' },
        icon: { color: 'var(--venue-text-muted)' },
      }}
    >
      <Text size="sm" c="var(--venue-text)">
        {children}
      </Text>
    </Alert>
  );
}
