// Settings › Currency: the venue currency every money figure of the console is shown in. Saving
// changes the figures at once; a refused save says why and keeps the choice on screen.
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../src-shared/domain/money.js';
import { roleHasPermission } from '../../../src-shared/permissions.js';
import { CURRENCY_CODES } from '../../../src-shared/schemas/currency.js';
import { callApi } from '../../data/call.js';
import { PlainTable } from '../../kit/plain-table.js';
import { sessionAtom } from '../../session/session-atoms.js';
import { OutcomeAlert, type Outcome } from '../../shell/outcome-alert.js';
import { useAtomValue } from '../../state/jotai.js';
import { useVenueCurrency } from '../../kit/venue-currency.js';

/** Amounts the screen shows in the chosen currency. */
export const SAMPLE_AMOUNTS = [0.99, 12.5, 1234.56] as const;

function currencyName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames(locale, { type: 'currency' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function CurrencyScreen() {
  const session = useAtomValue(sessionAtom);
  const { t, i18n } = useTranslation();
  const canManage = roleHasPermission(session?.role ?? '', 'restaurant.manage');
  const venue = useVenueCurrency();
  const [choice, setChoice] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<Outcome | null>(null);
  const selected = choice ?? venue.currency;
  const options = useMemo(
    () =>
      CURRENCY_CODES.map((code) => ({
        value: code,
        label: `${code} — ${currencyName(code, i18n.language)}`,
      })),
    [i18n.language],
  );

  async function save() {
    if (!selected) return;
    setSaving(true);
    const result = await callApi('currency.update', { body: { currency: selected } });
    setSaving(false);
    if (!result.ok) return setMessage({ kind: 'error', text: result.error.message });
    venue.set(result.value.currency);
    setChoice(null);
    setMessage({ kind: 'ok', text: t('money.currencyNow', { currency: result.value.currency }) });
  }

  return (
    <Stack gap="sm" maw={560}>
      <Text size="sm">{t('money.currencyIntro')}</Text>
      <Group align="flex-end" gap="xs">
        <Select
          label={t('money.venueCurrency')}
          data={options}
          value={selected}
          onChange={(v) => {
            setChoice(v);
            setMessage(null);
          }}
          searchable
          allowDeselect={false}
          disabled={!canManage || venue.currency === null}
          w={340}
        />
        <Button
          onClick={() => void save()}
          loading={saving}
          disabled={!canManage || !selected || selected === venue.currency}
        >
          {t('money.saveCurrency')}
        </Button>
      </Group>
      <OutcomeAlert outcome={message} />
      <PlainTable
        withTableBorder
        aria-label={t('money.figures')}
        maw={420}
        rows={SAMPLE_AMOUNTS}
        rowKey={String}
        columns={[
          { key: 'amount', header: t('money.amount'), cell: (amount) => amount },
          { key: 'now', header: t('money.shownNow'), cell: (amount) => venue.format(amount) },
          !!selected &&
            selected !== venue.currency && {
              key: 'chosen',
              header: t('money.shownIn', { currency: selected }),
              cell: (amount) => formatMoney(amount, selected, i18n.language),
            },
        ]}
      />
    </Stack>
  );
}
