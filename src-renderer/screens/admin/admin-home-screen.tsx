// /admin: the administration area's sections, each with what it is for.
import { Button, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { homePath } from '../../routes/home-path.js';
import { sessionAtom } from '../../session/session-atoms.js';
import { useAtomValue } from '../../state/jotai.js';
import { screenHref } from '../screen-table.js';
import { ADMIN_SECTIONS, AdminPage } from './admin-page.js';
import { SectionPanel } from '../../kit/section-panel.js';
import { QuietText } from '../../kit/quiet-text.js';

export function AdminHomeScreen() {
  const { t } = useTranslation();
  const session = useAtomValue(sessionAtom);
  const prefix = session ? homePath(session) : '/';
  return (
    <AdminPage title={t('admin.platform.title')}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" maw={960}>
        {ADMIN_SECTIONS.map((s) => (
          <Paper key={s.path} withBorder p="md" component="section" aria-labelledby={`admin-${s.path}`}>
            <Stack gap="xs">
              <Title order={2} size="h5" id={`admin-${s.path}`}>
                {t(`admin.platform.sections.${s.key}.label`)}
              </Title>
              <QuietText>{t(`admin.platform.sections.${s.key}.about`)}</QuietText>
              <Button component={Link} to={s.path} variant="light" w="fit-content">
                {t(`admin.platform.sections.${s.key}.open`)}
              </Button>
            </Stack>
          </Paper>
        ))}
        {prefix !== '/' && (
          <SectionPanel
            id="admin-server-names"
            title={t('admin.platform.serverNames.title')}
            intro={t('admin.platform.serverNames.about')}
            gap="xs"
          >
            <Button
              component={Link}
              to={screenHref(prefix, 'settings.serverName')}
              variant="light"
              w="fit-content"
            >
              {t('admin.platform.serverNames.open')}
            </Button>
          </SectionPanel>
        )}
      </SimpleGrid>
    </AdminPage>
  );
}
