// The way back from the password pages to the sign-in page.
import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export function BackToSignIn() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to="/login" size="sm" ta="center">
      {t('shell.password.back')}
    </Anchor>
  );
}
