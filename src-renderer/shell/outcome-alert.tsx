// The answer to a staff action, said once: a success is a polite status, a failure an alert (read
// out at once). Screens keep the outcome in state and show it here.
import { Alert } from '@mantine/core';

export interface Outcome {
  kind: 'ok' | 'error';
  text: string;
}

export function OutcomeAlert({
  outcome,
  onClose,
  closeLabel,
}: {
  outcome: Outcome | null;
  /** With onClose the alert can be dismissed (its button named closeLabel). */
  onClose?: () => void;
  closeLabel?: string;
}) {
  if (!outcome) return null;
  return (
    <Alert
      color={outcome.kind === 'ok' ? 'green' : 'red'}
      variant="light"
      py={6}
      role={outcome.kind === 'ok' ? 'status' : 'alert'}
      {...(onClose ? { withCloseButton: true, onClose, closeButtonLabel: closeLabel } : {})}
    >
      {outcome.text}
    </Alert>
  );
}
