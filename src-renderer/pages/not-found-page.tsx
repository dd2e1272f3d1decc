import { useTranslation } from 'react-i18next';
import { StatusPage } from './status-page.js';

export function NotFoundPage() {
  const { t } = useTranslation();
  return <StatusPage code="404" title={t('shell.pages.notFound')} message={t('shell.pages.notFoundText')} />;
}
