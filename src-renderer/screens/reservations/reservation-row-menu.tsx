// A reservation row's actions: edit, set status (optimistic), change duration, (re)assign tables,
// its food orders, mark no-show and cancel.
import { ActionIcon, Menu } from '@mantine/core';
import {
  IconArmchair,
  IconBan,
  IconClockEdit,
  IconDots,
  IconEdit,
  IconToolsKitchen2,
  IconUserX,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { Reservation } from '../../../src-shared/schemas/reservation.js';
import type { ReservationStatus } from '../../../src-shared/schemas/reservation-status.js';
import { statusLabel } from '../../i18n/status-label.js';
import { consolePrefix } from '../../shell/console-paths.js';
import { screenHref } from '../screen-table.js';

export interface RowActions {
  edit: (row: Reservation) => void;
  setStatus: (row: Reservation, statusId: string) => void;
  changeDuration: (row: Reservation) => void;
  assignTable: (row: Reservation) => void;
  cancel: (row: Reservation) => void;
}

export function noShowStatus(statuses: readonly ReservationStatus[]): ReservationStatus | undefined {
  return statuses.find((s) => /^no.?show$/i.test(s.reservation_Status_Name.trim()));
}

export function ReservationRowMenu({
  row,
  statuses,
  actions,
}: {
  row: Reservation;
  statuses: readonly ReservationStatus[];
  actions: RowActions;
}) {
  const { t } = useTranslation();
  const name = `${row.first_name} ${row.last_name}`.trim();
  const { pathname } = useLocation();
  const noShow = noShowStatus(statuses);
  const ordered = [...statuses].sort((a, b) => a.sort_order - b.sort_order);
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={220}>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          aria-label={t('reservations.menu.actionsFor', { name, time: row.time })}
          onClick={(e) => e.stopPropagation()}
        >
          <IconDots size={16} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown onClick={(e) => e.stopPropagation()}>
        <Menu.Item leftSection={<IconEdit size={14} aria-hidden />} onClick={() => actions.edit(row)}>
          {t('reservations.menu.edit')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconClockEdit size={14} aria-hidden />}
          onClick={() => actions.changeDuration(row)}
        >
          {t('reservations.menu.duration')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconArmchair size={14} aria-hidden />}
          onClick={() => actions.assignTable(row)}
        >
          {t('reservations.menu.assign')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={screenHref(consolePrefix(pathname), 'reservation.foodOrders.orderHistory', {
            query: { reservation: row.id },
          })}
          leftSection={<IconToolsKitchen2 size={14} aria-hidden />}
        >
          {t('reservations.menu.orders')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Label>{t('reservations.menu.setStatus')}</Menu.Label>
        {ordered
          .filter(
            (s) => s.id !== row.booking_status && s !== noShow && !/^cancel/i.test(s.reservation_Status_Name),
          )
          .map((s) => (
            <Menu.Item
              key={s.id}
              leftSection={
                <span
                  aria-hidden
                  style={{
                    width: 8,
                    height: 8,
                    borderRadius: 4,
                    background: s.color_code,
                    display: 'inline-block',
                  }}
                />
              }
              onClick={() => actions.setStatus(row, s.id)}
            >
              {statusLabel(t, s.reservation_Status_Name)}
            </Menu.Item>
          ))}
        <Menu.Divider />
        {noShow && noShow.id !== row.booking_status && (
          <Menu.Item
            leftSection={<IconUserX size={14} aria-hidden />}
            onClick={() => actions.setStatus(row, noShow.id)}
          >
            {t('reservations.menu.noShow')}
          </Menu.Item>
        )}
        <Menu.Item
          color="red"
          leftSection={<IconBan size={14} aria-hidden />}
          onClick={() => actions.cancel(row)}
        >
          {t('reservations.menu.cancel')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
