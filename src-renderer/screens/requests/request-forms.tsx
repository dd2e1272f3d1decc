// The forms of an opened guest request: assign it to a staff member (asks the server at once: the
// assignee must be one of the venue's staff) and reply to the guest by email, SMS or as a note. A
// reply is queued like any offline change (request.reply): it shows in the thread as waiting, then,
// once the server has it, with its delivery as the message job records it — never as sent before.
import { Button, Group, SegmentedControl, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestReplyBodySchema } from '../../../src-shared/requests/request-entity.js';
import { isPendingEntry, type GuestRequestDetail } from '../../../src-shared/requests/request-offline.js';
import type { IpcResult } from '../../../src-shared/ipc/channels.js';
import { callApi, useCallData } from '../../data/call.js';
import { useMutate } from '../../data/mutate.js';
import { OutcomeLine } from '../../kit/outcome-line.js';
import { useQueuedOutcome } from '../../kit/queued-outcome.js';
import { schemaErrors } from '../../kit/use-entity-form.js';
import { ReadOnlyFieldset } from '../../kit/write-access.js';
import { sessionAtom } from '../../session/session-atoms.js';
import { useCan } from '../../session/use-permissions.js';
import { useAtomValue } from '../../state/jotai.js';
import { replyOutcomeText } from './request-logic.js';

type Detail = GuestRequestDetail;
type Channel = 'email' | 'sms' | 'note';

export type Act = (
  run: () => Promise<IpcResult<Detail>>,
  success: (next: Detail) => string,
) => Promise<boolean>;

const NOBODY = 'nobody';

/** The fields the R and A keys go to. */
export const REPLY_FIELD = 'request-reply-body';
export const ASSIGN_FIELD = 'request-assign';

export function AssignForm({ request, busy, act }: { request: Detail; busy: boolean; act: Act }) {
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

/** The server's entry for a reply this form queued: the latest staff entry with its words, once stored. */
function storedReply(request: Detail, body: string) {
  return [...request.thread]
    .reverse()
    .find((e) => e.author === 'staff' && e.body === body && !isPendingEntry(e.id));
}

export function ReplyForm({ request, busy, onSent }: { request: Detail; busy: boolean; onSent: () => void }) {
  const { t } = useTranslation();
  const mutate = useMutate();
  const queued = useQueuedOutcome();
  const [body, setBody] = useState('');
  const [channel, setChannel] = useState<Channel>(
    request.email !== '' || request.mobileNumber === '' ? 'email' : 'sms',
  );
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<{ body: string; channel: Channel } | null>(null);
  // Once the server has the reply, its line follows the delivery the thread shows: pending, then
  // sent or failed (a note has no delivery). Until then, the queue's own outcome.
  const stored = sent && queued.outcome?.kind === 'success' ? storedReply(request, sent.body) : undefined;
  const shown = stored ? replyOutcomeText(sent?.channel === 'note' ? undefined : stored, t) : queued.outcome;
  return (
    <ReadOnlyFieldset disabled={busy}>
      <form
        noValidate
        aria-labelledby="request-reply"
        onSubmit={(e) => {
          e.preventDefault();
          const invalid = schemaErrors(requestReplyBodySchema, { body, channel }).body;
          setError(invalid ?? null);
          if (invalid) return;
          onSent();
          void mutate('request.reply', { id: request.id, body, channel }).then((result) => {
            setSent(result.ok ? { body, channel } : null);
            if (result.ok) setBody('');
            queued.track([{ label: t('requests.detail.replyLabel'), result }], {
              success: channel === 'note' ? t('requests.detail.noteSaved') : t('requests.detail.replyStored'),
              pending: t('requests.detail.replyQueued'),
            });
          });
        }}
      >
        <Stack gap="xs">
          <Title order={3} size="h6" id="request-reply">
            {t('requests.detail.reply')}
          </Title>
          <OutcomeLine
            outcome={shown}
            onDismiss={() => {
              queued.show(null);
              setSent(null);
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
            <Button size="xs" type="submit">
              {t('requests.detail.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </ReadOnlyFieldset>
  );
}
