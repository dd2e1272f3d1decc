// A booking's payments in its drawer (issue 34 §2): ask the guest for a card guarantee or a deposit
// the venue's way (charges.credit_card_collection_method): a signed pay link mailed to the guest
// (and copyable), or taken by hand, staff entering on the pay page the card the guest gives them on
// the phone; the "only" ways offer just the one. See where it stands (card on file, paid, charged,
// refunded, declined), charge a no-show fee on the saved card (with `payments.charge`; the server
// takes it only on a booking marked No-show and within the guarantee), refund in part or in full
// (with `payments.refund`), record a deposit taken at the venue in cash or on its own card terminal
// (the in-venue provider, with `payments.charge`; no card provider needed), withdraw a request, and read the ledger of every movement. Payments live
// on the server only: offline each action is refused and says so — "charged" is shown only once the
// card provider has confirmed it.
import { Anchor, Badge, Button, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { IpcResult } from '../../../src-shared/ipc/channels.js';
import {
  IN_VENUE_TENDERS,
  ledgerActorKind,
  type BookingPayment,
  type InVenueTender,
} from '../../../src-shared/payments/payment-entity.js';
import { callApi, useApiBase, useCallData } from '../../data/call.js';
import { CopyField } from '../../kit/copy-field.js';
import { useDates } from '../../kit/dates.js';
import { OutcomeLine } from '../../kit/outcome-line.js';
import { outcomeOf, type Outcome } from '../../kit/outcome.js';
import { PlainTable } from '../../kit/plain-table.js';
import { QuietText } from '../../kit/quiet-text.js';
import { SubHeading } from '../../kit/sub-heading.js';
import { useVenueCurrency } from '../../kit/venue-currency.js';
import { useCan } from '../../session/use-permissions.js';

type Asking = { action: 'charge' | 'refund'; payment: BookingPayment; amount: number | '' } | null;

const LIVE = new Set(['requested', 'card_saved', 'paid', 'charged']);

type Taking = { amount: number | ''; tender: InVenueTender } | null;

/** An amount to confirm (a fee, a refund, a deposit taken here), with what else the action needs. */
function AmountForm(props: {
  label: string;
  amount: number | '';
  onAmount: (amount: number | '') => void;
  error: string | undefined;
  confirm: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Group align="flex-end" gap="xs">
      <NumberInput
        label={props.label}
        value={props.amount}
        min={0}
        decimalScale={2}
        onChange={(v) => props.onAmount(typeof v === 'number' ? v : '')}
        error={props.error}
        w={180}
      />
      {props.children}
      <Button size="xs" loading={props.busy} onClick={props.onConfirm}>
        {props.confirm}
      </Button>
      <Button size="xs" variant="subtle" onClick={props.onCancel}>
        {t('payments.cancel')}
      </Button>
    </Group>
  );
}

export function BookingPayments({ reservationId }: { reservationId: string }) {
  const { t } = useTranslation();
  const canRead = useCan('payments.read');
  const canRequest = useCan('reservations.write');
  const canCharge = useCan('payments.charge');
  const canRefund = useCan('payments.refund');
  const payments = useCallData('bookingPayment.list', { params: { id: reservationId } }, reservationId);
  const settings = useCallData('venueSettings.getAll', { query: {} }, 'payments');
  const method = settings.data?.charges.credit_card_collection_method ?? 'manually_enter';
  const money = useVenueCurrency();
  const at = useDates().at;
  const apiBase = useApiBase();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [asking, setAsking] = useState<Asking>(null);
  const [taking, setTaking] = useState<Taking>(null);
  const [busy, setBusy] = useState(false);
  if (!canRead) return null;
  const rows = payments.data ?? [];
  const live = rows.some((p) => LIVE.has(p.state));
  const origin = apiBase ? new URL(apiBase).origin : '';
  const format = (minor: number) => money.format(minor / 100);

  const run = async (work: () => Promise<IpcResult<unknown>>, success: string) => {
    setBusy(true);
    try {
      const result = await work();
      if (result.ok) {
        setAsking(null);
        setTaking(null);
        payments.reload();
      }
      setOutcome(outcomeOf(result, { success }));
    } finally {
      setBusy(false);
    }
  };
  const request = (kind: 'guarantee' | 'deposit', by: 'link' | 'hand') =>
    run(
      () =>
        callApi('bookingPayment.request', {
          params: { id: reservationId },
          body: { kind, send_email: by === 'link' },
        }),
      by === 'hand'
        ? t('payments.takeRequested')
        : kind === 'guarantee'
          ? t('payments.guaranteeRequested')
          : t('payments.depositRequested'),
    );
  const byHand = method !== 'paylink_only';
  const byLink = method !== 'manually_enter_only';
  const ways: Array<'hand' | 'link'> = method.startsWith('paylink') ? ['link', 'hand'] : ['hand', 'link'];
  const confirm = () => {
    if (!asking || asking.amount === '') return;
    const params = { id: reservationId, paymentId: asking.payment.id };
    const amount_minor = Math.round(asking.amount * 100);
    return asking.action === 'charge'
      ? run(
          () => callApi('bookingPayment.charge', { params, body: { amount_minor } }),
          t('payments.charged', { amount: format(amount_minor) }),
        )
      : run(
          () => callApi('bookingPayment.refund', { params, body: { amount_minor } }),
          t('payments.refunded', { amount: format(amount_minor) }),
        );
  };
  const takeHere = () => {
    if (!taking || taking.amount === '') return;
    const amount_minor = Math.round(taking.amount * 100);
    return run(
      () =>
        callApi('bookingPayment.takeInVenue', {
          params: { id: reservationId },
          body: { amount_minor, tender: taking.tender },
        }),
      t('payments.takenHere', { amount: format(amount_minor) }),
    );
  };
  const withdraw = (p: BookingPayment) =>
    run(
      () => callApi('bookingPayment.cancel', { params: { id: reservationId, paymentId: p.id } }),
      t('payments.withdrawn'),
    );

  return (
    <Stack gap="xs" mt="md" aria-label={t('payments.title')} role="group">
      <SubHeading>{t('payments.title')}</SubHeading>
      <OutcomeLine
        outcome={outcome}
        onDismiss={() => setOutcome(null)}
        dismissLabel={t('payments.dismiss')}
      />
      {payments.error && <QuietText>{t('payments.loadFailed', { error: payments.error })}</QuietText>}
      {payments.data && rows.length === 0 && <QuietText>{t('payments.none')}</QuietText>}
      {rows.map((p) => (
        <Stack key={p.id} gap={6}>
          <Group gap="xs">
            <Text size="sm" fw={600}>
              {t(`payments.kinds.${p.kind}`)}
            </Text>
            <Badge
              variant="filled"
              color={p.state === 'cancelled' || p.state === 'failed' ? 'gray.7' : 'teal.9'}
            >
              {t(`payments.states.${p.state}`)}
            </Badge>
            <Text size="sm">
              {p.kind === 'guarantee'
                ? t('payments.upTo', { amount: format(p.amount_minor) })
                : t('payments.amount', { amount: format(p.amount_minor) })}
            </Text>
            {p.in_venue && <Text size="sm">{t(`payments.inVenue.${p.in_venue}`)}</Text>}
            {p.card && (
              <Text size="sm">
                {t('payments.card', {
                  brand: p.card.brand,
                  last4: p.card.last4,
                  month: p.card.exp_month,
                  year: p.card.exp_year,
                })}
              </Text>
            )}
          </Group>
          {(p.taken_minor > 0 || p.refunded_minor > 0) && (
            <Text size="sm">
              {t('payments.takenRefunded', {
                taken: format(p.taken_minor),
                refunded: format(p.refunded_minor),
              })}
            </Text>
          )}
          {p.hold && (
            <Text size="sm">
              {t('payments.hold', {
                amount: format(p.hold.amount_minor),
                until: at(p.hold.expires_at),
                count: p.hold.renewals,
              })}
            </Text>
          )}
          {p.failure_reason && (
            <Text size="sm" c="var(--venue-text-strong)" role="status">
              {p.failure_reason}
            </Text>
          )}
          {p.state === 'requested' && origin && byHand && (
            <Anchor href={`${origin}${p.pay_path}`} target="_blank" rel="noopener noreferrer" size="sm">
              {t('payments.openPayPage')}
            </Anchor>
          )}
          {p.state === 'requested' && origin && byLink && (
            <CopyField
              label={t('payments.payLink')}
              value={`${origin}${p.pay_path}`}
              texts={{
                copy: t('payments.copyLink'),
                copied: t('payments.copied'),
                failed: t('payments.copyFailed'),
              }}
            />
          )}
          <Group gap="xs">
            {p.state === 'card_saved' && canCharge && (
              <Button
                size="xs"
                variant="default"
                onClick={() => setAsking({ action: 'charge', payment: p, amount: p.amount_minor / 100 })}
              >
                {t('payments.chargeFee')}
              </Button>
            )}
            {p.taken_minor > p.refunded_minor && canRefund && (
              <Button
                size="xs"
                variant="default"
                onClick={() =>
                  setAsking({
                    action: 'refund',
                    payment: p,
                    amount: (p.taken_minor - p.refunded_minor) / 100,
                  })
                }
              >
                {t('payments.refund')}
              </Button>
            )}
            {(p.state === 'requested' || p.state === 'card_saved') && canRequest && (
              <Button size="xs" variant="subtle" loading={busy} onClick={() => void withdraw(p)}>
                {t('payments.withdraw')}
              </Button>
            )}
          </Group>
          {asking?.payment.id === p.id && (
            <AmountForm
              label={asking.action === 'charge' ? t('payments.feeAmount') : t('payments.refundAmount')}
              amount={asking.amount}
              onAmount={(amount) => setAsking({ ...asking, amount })}
              error={outcome?.kind === 'refused' ? outcome.fields?.amount_minor : undefined}
              confirm={asking.action === 'charge' ? t('payments.confirmCharge') : t('payments.confirmRefund')}
              onConfirm={() => void confirm()}
              onCancel={() => setAsking(null)}
              busy={busy}
            />
          )}
          {p.ledger.length > 0 && (
            <PlainTable
              aria-label={t('payments.ledger')}
              rows={p.ledger}
              rowKey={(row) => row.id}
              columns={[
                { key: 'at', header: t('payments.when'), cell: (row) => at(row.created_at) },
                {
                  key: 'entry',
                  header: t('payments.entry'),
                  cell: (row) => t(`payments.entries.${row.entry}`),
                },
                {
                  key: 'amount',
                  header: t('payments.amountHeader'),
                  cell: (row) => format(row.amount_minor),
                },
                {
                  key: 'by',
                  header: t('payments.by'),
                  cell: (row) => row.actor ?? t(`payments.by_${ledgerActorKind(row.entry, row.actor)}`),
                },
                { key: 'note', header: t('payments.note'), cell: (row) => row.note ?? '—' },
              ]}
            />
          )}
        </Stack>
      ))}
      {!live && canRequest && payments.data && (
        <Group gap="xs">
          {ways
            .filter((by) => (by === 'hand' ? byHand : byLink))
            .flatMap((by) =>
              (['guarantee', 'deposit'] as const).map((kind) => (
                <Button
                  key={`${by}-${kind}`}
                  size="xs"
                  variant="default"
                  loading={busy}
                  onClick={() => void request(kind, by)}
                >
                  {by === 'hand'
                    ? t(kind === 'guarantee' ? 'payments.takeGuarantee' : 'payments.takeDeposit')
                    : t(kind === 'guarantee' ? 'payments.askGuarantee' : 'payments.askDeposit')}
                </Button>
              )),
            )}
        </Group>
      )}
      {!live && canCharge && payments.data && !taking && (
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={() => setTaking({ amount: '', tender: 'cash' })}>
            {t('payments.takeHere')}
          </Button>
        </Group>
      )}
      {taking && (
        <AmountForm
          label={t('payments.depositAmount')}
          amount={taking.amount}
          onAmount={(amount) => setTaking({ ...taking, amount })}
          error={outcome?.kind === 'refused' ? outcome.fields?.amount_minor : undefined}
          confirm={t('payments.confirmTakeHere')}
          onConfirm={() => void takeHere()}
          onCancel={() => setTaking(null)}
          busy={busy}
        >
          <Select
            label={t('payments.takenBy')}
            data={IN_VENUE_TENDERS.map((value) => ({
              value,
              label: t(`payments.tenders.${value}`),
            }))}
            value={taking.tender}
            allowDeselect={false}
            onChange={(v) =>
              setTaking({ ...taking, tender: IN_VENUE_TENDERS.find((t) => t === v) ?? 'cash' })
            }
            w={200}
          />
        </AmountForm>
      )}
    </Stack>
  );
}
