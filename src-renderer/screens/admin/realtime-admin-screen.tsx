// /admin/realtime: the websocket admin of spec §7 for the signed-in restaurant — status, connected
// consoles, counters, stop and start, and messages to every console (a broadcast shows as a notice,
// an emergency as a banner that stays until dismissed). Times in the venue's time zone. The server
// answers for this restaurant only; no other restaurant's consoles appear or are reached.
import { Alert, Badge, Button, Group, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RealtimeStatus } from '../../../src-shared/schemas/admin.js';
import { REALTIME_NOTICE_MAX } from '../../../src-shared/schemas/admin.js';
import { callApi, useCallData } from '../../data/call.js';
import type { Translate } from '../../i18n/translate.js';
import { NoticeLine, type Notice } from '../../shell/notice-line.js';
import { errorText } from '../../kit/call-errors.js';
import { AdminPage, AdminSection, AdminTable, Figure, LoadFailure, useVenueTime } from './admin-page.js';
import { uptimeText } from './uptime-text.js';

const consoles = (t: Translate, count: number) => t('admin.platform.realtime.consoles', { count });

function statusLabel(t: Translate, s: RealtimeStatus): string {
  if (s.running) return t('admin.platform.realtime.running');
  return t(s.serverRunning ? 'admin.platform.realtime.stoppedHere' : 'admin.platform.realtime.shuttingDown');
}

/** Stop (after a confirmation saying what it does) or start realtime for the restaurant. */
function SwitchControls(props: {
  status: RealtimeStatus;
  busy: string | null;
  onSwitch: (running: boolean) => void;
}) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const { status, busy } = props;
  if (!status.running)
    return status.serverRunning ? (
      <Button w="fit-content" loading={busy === 'start'} onClick={() => props.onSwitch(true)}>
        {t('admin.platform.realtime.start')}
      </Button>
    ) : null;
  if (!confirming)
    return (
      <Button w="fit-content" color="red" variant="light" onClick={() => setConfirming(true)}>
        {t('admin.platform.realtime.stop')}
      </Button>
    );
  return (
    <Alert color="red" variant="light" title={t('admin.platform.realtime.confirmTitle')}>
      <Text size="sm">{t('admin.platform.realtime.confirmText')}</Text>
      <Group mt="xs">
        <Button color="red" loading={busy === 'stop'} onClick={() => props.onSwitch(false)}>
          {t('admin.platform.realtime.stopAndDisconnect')}
        </Button>
        <Button variant="default" onClick={() => setConfirming(false)}>
          {t('admin.platform.realtime.cancel')}
        </Button>
      </Group>
    </Alert>
  );
}

