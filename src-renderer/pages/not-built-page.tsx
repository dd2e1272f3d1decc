// The one page every route without its screen yet uses: it says so plainly, never shows fake data.
import { useTranslation } from 'react-i18next';
import { NotBuiltNotice } from './not-built-notice.js';
import { PageFrame } from './page-frame.js';

export function NotBuiltPage({ screen }: { screen: string }) {
  const { t } = useTranslation();
  return (
    <PageFrame title={screen}>
      <NotBuiltNotice>{t('shell.pages.notBuiltText', { screen })}</NotBuiltNotice>
    </PageFrame>
  );
}
