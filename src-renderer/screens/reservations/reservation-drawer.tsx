// The new / edit reservation panel: the spec §3 draft, client lookup, offline availability, field
// validation and booking through sync.mutate; an existing booking also shows its guest messages.
import { Alert, Button, Divider, Drawer, Group, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useEffect, useMemo, useReducer, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { bookingReference } from '../../../src-shared/domain/booking-reference.js';
import { chosenSeats, type BookingProblem } from '../../../src-shared/domain/booking-plausibility.js';
import { uuidv7 } from '../../../src-shared/ids.js';
import type { Client } from '../../../src-shared/schemas/client.js';
import {
  newReservationDraft,
  type Reservation,
  type ReservationDraft,
} from '../../../src-shared/schemas/reservation.js';
import { bookableTimes, chosenTableWarning, suggestTables } from '../../reservations/availability.js';
import { problemsBeforeSaving, tableChoices } from '../../reservations/booking-checks.js';
import { draftReducer, type DraftAction } from '../../reservations/draft.js';
import { draftOfReservation, tableIdsOf } from '../../reservations/draft-booking.js';
import type { FloorContext } from '../../reservations/floor-context.js';
import { errorText, useMutate } from '../../data/mutate.js';
import { useData } from '../../data/use-data.js';
import { venueNow } from '../../data/venue-clock.js';
import { isVenueDate, isVenueTime } from '../../../src-shared/time.js';
import { useAtomValue } from '../../state/jotai.js';
import { sessionAtom } from '../../session/session-atoms.js';
import { useCan } from '../../session/use-permissions.js';
import { ClientLookup } from './client-lookup.js';
import { DraftAvailability } from './draft-availability.js';
import { DraftFields } from './draft-fields.js';
import { GuestMessages } from './guest-messages.js';
import { BookingPosChecks } from '../integrations/public.js';
import { BookingPayments } from '../payments/public.js';
import { PossibleMatch } from './possible-match.js';
import { PlausibilityDialog, problemText } from './plausibility-dialog.js';
import { useDates } from '../../kit/dates.js';
import { useDraftSubmit } from './use-draft-submit.js';
import { useReservationConfig } from '../../reservations/use-reservation-config.js';
import { configRefusal } from '../../reservations/config-refusal.js';
import { venue } from '../../data/venue.js';
import { FormStack } from '../../kit/form-stack.js';

/** `new` may start from a draft (a refused booking being edited into a new one). */
export type DrawerMode =
  { kind: 'closed' } | { kind: 'new'; draft?: ReservationDraft } | { kind: 'edit'; row: Reservation };

interface ReservationDrawerProps {
  mode: DrawerMode;
  ctx: FloorContext;
  onClose: () => void;
  onSaved: (id: string, date: string) => void;
}

function editingName(editing: Reservation | null, t: TFunction): string {
  if (!editing) return t('reservations.drawer.newTitle');
  const name = `${editing.first_name} ${editing.last_name}`.trim();
  return name ? t('reservations.drawer.editTitle', { name }) : t('reservations.drawer.editTitleNoName');
}

function initialDraft(mode: DrawerMode) {
  const now = venueNow();
  if (mode.kind === 'edit') return draftOfReservation(mode.row, now.timestamp);
  return mode.kind === 'new' && mode.draft ? mode.draft : newReservationDraft(now);
}

/** An edited booking, or a new one started from a draft, already has its time: it is not moved. */
function startsWithTime(mode: DrawerMode): boolean {
  return mode.kind === 'edit' || (mode.kind === 'new' && mode.draft !== undefined);
}

export function ReservationDrawer({ mode, ctx, onClose, onSaved }: ReservationDrawerProps) {
  const { t } = useTranslation();
  const dates = useDates();
  const session = useAtomValue(sessionAtom);
  const [draft, dispatch] = useReducer(draftReducer, mode, initialDraft);
  const [client, setClient] = useState<Client | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState<'book' | 'client' | null>(null);
  // The problems the host is asked to confirm before saving (issue 29 §1); empty = no dialog.
  const [problems, setProblems] = useState<BookingProblem[]>([]);
  const canConfirm = useCan('reservations.confirm_implausible');
  // A new booking's time follows the next bookable slot until the host sets a time themselves.
  const [timeChosen, setTimeChosen] = useState(() => startsWithTime(mode));
  const { create, save } = useDraftSubmit(ctx);
  const config = useReservationConfig(session?.user?.restaurantId ?? null);
  const mutate = useMutate();
  const editing = mode.kind === 'edit' ? mode.row : null;
  // Any edit makes the last refusal stale; field messages clear per field in the reducer.
  const edit = (action: DraftAction) => {
    dispatch(action);
    setMessage(null);
    if ((action.type === 'update' && action.field === 'time') || action.type === 'refreshNow')
      setTimeChosen(true);
  };

  useEffect(() => {
    dispatch({ type: 'load', draft: initialDraft(mode) });
    setClient(null);
    setMessage(null);
    setProblems([]);
    setTimeChosen(startsWithTime(mode));
  }, [mode]);

  const validDate = isVenueDate(draft.date);
  // Closed, the drawer works nothing out: opening it loads its draft afresh (the effect above), so
  // the day's bookings, slots, suggestion and picker are read and worked out only while it is open.
  const open = mode.kind !== 'closed';
  const checked = open && validDate;
  const dayBookings = useData(
    () =>
      checked
        ? venue()['mirror.reservations']({ date: draft.date })
        : Promise.resolve({ ok: true as const, value: [] }),
    checked ? draft.date : open ? 'invalid' : 'closed',
    ['reservations'],
  );
  const bookings = useMemo(() => dayBookings.data ?? [], [dayBookings.data]);
  const now = venueNow();
  const slots = useMemo(
    () =>
      !checked
        ? []
        : bookableTimes(ctx, bookings, {
            date: draft.date,
            partySize: draft.guest_count,
            now,
            excludeId: editing?.id ?? null,
          }),
    // `now` is read fresh each render; recomputing on date, party and data changes is enough.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [checked, ctx, bookings, draft.date, draft.guest_count, editing],
  );
  // The next bookable slot: for the party once it is entered, else for one guest.
  const nextSlot = useMemo(() => {
    if (!checked) return null;
    const first =
      draft.guest_count >= 1
        ? slots
        : bookableTimes(ctx, bookings, {
            date: draft.date,
            partySize: 1,
            now,
            excludeId: null,
          });
    return first[0]?.time ?? null;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [checked, slots, draft.guest_count, ctx, bookings, draft.date]);
  // Read from this render's mode, not from state: the render that opens a booking for edit still
  // holds the previous new booking's `timeChosen`, and must not move the opened booking's time.
  const followsNextSlot = !timeChosen && !startsWithTime(mode);
  useEffect(() => {
    if (followsNextSlot && nextSlot && draft.time !== nextSlot)
      dispatch({ type: 'update', field: 'time', value: nextSlot });
  }, [followsNextSlot, nextSlot, draft.time]);

  const suggestion = useMemo(
    () =>
      isVenueTime(draft.time) && checked && config.auto_assign_tables
        ? suggestTables(ctx, bookings, {
            date: draft.date,
            time: draft.time,
            partySize: draft.guest_count,
            excludeId: editing?.id ?? null,
          })
        : null,
    [checked, ctx, bookings, draft.date, draft.time, draft.guest_count, editing, config.auto_assign_tables],
  );

  // The shared chosen-table rule: a table the host chose must be free (the terminal and the server
  // refuse it with the same words). An untouched default table is no choice: the engine places it.
  const tableWarning = useMemo(() => {
    if (!draft.table_chosen || !checked || !isVenueTime(draft.time)) return null;
    const status = ctx.floor.statuses.find(
      (s) => s.reservation_Status_Name.toLowerCase() === draft.status.toLowerCase(),
    );
    const tableIds = tableIdsOf(draft.table_number, ctx.floor.tables);
    if ((status && !status.holds_table) || !tableIds) return null;
    return chosenTableWarning(ctx, bookings, {
      id: editing?.id ?? null,
      date: draft.date,
      time: draft.time,
      partySize: draft.guest_count,
      tableIds,
      ...(editing ? { durationMinutes: editing.duration_minutes } : {}),
    });
  }, [draft, checked, ctx, bookings, editing]);

  // The table picker: each table's seats and whether it is free at the draft's time.
  const when = useMemo(
    () =>
      checked && isVenueTime(draft.time)
        ? {
            id: editing?.id ?? null,
            date: draft.date,
            time: draft.time,
            partySize: draft.guest_count,
            ...(editing ? { durationMinutes: editing.duration_minutes } : {}),
          }
        : null,
    [checked, draft.date, draft.time, draft.guest_count, editing],
  );
  const choices = useMemo(() => (open ? tableChoices(ctx, bookings, when) : []), [open, ctx, bookings, when]);
  const chosenIds = draft.table_chosen ? tableIdsOf(draft.table_number, ctx.floor.tables) : null;
  const chosen = chosenIds ? chosenSeats(chosenIds, ctx.floor.tables) : null;
  // A party the chosen table does not seat warns in place; saving it asks for a confirmation.
  const fitWarning =
    chosen && draft.guest_count > chosen.seats
      ? t('reservations.fields.tableTooSmall', {
          count: draft.guest_count,
          table: chosen.name,
          seats: chosen.seats,
        })
      : null;

  const chooseClient = (c: Client) => {
    setClient(c);
    for (const [field, value] of [
      ['first_name', c.first_name],
      ['last_name', c.last_name],
      ['mobileNumber', c.mobileNumber],
      ['email', c.email],
    ] as const) {
      dispatch({ type: 'update', field, value });
    }
    dispatch({
      type: 'setLabels',
      field: 'client_tags',
      labels: [...draft.client_tags.map((l) => l.label), ...c.tags.map((l) => l.label)],
    });
    dispatch({
      type: 'setLabels',
      field: 'allergens',
      labels: [...draft.allergens.map((l) => l.label), ...c.allergens.map((l) => l.label)],
    });
  };

  const createClient = async () => {
    const restaurantId = session?.user?.restaurantId;
    if (!restaurantId) return;
    setBusy('client');
    const id = uuidv7();
    const result = await mutate('client.create', {
      id,
      restaurantId,
      first_name: draft.first_name,
      last_name: draft.last_name,
      mobileNumber: draft.mobileNumber,
      email: draft.email,
      tags: draft.client_tags,
      allergens: draft.allergens,
      restrictions: [],
      discounts: [],
      notes: '',
    });
    setBusy(null);
    if (!result.ok) {
      setMessage(t('reservations.drawer.clientNotSaved', { error: errorText(result.error) }));
      return;
    }
    setMessage(null);
    setClient(result.row);
  };

  const submit = async () => {
    // The venue's reservation config, judged here too so an offline terminal keeps to it.
    const refusal = editing ? null : configRefusal(config, draft, client?.id ?? null, bookings, ctx);
    if (tableWarning) {
      dispatch({ type: 'setErrors', errors: { ...draft.errors, table_number: tableWarning } });
      setMessage(tableWarning);
      return;
    }
    if (refusal) {
      dispatch({ type: 'setErrors', errors: refusal.errors });
      setMessage(refusal.message);
      return;
    }
    // Issue 29 §1: a console-side guard, not a server rule. The server keeps accepting these creates
    // as before (an offline terminal's queued booking must never be refused on push), so the check
    // and the permission that lets a manager confirm it live here, before anything is queued.
    const toConfirm = when
      ? problemsBeforeSaving(ctx, bookings, { ...when, tableIds: chosenIds ?? [], now: venueNow() }, editing)
      : [];
    if (toConfirm.length > 0) {
      setProblems(toConfirm);
      return;
    }
    await persist();
  };

  const persist = async () => {
    setBusy('book');
    const outcome = editing
      ? await save(editing, draft, client?.id ?? editing.client_id)
      : await create(draft, client?.id ?? null);
    setBusy(null);
    setProblems([]);
    if (outcome.ok) {
      onSaved(outcome.id, draft.date);
      return;
    }
    dispatch({ type: 'setErrors', errors: outcome.errors });
    setMessage(outcome.message);
  };

  return (
    <Drawer
      opened={mode.kind !== 'closed'}
      onClose={onClose}
      position="right"
      size={620}
      title={editingName(editing, t)}
      closeButtonProps={{ 'aria-label': t('reservations.drawer.close') }}
      // A click on a row or a grid block opens the panel; the second click of a double click lands
      // on the overlay that just appeared and must not close it again. A single click outside does.
      closeOnClickOutside={false}
      overlayProps={{
        onClick: (event: MouseEvent) => {
          if (event.detail < 2) onClose();
        },
      }}
      styles={{ title: { fontWeight: 600 } }}
    >
      <FormStack
        label={editing ? t('reservations.drawer.editForm') : t('reservations.drawer.newForm')}
        onSubmit={submit}
      >
        {editing && (
          // What the guest reads in their mail, SMS and QR code, and what search finds the booking by.
          <Text size="sm" data-testid="booking-reference">
            {t('reservations.drawer.reference', { reference: bookingReference(editing.id) })}
          </Text>
        )}
        <ClientLookup
          chosen={client}
          onChoose={chooseClient}
          onCreate={() => void createClient()}
          creating={busy === 'client'}
        />
        <Divider />
        <DraftFields
          draft={draft}
          dispatch={edit}
          ctx={ctx}
          tableChoices={choices}
          tableWarning={tableWarning ?? fitWarning}
        />
        <PossibleMatch
          firstName={draft.first_name}
          lastName={draft.last_name}
          mobileNumber={draft.mobileNumber}
          email={draft.email}
          linkedId={client?.id ?? editing?.client_id ?? null}
          onLink={chooseClient}
        />
        <Divider />
        <DraftAvailability
          ctx={ctx}
          partySize={draft.guest_count}
          slots={slots}
          suggestion={suggestion}
          time={draft.time}
          tableNumber={draft.table_number}
          onPick={(time, table) => {
            setTimeChosen(true);
            edit({ type: 'update', field: 'time', value: time });
            edit({ type: 'update', field: 'table_number', value: table });
          }}
          onUseTable={(table) => edit({ type: 'update', field: 'table_number', value: table })}
        />
        {editing && (
          <>
            <Divider />
            <GuestMessages reservationId={editing.id} />
            <BookingPayments reservationId={editing.id} />
            <BookingPosChecks reservationId={editing.id} />
          </>
        )}
        {message && (
          <Alert
            color="red"
            variant="light"
            role="alert"
            title={editing ? t('reservations.drawer.notSaved') : t('reservations.drawer.notBooked')}
            py="xs"
          >
            {message}
          </Alert>
        )}
        <Group justify="space-between" mt="xs">
          <Button
            variant="subtle"
            color="gray"
            onClick={() => {
              dispatch({ type: 'reset', now: venueNow() });
              setClient(null);
              setMessage(null);
              setTimeChosen(false);
            }}
          >
            {t('reservations.drawer.reset')}
          </Button>
          <Group gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('reservations.drawer.closeButton')}
            </Button>
            <Button type="submit" loading={busy === 'book'}>
              {editing ? t('reservations.drawer.saveChanges') : t('reservations.drawer.book')}
            </Button>
          </Group>
        </Group>
      </FormStack>
      <PlausibilityDialog
        problems={problems}
        canConfirm={canConfirm}
        editing={editing !== null}
        busy={busy === 'book'}
        onConfirm={() => void persist()}
        onCancel={() => {
          // Without the permission the booking is refused: the reason stays shown in the panel.
          if (!canConfirm)
            setMessage(
              t('reservations.plausibility.refused', {
                problems: problems.map((p) => problemText(t, p, dates)).join('; '),
              }),
            );
          setProblems([]);
        }}
      />
    </Drawer>
  );
}
