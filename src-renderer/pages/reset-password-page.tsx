// Reset password: the token and email come from the link's query string (?token=…&email=…).
import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { resetPasswordRequestSchema } from '../../src-shared/schemas/auth.js';
import { AuthCard } from './auth-card.js';
import { firstFieldErrors } from './field-errors.js';

export const PASSWORDS_DIFFER = 'Passwords do not match';
export const INCOMPLETE_LINK =
  'This reset link is incomplete. Open the link from the email again, or ask for a new one.';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = resetPasswordRequestSchema.safeParse({ token, email, newPassword });
    const found = parsed.success ? {} : firstFieldErrors(parsed.error);
    if (parsed.success && newPassword !== confirm) found.confirm = PASSWORDS_DIFFER;
    setErrors(found);
    if (!parsed.success || found.confirm) return;
    setSubmitting(true);
    const result = await window.venue['session.resetPassword'](parsed.data);
    setSubmitting(false);
    setOutcome(
      result.ok ? { ok: true, message: result.value.message } : { ok: false, message: result.error.message },
    );
  };

  const linkBroken = token === '' || email === '';
  return (
    <AuthCard title="Reset password" subtitle={email ? `For ${email}` : undefined}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Reset password">
        <Stack gap="sm">
          {linkBroken && (
            <Alert color="red" variant="light" role="alert" p="xs">
              {INCOMPLETE_LINK}
            </Alert>
          )}
          {!linkBroken && (errors.token || errors.email) && (
            <Alert color="red" variant="light" role="alert" p="xs">
              {errors.token ?? errors.email}
            </Alert>
          )}
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
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            autoFocus
            value={newPassword}
            onChange={(e) => setNewPassword(e.currentTarget.value)}
            error={errors.newPassword}
            disabled={linkBroken}
          />
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.currentTarget.value)}
            error={errors.confirm}
            disabled={linkBroken}
          />
          <Text size="xs" c="dimmed">
            At least 8 characters.
          </Text>
          <Button type="submit" loading={submitting} disabled={linkBroken || outcome?.ok === true} fullWidth>
            Set new password
          </Button>
          <Anchor component={Link} to="/login" size="sm" ta="center">
            Back to sign in
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
