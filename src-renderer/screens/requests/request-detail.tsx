// One guest request opened from the inbox: its details, the whole thread (guest, staff and system
// entries, each with its author and time, a staff reply with its delivery — pending until the
// message job sent it, or failed/skipped with the reason) and the actions its state allows
// (REQUEST_TRANSITIONS): move it, assign it, reply by email or SMS (or a note), approve (a
// reservation request books through the server, which may refuse: the table was taken), decline.
// It reads the request from this terminal's mirror (issue 30 §7), so it opens offline; a move or a
// reply is queued like any offline change and shows as waiting until the server saved or refused
// it. Approving and assigning ask the server at once (a booking is decided there), and say so.
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { RequestState } from '../../../src-shared/requests/request-entity.js';
import type { GuestRequestDetail } from '../../../src-shared/requests/request-offline.js';
import { callApi } from '../../data/call.js';
import { useMutate } from '../../data/mutate.js';
import { useData } from '../../data/use-data.js';
import { venue } from '../../data/venue.js';
import { ConfirmDialog } from '../../kit/confirm-dialog.js';
import { useDates } from '../../kit/dates.js';
import { LoadFailure } from '../../kit/load-failure.js';
import { OutcomeLine } from '../../kit/outcome-line.js';
import { outcomeOf } from '../../kit/outcome.js';
import { useQueuedOutcome } from '../../kit/queued-outcome.js';
import { SectionPanel } from '../../kit/section-panel.js';
import { useReadOnly } from '../../kit/write-access.js';
import { PageFrame } from '../../pages/page-frame.js';
import { clientProfileLink, consolePrefix } from '../../shell/console-paths.js';
import { movesOf } from './request-logic.js';
import { RequestThread } from './request-thread.js';
import { AssignForm, ASSIGN_FIELD, ReplyForm, REPLY_FIELD, type Act } from './request-forms.js';
import { guestName, useBookingText, useTimeLeftText } from './request-words.js';
import { RequestStateBadge } from './request-state.js';
import { useNowMs } from '../../data/use-venue-now.js';
import { QuietText } from '../../kit/quiet-text.js';

type Detail = GuestRequestDetail;
const WATCHED = ['guest_requests'] as const;

export function RequestDetail({ id, onBack }: { id: string; onBack: () => void }) {
  const { t } = useTranslation();
  // From the mirror, reloaded whenever its requests change: a colleague's move, a reply's delivery
  // the server recorded, this terminal's own queued change.
  const data = useData(() => venue()['mirror.request']({ id }), `request:${id}`, WATCHED);
  const request = data.data;

  const back = (
    <Button
      size="xs"
      variant="default"
      leftSection={<IconArrowLeft size={14} aria-hidden />}
      onClick={onBack}
    >
      {t('requests.detail.back')}
    </Button>
  );
  const title = request
    ? t('requests.detail.heading', {
        kind: t(`requests.kinds.${request.kind}`),
        guest: guestName(request, t),
      })
    : t('requests.title');
  return (
    <PageFrame title={title} actions={back}>
      <LoadFailure title={t('requests.detail.readFailed')} error={data.error} />
      {!request && !data.error && (
        <QuietText>{data.loading ? t('requests.detail.loading') : t('requests.detail.notHere')}</QuietText>
      )}
      {request && <RequestBody request={request} />}
    </PageFrame>
  );
}

function RequestBody({ request }: { request: Detail }) {
  const { t } = useTranslation();
  const dates = useDates();
  const location = useLocation();
  const prefix = consolePrefix(location.pathname);
  const bookingText = useBookingText();
  const timeLeft = useTimeLeftText(useNowMs(30_000))(request);
  const contact = [request.email, request.mobileNumber].filter((v) => v !== '').join(' · ');
  const booking = bookingText(request);
  return (
    <Stack gap="md">
      <Group gap="xs">
        <RequestStateBadge size="lg" state={request.state} data-request-state />
        {request.seconds_left !== null && (
          <Text size="sm" fw={timeLeft.overdue ? 700 : undefined} c={timeLeft.overdue ? 'red.8' : undefined}>
            {timeLeft.text}
          </Text>
        )}
      </Group>
      <SectionPanel id="request-details" title={t('requests.detail.details')}>
        <Stack gap={4} component="dl" m={0}>
          <Fact term={t('requests.columns.kind')}>{t(`requests.kinds.${request.kind}`)}</Fact>
          <Fact term={t('requests.detail.source')}>{t(`requests.sources.${request.source}`)}</Fact>
          <Fact term={t('requests.detail.contact')}>{contact || '—'}</Fact>
          {booking && <Fact term={t('requests.detail.booking')}>{booking}</Fact>}
          {request.reservation_id && (
            <Fact term={t('requests.detail.linkedBooking')}>{request.reservation_id}</Fact>
          )}
          {request.client_id && (
            <Fact term={t('requests.detail.client')}>
              <Anchor component={Link} to={clientProfileLink(prefix, request.client_id)} size="sm">
                {t('requests.detail.openClient')}
              </Anchor>
            </Fact>
          )}
          <Fact term={t('requests.columns.assignee')}>
            {request.assigned_user_name ?? t('requests.nobody')}
          </Fact>
          <Fact term={t('requests.detail.due')}>{dates.at(request.due_at)}</Fact>
          <Fact term={t('requests.columns.received')}>{dates.at(request.created_at)}</Fact>
        </Stack>
      </SectionPanel>
      <SectionPanel id="request-thread" title={t('requests.detail.thread')}>
        <RequestThread thread={request.thread} labelledBy="request-thread" />
      </SectionPanel>
      <RequestActions request={request} />
    </Stack>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="baseline">
      <Text component="dt" size="sm" c="dimmed" w={170} style={{ flexShrink: 0 }}>
        {term}
      </Text>
      <Text component="dd" size="sm" m={0}>
        {children}
      </Text>
    </Group>
  );
}

