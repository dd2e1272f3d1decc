// Settings › Tax: the restaurant's tax rates (a declared resource, edited with <ResourceAdmin>) and
// what a price comes to with each, in the venue currency.
import { Group, NumberInput, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toMinor, fromMinor, toBasisPoints, withTaxMinor } from '../../../src-shared/domain/money.js';
import type { IpcResult } from '../../../src-shared/ipc/channels.js';
import { taxRateResource } from '../../../src-shared/resources/registry.js';
import type { TaxRate } from '../../../src-shared/schemas/tax-rate.js';
import { useData } from '../../data/use-data.js';
import { PlainTable } from '../../kit/plain-table.js';
import { ResourceAdmin } from '../../resources/resource-admin.js';
import { resourceChannel } from '../../data/resource.js';
import { sessionAtom } from '../../session/session-atoms.js';
import { useAtomValue } from '../../state/jotai.js';
import { useVenueCurrency } from '../../kit/venue-currency.js';

export function TaxScreen() {
  const session = useAtomValue(sessionAtom);
  const { t } = useTranslation();
  const { format } = useVenueCurrency();
  const [price, setPrice] = useState(10);
  const rates = useData(
    () => resourceChannel('taxRate', 'list')() as Promise<IpcResult<TaxRate[]>>,
    'tax-rates',
    [],
  );
  const { reload } = rates;

  return (
    <Stack gap="lg">
      <ResourceAdmin resource={taxRateResource} role={session?.role ?? null} onChanged={reload} />
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('money.pricesWithTax')}
        </Title>
        <Group align="flex-end">
          <NumberInput
            label={t('money.priceBeforeTax')}
            value={price}
            min={0}
            max={100000}
            decimalScale={2}
            onChange={(v) => setPrice(typeof v === 'number' ? v : Number(v) || 0)}
            w={200}
          />
          <Text size="sm" c="dimmed" mb={8}>
            {format(price)}
          </Text>
        </Group>
        <PlainTable
          withTableBorder
          aria-label={t('money.pricesWithTax')}
          maw={560}
          rows={(rates.data ?? []).map((rate) => ({
            rate,
            total: withTaxMinor(toMinor(price), toBasisPoints(rate.rate)),
          }))}
          rowKey={({ rate }) => rate.id}
          columns={[
            {
              key: 'rate',
              header: t('money.taxRate'),
              cell: ({ rate }) => (
                <>
                  {rate.name} ({rate.rate}%)
                </>
              ),
            },
            {
              key: 'tax',
              header: t('money.tax'),
              cell: ({ total }) => format(fromMinor(total - toMinor(price))),
            },
            {
              key: 'withTax',
              header: t('money.priceWithTax'),
              cell: ({ total }) => format(fromMinor(total)),
            },
          ]}
          extraRows={
            rates.data?.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={3}>{t('money.noRates')}</Table.Td>
              </Table.Tr>
            )
          }
        />
        {rates.error && (
          <Text size="sm" c="red" role="alert">
            {rates.error}
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
