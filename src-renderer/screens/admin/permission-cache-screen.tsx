// /admin/permission-cache: the permission cache of spec §6 — how often a role's permission set was
// served from this API node's cache, and dropping the restaurant's cached sets (all, or one role's).
// A stale set is never served (each grants change bumps its version); dropping frees memory and
// forces a fresh read.
import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { callApi, useCallData } from '../../calls/call-api.js';
import { clockOf } from '../../reservations/venue-clock.js';
import { NoticeLine, type Notice } from '../../shell/notice-line.js';
import { errorText } from '../users/call-errors.js';
import { AdminPage } from './admin-page.js';

function Stat({ label, value }: { label: string; value: string | number }) {
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

export function PermissionCacheScreen() {
  const [tick, setTick] = useState(0);
  const stats = useCallData('access.permissionCacheStats', {}, String(tick));
  const roles = useCallData('access.rolesByRestaurant', {}, 'all');
  const [role, setRole] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);

  const invalidate = async () => {
    setBusy(true);
    const result = await callApi('access.permissionCacheInvalidate', {
      body: role ? { role_id: Number(role) } : {},
    });
    setBusy(false);
    const roleName = roles.data?.find((r) => String(r.id) === role)?.name;
    setNotice(
      result.ok
        ? {
            ok: true,
            text: `${result.value.dropped} cached permission set${result.value.dropped === 1 ? '' : 's'} dropped${roleName ? ` for ${roleName}` : ''}`,
          }
        : { ok: false, text: `Nothing dropped — ${errorText(result.error)}` },
    );
    setTick((t) => t + 1);
  };

  const s = stats.data;
  const last = s?.last_invalidated_at ? clockOf(new Date(s.last_invalidated_at)) : null;
  return (
    <AdminPage title="Permission cache">
      <NoticeLine notice={notice} onClose={() => setNotice(null)} />
      {(stats.error ?? roles.error) && (
        <Alert color="red" variant="light" role="alert" title="The permission cache could not be read">
          {stats.error ?? roles.error}
        </Alert>
      )}
      <Paper withBorder p="md" component="section" aria-labelledby="cache-stats" maw={960}>
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={2} size="h5" id="cache-stats">
              Statistics (this API node)
            </Title>
            <Button size="xs" variant="default" onClick={() => setTick((t) => t + 1)}>
              Refresh
            </Button>
          </Group>
          {s && (
            <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
              <Stat label="Cached sets of this restaurant" value={s.entries} />
              <Stat label="Hits" value={s.hits} />
              <Stat label="Misses" value={s.misses} />
              <Stat label="Hit ratio" value={`${Math.round(s.hit_ratio * 100)} %`} />
              <Stat label="Invalidations" value={s.invalidations} />
              <Stat label="Last invalidated" value={last ? `${last.date} ${last.time}` : 'never'} />
            </SimpleGrid>
          )}
        </Stack>
      </Paper>
      <Paper withBorder p="md" component="section" aria-labelledby="cache-invalidate" maw={960}>
        <Stack gap="sm">
          <Title order={2} size="h5" id="cache-invalidate">
            Invalidate
          </Title>
          <Text size="sm" c="dimmed">
            A changed role is never served from the cache; dropping it frees memory and makes the next request
            read the permissions again.
          </Text>
          <Group align="flex-end">
            <Select
              label="Role"
              placeholder="Every role of this restaurant"
              clearable
              data={(roles.data ?? []).map((r) => ({ value: String(r.id), label: r.name }))}
              value={role}
              onChange={setRole}
              w={300}
            />
            <Button onClick={() => void invalidate()} loading={busy}>
              Invalidate cache
            </Button>
          </Group>
        </Stack>
      </Paper>
    </AdminPage>
  );
}
