// Spec §2 guest list: the day's expected guests from the mirror, on the kit's DataTable (search,
// 10 a page, select-all, bulk bar). Staff add one guest or several, edit, remove (one, the
// selected, or the whole day), check in (one, the selected, or every expected guest) and
// blacklist with a reason. Every write is an offline mutation: it shows at once, marked pending,
// and its outcome line says pending, then done or refused once the server answered.
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uuidv7 } from '../../../src-shared/ids.js';
import { parseIsoDate, toIsoDate } from '../../../src-shared/dates.js';
import { guestsToCheckIn, guestsToRemove, isLiveGuest } from '../../../src-shared/domain/guest-list.js';
import type { GuestListEntry } from '../../../src-shared/schemas/guest-list.js';
import { useData } from '../../data/use-data.js';
import { flagText, GuestFlagMarks } from '../../kit/guest-flag-marks.js';
import { useGuestFlags } from '../../reservations/use-guest-flags.js';
import { venue } from '../../data/venue.js';
import { ConfirmDialog } from '../../kit/confirm-dialog.js';
import { DataTable, type DataColumn } from '../../kit/data-table.js';
import { useListModel } from '../../kit/list-model.js';
import { OutcomeLine } from '../../kit/outcome-line.js';
import { PageFrame } from '../../pages/page-frame.js';
import { selectedDayAtom } from '../../data/day-atom.js';
import { usePendingRowIds } from '../../data/pending-rows.js';
import { useCan } from '../../session/use-permissions.js';
import { useAtom } from '../../state/jotai.js';
import { WeekStrip } from '../../week-strip/week-strip.js';
import { BlacklistModal } from './blacklist-modal.js';
import { BulkAddModal } from './bulk-add-modal.js';
import { GuestFormModal } from './guest-form-modal.js';
import { formValuesOf, guestPatch, type GuestFormValues } from './guest-form-values.js';
import { arrivalCounts, guestMatches } from './guest-list-filter.js';
import { GuestRowActions } from './guest-row-actions.js';
import { nameOf, useGuestWrites } from './use-guest-writes.js';
import { SearchBox } from '../../kit/search-box.js';
import { useDates } from '../../kit/dates.js';
import { StatusBadge } from '../../kit/status-badge.js';
import { QuietText } from '../../kit/quiet-text.js';

type Confirm =
  | { kind: 'remove'; entry: GuestListEntry }
  | { kind: 'removeSelected'; entries: GuestListEntry[] }
  | { kind: 'checkInAll'; entries: GuestListEntry[] }
  | { kind: 'removeAll'; entries: GuestListEntry[] };

const keep = (row: GuestListEntry, filters: Readonly<Record<string, string>>) =>
  guestMatches(row, filters.text ?? '');

