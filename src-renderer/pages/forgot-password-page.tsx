import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { forgotPasswordRequestSchema } from '../../src-shared/schemas/auth.js';
import { AuthCard } from './auth-card.js';
import { firstFieldErrors } from './field-errors.js';
import { venue } from '../data/venue.js';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = forgotPasswordRequestSchema.safeParse({ email: email.trim() });
    if (!parsed.success) {
      setFieldError(firstFieldErrors(parsed.error).email);
      return;
    }
    setFieldError(undefined);
    setSubmitting(true);
    const result = await venue()['session.forgotPassword'](parsed.data);
    setSubmitting(false);
    setOutcome(
      result.ok ? { ok: true, message: result.value.message } : { ok: false, message: result.error.message },
    );
  };

  return (
    <AuthCard title={t('shell.password.forgotTitle')} subtitle={t('shell.password.forgotSubtitle')}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('shell.password.forgotTitle')}>
        <Stack gap="sm">
          {outcome && (
            <Alert
              color={outcome.ok ? 'green' : 'red'}
              variant="light"
              role={outcome.ok ? 'status' : 'alert'}
              p="xs"
            >
              {outcome.message}
            </Alert>
          )}
          <TextInput
            label={t('shell.password.email')}
            type="email"
            autoComplete="username"
            autoFocus
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={fieldError}
          />
          <Button type="submit" loading={submitting} fullWidth>
            {t('shell.password.send')}
          </Button>
          <Anchor component={Link} to="/login" size="sm" ta="center">
            {t('shell.password.back')}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
