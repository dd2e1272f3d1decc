import { Button, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { forgotPasswordRequestSchema } from '../../src-shared/schemas/auth.js';
import { AccountEmailInput, AuthCard } from './auth-card.js';
import { BackToSignIn } from './back-to-sign-in.js';
import { firstFieldErrors } from './field-errors.js';
import { PasswordOutcomeAlert, usePasswordRequest } from './password-request.js';
import { venue } from '../data/venue.js';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const { outcome, submitting, send } = usePasswordRequest();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = forgotPasswordRequestSchema.safeParse({ email: email.trim() });
    if (!parsed.success) {
      setFieldError(firstFieldErrors(parsed.error).email);
      return;
    }
    setFieldError(undefined);
    await send(() => venue()['session.forgotPassword'](parsed.data));
  };

  return (
    <AuthCard title={t('shell.password.forgotTitle')} subtitle={t('shell.password.forgotSubtitle')}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('shell.password.forgotTitle')}>
        <Stack gap="sm">
          <PasswordOutcomeAlert outcome={outcome} />
          <AccountEmailInput
            label={t('shell.password.email')}
            value={email}
            onChange={setEmail}
            error={fieldError}
          />
          <Button type="submit" loading={submitting} fullWidth>
            {t('shell.password.send')}
          </Button>
          <BackToSignIn />
        </Stack>
      </form>
    </AuthCard>
  );
}
