// /admin/realtime: the websocket admin of spec §7 for the signed-in restaurant — status, connected
// consoles, counters, stop and start, and messages to every console (a broadcast shows as a notice,
// an emergency as a banner that stays until dismissed). Times in the venue's time zone. The server
// answers for this restaurant only; no other restaurant's consoles appear or are reached.
import { Alert, Badge, Button, Group, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { RealtimeStatus } from '../../../src-shared/schemas/admin.js';
import { REALTIME_NOTICE_MAX } from '../../../src-shared/schemas/admin.js';
import { callApi, useCallData } from '../../calls/call-api.js';
import { NoticeLine, type Notice } from '../../shell/notice-line.js';
import { errorText } from '../users/call-errors.js';
import { AdminPage, AdminSection, AdminTable, Figure, LoadFailure, venueTime } from './admin-page.js';
import { uptimeText } from './uptime-text.js';

const consoles = (n: number) => `${n} console${n === 1 ? '' : 's'}`;

function statusLabel(s: RealtimeStatus): string {
  if (s.running) return 'Running';
  return s.serverRunning ? 'Stopped for this restaurant' : 'Server shutting down';
}

/** Stop (after a confirmation saying what it does) or start realtime for the restaurant. */
function SwitchControls(props: {
  status: RealtimeStatus;
  busy: string | null;
  onSwitch: (running: boolean) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const { status, busy } = props;
  if (!status.running)
    return status.serverRunning ? (
      <Button w="fit-content" loading={busy === 'start'} onClick={() => props.onSwitch(true)}>
        Start realtime
      </Button>
    ) : null;
  if (!confirming)
    return (
      <Button w="fit-content" color="red" variant="light" onClick={() => setConfirming(true)}>
        Stop realtime
      </Button>
    );
  return (
    <Alert color="red" variant="light" title="Stop realtime for this restaurant?">
      <Text size="sm">
        Every console of this restaurant is disconnected and refused until you start realtime again. They keep
        working and fetch changes on their regular pull, without live updates. Other restaurants are not
        affected.
      </Text>
      <Group mt="xs">
        <Button color="red" loading={busy === 'stop'} onClick={() => props.onSwitch(false)}>
          Stop and disconnect
        </Button>
        <Button variant="default" onClick={() => setConfirming(false)}>
          Cancel
        </Button>
      </Group>
    </Alert>
  );
}

export function RealtimeAdminScreen() {
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
        text: `${running ? 'Not started' : 'Not stopped'} — ${errorText(result.error)}`,
      });
    else
      setNotice({
        ok: true,
        text: running
          ? 'Realtime started'
          : `Realtime stopped: ${consoles(result.value.disconnected)} disconnected`,
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
      setNotice({ ok: false, text: `Not sent — ${errorText(result.error)}` });
      return;
    }
    const what = kind === 'emergency' ? 'Emergency notice' : 'Message';
    setNotice({ ok: true, text: `${what} sent to ${consoles(result.value.delivered)}` });
    setMessage('');
    refresh();
  };

  const s = status.data;
  const m = metrics.data;
  const cannotSend = !message.trim() || s?.running === false;

  return (
    <AdminPage title="Realtime">
      <NoticeLine notice={notice} onClose={() => setNotice(null)} />
      <LoadFailure title="Realtime could not be read" error={status.error ?? users.error ?? metrics.error} />
      <AdminSection
        id="realtime-status"
        title="Status"
        aside={
          <Group gap="sm">
            {s && (
              <Badge color={s.running ? 'teal' : 'red'} variant="light">
                {statusLabel(s)}
              </Badge>
            )}
            <Button size="xs" variant="default" onClick={refresh}>
              Refresh
            </Button>
          </Group>
        }
      >
        {s && (
          <>
            <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
              <Figure label="Connected consoles" value={s.connectedSockets} />
              <Figure
                label="Rooms"
                value={s.rooms.map((r) => `${r.name} (${r.sockets})`).join(', ') || 'none'}
              />
              <Figure label="Uptime" value={uptimeText(s.uptimeSeconds)} />
              <Figure label="Started" value={venueTime(s.startedAt)} />
              <Figure
                label="Adapter"
                value={s.adapter === 'redis' ? 'Redis (every API node)' : 'Memory (this node)'}
              />
              <Figure label="Stopped since" value={s.stoppedAt ? venueTime(s.stoppedAt) : '—'} />
            </SimpleGrid>
            <SwitchControls status={s} busy={busy} onSwitch={(running) => void switchTo(running)} />
          </>
        )}
      </AdminSection>

      <AdminSection id="realtime-message" title="Message to every console">
        <Textarea
          label="Message"
          description={`A broadcast shows as a notice; an emergency notice shows as a banner on every console until dismissed. At most ${REALTIME_NOTICE_MAX} characters.`}
          value={message}
          maxLength={REALTIME_NOTICE_MAX}
          autosize
          minRows={2}
          onChange={(e) => setMessage(e.currentTarget.value)}
        />
        <Group>
          <Button onClick={() => void send('broadcast')} loading={busy === 'broadcast'} disabled={cannotSend}>
            Send broadcast
          </Button>
          <Button
            color="red"
            onClick={() => void send('emergency')}
            loading={busy === 'emergency'}
            disabled={cannotSend}
          >
            Send emergency notice
          </Button>
        </Group>
      </AdminSection>

      <AdminTable
        label="Connected consoles"
        headers={['User', 'Email', 'Terminal', 'Connected since']}
        rows={(users.data ?? []).map((u) => ({
          key: u.socketId,
          cells: [u.name, u.email, <Text size="xs">{u.terminal ?? '—'}</Text>, venueTime(u.connectedAt)],
        }))}
        empty="No console of this restaurant is connected."
        loading={users.loading}
        minWidth={640}
      />

      {m && (
        <AdminSection
          id="realtime-metrics"
          title={`Counters since ${venueTime(m.since)} (${m.nodes === 1 ? 'one API node' : `${m.nodes} API nodes`})`}
        >
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            <Figure label="Connected now" value={m.connections.current} />
            <Figure label="Connections" value={m.connections.total} />
            <Figure label="Disconnections" value={m.connections.disconnects} />
            <Figure label="Refused while stopped" value={m.connections.refused} />
          </SimpleGrid>
          <Stack maw={420}>
            <AdminTable
              label="Messages by event"
              headers={['Event', 'Messages']}
              rows={Object.entries(m.messagesByEvent).map(([event, count]) => ({
                key: event,
                cells: [event, count],
              }))}
              empty="No message sent yet."
            />
          </Stack>
        </AdminSection>
      )}
    </AdminPage>
  );
}
