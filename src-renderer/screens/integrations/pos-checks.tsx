// A client's POS checks (issue 34 §5): what the guest spent at the till, check by check, each on the
// booking it joined — shown in the client profile's Order History tab beside the venue's own food
// orders. POS checks live on the server only: offline, the tab says they could not be read.
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCallData } from '../../data/call.js';
import { useDates } from '../../kit/dates.js';
import { PlainTable } from '../../kit/plain-table.js';
import { QuietText } from '../../kit/quiet-text.js';
import { SubHeading } from '../../kit/sub-heading.js';
import { useVenueCurrency } from '../../kit/venue-currency.js';

export function ClientPosChecks({ clientId }: { clientId: string }) {
  const { t } = useTranslation();
  const checks = useCallData('pos.checks', { query: { client_id: clientId } }, `client:${clientId}`);
  const money = useVenueCurrency();
  const at = useDates().at;
  // A venue without a POS has no checks: nothing to say.
  if (checks.data?.length === 0 || checks.loading) return null;
  return (
    <Stack gap={4} mt="md">
      <SubHeading>{t('pos.clientChecks')}</SubHeading>
      {checks.error ? (
        <QuietText>{t('pos.clientChecksFailed', { error: checks.error })}</QuietText>
      ) : (
        <PlainTable
          aria-label={t('pos.clientChecks')}
          rows={checks.data ?? []}
          rowKey={(row) => row.id}
          columns={[
            { key: 'opened', header: t('pos.opened'), cell: (row) => at(row.opened_at) },
            { key: 'floor', header: t('pos.floorTable'), cell: (row) => row.table_name ?? row.pos_table },
            { key: 'status', header: t('pos.status'), cell: (row) => t(`pos.checkStatus.${row.status}`) },
            { key: 'total', header: t('pos.total'), cell: (row) => money.format(row.total_minor / 100) },
          ]}
        />
      )}
    </Stack>
  );
}
