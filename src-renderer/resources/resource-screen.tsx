// A declared resource whose screen is a console route of its own (its declaration's
// `screen.console`, e.g. Marketing › Promo codes): the page frame, titled as the declaration says,
// around the generic <ResourceAdmin>. The screen table gives such a route this view, so a new
// entity of that kind needs no screen file.
import { useTranslation } from 'react-i18next';
import { resourceWords } from '../i18n/resource-words.js';
import { PageFrame } from '../pages/page-frame.js';
import { resourceOfPath } from '../routes/route-access.js';
import type { ScreenProps } from '../screens/screen-entry.js';
import { ResourceAdmin } from './resource-admin.js';

export function ResourceScreen({ entry }: ScreenProps) {
  const { t } = useTranslation();
  const resource = resourceOfPath(entry.path);
  if (!resource) throw new Error(`No declared resource has the screen ${entry.path}`);
  return (
    <PageFrame title={resourceWords(t, resource).title}>
      <ResourceAdmin resource={resource} />
    </PageFrame>
  );
}
