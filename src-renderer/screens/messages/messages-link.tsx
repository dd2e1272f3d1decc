// The console header's link to /messages with the unread count (issue 30 §4): in its name and on its
// face, kept by the server's count and the staff message events.
import { Button } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { consolePrefix } from '../../shell/console-paths.js';
import { screenHref } from '../screen-table.js';
import { useMessagesUnread } from './notification-centre.js';

export function MessagesLink() {
  const { t } = useTranslation();
  const prefix = consolePrefix(useLocation().pathname);
  const unread = useMessagesUnread();
  if (!prefix) return null;
  const count = unread ?? 0;
  return (
    <Button
      component={Link}
      to={screenHref(prefix, 'messages')}
      size="compact-sm"
      variant={count > 0 ? 'light' : 'subtle'}
      color={count > 0 ? 'red' : 'gray'}
      leftSection={<IconMail size={16} aria-hidden />}
      aria-label={t('messages.link.name', { count })}
      data-unread={count}
    >
      {count}
    </Button>
  );
}
