// Seats a walk-in now: picks the best free table from the mirror (offline) and books it on that
// table already Seated, as ONE reservation.create (source walk_in, booking_status Seated), so a walk-in
// is never left booked but not seated.
import { SimpleGrid, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uuidv7 } from '../../../src-shared/ids.js';
import { createReservationSchema, type Reservation } from '../../../src-shared/schemas/reservation.js';
import { minutesToTime, timeToMinutes } from '../../../src-shared/time.js';
import { walkInPlacement } from '../../reservations/availability.js';
import { fieldErrors } from '../../reservations/draft-booking.js';
import type { FloorContext } from '../../reservations/floor-context.js';
import { errorText, useMutate } from '../../data/mutate.js';
import { venueNow } from '../../data/venue-clock.js';
import { ErrorAlert } from '../../kit/error-alert.js';
import { SubmitActions } from '../../kit/dialog-actions.js';
import { PartySizeInput } from './party-size-input.js';
import { FormModal } from '../../kit/form-modal.js';

interface WalkInModalProps {
  opened: boolean;
  ctx: FloorContext;
  /** Today's bookings (the walk-in is always today, now). */
  todays: readonly Reservation[];
  onClose: () => void;
  onSeated: (id: string) => void;
}

export function seatedStatusId(ctx: FloorContext): string | null {
  return ctx.floor.statuses.find((s) => /^seated$/i.test(s.reservation_Status_Name.trim()))?.id ?? null;
}

export function WalkInModal({ opened, ctx, todays, onClose, onSeated }: WalkInModalProps) {
  const { t } = useTranslation();
  const [firstName, setFirstName] = useState('Walk-in');
  const [lastName, setLastName] = useState('');
  const [party, setParty] = useState(2);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const mutate = useMutate();
  const now = venueNow();
  const placement = useMemo(
    () => walkInPlacement(ctx, todays, { date: now.date, time: now.time, partySize: party }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- recompute per minute is not needed while the modal is open
    [ctx, todays, party, opened],
  );

  const seat = async () => {
    if (!placement) return;
    const seated = seatedStatusId(ctx);
    if (!seated) {
      setMessage(t('reservations.walkInModal.noSeated'));
      return;
    }
    const id = uuidv7();
    const parsed = createReservationSchema.safeParse({
      id,
      first_name: firstName,
      last_name: lastName,
      date: now.date,
      time: now.time,
      guest_count: party,
      duration_minutes: placement.durationMinutes,
      table_ids: placement.tableIds,
      source: 'walk_in',
      reservationType: 'Walk-in',
      booking_status: seated,
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setBusy(true);
    const result = await mutate('reservation.create', { ...parsed.data, id });
    setBusy(false);
    if (!result.ok) {
      setMessage(t('reservations.walkInModal.notSeated', { error: errorText(result.error) }));
      return;
    }
    setErrors({});
    setMessage(null);
    onSeated(id);
  };

  const nameInput = (field: string, label: string, value: string, set: (value: string) => void) => (
    <TextInput
      size="sm"
      label={label}
      value={value}
      error={errors[field]}
      onChange={(e) => set(e.currentTarget.value)}
    />
  );

  return (
    <FormModal
      opened={opened}
      title={t('reservations.walkInModal.title')}
      closeLabel={t('reservations.walkInModal.close')}
      formLabel={t('reservations.walkInModal.form')}
      size="md"
      onClose={onClose}
      onSubmit={seat}
    >
      <SimpleGrid cols={2} spacing="xs">
        {nameInput('first_name', t('reservations.walkInModal.firstName'), firstName, setFirstName)}
        {nameInput('last_name', t('reservations.walkInModal.lastName'), lastName, setLastName)}
      </SimpleGrid>
      <PartySizeInput
        label={t('reservations.walkInModal.party')}
        min={1}
        value={party}
        error={errors.guest_count}
        onChange={setParty}
      />
      {placement ? (
        <Text size="sm" aria-live="polite">
          {t('reservations.walkInModal.seatNow', { time: now.time })} <b>{placement.tableNumber}</b>{' '}
          {t('reservations.walkInModal.until')}{' '}
          {minutesToTime(timeToMinutes(now.time) + placement.durationMinutes)}
        </Text>
      ) : (
        <Text size="sm" c="orange" aria-live="polite">
          {party < 1
            ? t('reservations.walkInModal.enterParty')
            : t('reservations.walkInModal.noneFree', { count: party })}
        </Text>
      )}
      <ErrorAlert py="xs">{message}</ErrorAlert>
      <SubmitActions
        closeLabel={t('reservations.walkInModal.closeButton')}
        onClose={onClose}
        gap="xs"
        disabled={!placement}
        busy={busy}
      >
        {t('reservations.walkInModal.seat')}
      </SubmitActions>
    </FormModal>
  );
}
