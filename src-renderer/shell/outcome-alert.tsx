// The answer to a staff action, said once, for screens that keep { kind: 'ok' | 'error', text }:
// the kit's outcome line (a success is a polite status, a failure an alert).
import { OutcomeLine } from '../kit/outcome-line.js';

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
  return (
    <OutcomeLine
      outcome={outcome && { kind: outcome.kind === 'ok' ? 'success' : 'refused', text: outcome.text }}
      {...(onClose ? { onDismiss: onClose } : {})}
      {...(closeLabel ? { dismissLabel: closeLabel } : {})}
    />
  );
}
