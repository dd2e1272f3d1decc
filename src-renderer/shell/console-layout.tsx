// The frame around every page: sidebar (spec §2 visibility rule), content, the search overlay and
// its keyboard shortcut, and the full-screen loader while the session loads.
import { DeviceServices } from '../device/device-services.js';
import { Box, Burger, Drawer, Group } from '@mantine/core';
import { useHotkeys, useMediaQuery } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { SearchOverlay } from '../search/search-overlay.js';
import { searchOpenAtom } from '../search/search-atoms.js';
import { SEARCH_HOTKEY } from '../search/search-shortcut.js';
import { sessionAtom, sessionErrorAtom } from '../session/session-atoms.js';
import { useSignOut } from '../session/use-sign-out.js';
import { Sidebar } from '../sidebar/sidebar.js';
import { isSearchTriggerVisible, isSidebarVisible } from '../sidebar/sidebar-visibility.js';
import { useAtomValue, useSetAtom } from '../state/jotai.js';
import { SyncStatusIndicator } from '../sync/sync-status-indicator.js';
import { useConsoleShortcuts } from '../keyboard/use-console-shortcuts.js';
import { ShortcutHelp } from '../keyboard/shortcut-help.js';
import { usePendingTracker } from '../data/pending-rows.js';
import { useVenueZoneTracker } from '../data/venue-zone-tracker.js';
import { SyncNotices } from '../screens/dashboard/sync-notices.js';
import { MessagesLink, NotificationBell, NotificationCentreService } from '../screens/messages/public.js';
import { HelpLink } from './help-link.js';
import { LogoLoader } from './logo-loader.js';
import { RealtimeNotices } from './realtime-notices.js';
import { UnsavedChangesGuard } from './unsaved-changes.js';

/** Sync follow-ups of a signed-in console: pending rows, refused-write notices and shortcut help. */
function SignedInServices() {
  usePendingTracker();
  useVenueZoneTracker();
  return (
    <>
      <Box pos="fixed" bottom={16} right={16} w={380} style={{ zIndex: 150 }}>
        <SyncNotices floating />
      </Box>
      <RealtimeNotices />
      <ShortcutHelp />
      <UnsavedChangesGuard />
      <DeviceServices />
      <NotificationCentreService />
    </>
  );
}

/** Below this width (a phone, say) the sidebar opens from a menu button instead of taking a column. */
const NARROW = '(max-width: 48em)';

export function ConsoleLayout() {
  const { t } = useTranslation();
  const session = useAtomValue(sessionAtom);
  const sessionError = useAtomValue(sessionErrorAtom);
  const setSearchOpen = useSetAtom(searchOpenAtom);
  const { pathname } = useLocation();
  const signOut = useSignOut();
  const hasUser = Boolean(session?.user);
  const searchAvailable = isSearchTriggerVisible(pathname, hasUser);
  const narrow = useMediaQuery(NARROW) === true;
  const [menuOpen, setMenuOpen] = useState(false);
  // A page chosen from the menu closes it.
  useEffect(() => setMenuOpen(false), [pathname]);

  useHotkeys([[SEARCH_HOTKEY, () => searchAvailable && setSearchOpen(true)]], []);
  useConsoleShortcuts(searchAvailable);

  if (!session || session.loading || session.refreshing) return <LogoLoader error={sessionError} />;

  const sidebar = session.user && isSidebarVisible(pathname, hasUser) && (
    <Sidebar session={session} onOpenSearch={() => setSearchOpen(true)} onSignOut={() => void signOut()} />
  );

  return (
    <Box display="flex" h="100vh">
      {sidebar && !narrow && sidebar}
      {sidebar && narrow && (
        <Drawer
          opened={menuOpen}
          onClose={() => setMenuOpen(false)}
          title={t('sidebar.menu')}
          size={300}
          padding={0}
          styles={{ header: { paddingInline: 16 } }}
        >
          {sidebar}
        </Drawer>
      )}
      <Box flex={1} miw={0} h="100vh" style={{ overflowY: 'auto' }}>
        {sidebar && narrow && (
          <Burger
            opened={menuOpen}
            onClick={() => setMenuOpen((open) => !open)}
            aria-label={t('sidebar.openMenu')}
            m="xs"
            size="sm"
          />
        )}
        <Outlet />
      </Box>
      {session.user && (
        <Group pos="fixed" top={8} right={16} gap="sm" style={{ zIndex: 100 }}>
          {/* The user's own notifications and messages belong to a restaurant's console, not /admin. */}
          {sidebar && <MessagesLink />}
          {sidebar && <NotificationBell />}
          <HelpLink />
          <SyncStatusIndicator connection={session.connection} />
        </Group>
      )}
      {searchAvailable && <SearchOverlay />}
      {session.user && <SignedInServices />}
    </Box>
  );
}
