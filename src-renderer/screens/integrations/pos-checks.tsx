// A booking's or a client's POS checks (issue 34 §5): what the guest spent at the till, check by
// check, and in all — shown in the booking's drawer and in the client profile's Order History tab
// beside the venue's own food orders. POS checks live on the server only: offline, the part says
// they could not be read; a venue without a POS (no checks) shows nothing.
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCallData } from '../../data/call.js';
import { useDates } from '../../kit/dates.js';
import { PlainTable } from '../../kit/plain-table.js';
import { QuietText } from '../../kit/quiet-text.js';
import { SubHeading } from '../../kit/sub-heading.js';
import { useVenueCurrency } from '../../kit/venue-currency.js';

function PosChecks({ query, id }: { query: { client_id?: string; reservation_id?: string }; id: string }) {
  const { t } = useTranslation();
  const checks = useCallData('pos.checks', { query }, id);
  const money = useVenueCurrency();
  const at = useDates().at;
  if (checks.data?.length === 0 || checks.loading) return null;
  const rows = checks.data ?? [];
  const spent = rows.reduce((sum, row) => sum + row.total_minor, 0);
  return (
    <Stack gap={4} mt="md">
      <SubHeading>{t('pos.clientChecks')}</SubHeading>
      {checks.error ? (
        <QuietText>{t('pos.clientChecksFailed', { error: checks.error })}</QuietText>
      ) : (
        <>
          <Text size="sm">{t('pos.spent', { amount: money.format(spent / 100), count: rows.length })}</Text>
          <PlainTable
            aria-label={t('pos.clientChecks')}
            rows={rows}
            rowKey={(row) => row.id}
            columns={[
              { key: 'opened', header: t('pos.opened'), cell: (row) => at(row.opened_at) },
              { key: 'floor', header: t('pos.floorTable'), cell: (row) => row.table_name ?? row.pos_table },
              { key: 'status', header: t('pos.status'), cell: (row) => t(`pos.checkStatus.${row.status}`) },
              { key: 'total', header: t('pos.total'), cell: (row) => money.format(row.total_minor / 100) },
            ]}
          />
        </>
      )}
    </Stack>
  );
}

export function ClientPosChecks({ clientId }: { clientId: string }) {
  return <PosChecks query={{ client_id: clientId }} id={`client:${clientId}`} />;
}

export function BookingPosChecks({ reservationId }: { reservationId: string }) {
  return <PosChecks query={{ reservation_id: reservationId }} id={`booking:${reservationId}`} />;
}
