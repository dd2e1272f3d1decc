// Sign in (spec §4/§8): fields checked with signInRequestSchema; a failure shows the message the
// core returns, else 'Login failed'. Signed in (now or already), go to the remembered location or home.
import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { OFFLINE_SESSION_TEXTS, SESSION_ERRORS } from '../../src-shared/errors.js';
import { signInRequestSchema } from '../../src-shared/schemas/auth.js';
import { useLanding } from '../device/device-state.js';
import { postSignInPath } from '../routes/home-path.js';
import { sessionAtom } from '../session/session-atoms.js';
import { useAtom } from '../state/jotai.js';
import { AccountEmailInput, AuthCard } from './auth-card.js';
import { firstFieldErrors } from './field-errors.js';
import { loginEmailAtom, loginErrorAtom } from './login-atoms.js';
import { venue } from '../data/venue.js';
import { ErrorAlert } from '../kit/error-alert.js';

export function LoginPage() {
  const location = useLocation();
  const [session, setSession] = useAtom(sessionAtom);
  const [email, setEmail] = useAtom(loginEmailAtom);
  const [error, setError] = useAtom(loginErrorAtom);
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  const { t } = useTranslation();
  const landing = useLanding();

  if (session?.user) return <Navigate to={postSignInPath(session, location.state, landing)} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = signInRequestSchema.safeParse({ email: email.trim(), password });
    if (!parsed.success) {
      setFieldErrors(firstFieldErrors(parsed.error));
      return;
    }
    setFieldErrors({});
    setError(null);
    setSubmitting(true);
    const result = await venue()['session.signIn'](parsed.data);
    setSubmitting(false);
    if (result.ok && result.value.user) {
      setPassword('');
      setSession(result.value);
      return;
    }
    setError(result.ok ? SESSION_ERRORS.loginFailed : result.error.message || SESSION_ERRORS.loginFailed);
  };

  return (
    <AuthCard title={t('signIn.title')} subtitle={t('signIn.subtitle')}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('signIn.title')}>
        <Stack gap="sm">
          {session?.connection === 'unreachable' && (
            <Alert
              color="yellow"
              variant="light"
              p="xs"
              role="status"
              aria-label={t('shell.pages.serverUnreachable')}
            >
              {OFFLINE_SESSION_TEXTS.loginNotice}
            </Alert>
          )}
          <ErrorAlert p="xs">{error}</ErrorAlert>
          <AccountEmailInput
            label={t('signIn.email')}
            value={email}
            onChange={setEmail}
            error={fieldErrors.email}
          />
          <PasswordInput
            label={t('signIn.password')}
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={fieldErrors.password}
          />
          <Button type="submit" loading={submitting} fullWidth mt={4}>
            {t('signIn.submit')}
          </Button>
          <Anchor component={Link} to="/forgot-password" size="sm" ta="center">
            {t('signIn.forgot')}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
