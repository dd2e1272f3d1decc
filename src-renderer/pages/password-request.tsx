// The forgot- and reset-password pages send one request each and show the server's answer above
// the form: its message in green as a status, or its refusal in red as an alert.
import { Alert } from '@mantine/core';
import { useState } from 'react';

export interface PasswordOutcome {
  ok: boolean;
  message: string;
}

type Answer = { ok: true; value: { message: string } } | { ok: false; error: { message: string } };

/** The request's state: whether it is on its way, and the last answer. */
export function usePasswordRequest() {
  const [outcome, setOutcome] = useState<PasswordOutcome | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const send = async (request: () => Promise<Answer>) => {
    setSubmitting(true);
    const result = await request();
    setSubmitting(false);
    setOutcome(
      result.ok ? { ok: true, message: result.value.message } : { ok: false, message: result.error.message },
    );
  };
  return { outcome, submitting, send };
}

export function PasswordOutcomeAlert({ outcome }: { outcome: PasswordOutcome | null }) {
  if (!outcome) return null;
  return (
    <Alert color={outcome.ok ? 'green' : 'red'} variant="light" role={outcome.ok ? 'status' : 'alert'} p="xs">
      {outcome.message}
    </Alert>
  );
}
