// One guest request opened from the inbox: its details, the whole thread (guest, staff and system
// entries, each with its author and time, a staff reply with its delivery — pending until the
// message job sent it, or failed/skipped with the reason) and the actions its state allows
// (REQUEST_TRANSITIONS): move it, assign it, reply by email or SMS (or a note), approve (a
// reservation request books through the server, which may refuse: the table was taken), decline.
// Every action shows the server's answer, never a success before it.
import {
  Anchor,
  Badge,
  Button,
  Group,
  List,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import {
  requestReplyBodySchema,
  type RequestEntry,
  type RequestState,
} from '../../../src-shared/requests/request-entity.js';
import type { CallResult } from '../../../src-shared/calls/call-input.js';
import type { IpcResult } from '../../../src-shared/ipc/channels.js';
import { callApi, useCallData } from '../../data/call.js';
import { errorText } from '../../data/mutate.js';
import { ConfirmDialog } from '../../kit/confirm-dialog.js';
import { useDates } from '../../kit/dates.js';
import { LoadFailure } from '../../kit/load-failure.js';
import { OutcomeLine } from '../../kit/outcome-line.js';
import { outcomeOf, type Outcome } from '../../kit/outcome.js';
import { SectionPanel } from '../../kit/section-panel.js';
import { schemaErrors } from '../../kit/use-entity-form.js';
import { ReadOnlyFieldset, useReadOnly } from '../../kit/write-access.js';
import { PageFrame } from '../../pages/page-frame.js';
import { sessionAtom } from '../../session/session-atoms.js';
import { useCan } from '../../session/use-permissions.js';
import { clientProfileLink, consolePrefix } from '../../shell/console-paths.js';
import { useAtomValue } from '../../state/jotai.js';
import { movesOf, replyOutcomeText } from './request-logic.js';
import { guestName, STATE_COLOUR, useBookingText, useTimeLeftText } from './request-words.js';
import { useNowMs } from '../../data/use-venue-now.js';

type Detail = CallResult<'requests.get'>;
type Channel = 'email' | 'sms' | 'note';
/** How often an open request with a reply still sending asks the server again. */
const DELIVERY_POLL_MS = 2_000;

/** The last staff reply's delivery, for the reply's outcome once the server says more. */
function lastReply(detail: Detail): RequestEntry | undefined {
  return [...detail.thread].reverse().find((e) => e.author === 'staff' && e.channel !== null);
}

export function RequestDetail({ id, onBack }: { id: string; onBack: () => void }) {
  const { t } = useTranslation();
  const data = useCallData('requests.get', { params: { id } }, id);
  const request = data.data;
  // A reply still sending: ask again until the message job has said sent, failed or skipped.
  const sending = request?.thread.some((e) => e.delivery?.status === 'pending') ?? false;
  const { reload } = data;
  useEffect(() => {
    if (!sending) return undefined;
    const timer = setInterval(reload, DELIVERY_POLL_MS);
    return () => clearInterval(timer);
  }, [sending, reload]);

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
        <Text size="sm" c="dimmed">
          {t('requests.detail.loading')}
        </Text>
      )}
      {request && <RequestBody request={request} onChanged={(next) => data.update(() => next)} />}
    </PageFrame>
  );
}

function RequestBody({ request, onChanged }: { request: Detail; onChanged: (next: Detail) => void }) {
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
        <Badge
          size="lg"
          radius="sm"
          tt="none"
          variant="light"
          color={STATE_COLOUR[request.state]}
          data-request-state
        >
          {t(`requests.states.${request.state}`)}
        </Badge>
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
        {request.thread.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('requests.detail.threadEmpty')}
          </Text>
        ) : (
          <List listStyleType="none" spacing="xs" aria-labelledby="request-thread">
            {request.thread.map((entry) => (
              <List.Item key={entry.id}>
                <ThreadEntry entry={entry} />
              </List.Item>
            ))}
          </List>
        )}
      </SectionPanel>
      <RequestActions request={request} onChanged={onChanged} />
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

const ENTRY_COLOUR = { guest: 'blue', staff: 'teal', system: 'gray' } as const;
const DELIVERY_COLOUR = { pending: 'yellow', sent: 'teal', failed: 'red', skipped: 'gray' } as const;

