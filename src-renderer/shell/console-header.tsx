// The console header: a row at the top of the content column (never over a page), with the menu
// button on a narrow window at its start and, at its end, the user's messages and notifications
// (restaurant console only, not /admin), help for the screen on show and the sync status. Pages start
// below it, so nothing at the top right of a page hides under it.
import { Box, Burger, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Session } from '../../src-shared/schemas/auth.js';
import { MessagesLink, NotificationBell } from '../screens/messages/public.js';
import { SyncStatusIndicator } from '../sync/sync-status-indicator.js';
import { CONSOLE_HEADER_HEIGHT } from './content-height.js';
import { HelpLink } from './help-link.js';

interface ConsoleHeaderProps {
  connection: Session['connection'];
  /** The console's own links (messages, notifications) show where the sidebar does. */
  withConsoleLinks: boolean;
  /** On a narrow window the sidebar opens from the menu button at the header's start. */
  menu: { opened: boolean; onToggle: () => void } | null;
}

export function ConsoleHeader({ connection, withConsoleLinks, menu }: ConsoleHeaderProps) {
  const { t } = useTranslation();
  return (
    <Group
      component="header"
      justify="space-between"
      wrap="nowrap"
      gap="sm"
      px="md"
      mih={CONSOLE_HEADER_HEIGHT}
      style={{ flex: '0 0 auto', borderBottom: '1px solid var(--venue-border-subtle)' }}
    >
      {menu ? (
        <Burger opened={menu.opened} onClick={menu.onToggle} aria-label={t('sidebar.openMenu')} size="sm" />
      ) : (
        <Box />
      )}
      <Group gap="sm" justify="flex-end" style={{ rowGap: 4 }}>
        {withConsoleLinks && <MessagesLink />}
        {withConsoleLinks && <NotificationBell />}
        <HelpLink />
        <SyncStatusIndicator connection={connection} />
      </Group>
    </Group>
  );
}
