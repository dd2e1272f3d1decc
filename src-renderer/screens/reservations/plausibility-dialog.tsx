// The confirmation before an implausible booking is saved (issue 29 §1): it names each problem the
// shared plausible-booking rule found. A user with `reservations.confirm_implausible` may book it
// anyway; anyone else reads that it needs a manager, and nothing is saved.
import { List, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { BookingProblem } from '../../../src-shared/domain/booking-plausibility.js';
import { ConfirmDialog } from '../../kit/confirm-dialog.js';
import { useDates, type DateTexts } from '../../kit/dates.js';

/** One problem in the host's words ("50 guests on T1, which seats 2"). */
export function problemText(t: TFunction, problem: BookingProblem, dates: DateTexts): string {
  switch (problem.kind) {
    case 'party_over_table':
      return t('reservations.plausibility.partyOverTable', {
        count: problem.guests,
        table: problem.tableName,
        seats: problem.seats,
      });
    case 'party_over_largest':
      return t('reservations.plausibility.partyOverLargest', { count: problem.guests, seats: problem.seats });
    case 'in_past':
      return t('reservations.plausibility.inPast', {
        date: dates.day(problem.date),
        time: problem.time,
        now: dates.dayTime(problem.now.date, problem.now.time),
      });
    case 'table_taken':
      return t('reservations.plausibility.tableTaken', { table: problem.clash.tableName });
  }
}

interface PlausibilityDialogProps {
  problems: readonly BookingProblem[];
  /** Whether the signed-in user holds `reservations.confirm_implausible`. */
  canConfirm: boolean;
  editing: boolean;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function PlausibilityDialog({
  problems,
  canConfirm,
  editing,
  busy,
  onConfirm,
  onCancel,
}: PlausibilityDialogProps) {
  const { t } = useTranslation();
  const dates = useDates();
  return (
    <ConfirmDialog
      opened={problems.length > 0}
      title={t('reservations.plausibility.title')}
      confirmLabel={
        editing ? t('reservations.plausibility.saveAnyway') : t('reservations.plausibility.bookAnyway')
      }
      cancelLabel={t('reservations.plausibility.goBack')}
      canConfirm={canConfirm}
      destructive={false}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <Stack gap="xs">
        <Text size="sm">{t('reservations.plausibility.intro')}</Text>
        <List size="sm" spacing={2} aria-label={t('reservations.plausibility.title')}>
          {problems.map((p) => (
            <List.Item key={p.kind}>{problemText(t, p, dates)}</List.Item>
          ))}
        </List>
        {canConfirm ? (
          <Text size="sm">{t('reservations.plausibility.confirmQuestion')}</Text>
        ) : (
          <Text size="sm" c="red" fw={600} role="alert">
            {t('reservations.plausibility.needsManager')}
          </Text>
        )}
      </Stack>
    </ConfirmDialog>
  );
}
