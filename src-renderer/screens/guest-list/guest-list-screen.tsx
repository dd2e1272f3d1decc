// Spec §2 guest list: the day's expected guests from the mirror, with check-in (single and bulk),
// blacklist with a reason, search, and soft delete shown as unavailable (it has no offline mutation).
import { Alert, Badge, Button, Checkbox, Group, Stack, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLongDate, parseIsoDate, toIsoDate } from '../../../src-shared/dates.js';
import type { GuestListEntry } from '../../../src-shared/schemas/guest-list.js';
import { PageFrame } from '../../pages/page-frame.js';
import { selectedDayAtom } from '../../reservations/day-atom.js';
import { usePendingRowIds } from '../../reservations/pending-rows.js';
import { errorText, useMutate } from '../../reservations/use-mutate.js';
import { useMirror } from '../../reservations/use-mirror.js';
import { useAtom } from '../../state/jotai.js';
import { WeekStrip } from '../../week-strip/week-strip.js';
import { BlacklistModal } from './blacklist-modal.js';
import { arrivalCounts, visibleGuests } from './guest-list-filter.js';

const nameOf = (e: Pick<GuestListEntry, 'first_name' | 'last_name'>) =>
  `${e.first_name} ${e.last_name}`.trim();

export function GuestListScreen() {
  const { t } = useTranslation();
  const needsApi = t('guests.needsApi');
  const [day, setDay] = useAtom(selectedDayAtom);
  const guests = useMirror(() => window.venue['mirror.guestList']({ date: day }), day, ['guest_list']);
  const pendingIds = usePendingRowIds();
  const mutate = useMutate();
  const [text, setText] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [blacklisting, setBlacklisting] = useState<GuestListEntry | null>(null);
  const [message, setMessage] = useState<{ tone: 'red' | 'teal'; text: string } | null>(null);
  const all = useMemo(() => guests.data ?? [], [guests.data]);
  const rows = useMemo(() => visibleGuests(all, text), [all, text]);
  const counts = arrivalCounts(all);

  const apply = async (
    entries: GuestListEntry[],
    run: (e: GuestListEntry) => ReturnType<typeof mutate>,
    done: string,
  ) => {
    const failures: string[] = [];
    for (const entry of entries) {
      const result = await run(entry);
      if (result.ok)
        guests.update((list) =>
          list.map((g) => (g.id === entry.id ? (result.row as unknown as GuestListEntry) : g)),
        );
      else failures.push(`${nameOf(entry)}: ${errorText(result.error)}`);
    }
    setMessage(
      failures.length > 0 ? { tone: 'red', text: failures.join('\n') } : { tone: 'teal', text: done },
    );
  };

  const checkIn = (entry: GuestListEntry, checked_in: boolean) =>
    void apply(
      [entry],
      (e) => mutate('guest.checkIn', { id: e.id, checked_in }),
      t(checked_in ? 'guests.list.didCheckIn' : 'guests.list.didUncheck', { name: nameOf(entry) }),
    );

  const bulkCheckIn = () => {
    const entries = rows.filter((r) => selected.has(r.id) && !r.checked_in);
    setSelected(new Set());
    void apply(
      entries,
      (e) => mutate('guest.checkIn', { id: e.id, checked_in: true }),
      t('guests.list.bulkDone', { count: entries.length }),
    );
  };

  const toggle = (id: string) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const allSelected = rows.length > 0 && rows.every((r) => selected.has(r.id));

  return (
    <PageFrame
      title={t('guests.list.title')}
      subtitle={t('guests.list.subtitle', { date: formatLongDate(day), ...counts })}
    >
      <Stack gap="sm">
        <WeekStrip value={parseIsoDate(day)} onChange={(d) => setDay(toIsoDate(d))} />
        <Group justify="space-between">
          <TextInput
            size="xs"
            w={260}
            aria-label={t('guests.list.search')}
            placeholder={t('guests.list.searchHint')}
            leftSection={<IconSearch size={12} aria-hidden />}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
          />
          <Group gap="xs">
            <Button size="xs" disabled={selected.size === 0} onClick={bulkCheckIn}>
              {t('guests.list.checkInSelected', { count: selected.size })}
            </Button>
            <Tooltip label={needsApi}>
              <Button
                size="xs"
                variant="default"
                data-disabled
                aria-disabled
                onClick={(e) => e.preventDefault()}
                aria-label={t('guests.list.removeSelectedNamed', { reason: needsApi })}
              >
                {t('guests.list.removeSelected')}
              </Button>
            </Tooltip>
          </Group>
        </Group>
        {guests.error && (
          <Alert color="red" variant="light" title={t('guests.list.readFailed')}>
            {guests.error}
          </Alert>
        )}
        {message && (
          <Alert
            color={message.tone}
            variant="light"
            py={6}
            withCloseButton
            closeButtonLabel={t('guests.dismiss')}
            onClose={() => setMessage(null)}
            role={message.tone === 'red' ? 'alert' : 'status'}
            style={{ whiteSpace: 'pre-line' }}
          >
            {message.text}
          </Alert>
        )}
        {guests.loading ? (
          <Text size="sm" c="dimmed">
            {t('guests.list.loading')}
          </Text>
        ) : rows.length === 0 ? (
          <Text size="sm" c="dimmed" py="md">
            {all.length === 0 ? t('guests.list.empty') : t('guests.list.noMatch')}
          </Text>
        ) : (
          <Table verticalSpacing={4} fz="sm" highlightOnHover aria-label={t('guests.list.table')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={36}>
                  <Checkbox
                    size="xs"
                    aria-label={t('guests.list.selectAll')}
                    checked={allSelected}
                    indeterminate={!allSelected && selected.size > 0}
                    onChange={() => setSelected(allSelected ? new Set() : new Set(rows.map((r) => r.id)))}
                  />
                </Table.Th>
                {['guest', 'party', 'contact', 'notes', 'status', ''].map((h) => (
                  <Table.Th key={h} fz="xs" c="dimmed" tt="uppercase" fw={600}>
                    {h ? t(`guests.list.${h}`) : ''}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((g) => (
                <Table.Tr key={g.id} aria-label={nameOf(g)}>
                  <Table.Td>
                    <Checkbox
                      size="xs"
                      aria-label={t('guests.list.select', { name: nameOf(g) })}
                      checked={selected.has(g.id)}
                      onChange={() => toggle(g.id)}
                    />
                  </Table.Td>
                  <Table.Td fw={600}>{nameOf(g)}</Table.Td>
                  <Table.Td>{g.guest_count}</Table.Td>
                  <Table.Td>
                    <Text size="xs" c="dimmed" truncate maw={220}>
                      {[g.mobileNumber, g.email].filter(Boolean).join(' · ')}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="xs" c="dimmed" truncate maw={220} title={g.blacklist_reason ?? g.notes}>
                      {g.blacklisted
                        ? t('guests.list.blacklistedReason', { reason: g.blacklist_reason ?? '' })
                        : g.notes}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Badge
                        size="sm"
                        radius="sm"
                        tt="none"
                        variant="light"
                        color={g.checked_in ? 'teal' : 'gray'}
                      >
                        {g.checked_in ? t('guests.list.checkedIn') : t('guests.list.expected')}
                      </Badge>
                      {g.blacklisted && (
                        <Badge size="sm" radius="sm" tt="none" variant="light" color="red">
                          {t('guests.list.blacklisted')}
                        </Badge>
                      )}
                      {pendingIds.has(g.id) && (
                        <Badge size="sm" radius="sm" tt="none" variant="outline" color="orange">
                          {t('guests.pending')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <Button
                        size="compact-xs"
                        variant={g.checked_in ? 'subtle' : 'light'}
                        aria-label={t(
                          g.checked_in ? 'guests.list.undoCheckInOf' : 'guests.list.checkInNamed',
                          {
                            name: nameOf(g),
                          },
                        )}
                        onClick={() => checkIn(g, !g.checked_in)}
                      >
                        {g.checked_in ? t('guests.list.undo') : t('guests.list.checkIn')}
                      </Button>
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color={g.blacklisted ? 'gray' : 'red'}
                        aria-label={t(g.blacklisted ? 'guests.list.liftOf' : 'guests.list.blacklistNamed', {
                          name: nameOf(g),
                        })}
                        onClick={() =>
                          g.blacklisted
                            ? void apply(
                                [g],
                                (e) =>
                                  mutate('guest.setBlacklist', {
                                    id: e.id,
                                    blacklisted: false,
                                    blacklist_reason: null,
                                  }),
                                t('guests.list.lifted', { name: nameOf(g) }),
                              )
                            : setBlacklisting(g)
                        }
                      >
                        {g.blacklisted ? t('guests.list.lift') : t('guests.list.blacklist')}
                      </Button>
                      <Tooltip label={needsApi}>
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          color="gray"
                          data-disabled
                          aria-disabled
                          onClick={(e) => e.preventDefault()}
                          aria-label={t('guests.list.removeNamed', { name: nameOf(g), reason: needsApi })}
                        >
                          {t('guests.list.remove')}
                        </Button>
                      </Tooltip>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
      <BlacklistModal
        entry={blacklisting}
        onClose={() => setBlacklisting(null)}
        onConfirm={(entry, reason) => {
          setBlacklisting(null);
          void apply(
            [entry],
            (e) => mutate('guest.setBlacklist', { id: e.id, blacklisted: true, blacklist_reason: reason }),
            t('guests.list.didBlacklist', { name: nameOf(entry) }),
          );
        }}
      />
    </PageFrame>
  );
}