function ThreadEntry({ entry }: { entry: RequestEntry }) {
  const { t } = useTranslation();
  const dates = useDates();
  const delivery = entry.delivery;
  return (
    <Paper
      withBorder
      p="xs"
      radius="sm"
      data-entry-author={entry.author}
      style={{ borderLeftWidth: 4, borderLeftColor: `var(--mantine-color-${ENTRY_COLOUR[entry.author]}-6)` }}
    >
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="dimmed">
          {entry.author_name === ''
            ? t('requests.detail.byNobody', {
                author: t(`requests.detail.authors.${entry.author}`),
                at: dates.at(entry.created_at),
              })
            : t('requests.detail.by', {
                author: t(`requests.detail.authors.${entry.author}`),
                who: entry.author_name,
                at: dates.at(entry.created_at),
              })}
          {entry.channel && ` · ${t(`requests.detail.channel.${entry.channel}`)}`}
        </Text>
        {delivery && (
          <Badge
            size="sm"
            radius="sm"
            tt="none"
            variant="light"
            color={DELIVERY_COLOUR[delivery.status]}
            data-delivery={delivery.status}
          >
            {t(`requests.detail.delivery.${delivery.status}`, {
              recipient: delivery.recipient,
              reason: delivery.error ?? '—',
            })}
          </Badge>
        )}
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {entry.body}
      </Text>
    </Paper>
  );
}

function RequestActions({ request, onChanged }: { request: Detail; onChanged: (next: Detail) => void }) {
  const { t } = useTranslation();
  const readOnly = useReadOnly();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const [declining, setDeclining] = useState(false);
  const [closing, setClosing] = useState(false);
  const moves = movesOf(request.state);
  const writable = !readOnly && moves.length > 0;
  // Keyboard-first (issue 30 §8): R to the reply, A to the assignee, C asks to close. Mantine's
  // hotkeys stay quiet while staff type in a field.
  useHotkeys([
    ['r', () => writable && document.getElementById(REPLY_FIELD)?.focus()],
    ['a', () => writable && document.getElementById(ASSIGN_FIELD)?.focus()],
    ['c', () => writable && moves.includes('closed') && setClosing(true)],
  ]);

  /** One call; its answer (the request as the server now has it) replaces the one shown. */
  const act = async (
    run: () => Promise<IpcResult<Detail>>,
    success: (next: Detail) => string,
  ): Promise<boolean> => {
    setBusy(true);
    setOutcome(null);
    const result = await run();
    setBusy(false);
    if (result.ok) onChanged(result.value);
    setOutcome(outcomeOf(result, { success: result.ok ? success(result.value) : '' }));
    return result.ok;
  };
  const move = (state: RequestState) =>
    state === 'approved'
      ? act(
          () => callApi('requests.approve', { params: { id: request.id }, body: { table_ids: [] } }),
          (next) => t(next.kind === 'reservation' ? 'requests.detail.booked' : 'requests.detail.approved'),
        )
      : act(
          () => callApi('requests.setState', { params: { id: request.id }, body: { state } }),
          (next) => t('requests.detail.moved', { state: t(`requests.states.${next.state}`) }),
        );

  return (
    <SectionPanel id="request-actions" title={t('requests.detail.actions')}>
      <OutcomeLine
        outcome={outcome}
        onDismiss={() => setOutcome(null)}
        dismissLabel={t('requests.dismiss')}
      />
      {moves.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('requests.detail.noActions')}
        </Text>
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
                onClick={() =>
                  state === 'declined'
                    ? setDeclining(true)
                    : state === 'closed'
                      ? setClosing(true)
                      : void move(state)
                }
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
          <ReplyForm
            request={request}
            busy={busy}
            onChanged={(next) => {
              // The reply's own line says what became of it; an earlier move's line is stale now.
              setOutcome(null);
              onChanged(next);
            }}
          />
        </>
      )}
      <ConfirmDialog
        opened={declining}
        title={t('requests.detail.declineTitle')}
        confirmLabel={t('requests.detail.moveTo.declined')}
        cancelLabel={t('requests.create.cancel')}
        busy={busy}
        onCancel={() => setDeclining(false)}
        onConfirm={() => {
          void move('declined').then(() => setDeclining(false));
        }}
      >
        {t('requests.detail.declineBody')}
      </ConfirmDialog>
      <ConfirmDialog
        opened={closing}
        title={t('requests.detail.closeTitle')}
        confirmLabel={t('requests.detail.moveTo.closed')}
        cancelLabel={t('requests.create.cancel')}
        busy={busy}
        onCancel={() => setClosing(false)}
        onConfirm={() => {
          void move('closed').then(() => setClosing(false));
        }}
      >
        {t('requests.detail.closeBody')}
      </ConfirmDialog>
    </SectionPanel>
  );
}

type Act = (run: () => Promise<IpcResult<Detail>>, success: (next: Detail) => string) => Promise<boolean>;

const NOBODY = 'nobody';

/** The fields the R and A keys go to. */
const REPLY_FIELD = 'request-reply-body';
const ASSIGN_FIELD = 'request-assign';

