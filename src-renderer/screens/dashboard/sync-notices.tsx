// Refused offline writes as staff-readable notices with a dismiss button. `floating` is the shell's
// compact stack (newest few); otherwise the full list for the dashboard.
import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDates } from '../../kit/dates.js';
import { useSyncNotices } from '../../kit/use-sync-notices.js';
import { QuietText } from '../../kit/quiet-text.js';

const FLOATING_MAX = 3;
/**
 * The floating notice's fill: white text on it reads at 7.3:1 (Mantine's filled orange gave the
 * body text 3.7:1, under axe's 4.5:1).
 */
const FLOATING_FILL = '#9a3412';

export function SyncNotices({ floating = false }: { floating?: boolean }) {
  const { t } = useTranslation();
  const { notices, dismiss, error } = useSyncNotices();
  const dates = useDates();
  // The guest, the booking's day and time as staff read dates, and what happened.
  const message = (n: (typeof notices)[number]) =>
    n.date ? `${n.guest}, ${dates.dayTime(n.date, n.time)}: ${n.outcome}` : n.message;
  const shown = floating ? notices.slice(0, FLOATING_MAX) : notices;
  if (!floating && notices.length === 0) {
    return <QuietText>{error ?? t('shell.sync.noConflicts')}</QuietText>;
  }
  return (
    <Stack gap={6} role="region" aria-label={floating ? t('shell.sync.notices') : t('shell.sync.conflicts')}>
      {shown.map((n) => (
        <Alert
          key={n.id}
          color={floating ? FLOATING_FILL : 'orange'}
          variant={floating ? 'filled' : 'light'}
          py={6}
          icon={<IconAlertTriangle size={16} aria-hidden />}
          withCloseButton
          closeButtonLabel={t('shell.sync.dismissAbout', { guest: n.guest })}
          onClose={() => dismiss(n.id)}
          title={n.outcome}
        >
          <Text size="sm" c="inherit">
            {message(n)}
          </Text>
          {n.reason && (
            <Text size="xs" c="inherit">
              {n.reason}
            </Text>
          )}
        </Alert>
      ))}
      {floating && notices.length > FLOATING_MAX && (
        <Text size="xs" c="dimmed">
          {t('shell.sync.more', { count: notices.length - FLOATING_MAX })}
        </Text>
      )}
    </Stack>
  );
}
