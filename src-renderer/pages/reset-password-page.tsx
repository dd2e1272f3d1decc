// Reset password: the token and email come from the link's query string (?token=…&email=…).
import { Alert, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { resetPasswordRequestSchema } from '../../src-shared/schemas/auth.js';
import { AuthCard } from './auth-card.js';
import { BackToSignIn } from './back-to-sign-in.js';
import { firstFieldErrors } from './field-errors.js';
import { PasswordOutcomeAlert, usePasswordRequest } from './password-request.js';
import { venue } from '../data/venue.js';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { outcome, submitting, send } = usePasswordRequest();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = resetPasswordRequestSchema.safeParse({ token, email, newPassword });
    const found = parsed.success ? {} : firstFieldErrors(parsed.error);
    if (parsed.success && newPassword !== confirm) found.confirm = t('shell.password.differ');
    setErrors(found);
    if (!parsed.success || found.confirm) return;
    await send(() => venue()['session.resetPassword'](parsed.data));
  };

  const linkBroken = token === '' || email === '';
  return (
    <AuthCard
      title={t('shell.password.resetTitle')}
      subtitle={email ? t('shell.password.resetFor', { email }) : undefined}
    >
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('shell.password.resetTitle')}>
        <Stack gap="sm">
          {linkBroken && (
            <Alert color="red" variant="light" role="alert" p="xs">
              {t('shell.password.incomplete')}
            </Alert>
          )}
          {!linkBroken && (errors.token || errors.email) && (
            <Alert color="red" variant="light" role="alert" p="xs">
              {errors.token ?? errors.email}
            </Alert>
          )}
          <PasswordOutcomeAlert outcome={outcome} />
          <PasswordInput
            label={t('shell.password.newPassword')}
            autoComplete="new-password"
            autoFocus
            value={newPassword}
            onChange={(e) => setNewPassword(e.currentTarget.value)}
            error={errors.newPassword}
            disabled={linkBroken}
          />
          <PasswordInput
            label={t('shell.password.confirm')}
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.currentTarget.value)}
            error={errors.confirm}
            disabled={linkBroken}
          />
          <Text size="xs" c="dimmed">
            {t('shell.password.hint')}
          </Text>
          <Button type="submit" loading={submitting} disabled={linkBroken || outcome?.ok === true} fullWidth>
            {t('shell.password.set')}
          </Button>
          <BackToSignIn />
        </Stack>
      </form>
    </AuthCard>
  );
}
