// /admin/realtime: the websocket admin of spec §7 for the signed-in restaurant — status, connected
// consoles, counters, stop and start, and messages to every console (a broadcast shows as a notice,
// an emergency as a banner that stays until dismissed). Times in the venue's time zone. The server
// answers for this restaurant only; no other restaurant's consoles appear or are reached.
import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { REALTIME_NOTICE_MAX } from '../../../src-shared/schemas/admin.js';
import { callApi, useCallData } from '../../calls/call-api.js';
import { clockOf } from '../../reservations/venue-clock.js';
import { NoticeLine, type Notice } from '../../shell/notice-line.js';
import { errorText } from '../users/call-errors.js';
import { AdminPage } from './admin-page.js';
import { uptimeText } from './uptime-text.js';

const when = (iso: string) => {
  const c = clockOf(new Date(iso));
  return `${c.date} ${c.time}`;
};

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="lg" fw={600}>
        {value}
      </Text>
    </Stack>
  );
}

type Sent = 'broadcast' | 'emergency';

export function RealtimeAdminScreen() {
  const [tick, setTick] = useState(0);
  const key = String(tick);
  const status = useCallData('admin.websocketStatus', {}, key);
  const users = useCallData('admin.websocketUsers', {}, key);
  const metrics = useCallData('admin.websocketMetrics', {}, key);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [confirmStop, setConfirmStop] = useState(false);
  const [message, setMessage] = useState('');
  const refresh = () => setTick((t) => t + 1);

  const switchTo = async (running: boolean) => {
    setBusy(running ? 'start' : 'stop');
    const result = await callApi(running ? 'admin.websocketStart' : 'admin.websocketStop', {});
    setBusy(null);
    setConfirmStop(false);
    setNotice(
      result.ok
        ? {
            ok: true,
            text: running
              ? 'Realtime started'
              : `Realtime stopped: ${result.value.disconnected} console${result.value.disconnected === 1 ? '' : 's'} disconnected`,
          }
        : { ok: false, text: `${running ? 'Not started' : 'Not stopped'} — ${errorText(result.error)}` },
    );
    refresh();
  };

  const send = async (kind: Sent) => {
    setBusy(kind);
    const result = await callApi(
      kind === 'broadcast' ? 'admin.websocketBroadcast' : 'admin.websocketEmergency',
      {
        body: { message },
      },
    );
    setBusy(null);
    if (!result.ok) {
      // The message stays in the box to send again.
      setNotice({ ok: false, text: `Not sent — ${errorText(result.error)}` });
      return;
    }
    const { delivered } = result.value;
    setNotice({
      ok: true,
      text: `${kind === 'emergency' ? 'Emergency notice' : 'Message'} sent to ${delivered} console${delivered === 1 ? '' : 's'}`,
    });
    setMessage('');
    refresh();
  };

  const s = status.data;
  const m = metrics.data;
  const connected = users.data ?? [];
  const error = status.error ?? users.error ?? metrics.error;
  const events = Object.entries(m?.messagesByEvent ?? {});

  return (
    <AdminPage title="Realtime">
      <NoticeLine notice={notice} onClose={() => setNotice(null)} />
      {error && (
        <Alert color="red" variant="light" role="alert" title="Realtime could not be read">
          {error}
        </Alert>
      )}
      <Paper withBorder p="md" component="section" aria-labelledby="realtime-status">
        <Stack gap="sm">
          <Group justify="space-between">
            <Group gap="sm">
              <Title order={2} size="h5" id="realtime-status">
                Status
              </Title>
              {s && (
                <Badge color={s.running ? 'teal' : 'red'} variant="light">
                  {s.running
                    ? 'Running'
                    : s.serverRunning
                      ? 'Stopped for this restaurant'
                      : 'Server shutting down'}
                </Badge>
              )}
            </Group>
            <Button size="xs" variant="default" onClick={refresh} loading={status.loading && Boolean(s)}>
              Refresh
            </Button>
          </Group>
          {s && (
            <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
              <Figure label="Connected consoles" value={s.connectedSockets} />
              <Figure
                label="Rooms"
                value={s.rooms.map((r) => `${r.name} (${r.sockets})`).join(', ') || 'none'}
              />
              <Figure label="Uptime" value={uptimeText(s.uptimeSeconds)} />
              <Figure label="Started" value={when(s.startedAt)} />
              <Figure
                label="Adapter"
                value={s.adapter === 'redis' ? 'Redis (every API node)' : 'Memory (this node)'}
              />
              <Figure label="Stopped since" value={s.stoppedAt ? when(s.stoppedAt) : '—'} />
            </SimpleGrid>
          )}
          {s?.running && !confirmStop && (
            <Group>
              <Button color="red" variant="light" onClick={() => setConfirmStop(true)}>
                Stop realtime
              </Button>
            </Group>
          )}
          {s?.running && confirmStop && (
            <Alert color="red" variant="light" title="Stop realtime for this restaurant?">
              <Stack gap="xs">
                <Text size="sm">
                  Every console of this restaurant is disconnected and refused until you start realtime again.
                  They keep working and fetch changes on their regular pull, without live updates. Other
                  restaurants are not affected.
                </Text>
                <Group>
                  <Button color="red" loading={busy === 'stop'} onClick={() => void switchTo(false)}>
                    Stop and disconnect
                  </Button>
                  <Button variant="default" onClick={() => setConfirmStop(false)}>
                    Cancel
                  </Button>
                </Group>
              </Stack>
            </Alert>
          )}
          {s && !s.running && s.serverRunning && (
            <Group>
              <Button loading={busy === 'start'} onClick={() => void switchTo(true)}>
                Start realtime
              </Button>
            </Group>
          )}
        </Stack>
      </Paper>

      <Paper withBorder p="md" component="section" aria-labelledby="realtime-message">
        <Stack gap="sm">
          <Title order={2} size="h5" id="realtime-message">
            Message to every console
          </Title>
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
            <Button
              onClick={() => void send('broadcast')}
              loading={busy === 'broadcast'}
              disabled={!message.trim() || s?.running === false}
            >
              Send broadcast
            </Button>
            <Button
              color="red"
              onClick={() => void send('emergency')}
              loading={busy === 'emergency'}
              disabled={!message.trim() || s?.running === false}
            >
              Send emergency notice
            </Button>
          </Group>
        </Stack>
      </Paper>

      <Table.ScrollContainer minWidth={640}>
        <Table striped aria-label="Connected consoles">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>User</Table.Th>
              <Table.Th>Email</Table.Th>
              <Table.Th>Terminal</Table.Th>
              <Table.Th>Connected since</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {connected.map((u) => (
              <Table.Tr key={u.socketId}>
                <Table.Td>{u.name}</Table.Td>
                <Table.Td>{u.email}</Table.Td>
                <Table.Td>
                  <Text size="xs">{u.terminal ?? '—'}</Text>
                </Table.Td>
                <Table.Td>{when(u.connectedAt)}</Table.Td>
              </Table.Tr>
            ))}
            {connected.length === 0 && !users.loading && (
              <Table.Tr>
                <Table.Td colSpan={4}>
                  <Text size="sm" c="dimmed">
                    No console of this restaurant is connected.
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      {m && (
        <Paper withBorder p="md" component="section" aria-labelledby="realtime-metrics">
          <Stack gap="sm">
            <Title order={2} size="h5" id="realtime-metrics">
              Counters since {when(m.since)} (this API node)
            </Title>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
              <Figure label="Connected now" value={m.connections.current} />
              <Figure label="Connections" value={m.connections.total} />
              <Figure label="Disconnections" value={m.connections.disconnects} />
              <Figure label="Refused while stopped" value={m.connections.refused} />
            </SimpleGrid>
            <Table aria-label="Messages by event" maw={420}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Event</Table.Th>
                  <Table.Th>Messages</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {events.map(([event, count]) => (
                  <Table.Tr key={event}>
                    <Table.Td>{event}</Table.Td>
                    <Table.Td>{count}</Table.Td>
                  </Table.Tr>
                ))}
                {events.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={2}>
                      <Text size="sm" c="dimmed">
                        No message sent yet.
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                )}
              </Table.Tbody>
            </Table>
          </Stack>
        </Paper>
      )}
    </AdminPage>
  );
}