/** The moves staff confirm first, and the word of their dialog's texts. */
const ASKED_WORD = { declined: 'decline', closed: 'close' } as const;
type AskedMove = keyof typeof ASKED_WORD;
const isAsked = (state: RequestState): state is AskedMove => state in ASKED_WORD;

function RequestActions({ request }: { request: Detail }) {
  const { t } = useTranslation();
  const readOnly = useReadOnly();
  const mutate = useMutate();
  const queued = useQueuedOutcome();
  const [busy, setBusy] = useState(false);
  // The move waiting for its "are you sure?" (declining, closing); kept while the dialog closes.
  const [asking, setAsking] = useState<{ move: AskedMove; open: boolean }>({ move: 'closed', open: false });
  const ask = (move: AskedMove) => setAsking({ move, open: true });
  const stopAsking = () => setAsking((a) => ({ ...a, open: false }));
  const moves = movesOf(request.state);
  const writable = !readOnly && moves.length > 0;
  // Keyboard-first (issue 30 §8): R to the reply, A to the assignee, C asks to close. Mantine's
  // hotkeys stay quiet while staff type in a field.
  useHotkeys([
    ['r', () => writable && document.getElementById(REPLY_FIELD)?.focus()],
    ['a', () => writable && document.getElementById(ASSIGN_FIELD)?.focus()],
    ['c', () => writable && moves.includes('closed') && ask('closed')],
  ]);

  /** One call to the server (approve, assign): its answer is the outcome; the mirror follows. */
  const act: Act = async (run, success) => {
    setBusy(true);
    queued.show(null);
    const result = await run();
    setBusy(false);
    queued.show(outcomeOf(result, { success: result.ok ? success(result.value) : '' }));
    return result.ok;
  };
  /** A move, queued like any offline change: waiting until the server saved it or said why not. */
  const moveQueued = async (state: RequestState) => {
    const result = await mutate('request.setState', { id: request.id, state });
    const name = t(`requests.states.${state}`);
    queued.track([{ label: t('requests.detail.moveLabel', { state: name }), result }], {
      success: t('requests.detail.moved', { state: name }),
      pending: t('requests.detail.movePending', { state: name }),
    });
  };
  const move = (state: RequestState): Promise<unknown> =>
    state === 'approved'
      ? act(
          () => callApi('requests.approve', { params: { id: request.id }, body: { table_ids: [] } }),
          (next) => t(next.kind === 'reservation' ? 'requests.detail.booked' : 'requests.detail.approved'),
        )
      : moveQueued(state);

  return (
    <SectionPanel id="request-actions" title={t('requests.detail.actions')}>
      <OutcomeLine
        outcome={queued.outcome}
        onDismiss={() => queued.show(null)}
        dismissLabel={t('requests.dismiss')}
      />
      {moves.length === 0 ? (
        <QuietText>{t('requests.detail.noActions')}</QuietText>
      ) : (
        <>
          <Group gap="xs">
            {moves.map((state) => (
              <Button
                key={state}
                size="xs"
                variant={state === 'declined' ? 'light' : state === 'approved' ? 'filled' : 'default'}
                color={state === 'declined' ? 'red' : undefined}
                disabled={readOnly || busy}
                onClick={() => (isAsked(state) ? ask(state) : void move(state))}
              >
                {state === 'approved' && request.kind === 'reservation'
                  ? t('requests.detail.approveReservation')
                  : t(`requests.detail.moveTo.${state}`)}
              </Button>
            ))}
          </Group>
          {writable && (
            <Text size="xs" c="dimmed">
              {t('requests.detail.keys')}
            </Text>
          )}
          <AssignForm request={request} busy={busy} act={act} />
          {/* The reply's own line says what became of it; an earlier move's line is stale then. */}
          <ReplyForm request={request} busy={busy} onSent={() => queued.show(null)} />
        </>
      )}
      <ConfirmDialog
        opened={asking.open}
        title={t(`requests.detail.${ASKED_WORD[asking.move]}Title`)}
        confirmLabel={t(`requests.detail.moveTo.${asking.move}`)}
        cancelLabel={t('requests.create.cancel')}
        busy={busy}
        onCancel={stopAsking}
        onConfirm={() => {
          void move(asking.move).then(stopAsking);
        }}
      >
        {t(`requests.detail.${ASKED_WORD[asking.move]}Body`)}
      </ConfirmDialog>
    </SectionPanel>
  );
}
