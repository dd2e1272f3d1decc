// The messages strip above a screen: server refusals and local refusals, each dismissible.
import { Alert, Stack } from '@mantine/core';
import type { ScreenMessage } from './use-sync-notices.js';

export function ScreenMessages({
  messages,
  onDismiss,
}: {
  messages: readonly ScreenMessage[];
  onDismiss: (m: ScreenMessage) => void;
}) {
  if (messages.length === 0) return null;
  return (
    <Stack gap={6} mb="sm" aria-label="Messages" role="region">
      {messages.map((m) => (
        <Alert
          key={m.id}
          role="alert"
          color={m.tone === 'error' ? 'red' : 'venue'}
          variant="light"
          py={6}
          withCloseButton
          closeButtonLabel="Dismiss message"
          onClose={() => onDismiss(m)}
        >
          {m.text}
        </Alert>
      ))}
    </Stack>
  );
}
