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
import { ResourceAdmin } from '../../resources/resource-admin.js';
import { resourceChannel } from '../../data/resource.js';
import { sessionAtom } from '../../session/session-atoms.js';
import { useAtomValue } from '../../state/jotai.js';
import { useVenueCurrency } from './venue-currency.js';

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
        <Table withTableBorder aria-label={t('money.pricesWithTax')} maw={560}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('money.taxRate')}</Table.Th>
              <Table.Th>{t('money.tax')}</Table.Th>
              <Table.Th>{t('money.priceWithTax')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(rates.data ?? []).map((rate) => {
              const total = withTaxMinor(toMinor(price), toBasisPoints(rate.rate));
              return (
                <Table.Tr key={rate.id}>
                  <Table.Td>
                    {rate.name} ({rate.rate}%)
                  </Table.Td>
                  <Table.Td>{format(fromMinor(total - toMinor(price)))}</Table.Td>
                  <Table.Td>{format(fromMinor(total))}</Table.Td>
                </Table.Tr>
              );
            })}
            {rates.data?.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={3}>{t('money.noRates')}</Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
        {rates.error && (
          <Text size="sm" c="red" role="alert">
            {rates.error}
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
