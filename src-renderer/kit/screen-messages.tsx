// The messages strip above a screen: server refusals and local refusals, each dismissible.
import { Alert, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ScreenMessage } from './use-sync-notices.js';

export function ScreenMessages({
  messages,
  onDismiss,
}: {
  messages: readonly ScreenMessage[];
  onDismiss: (m: ScreenMessage) => void;
}) {
  const { t } = useTranslation();
  if (messages.length === 0) return null;
  return (
    <Stack gap={6} mb="sm" aria-label={t('host.grid.messages')} role="region">
      {messages.map((m) => (
        <Alert
          key={m.id}
          role="alert"
          color={m.tone === 'error' ? 'red' : 'venue'}
          variant="light"
          py={6}
          withCloseButton
          closeButtonLabel={t('host.grid.dismiss')}
          onClose={() => onDismiss(m)}
        >
          {m.text}
        </Alert>
      ))}
    </Stack>
  );
}
