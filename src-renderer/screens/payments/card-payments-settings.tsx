// Settings › Integration › Payment integration, its card provider (issue 34 §2–3): Stripe's secret
// key (sealed on the server, registered there with Stripe's webhook, never shown again), the
// no-show fee and deposit per guest a booking's request asks for, and a connection test that says
// what Stripe answered.
import { Badge, Group, NumberInput, PasswordInput, Select, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PAYMENT_PROVIDERS,
  type PaymentProviderName,
  type PaymentSettings,
} from '../../../src-shared/payments/payment-entity.js';
import { callApi, useCallData } from '../../data/call.js';
import { FormPanel } from '../../kit/form-panel.js';
import { ConnectionTestButton } from '../../kit/connection-test-button.js';
import { outcomeOf, type Outcome } from '../../kit/outcome.js';
import { useDates } from '../../kit/dates.js';
import { useVenueCurrency } from '../../kit/venue-currency.js';

interface Draft {
  provider: PaymentProviderName;
  secret_key: string;
  fee: number | '';
  deposit: number | '';
}

const draftOf = (s: PaymentSettings): Draft => ({
  provider: s.provider,
  secret_key: '',
  fee: s.no_show_fee_per_cover_minor / 100,
  deposit: s.deposit_per_cover_minor / 100,
});

export function CardPaymentsSettings() {
  const { t } = useTranslation();
  const at = useDates().at;
  const settings = useCallData('bookingPayment.settings', {}, 'payment-settings');
  const money = useVenueCurrency();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  /** A test's outcome is shown, and the settings read again (they keep the last test). */
  const showAndReload = (o: Outcome) => {
    setOutcome(o);
    settings.reload();
  };
  const data = settings.data;
  useEffect(() => {
    if (data && draft === null) setDraft(draftOf(data));
  }, [data, draft]);
  const fields = outcome?.kind === 'refused' ? (outcome.fields ?? {}) : {};
  const unit = money.currency ? ` (${money.currency})` : '';

  const save = async () => {
    if (!draft) return;
    const result = await callApi('bookingPayment.updateSettings', {
      body: {
        provider: draft.provider,
        ...(draft.secret_key.trim() ? { secret_key: draft.secret_key.trim() } : {}),
        ...(draft.fee === '' ? {} : { no_show_fee_per_cover_minor: Math.round(draft.fee * 100) }),
        ...(draft.deposit === '' ? {} : { deposit_per_cover_minor: Math.round(draft.deposit * 100) }),
      },
    });
    if (result.ok) {
      setDraft(draftOf(result.value));
      settings.reload();
    }
    setOutcome(outcomeOf(result, { success: t('payments.saved') }));
  };

  return (
    <FormPanel
      id="card-payments"
      title={t('payments.provider')}
      intro={t('payments.providerIntro')}
      loadError={settings.error}
      outcome={outcome}
      onDismiss={() => setOutcome(null)}
      dismissLabel={t('payments.dismiss')}
      onSave={save}
      saveLabel={draft ? t('payments.save') : undefined}
    >
      {data && draft && (
        <Stack gap="sm">
          {data.provider === 'stripe' && (
            <Group gap="xs">
              <Badge variant="filled" color={data.webhook_registered ? 'teal.9' : 'gray.7'}>
                {data.webhook_registered ? t('payments.webhookRegistered') : t('payments.webhookMissing')}
              </Badge>
              {data.test_result && <Text size="sm">{data.test_result}</Text>}
            </Group>
          )}
          {data.previous_webhook_valid_until && (
            <Text size="sm">
              {t('payments.previousUntil', { until: at(data.previous_webhook_valid_until) })}
            </Text>
          )}
          <Select
            label={t('payments.providerLabel')}
            data={PAYMENT_PROVIDERS.map((p) => ({ value: p, label: t(`payments.providers.${p}`) }))}
            value={draft.provider}
            allowDeselect={false}
            onChange={(v) => v && setDraft({ ...draft, provider: v as PaymentProviderName })}
            w={320}
          />
          {draft.provider === 'stripe' && (
            <PasswordInput
              label={t('payments.secretKey')}
              description={
                data.secret_key_hint
                  ? t('payments.keySaved', { hint: data.secret_key_hint })
                  : t('payments.keyMissing')
              }
              value={draft.secret_key}
              onChange={(e) => setDraft({ ...draft, secret_key: e.currentTarget.value })}
              error={fields.secret_key}
              autoComplete="off"
              w={480}
            />
          )}
          <Group align="flex-start">
            <NumberInput
              label={`${t('payments.feePerCover')}${unit}`}
              value={draft.fee}
              min={0}
              decimalScale={2}
              onChange={(v) => setDraft({ ...draft, fee: typeof v === 'number' ? v : '' })}
              error={fields.no_show_fee_per_cover_minor}
              w={220}
            />
            <NumberInput
              label={`${t('payments.depositPerCover')}${unit}`}
              value={draft.deposit}
              min={0}
              decimalScale={2}
              onChange={(v) => setDraft({ ...draft, deposit: typeof v === 'number' ? v : '' })}
              error={fields.deposit_per_cover_minor}
              w={220}
            />
          </Group>
          {data.provider === 'stripe' && (
            <Group>
              <ConnectionTestButton
                run={() => callApi('bookingPayment.test', {})}
                area="payments"
                onOutcome={showAndReload}
              />
            </Group>
          )}
        </Stack>
      )}
    </FormPanel>
  );
}