function AssignForm({ request, busy, act }: { request: Detail; busy: boolean; act: Act }) {
  const { t } = useTranslation();
  const canSeeStaff = useCan('users.read');
  const me = useAtomValue(sessionAtom)?.user ?? null;
  const staff = useCallData('users.usersByRestaurant', {}, canSeeStaff ? 'staff' : 'none');
  const [chosen, setChosen] = useState<string>(
    request.assigned_user_id === null ? NOBODY : String(request.assigned_user_id),
  );
  const people = new Map<string, string>();
  if (canSeeStaff && staff.data)
    for (const u of staff.data)
      people.set(String(u.id), `${u.first_name} ${u.last_name}`.trim() || u.email || '');
  if (me) people.set(String(me.id), `${me.first_name} ${me.last_name}`.trim() || me.email);
  if (request.assigned_user_id !== null)
    people.set(
      String(request.assigned_user_id),
      request.assigned_user_name ?? String(request.assigned_user_id),
    );
  const data = [
    { value: NOBODY, label: t('requests.nobody') },
    ...[...people].map(([value, label]) => ({ value, label })),
  ];
  return (
    <ReadOnlyFieldset disabled={busy}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const userId = chosen === NOBODY ? null : Number(chosen);
          void act(
            () =>
              callApi('requests.assign', { params: { id: request.id }, body: { assigned_user_id: userId } }),
            (next) =>
              next.assigned_user_name
                ? t('requests.detail.assigned', { name: next.assigned_user_name })
                : t('requests.detail.unassigned'),
          );
        }}
      >
        <Group gap="xs" align="flex-end">
          <Select
            id={ASSIGN_FIELD}
            size="xs"
            w={240}
            label={t('requests.detail.assign')}
            value={chosen}
            allowDeselect={false}
            data={data}
            onChange={(v) => setChosen(v ?? NOBODY)}
          />
          <Button size="xs" type="submit" variant="default">
            {t('requests.detail.assignButton')}
          </Button>
        </Group>
        {canSeeStaff && staff.error && (
          <Text size="xs" c="red.8" role="alert">
            {t('requests.detail.staffUnknown', { reason: staff.error })}
          </Text>
        )}
      </form>
    </ReadOnlyFieldset>
  );
}

function ReplyForm({
  request,
  busy,
  onChanged,
}: {
  request: Detail;
  busy: boolean;
  onChanged: (next: Detail) => void;
}) {
  const { t } = useTranslation();
  const [body, setBody] = useState('');
  const [channel, setChannel] = useState<Channel>(
    request.email !== '' || request.mobileNumber === '' ? 'email' : 'sms',
  );
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [sentId, setSentId] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // The reply's line follows its delivery as the thread reloads: pending, then sent or failed.
  const sentEntry = sentId === null ? undefined : request.thread.find((e) => e.id === sentId);
  const shown: Outcome | null = sentEntry ? replyOutcomeText(sentEntry, t) : outcome;
  return (
    <ReadOnlyFieldset disabled={busy || sending}>
      <form
        noValidate
        aria-labelledby="request-reply"
        onSubmit={(e) => {
          e.preventDefault();
          const invalid = schemaErrors(requestReplyBodySchema, { body, channel }).body;
          setError(invalid ?? null);
          if (invalid) return;
          setSending(true);
          setSentId(null);
          void callApi('requests.reply', { params: { id: request.id }, body: { body, channel } }).then(
            (result) => {
              setSending(false);
              if (!result.ok) {
                setOutcome({ kind: 'refused', text: errorText(result.error) });
                return;
              }
              setBody('');
              const entry = channel === 'note' ? undefined : lastReply(result.value);
              setSentId(entry?.id ?? null);
              setOutcome(replyOutcomeText(entry, t));
              onChanged(result.value);
            },
          );
        }}
      >
        <Stack gap="xs">
          <Title order={3} size="h6" id="request-reply">
            {t('requests.detail.reply')}
          </Title>
          <OutcomeLine
            outcome={shown}
            onDismiss={() => {
              setOutcome(null);
              setSentId(null);
            }}
            dismissLabel={t('requests.dismiss')}
          />
          <Textarea
            id={REPLY_FIELD}
            label={t('requests.detail.reply')}
            autosize
            minRows={3}
            maxRows={10}
            value={body}
            error={error}
            onChange={(e) => setBody(e.currentTarget.value)}
          />
          <Group justify="space-between" align="flex-end">
            <Stack gap={2}>
              <Text size="xs" fw={500} id="request-reply-channel">
                {t('requests.detail.replyChannel')}
              </Text>
              <SegmentedControl
                size="xs"
                aria-labelledby="request-reply-channel"
                value={channel}
                onChange={(v) => setChannel(v as Channel)}
                data={(['email', 'sms', 'note'] as const).map((c) => ({
                  value: c,
                  label: t(`requests.detail.replyChannels.${c}`),
                }))}
              />
            </Stack>
            <Button size="xs" type="submit" loading={sending}>
              {t('requests.detail.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </ReadOnlyFieldset>
  );
}
