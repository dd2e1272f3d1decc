// <OutcomeLine>: an outcome shown as one line: success as a status, refused as an alert with the
// server's text, pending (queued offline) as a status in the warning colour. Dismissable.
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Outcome } from './outcome.js';

const COLOUR = { success: 'teal', refused: 'red', pending: 'yellow' } as const;

export function OutcomeLine({
  outcome,
  onDismiss,
  dismissLabel,
}: {
  outcome: Outcome | null;
  onDismiss?: () => void;
  /** The dismiss button's name when the screen has its own word for it. */
  dismissLabel?: string;
}) {
  const { t } = useTranslation();
  if (!outcome) return null;
  return (
    <Alert
      color={COLOUR[outcome.kind]}
      variant="light"
      py={6}
      role={outcome.kind === 'refused' ? 'alert' : 'status'}
      data-outcome={outcome.kind}
      {...(onDismiss
        ? {
            withCloseButton: true,
            closeButtonLabel: dismissLabel ?? t('resources.dismiss'),
            onClose: onDismiss,
          }
        : {})}
    >
      {outcome.text}
    </Alert>
  );
}
