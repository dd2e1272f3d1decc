// /admin/permission-cache: the permission cache of spec §6 — how often a role's permission set was
// served from this API node's cache, and dropping the restaurant's cached sets (all, or one role's).
// A stale set is never served (each grants change bumps its version); dropping frees memory and
// forces a fresh read.
import { Button, Group, Select, SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoleName } from '../../session/use-role-name.js';
import { callApi, useCallData } from '../../data/call.js';
import { NoticeLine, type Notice } from '../../shell/notice-line.js';
import { errorText } from '../../kit/call-errors.js';
import { AdminPage, AdminSection, Figure, LoadFailure, useVenueTime } from './admin-page.js';

export function PermissionCacheScreen() {
  const { t } = useTranslation();
  const venueTime = useVenueTime();
  const [tick, setTick] = useState(0);
  const stats = useCallData('access.permissionCacheStats', {}, String(tick));
  const roles = useCallData('access.rolesByRestaurant', {}, 'all');
  const [role, setRole] = useState<string | null>(null);
  const displayRole = useRoleName();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);

  const invalidate = async () => {
    setBusy(true);
    const result = await callApi('access.permissionCacheInvalidate', {
      body: role ? { role_id: Number(role) } : {},
    });
    setBusy(false);
    const stored = roles.data?.find((r) => String(r.id) === role)?.name;
    const roleName = stored === undefined ? undefined : displayRole(stored);
    setNotice(
      result.ok
        ? {
            ok: true,
            text: roleName
              ? t('admin.platform.cache.droppedFor', { count: result.value.dropped, role: roleName })
              : t('admin.platform.cache.dropped', { count: result.value.dropped }),
          }
        : { ok: false, text: t('admin.platform.cache.nothingDropped', { error: errorText(result.error) }) },
    );
    setTick((t) => t + 1);
  };

  const s = stats.data;
  return (
    <AdminPage title={t('admin.platform.cache.title')}>
      <NoticeLine notice={notice} onClose={() => setNotice(null)} />
      <LoadFailure title={t('admin.platform.cache.loadFailed')} error={stats.error ?? roles.error} />
      <AdminSection
        id="cache-stats"
        title={t('admin.platform.cache.stats')}
        aside={
          <Button size="xs" variant="default" onClick={() => setTick((t) => t + 1)}>
            {t('admin.platform.cache.refresh')}
          </Button>
        }
      >
        {s && (
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
            <Figure label={t('admin.platform.cache.entries')} value={s.entries} />
            <Figure label={t('admin.platform.cache.hits')} value={s.hits} />
            <Figure label={t('admin.platform.cache.misses')} value={s.misses} />
            <Figure label={t('admin.platform.cache.ratio')} value={`${Math.round(s.hit_ratio * 100)} %`} />
            <Figure label={t('admin.platform.cache.invalidations')} value={s.invalidations} />
            <Figure
              label={t('admin.platform.cache.lastInvalidated')}
              value={
                s.last_invalidated_at ? venueTime(s.last_invalidated_at) : t('admin.platform.cache.never')
              }
            />
          </SimpleGrid>
        )}
      </AdminSection>
      <AdminSection
        id="cache-invalidate"
        title={t('admin.platform.cache.invalidate')}
        intro={t('admin.platform.cache.invalidateText')}
      >
        <Group align="flex-end">
          <Select
            label={t('admin.platform.cache.role')}
            placeholder={t('admin.platform.cache.everyRole')}
            clearable
            data={(roles.data ?? []).map((r) => ({ value: String(r.id), label: displayRole(r.name) }))}
            value={role}
            onChange={setRole}
            w={300}
          />
          <Button onClick={() => void invalidate()} loading={busy}>
            {t('admin.platform.cache.invalidateButton')}
          </Button>
        </Group>
      </AdminSection>
    </AdminPage>
  );
}
