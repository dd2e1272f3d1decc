// The dashboard: today's covers by shift, arrivals in the next hour, parties seated and tables free
// now, changes waiting to sync and conflict notices — all from the local mirror and sync channels.
import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useDates } from '../kit/dates.js';
import { consolePrefix, reservationLink } from '../shell/console-paths.js';
import { pendingCountAtom } from '../data/pending-rows.js';
import { useReservationDay } from '../reservations/use-reservation-day.js';
import { venueNow, venueZoneAtom } from '../data/venue-clock.js';
import { dashboardFigures } from '../screens/dashboard/dashboard-figures.js';
import { SyncNotices } from '../screens/dashboard/sync-notices.js';
import { sessionAtom } from '../session/session-atoms.js';
import { useAtomValue } from '../state/jotai.js';
import { PageFrame } from './page-frame.js';
import { QuietText } from '../kit/quiet-text.js';

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <Card withBorder padding="sm" radius="sm" role="group" aria-label={label}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} lts={0.5}>
        {label}
      </Text>
      <Text size="xl" fw={700} mt={2} lh={1.2}>
        {value}
      </Text>
      {detail && (
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      )}
    </Card>
  );
}

/** Re-reads the clock each minute so "now" figures move on their own. */
function useMinuteClock() {
  const [now, setNow] = useState(venueNow);
  // The venue's zone arrives with the sync status: re-read the clock when it does.
  const zone = useAtomValue(venueZoneAtom);
  useEffect(() => {
    setNow(venueNow());
    const timer = setInterval(() => setNow(venueNow()), 30_000);
    return () => clearInterval(timer);
  }, [zone]);
  return now;
}

export function DashboardPage() {
  const session = useAtomValue(sessionAtom);
  const now = useMinuteClock();
  const { reservations, ctx, ready, error } = useReservationDay(now.date);
  const pending = useAtomValue(pendingCountAtom);
  const prefix = consolePrefix(useLocation().pathname);
  const figures = useMemo(
    () =>
      dashboardFigures({
        date: now.date,
        time: now.time,
        reservations: reservations.data ?? [],
        shifts: ctx.shifts.shifts,
        tables: ctx.floor.tables,
        statuses: ctx.floor.statuses,
      }),
    [now, reservations.data, ctx],
  );
  const { t } = useTranslation();
  const dates = useDates();
  const user = session?.user;
  if (!user) return null;

  return (
    <PageFrame
      title={t('dashboard.title')}
      subtitle={
        <>
          <span>{user.restaurant_details.shopName}</span>
          {` · ${dates.long(now.date)} · ${now.time}`}
        </>
      }
    >
      <Stack gap="md">
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
        {!ready ? (
          <QuietText>{t('dashboard.reading')}</QuietText>
        ) : (
          <>
            <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
              <Figure
                label={t('dashboard.arrivalsNextHour')}
                value={t('dashboard.parties', { count: figures.arrivalsNextHour.parties })}
                detail={t('dashboard.covers', { count: figures.arrivalsNextHour.covers })}
              />
              <Figure
                label={t('dashboard.seatedNow')}
                value={t('dashboard.parties', { count: figures.seatedNow.parties })}
                detail={t('dashboard.covers', { count: figures.seatedNow.covers })}
              />
              <Figure
                label={t('dashboard.tablesFreeNow')}
                value={t('dashboard.tablesOf', { free: figures.tablesFreeNow, total: figures.activeTables })}
              />
              <Figure
                label={t('dashboard.needTable')}
                value={t('dashboard.parties', { count: figures.needTable })}
              />
              <Figure
                label={t('dashboard.pendingSync')}
                value={t('dashboard.changes', { count: pending })}
                detail={pending > 0 ? t('dashboard.waiting') : t('dashboard.allOnServer')}
              />
            </SimpleGrid>
            <Card withBorder padding="sm" radius="sm">
              <Group justify="space-between" mb={6}>
                <Title order={2} size="h5">
                  {t('dashboard.coversByShift')}
                </Title>
                <Text size="sm" component={Link} to={reservationLink(prefix, { date: now.date })} c="venue">
                  {t('dashboard.openReservations')}
                </Text>
              </Group>
              <SimpleGrid
                cols={{ base: 2, md: Math.max(1, figures.covers.length + 1) }}
                spacing="sm"
                role="list"
                aria-label={t('dashboard.coversByShiftList')}
              >
                {figures.covers.map((c) => (
                  <Stack key={c.shiftId ?? 'other'} gap={0} role="listitem">
                    <Text size="xs" c="dimmed">
                      {c.name}
                    </Text>
                    <Text size="lg" fw={600}>
                      {t('dashboard.covers', { count: c.covers })}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('dashboard.bookings', { count: c.bookings })}
                    </Text>
                  </Stack>
                ))}
                <Stack gap={0} role="listitem">
                  <Text size="xs" c="dimmed">
                    {t('dashboard.allDay')}
                  </Text>
                  <Text size="lg" fw={600}>
                    {t('dashboard.covers', { count: figures.totalCovers })}
                  </Text>
                </Stack>
              </SimpleGrid>
            </Card>
          </>
        )}
        <Card withBorder padding="sm" radius="sm">
          <Title order={2} size="h5" mb={6}>
            {t('dashboard.conflictNotices')}
          </Title>
          <SyncNotices />
        </Card>
      </Stack>
    </PageFrame>
  );
}
