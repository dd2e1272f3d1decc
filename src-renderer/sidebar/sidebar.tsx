// Spec §2 sidebar: logo block ('Powered by' + company logo, returns home), the 17 entries under
// /{restaurantname}/{userroletype} (and ours, Messages with its unread count), the search trigger, a link to /admin for the roles that may open
// it (issue 29 §9) and sign-out.
import { Badge, Box, Group, Kbd, NavLink, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconLogout, IconSearch, IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { Session } from '../../src-shared/schemas/auth.js';
import { mayOpenAdmin } from '../routes/guard-decision.js';
import { homePath } from '../routes/home-path.js';
import { SEARCH_SHORTCUT_LABEL } from '../search/search-shortcut.js';
import { CompanyLogo } from '../shell/company-logo.js';
import {
  activeSidebarEntry,
  sidebarEntriesFor,
  sidebarEntryView,
  sidebarHref,
  type SidebarCounts,
} from './sidebar-entries.js';
import { useMessagesUnread } from '../screens/messages/public.js';
import { screenHref } from '../screens/screen-table.js';
import { permissionsOf } from '../session/use-permissions.js';
import { useRoleName } from '../session/use-role-name.js';
import { SIDEBAR_ICONS } from './sidebar-icons.js';
import { isSearchTriggerVisible } from './sidebar-visibility.js';
import { useSidebarScroll } from './use-sidebar-scroll.js';
import { useReservationConfig } from '../reservations/use-reservation-config.js';
import classes from './sidebar.module.css';

interface SidebarProps {
  session: Session;
  onOpenSearch: () => void;
  onSignOut: () => void;
}

export function Sidebar({ session, onOpenSearch, onSignOut }: SidebarProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const prefix = homePath(session);
  const active = activeSidebarEntry(prefix, pathname);
  const { viewportRef, onScrollPositionChange } = useSidebarScroll();
  const user = session.user;
  const { t } = useTranslation();
  const roleName = useRoleName();
  const permissions = permissionsOf(session);
  const config = useReservationConfig(user?.restaurantId ?? null);
  // The header's messages count, from the same state (no fetch of its own).
  const counts: SidebarCounts = { messagesUnread: useMessagesUnread() };

  return (
    <Stack component="nav" aria-label={t('sidebar.main')} gap={0} className={classes.sidebar}>
      <UnstyledButton
        className={classes.logoBlock}
        aria-label={t('sidebar.home')}
        onClick={() => void navigate(prefix)}
      >
        <Text size="10px" c="dimmed" tt="uppercase" fw={600} lts={0.6}>
          {t('sidebar.poweredBy')}
        </Text>
        <CompanyLogo height={22} />
      </UnstyledButton>

      {isSearchTriggerVisible(pathname, user !== null) && (
        <Box px="sm" pb="xs">
          <UnstyledButton
            className={classes.searchTrigger}
            onClick={onOpenSearch}
            aria-label={t('sidebar.searchWithShortcut', { shortcut: SEARCH_SHORTCUT_LABEL })}
          >
            <Group gap={8} wrap="nowrap">
              <IconSearch size={14} stroke={1.8} aria-hidden />
              <Text size="xs" c="dimmed" flex={1}>
                {t('sidebar.search')}
              </Text>
              <Kbd size="xs">{SEARCH_SHORTCUT_LABEL}</Kbd>
            </Group>
          </UnstyledButton>
        </Box>
      )}

      <ScrollArea
        flex={1}
        type="hover"
        scrollbarSize={6}
        viewportRef={viewportRef}
        onScrollPositionChange={onScrollPositionChange}
      >
        <Stack gap={1} px="xs" pb="sm">
          {sidebarEntriesFor(permissions.size > 0 ? permissions : session.role).map((entry) => {
            const Icon = SIDEBAR_ICONS[entry.icon];
            const isActive = active?.label === entry.label;
            const view = sidebarEntryView(entry, counts, t);
            return (
              <NavLink
                key={entry.label}
                component={Link}
                to={sidebarHref(prefix, entry, { inRoomDining: config.in_room_dining })}
                label={view.label}
                aria-label={view.name === view.label ? undefined : view.name}
                data-unread={entry.count ? (counts[entry.count] ?? undefined) : undefined}
                active={isActive}
                aria-current={isActive ? 'page' : undefined}
                leftSection={<Icon size={16} stroke={1.7} aria-hidden />}
                rightSection={
                  view.badge !== null && (
                    <Badge size="sm" circle={view.badge < 10} color="red.8" aria-hidden>
                      {view.badge}
                    </Badge>
                  )
                }
                className={classes.entry}
              />
            );
          })}
        </Stack>
      </ScrollArea>

      {user && (
        <Box className={classes.footer}>
          <Text
            size="xs"
            fw={600}
            truncate
            component={Link}
            to={screenHref(prefix, 'profile')}
            aria-label={`Your profile: ${user.first_name} ${user.last_name}`}
            className={classes.profileLink}
          >
            {user.first_name} {user.last_name}
          </Text>
          <Text size="11px" c="dimmed" truncate>
            {user.restaurant_details.shopName} · {roleName(session.role ?? user.roleName)}
          </Text>
          {mayOpenAdmin(session) && (
            <UnstyledButton component={Link} to="/admin" className={classes.adminLink}>
              <Group gap={6} wrap="nowrap">
                <IconShieldLock size={14} stroke={1.8} aria-hidden />
                <Text size="xs">{t('sidebar.admin')}</Text>
              </Group>
            </UnstyledButton>
          )}
          <UnstyledButton className={classes.signOut} onClick={onSignOut} aria-label={t('sidebar.signOut')}>
            <Group gap={6} wrap="nowrap">
              <IconLogout size={14} stroke={1.8} aria-hidden />
              <Text size="xs">{t('sidebar.signOut')}</Text>
            </Group>
          </UnstyledButton>
        </Box>
      )}
    </Stack>
  );
}
