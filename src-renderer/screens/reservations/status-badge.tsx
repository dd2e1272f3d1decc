// A reservation's status in its own colour (reservation_Status.color_code), plus "Pending sync"
// while the server has not acknowledged this terminal's change to the row. A party at the venue
// (Arrived, Seated) shows an icon where the others show a dot, besides its word and colour.
import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { arrivalOf } from '../../../src-shared/domain/arrival.js';
import { ArrivalIcon } from '../../kit/arrival-mark.js';
import { statusLabel } from '../../i18n/status-label.js';
import type { Reservation } from '../../../src-shared/schemas/reservation.js';

export function StatusBadge({
  row,
  pending,
}: {
  row: Pick<Reservation, 'status' | 'reservation_Status'>;
  pending: boolean;
}) {
  const { t } = useTranslation();
  const arrival = arrivalOf(row.status);
  return (
    <Group gap={4} wrap="nowrap">
      <Badge
        size="sm"
        radius="sm"
        tt="none"
        fw={600}
        variant="light"
        color={row.reservation_Status.color_code}
        data-arrival={arrival ?? undefined}
        leftSection={
          arrival ? (
            <ArrivalIcon arrival={arrival} />
          ) : (
            <span
              aria-hidden
              style={{
                width: 6,
                height: 6,
                borderRadius: 3,
                background: row.reservation_Status.color_code,
                display: 'inline-block',
              }}
            />
          )
        }
      >
        {statusLabel(t, row.status)}
      </Badge>
      {pending && (
        <Badge size="sm" radius="sm" tt="none" fw={500} variant="outline" color="orange">
          {t('reservations.table.pending')}
        </Badge>
      )}
    </Group>
  );
}
