// Refused changes (issue 27 §1.4): every change the server refused for good, listed until staff
// decide — retry it (made again as a new change, checked like one), edit it (a refused booking opens
// in the New reservation panel, then leaves the list once booked) or discard it. Nothing refused
// is invisible: the header counts them and links here. Built of the kit: one data hook, DataTable,
// one outcome line.
import { Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RefusedChange } from '../../../src-shared/ipc/channels.js';
import { errorText } from '../../data/mutate.js';
import { useData } from '../../data/use-data.js';
import { onVenue, venue } from '../../data/venue.js';
import { DataTable, type DataColumn } from '../../kit/data-table.js';
import { useListModel } from '../../kit/list-model.js';
import { outcomeOf, type Outcome } from '../../kit/outcome.js';
import { OutcomeLine } from '../../kit/outcome-line.js';
import { PageFrame } from '../../pages/page-frame.js';
import { draftOfBookingArgs } from '../../reservations/draft-booking.js';
import { useReservationDay } from '../../reservations/use-reservation-day.js';
import { venueNow } from '../../data/venue-clock.js';
import { useDates } from '../../kit/dates.js';
import { ReservationDrawer, type DrawerMode } from '../reservations/public.js';
import { RowButton } from '../../kit/row-button.js';

type RefusedRow = RefusedChange & { id: string };

export function RefusedChangesScreen() {
  const { t } = useTranslation();
  // Instants as the venue's local date and time (like every other time on the host stand), not UTC.
  const dates = useDates();
  const when = dates.at;
  const refused = useData(() => venue()['sync.refused'](), 'refused', []);
  const { reload } = refused;
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [editing, setEditing] = useState<RefusedChange | null>(null);
  const [drawer, setDrawer] = useState<DrawerMode>({ kind: 'closed' });
  const { ctx } = useReservationDay(venueNow().date);

  // A push, a retry or a discard elsewhere changes the list: the sync status says so.
  useEffect(() => onVenue('sync.statusChanged', reload), [reload]);

  const rows = useMemo<RefusedRow[]>(() => (refused.data ?? []).map((c) => ({ ...c })), [refused.data]);
  const list = useListModel(rows);

  // Buttons and messages name the change by whom it was about; "Who" is the staff member who made it.
  const who = (c: RefusedChange) => c.guest || t('refused.nobody');
  const what = (c: RefusedChange) => t(`refused.names.${c.name}`, { defaultValue: c.name });

  const retry = async (c: RefusedChange) => {
    const result = await venue()['sync.retryRefused']({ id: c.id });
    setOutcome(
      result.ok
        ? outcomeOf(result, { success: t('refused.retried', { who: who(c) }) })
        : {
            kind: 'refused',
            text: t('refused.retryFailed', { who: who(c), error: errorText(result.error) }),
          },
    );
    reload();
  };

  const discard = async (c: RefusedChange) => {
    const result = await venue()['sync.discardRefused']({ id: c.id });
    setOutcome(
      result.ok && result.value.discarded
        ? { kind: 'success', text: t('refused.discarded', { who: who(c) }) }
        : { kind: 'refused', text: t('refused.discardFailed', { who: who(c) }) },
    );
    reload();
  };

  const edit = (c: RefusedChange) => {
    try {
      setDrawer({ kind: 'new', draft: draftOfBookingArgs(c.args, ctx.floor.tables, Date.now()) });
      setEditing(c);
    } catch {
      setOutcome({ kind: 'refused', text: t('refused.cannotEdit', { who: who(c) }) });
    }
  };

  const columns: DataColumn<RefusedRow>[] = [
    {
      key: 'madeBy',
      header: t('refused.who'),
      cell: (c) => (
        <Text size="sm" fw={500}>
          {c.madeBy || t('refused.staffUnknown')}
        </Text>
      ),
    },
    {
      key: 'name',
      header: t('refused.what'),
      cell: (c) => (
        <Stack gap={0}>
          <Text size="sm">{what(c)}</Text>
          {c.guest && <Text size="xs">{t('refused.guest', { guest: c.guest })}</Text>}
          {c.date && <Text size="xs">{dates.dayTime(c.date, c.time)}</Text>}
          {c.outcome && <Text size="xs">{c.outcome}</Text>}
        </Stack>
      ),
    },
    {
      key: 'createdAt',
      header: t('refused.when'),
      cell: (c) => (
        <Stack gap={0}>
          <Text size="sm">{t('refused.made', { time: when(c.createdAt) })}</Text>
          <Text size="xs">{t('refused.refusedAt', { time: when(c.failedAt) })}</Text>
        </Stack>
      ),
    },
    { key: 'reason', header: t('refused.why'), cell: (c) => <Text size="sm">{c.reason}</Text> },
  ];

  return (
    <PageFrame title={t('refused.title')} subtitle={t('refused.subtitle')}>
      <Stack gap="sm">
        <OutcomeLine outcome={outcome} onDismiss={() => setOutcome(null)} />
        {refused.error && <OutcomeLine outcome={{ kind: 'refused', text: refused.error }} />}
        <DataTable
          label={t('refused.table')}
          plural={t('refused.table').toLowerCase()}
          rowLabel={who}
          columns={columns}
          list={list}
          total={refused.data ? refused.data.length : null}
          selectable={false}
          emptyText={t('refused.empty')}
          rowActions={(c) => (
            <>
              <RowButton
                variant="light"
                disabled={!c.known}
                name={t('refused.retry', { who: who(c) })}
                onClick={() => void retry(c)}
              >
                {t('refused.retryShort')}
              </RowButton>
              <RowButton
                variant="default"
                disabled={c.name !== 'reservation.create'}
                name={t('refused.edit', { who: who(c) })}
                onClick={() => edit(c)}
              >
                {t('refused.editShort')}
              </RowButton>
              <RowButton
                variant="subtle"
                color="red"
                name={t('refused.discard', { who: who(c) })}
                onClick={() => void discard(c)}
              >
                {t('refused.discardShort')}
              </RowButton>
            </>
          )}
        />
      </Stack>
      <ReservationDrawer
        mode={drawer}
        ctx={ctx}
        onClose={() => {
          setDrawer({ kind: 'closed' });
          setEditing(null);
        }}
        onSaved={() => {
          const done = editing;
          setDrawer({ kind: 'closed' });
          setEditing(null);
          // Booked again as a new booking: the refused one has been dealt with.
          if (done) void discard(done);
        }}
      />
    </PageFrame>
  );
}
