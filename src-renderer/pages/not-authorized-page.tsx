import { useTranslation } from 'react-i18next';
import { StatusPage } from './status-page.js';

export function NotAuthorizedPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      code="403"
      title={t('shell.pages.notAuthorized')}
      message={t('shell.pages.notAuthorizedText')}
    />
  );
}
