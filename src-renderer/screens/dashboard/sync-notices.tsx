// Refused offline writes as staff-readable notices with a dismiss button. `floating` is the shell's
// compact stack (newest few); otherwise the full list for the dashboard.
import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useSyncNotices } from './use-sync-notices.js';

const FLOATING_MAX = 3;

export function SyncNotices({ floating = false }: { floating?: boolean }) {
  const { notices, dismiss, error } = useSyncNotices();
  const shown = floating ? notices.slice(0, FLOATING_MAX) : notices;
  if (!floating && notices.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {error ?? 'No conflicts: every change this terminal sent was accepted.'}
      </Text>
    );
  }
  return (
    <Stack gap={6} role="region" aria-label={floating ? 'Sync notices' : 'Conflict notices'}>
      {shown.map((n) => (
        <Alert
          key={n.id}
          color="orange"
          variant={floating ? 'filled' : 'light'}
          py={6}
          icon={<IconAlertTriangle size={16} aria-hidden />}
          withCloseButton
          closeButtonLabel={`Dismiss notice about ${n.guest}`}
          onClose={() => dismiss(n.id)}
          title={n.outcome}
        >
          <Text size="sm" c="inherit">
            {n.message}
          </Text>
          {n.reason && (
            <Text size="xs" c="inherit" opacity={0.85}>
              {n.reason}
            </Text>
          )}
        </Alert>
      ))}
      {floating && notices.length > FLOATING_MAX && (
        <Text size="xs" c="dimmed">
          {notices.length - FLOATING_MAX} more on the dashboard
        </Text>
      )}
    </Stack>
  );
}