export function RealtimeAdminScreen() {
  const { t } = useTranslation();
  const venueTime = useVenueTime();
  const [tick, setTick] = useState(0);
  const key = String(tick);
  const status = useCallData('admin.websocketStatus', {}, key);
  const users = useCallData('admin.websocketUsers', {}, key);
  const metrics = useCallData('admin.websocketMetrics', {}, key);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const refresh = () => setTick((t) => t + 1);

  const switchTo = async (running: boolean) => {
    setBusy(running ? 'start' : 'stop');
    const result = await callApi(running ? 'admin.websocketStart' : 'admin.websocketStop', {});
    setBusy(null);
    if (!result.ok)
      setNotice({
        ok: false,
        text: t(running ? 'admin.platform.realtime.notStarted' : 'admin.platform.realtime.notStopped', {
          error: errorText(result.error),
        }),
      });
    else
      setNotice({
        ok: true,
        text: running
          ? t('admin.platform.realtime.started')
          : t('admin.platform.realtime.stopped', { count: result.value.disconnected }),
      });
    refresh();
  };

  const send = async (kind: 'broadcast' | 'emergency') => {
    setBusy(kind);
    const call = kind === 'broadcast' ? 'admin.websocketBroadcast' : 'admin.websocketEmergency';
    const result = await callApi(call, { body: { message } });
    setBusy(null);
    if (!result.ok) {
      // The message stays in the box to send again.
      setNotice({
        ok: false,
        text: t('admin.platform.realtime.notSent', { error: errorText(result.error) }),
      });
      return;
    }
    const sent = kind === 'emergency' ? 'emergencySent' : 'messageSent';
    setNotice({
      ok: true,
      text: t(`admin.platform.realtime.${sent}`, { consoles: consoles(t, result.value.delivered) }),
    });
    setMessage('');
    refresh();
  };

  const s = status.data;
  const m = metrics.data;
  const cannotSend = !message.trim() || s?.running === false;

  return (
    <AdminPage title={t('admin.platform.realtime.title')}>
      <NoticeLine notice={notice} onClose={() => setNotice(null)} />
      <LoadFailure
        title={t('admin.platform.realtime.loadFailed')}
        error={status.error ?? users.error ?? metrics.error}
      />
      <AdminSection
        id="realtime-status"
        title={t('admin.platform.realtime.status')}
        aside={
          <Group gap="sm">
            {s && (
              <Badge color={s.running ? 'teal' : 'red'} variant="light">
                {statusLabel(t, s)}
              </Badge>
            )}
            <Button size="xs" variant="default" onClick={refresh}>
              {t('admin.platform.realtime.refresh')}
            </Button>
          </Group>
        }
      >
        {s && (
          <>
            <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
              <Figure label={t('admin.platform.realtime.connected')} value={s.connectedSockets} />
              <Figure
                label={t('admin.platform.realtime.rooms')}
                value={
                  s.rooms.map((r) => `${r.name} (${r.sockets})`).join(', ') ||
                  t('admin.platform.realtime.noRooms')
                }
              />
              <Figure label={t('admin.platform.realtime.uptime')} value={uptimeText(s.uptimeSeconds, t)} />
              <Figure label={t('admin.platform.realtime.startedAt')} value={venueTime(s.startedAt)} />
              <Figure
                label={t('admin.platform.realtime.adapter')}
                value={t(
                  s.adapter === 'redis' ? 'admin.platform.realtime.redis' : 'admin.platform.realtime.memory',
                )}
              />
              <Figure
                label={t('admin.platform.realtime.stoppedSince')}
                value={s.stoppedAt ? venueTime(s.stoppedAt) : '—'}
              />
            </SimpleGrid>
            <SwitchControls status={s} busy={busy} onSwitch={(running) => void switchTo(running)} />
          </>
        )}
      </AdminSection>

      <AdminSection id="realtime-message" title={t('admin.platform.realtime.messageTitle')}>
        <Textarea
          label={t('admin.platform.realtime.message')}
          description={t('admin.platform.realtime.messageHint', { max: REALTIME_NOTICE_MAX })}
          value={message}
          maxLength={REALTIME_NOTICE_MAX}
          autosize
          minRows={2}
          onChange={(e) => setMessage(e.currentTarget.value)}
        />
        <Group>
          <Button onClick={() => void send('broadcast')} loading={busy === 'broadcast'} disabled={cannotSend}>
            {t('admin.platform.realtime.sendBroadcast')}
          </Button>
          <Button
            color="red"
            onClick={() => void send('emergency')}
            loading={busy === 'emergency'}
            disabled={cannotSend}
          >
            {t('admin.platform.realtime.sendEmergency')}
          </Button>
        </Group>
      </AdminSection>

      <AdminTable
        label={t('admin.platform.realtime.consolesTable')}
        headers={[
          t('admin.platform.realtime.user'),
          t('admin.platform.realtime.email'),
          t('admin.platform.realtime.terminal'),
          t('admin.platform.realtime.connectedSince'),
        ]}
        rows={(users.data ?? []).map((u) => ({
          key: u.socketId,
          cells: [u.name, u.email, <Text size="xs">{u.terminal ?? '—'}</Text>, venueTime(u.connectedAt)],
        }))}
        empty={t('admin.platform.realtime.noConsole')}
        loading={users.loading}
        minWidth={640}
      />

      {m && (
        <AdminSection
          id="realtime-metrics"
          title={t('admin.platform.realtime.counters', {
            since: venueTime(m.since),
            nodes:
              m.nodes === 1
                ? t('admin.platform.realtime.oneNode')
                : t('admin.platform.realtime.nodes', { nodes: m.nodes }),
          })}
        >
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            <Figure label={t('admin.platform.realtime.connectedNow')} value={m.connections.current} />
            <Figure label={t('admin.platform.realtime.connections')} value={m.connections.total} />
            <Figure label={t('admin.platform.realtime.disconnections')} value={m.connections.disconnects} />
            <Figure label={t('admin.platform.realtime.refused')} value={m.connections.refused} />
          </SimpleGrid>
          <Stack maw={420}>
            <AdminTable
              label={t('admin.platform.realtime.byEvent')}
              headers={[t('admin.platform.realtime.event'), t('admin.platform.realtime.messages')]}
              rows={Object.entries(m.messagesByEvent).map(([event, count]) => ({
                key: event,
                cells: [event, count],
              }))}
              empty={t('admin.platform.realtime.noMessage')}
            />
          </Stack>
        </AdminSection>
      )}
    </AdminPage>
  );
}
