// The console header's help link: it opens the help topic of the screen on show (its screen table
// entry's `help`), or the help centre for a screen that has none.
import { Anchor } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, matchRoutes, useLocation } from 'react-router-dom';
import { SCREENS, screenHref } from '../screens/screen-table.js';

const ROUTES = SCREENS.map((entry) => ({ path: entry.path, entry }));

export function HelpLink() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const entry = matchRoutes(ROUTES, pathname)?.at(-1)?.route.entry;
  const to = entry?.help
    ? screenHref('', 'public.HelpTopic', { query: { topic: entry.help } })
    : screenHref('', 'public.help');
  return (
    <Anchor
      component={Link}
      to={to}
      size="sm"
      aria-label={entry ? t('help.linkFor', { screen: entry.screen }) : t('help.link')}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
    >
      <IconHelpCircle size={16} aria-hidden />
      {t('help.link')}
    </Anchor>
  );
}
