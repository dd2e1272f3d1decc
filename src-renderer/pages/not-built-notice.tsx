// The notice shown wherever a screen is not built yet: plain words, readable contrast, no fake data.
import { Alert, Text } from '@mantine/core';
import { IconHammer } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function NotBuiltNotice({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Alert
      variant="light"
      color="gray"
      icon={<IconHammer size={16} aria-hidden />}
      title={t('shell.pages.notBuilt')}
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
