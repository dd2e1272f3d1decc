// An administrator's messages to every console of the restaurant (/admin › Realtime): an emergency
// notice is a red banner across the top, read out at once, that stays until dismissed; a broadcast
// is a quieter notice beside it. Both name who sent them and when (venue time).
import { Alert, Box, Stack, Text } from '@mantine/core';
import { IconAlertOctagon, IconSpeakerphone } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RealtimeNotice } from '../../src-shared/schemas/admin.js';
import { useDates } from '../kit/dates.js';
import { onVenue } from '../data/venue.js';

/** Newest first, emergencies before broadcasts, at most `max` broadcasts kept. */
export function keepNotices(
  list: readonly RealtimeNotice[],
  next: RealtimeNotice,
  max = 3,
): RealtimeNotice[] {
  if (list.some((n) => n.id === next.id)) return [...list];
  const all = [next, ...list];
  const emergencies = all.filter((n) => n.kind === 'emergency');
  const broadcasts = all.filter((n) => n.kind === 'broadcast').slice(0, max);
  return [...emergencies, ...broadcasts];
}

export function RealtimeNotices() {
  const { t } = useTranslation();
  const dates = useDates();
  const [notices, setNotices] = useState<RealtimeNotice[]>([]);
  useEffect(() => onVenue('realtime.notice', (n) => setNotices((list) => keepNotices(list, n))), []);
  if (notices.length === 0) return null;
  const dismiss = (id: string) => setNotices((list) => list.filter((n) => n.id !== id));
  return (
    <Box
      pos="fixed"
      top={12}
      left="50%"
      w={560}
      maw="calc(100vw - 32px)"
      style={{ zIndex: 300, transform: 'translateX(-50%)' }}
    >
      <Stack gap={6} role="region" aria-label={t('shell.realtime.region')}>
        {notices.map((n) => {
          const emergency = n.kind === 'emergency';
          return (
            <Alert
              key={n.id}
              color={emergency ? 'red' : 'blue'}
              variant={emergency ? 'filled' : 'light'}
              role={emergency ? 'alert' : 'status'}
              icon={emergency ? <IconAlertOctagon aria-hidden /> : <IconSpeakerphone aria-hidden />}
              title={emergency ? t('shell.realtime.emergency') : t('shell.realtime.message')}
              withCloseButton
              closeButtonLabel={t(
                emergency ? 'shell.realtime.dismissEmergency' : 'shell.realtime.dismissMessage',
                {
                  from: n.from,
                },
              )}
              onClose={() => dismiss(n.id)}
              style={emergency ? { boxShadow: 'var(--mantine-shadow-lg)' } : undefined}
            >
              <Text size={emergency ? 'md' : 'sm'} fw={emergency ? 600 : undefined} c="inherit">
                {n.message}
              </Text>
              <Text size="xs" c="inherit" opacity={0.85}>
                {n.from}, {dates.at(n.sentAt)}
              </Text>
            </Alert>
          );
        })}
      </Stack>
    </Box>
  );
}
