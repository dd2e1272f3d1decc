// /admin/permission-cache: the permission cache of spec §6 — how often a role's permission set was
// served from this API node's cache, and dropping the restaurant's cached sets (all, or one role's).
// A stale set is never served (each grants change bumps its version); dropping frees memory and
// forces a fresh read.
import { Button, Group, Select, SimpleGrid, Text } from '@mantine/core';
import { useState } from 'react';
import { callApi, useCallData } from '../../calls/call-api.js';
import { NoticeLine, type Notice } from '../../shell/notice-line.js';
import { errorText } from '../users/call-errors.js';
import { AdminPage, AdminSection, Figure, LoadFailure, venueTime } from './admin-page.js';

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
  return (
    <AdminPage title="Permission cache">
      <NoticeLine notice={notice} onClose={() => setNotice(null)} />
      <LoadFailure title="The permission cache could not be read" error={stats.error ?? roles.error} />
      <AdminSection
        id="cache-stats"
        title="Statistics (this API node)"
        aside={
          <Button size="xs" variant="default" onClick={() => setTick((t) => t + 1)}>
            Refresh
          </Button>
        }
      >
        {s && (
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
            <Figure label="Cached sets of this restaurant" value={s.entries} />
            <Figure label="Hits" value={s.hits} />
            <Figure label="Misses" value={s.misses} />
            <Figure label="Hit ratio" value={`${Math.round(s.hit_ratio * 100)} %`} />
            <Figure label="Invalidations" value={s.invalidations} />
            <Figure
              label="Last invalidated"
              value={s.last_invalidated_at ? venueTime(s.last_invalidated_at) : 'never'}
            />
          </SimpleGrid>
        )}
      </AdminSection>
      <AdminSection id="cache-invalidate" title="Invalidate">
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
      </AdminSection>
    </AdminPage>
  );
}
