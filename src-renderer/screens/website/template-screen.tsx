// Settings › Website › Template (issue 17 items 1 and 4): the current template, the registry gallery
// with Assign, the customization with a live preview, content blocks per page with versions and
// restore, and a comparison of two templates. Each part loads on its own, with its loading flag and
// its error; a success text shows only after the server confirmed the write.
import { Alert, Divider, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { roleHasPermission } from '../../../src-shared/permissions.js';
import { useCallData } from '../../data/call.js';
import { sessionAtom } from '../../session/session-atoms.js';
import { useAtomValue } from '../../state/jotai.js';
import { ContentEditor } from './template-content.js';
import { TemplateCompare } from './template-compare.js';
import { CustomizationForm } from './template-customize.js';
import { CurrentTemplate, TemplateGallery } from './template-gallery.js';

export function WebsiteTemplateScreen() {
  const { t } = useTranslation();
  const session = useAtomValue(sessionAtom);
  const canManage = roleHasPermission(session?.role ?? '', 'settings.manage');
  const templates = useCallData('website.templates', { query: {} }, 'website-templates');
  const current = useCallData('website.currentTemplate', {}, 'website-current-template');
  const assignment = current.data ?? null;
  // A first assignment has nothing to update in place: load it.
  const changed = (a: NonNullable<typeof current.data>) =>
    current.data ? current.update(() => a) : current.reload();

  return (
    <Stack gap="lg" maw={1100}>
      {!canManage && (
        <Alert color="gray" variant="light">
          {t('website.template.readOnly')}
        </Alert>
      )}
      <CurrentTemplate current={current} />
      <TemplateGallery
        templates={templates}
        current={assignment}
        canManage={canManage}
        onAssigned={changed}
      />
      <Divider />
      <CustomizationForm current={assignment} canManage={canManage} onSaved={changed} />
      <Divider />
      <ContentEditor canManage={canManage} />
      {templates.data && (
        <>
          <Divider />
          <TemplateCompare templates={templates.data} />
        </>
      )}
    </Stack>
  );
}