export function GuestListScreen() {
  const { t } = useTranslation();
  const dates = useDates();
  const [day, setDay] = useAtom(selectedDayAtom);
  const guests = useData(() => venue()['mirror.guestList']({ date: day }), day, ['guest_list']);
  const pendingIds = usePendingRowIds();
  const canWrite = useCan('guests.write');
  const { mutate, run, outcome, show, busy } = useGuestWrites(guests, day);
  const all = useMemo(() => guests.data ?? [], [guests.data]);
  const live = useMemo(() => all.filter(isLiveGuest), [all]);
  const flags = useGuestFlags(all);
  const list = useListModel(live, { keep, resetKey: day });
  const counts = arrivalCounts(all);
  const dayLabel = dates.long(day);
  const [editing, setEditing] = useState<GuestListEntry | 'new' | null>(null);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [blacklisting, setBlacklisting] = useState<GuestListEntry | null>(null);
  const [confirming, setConfirming] = useState<Confirm | null>(null);
  const toCheckIn = guestsToCheckIn(live);

  const checkIn = (entries: GuestListEntry[], checked_in: boolean, done: string) =>
    run(entries, nameOf, (e) => mutate('guest.checkIn', { id: e.id, checked_in }), done);
  const remove = (entries: GuestListEntry[], done: string) =>
    run(entries, nameOf, (e) => mutate('guest.remove', { id: e.id }), done);
  const setBlacklist = (entry: GuestListEntry, reason: string | null, done: string) =>
    run(
      [entry],
      nameOf,
      (e) =>
        mutate('guest.setBlacklist', { id: e.id, blacklisted: reason !== null, blacklist_reason: reason }),
      done,
    );

  const save = async (values: GuestFormValues) => {
    const target = editing;
    if (target === 'new') {
      const ok = await run(
        [values],
        nameOf,
        (v) => mutate('guest.add', { ...v, id: uuidv7(), date: day, reservation_id: null, client_id: null }),
        t('guests.list.added', { name: nameOf(values) }),
      );
      if (ok) setEditing(null);
    } else if (target) {
      const patch = guestPatch(formValuesOf(target), values);
      if (Object.keys(patch).length === 0) {
        setEditing(null);
        return;
      }
      const ok = await run(
        [target],
        nameOf,
        (e) => mutate('guest.update', { id: e.id, patch }),
        t('guests.list.saved', { name: nameOf({ ...target, ...values }) }),
      );
      if (ok) setEditing(null);
    }
  };

  const confirm = async () => {
    const c = confirming;
    if (!c) return;
    if (c.kind === 'remove') await remove([c.entry], t('guests.list.removed', { name: nameOf(c.entry) }));
    else if (c.kind === 'checkInAll')
      await checkIn(c.entries, true, t('guests.list.bulkDone', { count: c.entries.length }));
    else {
      await remove(c.entries, t('guests.list.removedMany', { count: c.entries.length }));
      list.clearSelection();
    }
    setConfirming(null);
  };

  const columns = useMemo<DataColumn<GuestListEntry>[]>(
    () => [
      {
        key: 'last_name',
        header: t('guests.list.guest'),
        sortable: true,
        cell: (g) => (
          <Group gap={4} wrap="nowrap">
            <b>{nameOf(g)}</b>
            <GuestFlagMarks {...flagText(flags.get(g.id))} t={t} />
          </Group>
        ),
      },
      { key: 'guest_count', header: t('guests.list.party'), sortable: true, width: 70 },
      {
        key: 'contact',
        header: t('guests.list.contact'),
        cell: (g) => (
          <Text size="xs" c="dimmed" truncate maw={220}>
            {[g.mobileNumber, g.email].filter(Boolean).join(' · ')}
          </Text>
        ),
      },
      {
        key: 'notes',
        header: t('guests.list.notes'),
        cell: (g) => (
          <Text size="xs" c="dimmed" truncate maw={220} title={g.blacklist_reason ?? g.notes}>
            {g.blacklisted
              ? t('guests.list.blacklistedReason', { reason: g.blacklist_reason ?? '' })
              : g.notes}
          </Text>
        ),
      },
      {
        key: 'status',
        header: t('guests.list.status'),
        cell: (g) => (
          <Group gap={4} wrap="nowrap">
            <StatusBadge color={g.checked_in ? 'teal' : 'gray'}>
              {g.checked_in ? t('guests.list.checkedIn') : t('guests.list.expected')}
            </StatusBadge>
            {g.blacklisted && <StatusBadge color="red">{t('guests.list.blacklisted')}</StatusBadge>}
            {pendingIds.has(g.id) && (
              <Badge size="sm" radius="sm" tt="none" variant="outline" color="orange">
                {t('guests.pending')}
              </Badge>
            )}
          </Group>
        ),
      },
    ],
    [t, pendingIds, flags],
  );

  const confirmTexts = confirming && confirmText(confirming, dayLabel, t);

  return (
    <PageFrame
      title={t('guests.list.title')}
      subtitle={t('guests.list.subtitle', { date: dayLabel, ...counts })}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed" data-testid="guest-list-about">
          {t('guests.list.about')}
        </Text>
        <WeekStrip value={parseIsoDate(day)} onChange={(d) => setDay(toIsoDate(d))} />
        {canWrite && (
          <Group gap="xs" role="group" aria-label={t('guests.list.actions')}>
            <Button
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => setEditing('new')}
            >
              {t('guests.list.add')}
            </Button>
            <Button size="xs" variant="light" onClick={() => setBulkOpen(true)}>
              {t('guests.list.addBulk')}
            </Button>
            <Button
              size="xs"
              variant="default"
              disabled={busy || toCheckIn.length === 0}
              onClick={() => setConfirming({ kind: 'checkInAll', entries: toCheckIn })}
            >
              {t('guests.list.checkInAll')}
            </Button>
            <Button
              size="xs"
              variant="default"
              color="red"
              disabled={busy || live.length === 0}
              onClick={() => setConfirming({ kind: 'removeAll', entries: guestsToRemove(live) })}
            >
              {t('guests.list.removeAll')}
            </Button>
          </Group>
        )}
        {guests.error && (
          <Alert color="red" variant="light" title={t('guests.list.readFailed')}>
            {guests.error}
          </Alert>
        )}
        <OutcomeLine outcome={outcome} onDismiss={() => show(null)} dismissLabel={t('guests.dismiss')} />
        {guests.loading ? (
          <QuietText>{t('guests.list.loading')}</QuietText>
        ) : (
          <DataTable
            label={t('guests.list.table')}
            plural={t('guests.list.plural')}
            rowLabel={(g) => t('guests.list.select', { name: nameOf(g) })}
            rowName={nameOf}
            columns={columns}
            list={list}
            total={live.length}
            emptyText={t('guests.list.empty')}
            noMatchText={t('guests.list.noMatch')}
            filters={
              <SearchBox
                width={260}
                label={t('guests.list.search')}
                hint={t('guests.list.searchHint')}
                value={list.state.filters.text ?? ''}
                onChange={(text) => list.setFilter('text', text)}
              />
            }
            bulkActions={
              canWrite
                ? (selected) => {
                    const expected = selected.filter((g) => !g.checked_in);
                    return (
                      <>
                        <Button
                          size="xs"
                          disabled={busy || expected.length === 0}
                          onClick={() => {
                            list.clearSelection();
                            void checkIn(
                              expected,
                              true,
                              t('guests.list.bulkDone', { count: expected.length }),
                            );
                          }}
                        >
                          {t('guests.list.checkInSelected', { count: expected.length })}
                        </Button>
                        <Button
                          size="xs"
                          variant="light"
                          color="red"
                          disabled={busy}
                          onClick={() => setConfirming({ kind: 'removeSelected', entries: selected })}
                        >
                          {t('guests.list.removeSelected', { count: selected.length })}
                        </Button>
                      </>
                    );
                  }
                : undefined
            }
            rowActions={
              canWrite
                ? (g) => (
                    <GuestRowActions
                      entry={g}
                      busy={busy}
                      onCheckIn={(checked) =>
                        void checkIn(
                          [g],
                          checked,
                          t(checked ? 'guests.list.didCheckIn' : 'guests.list.didUncheck', {
                            name: nameOf(g),
                          }),
                        )
                      }
                      onBlacklist={() => setBlacklisting(g)}
                      onLift={() => void setBlacklist(g, null, t('guests.list.lifted', { name: nameOf(g) }))}
                      onEdit={() => setEditing(g)}
                      onRemove={() => setConfirming({ kind: 'remove', entry: g })}
                    />
                  )
                : undefined
            }
          />
        )}
      </Stack>
      <GuestFormModal
        target={editing}
        dayLabel={dayLabel}
        onClose={() => setEditing(null)}
        onSubmit={(values) => void save(values)}
      />
      <BulkAddModal
        opened={bulkOpen}
        date={day}
        dayLabel={dayLabel}
        onClose={() => setBulkOpen(false)}
        onSubmit={(entries) => {
          setBulkOpen(false);
          void run(
            entries,
            nameOf,
            (entry) => mutate('guest.add', { ...entry, id: uuidv7() }),
            t('guests.list.addedMany', { count: entries.length }),
          );
        }}
      />
      <BlacklistModal
        entry={blacklisting}
        onClose={() => setBlacklisting(null)}
        onConfirm={(entry, reason) => {
          setBlacklisting(null);
          void setBlacklist(entry, reason, t('guests.list.didBlacklist', { name: nameOf(entry) }));
        }}
      />
      <ConfirmDialog
        opened={confirming !== null}
        title={confirmTexts?.title ?? ''}
        confirmLabel={confirmTexts?.confirm ?? ''}
        cancelLabel={t('guests.confirm.cancel')}
        destructive={confirming?.kind !== 'checkInAll'}
        busy={busy}
        onCancel={() => setConfirming(null)}
        onConfirm={() => void confirm()}
      >
        {confirmTexts?.body}
      </ConfirmDialog>
    </PageFrame>
  );
}

function confirmText(
  c: Confirm,
  date: string,
  t: (key: string, options?: Record<string, unknown>) => string,
) {
  switch (c.kind) {
    case 'remove':
      return {
        title: t('guests.confirm.removeTitle', { name: nameOf(c.entry) }),
        body: t('guests.confirm.removeBody', { name: nameOf(c.entry), date }),
        confirm: t('guests.confirm.removeConfirm'),
      };
    case 'removeSelected':
      return {
        title: t('guests.confirm.removeSelectedTitle', { count: c.entries.length }),
        body: t('guests.confirm.removeSelectedBody', { date }),
        confirm: t('guests.confirm.removeSelectedConfirm'),
      };
    case 'checkInAll':
      return {
        title: t('guests.confirm.checkInAllTitle'),
        body: t('guests.confirm.checkInAllBody', { count: c.entries.length, date }),
        confirm: t('guests.confirm.checkInAllConfirm'),
      };
    case 'removeAll':
      return {
        title: t('guests.confirm.removeAllTitle', { date }),
        body: t('guests.confirm.removeAllBody', { count: c.entries.length, date }),
        confirm: t('guests.confirm.removeAllConfirm'),
      };
  }
}
