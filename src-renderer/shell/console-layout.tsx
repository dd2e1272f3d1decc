// The frame around every page: sidebar (spec §2 visibility rule), the content column (the header row,
// then the page scrolling below it), the search overlay and its keyboard shortcut, and the
// full-screen loader while the session loads.
import { DeviceServices } from '../device/device-services.js';
import { Box, Drawer } from '@mantine/core';
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
import { useConsoleShortcuts } from '../keyboard/use-console-shortcuts.js';
import { ShortcutHelp } from '../keyboard/shortcut-help.js';
import { usePendingTracker } from '../data/pending-rows.js';
import { useVenueZoneTracker } from '../data/venue-zone-tracker.js';
import { SyncNotices } from '../screens/dashboard/sync-notices.js';
import { NotificationCentreService } from '../screens/messages/public.js';
import { ConsoleHeader } from './console-header.js';
import { CONSOLE_HEADER_HEIGHT, CONTENT_HEIGHT_VAR } from './content-height.js';
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

  const withHeader = Boolean(session.user);
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
      {/* The content column: the header row, then the page scrolling below it. */}
      <Box flex={1} miw={0} h="100vh" display="flex" style={{ flexDirection: 'column' }}>
        {withHeader && (
          <ConsoleHeader
            connection={session.connection}
            withConsoleLinks={Boolean(sidebar)}
            menu={
              sidebar && narrow ? { opened: menuOpen, onToggle: () => setMenuOpen((open) => !open) } : null
            }
          />
        )}
        <Box
          flex={1}
          mih={0}
          style={{
            overflowY: 'auto',
            [CONTENT_HEIGHT_VAR]: withHeader ? `calc(100vh - ${CONSOLE_HEADER_HEIGHT}px)` : '100vh',
          }}
        >
          <Outlet />
        </Box>
      </Box>
      {searchAvailable && <SearchOverlay />}
      {session.user && <SignedInServices />}
    </Box>
  );
}
