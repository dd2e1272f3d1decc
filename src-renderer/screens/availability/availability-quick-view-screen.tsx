// Settings › Availability › Availability quick view (spec §2 availabilityQuickView): the server's
// engine over a range of days × times × party sizes, and for the picked cell the whole reason chain
// (or, for an open cell, the tables and what its rules offer). Dates and times are venue time.
import {
  Alert,
  Badge,
  Button,
  Group,
  List,
  Loader,
  NumberInput,
  Paper,
  ScrollArea,
  Select,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  QUICK_VIEW_MAX_DAYS,
  QUICK_VIEW_MAX_PARTY,
  QUICK_VIEW_STEPS,
} from '../../../src-shared/schemas/availability.js';
import { useDates } from '../../kit/dates.js';
import { addDays, isVenueDate, weekdayOf } from '../../../src-shared/time.js';
import { useCallData } from '../../data/call.js';
import { useData } from '../../data/use-data.js';
import { useVenueNow } from '../../data/use-venue-now.js';
import {
  cellCode,
  openCount,
  partyRange,
  reasonText,
  rowsOf,
  type QuickViewCell,
  type QuickViewDay,
} from './quick-view-model.js';
import { venue } from '../../data/venue.js';
import { PressButton } from '../../kit/press-button.js';
import { QuietText } from '../../kit/quiet-text.js';
import { SubHeading } from '../../kit/sub-heading.js';

const WATCHED = [
  'reservations',
  'access_rules',
  'shifts',
  'blackout_dates',
  'tables',
  'table_combinations',
  'seating_areas',
] as const;

const clampInt = (value: string | number, min: number, max: number, fallback: number) => {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(n) ? Math.min(max, Math.max(min, n)) : fallback;
};

/** A whole number from 1 to max; anything else typed keeps the last good value. */
function WholeInput({
  name,
  max,
  value,
  onChange,
  w = 110,
}: {
  name: 'days' | 'partyFrom' | 'partyTo';
  max: number;
  value: number;
  onChange: (value: number) => void;
  w?: number;
}) {
  const { t } = useTranslation();
  return (
    <NumberInput
      label={t(`availability.quickView.${name}`)}
      min={1}
      max={max}
      value={value}
      onChange={(v) => onChange(clampInt(v, 1, max, value))}
      w={w}
    />
  );
}

function CellDetail({
  date,
  cell,
  tableName,
}: {
  date: string;
  cell: QuickViewCell;
  tableName: (id: string) => string;
}) {
  const { t, i18n } = useTranslation();
  const dates = useDates();
  const heading = t('availability.quickView.heading', {
    weekday: t(`availability.weekdays.${weekdayOf(date)}`),
    date: dates.day(date),
    time: cell.time,
    size: cell.partySize,
  });
  return (
    <Paper withBorder p="sm" role="region" aria-label={t('availability.quickView.selected')}>
      <Stack gap={6}>
        <Group gap="xs">
          <SubHeading>{heading}</SubHeading>
          <Badge color={cell.available ? 'green' : 'red'} variant="light">
            {t(`availability.quickView.words.${cell.available ? 'open' : 'closed'}`)}
          </Badge>
        </Group>
        {cell.available ? (
          <>
            <Text size="sm">
              {t('availability.quickView.tables')} <b>{cell.tables.map(tableName).join(' + ')}</b>
              {cell.durationMinutes !== null
                ? ` ${t('availability.quickView.forMinutes', { minutes: cell.durationMinutes })}`
                : ''}
            </Text>
            {cell.offer?.title && (
              <Text size="sm">{t('availability.quickView.shownToGuests', { title: cell.offer.title })}</Text>
            )}
            {cell.offer?.guarantee && (
              <Text size="sm">
                {cell.offer.guarantee.amountPerCover !== null
                  ? t(`availability.quickView.${cell.offer.guarantee.kind}Amount`, {
                      amount: cell.offer.guarantee.amountPerCover,
                    })
                  : t(`availability.quickView.${cell.offer.guarantee.kind}`)}
              </Text>
            )}
            {cell.offer && cell.offer.upgrades.length > 0 && (
              <Text size="sm">
                {t('availability.quickView.upgrades', { list: cell.offer.upgrades.join(', ') })}
              </Text>
            )}
            {cell.offer && cell.offer.tags.length > 0 && (
              <Text size="sm">{t('availability.quickView.tags', { list: cell.offer.tags.join(', ') })}</Text>
            )}
          </>
        ) : (
          <>
            <Text size="sm" fw={600}>
              {t('availability.quickView.whyClosed')}
            </Text>
            <List size="sm" spacing={4} aria-label={t('availability.quickView.reasonsLabel')}>
              {cell.reasons.map((reason) => (
                <List.Item key={`${reason.code}:${reason.text}`}>
                  {reasonText(reason, t, i18n.language)}
                </List.Item>
              ))}
            </List>
          </>
        )}
      </Stack>
    </Paper>
  );
}

function DayMatrix({
  day,
  shiftHoursOnly,
  selected,
  onSelect,
}: {
  day: QuickViewDay;
  shiftHoursOnly: boolean;
  selected: QuickViewCell | null;
  onSelect: (cell: QuickViewCell) => void;
}) {
  const { t, i18n } = useTranslation();
  const dates = useDates();
  const rows = rowsOf(day, shiftHoursOnly);
  const partySizes = [...new Set(day.cells.map((c) => c.partySize))].sort((a, b) => a - b);
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('availability.quickView.noShift', {
          weekday: t(`availability.weekdays.${weekdayOf(day.date)}`),
          date: dates.day(day.date),
        })}
      </Text>
    );
  return (
    <ScrollArea.Autosize mah={560} type="auto">
      <Table
        withTableBorder
        withColumnBorders
        stickyHeader
        verticalSpacing={2}
        horizontalSpacing={4}
        aria-label={t('availability.quickView.matrix', { date: dates.day(day.date) })}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('availability.quickView.time')}</Table.Th>
            {partySizes.map((size) => (
              <Table.Th key={size} scope="col" ta="center">
                {t('availability.quickView.guests', { count: size })}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.time}>
              <Table.Th scope="row" fz="sm">
                {row.time}
              </Table.Th>
              {row.cells.map((cell) => {
                const code = cellCode(cell);
                const isSelected = selected === cell;
                return (
                  <Table.Td key={cell.partySize} p={1}>
                    <Button
                      size="compact-xs"
                      fullWidth
                      variant={isSelected ? 'filled' : 'light'}
                      color={
                        cell.available
                          ? 'green'
                          : code === 'outside_shift' || code === 'in_past'
                            ? 'gray'
                            : 'red'
                      }
                      aria-pressed={isSelected}
                      aria-label={
                        cell.available
                          ? t('availability.quickView.cellOpen', { time: row.time, size: cell.partySize })
                          : t('availability.quickView.cellClosed', {
                              time: row.time,
                              size: cell.partySize,
                              reason: cell.reasons[0]
                                ? reasonText(cell.reasons[0], t, i18n.language)
                                : t('availability.quickView.noReason'),
                            })
                      }
                      onClick={() => onSelect(cell)}
                    >
                      {t(`availability.quickView.words.${code}`)}
                    </Button>
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}

export function AvailabilityQuickViewScreen() {
  const { t } = useTranslation();
  const dates = useDates();
  const now = useVenueNow(60_000);
  const [from, setFrom] = useState(now.date);
  const [days, setDays] = useState(7);
  const [partyFrom, setPartyFrom] = useState(1);
  const [partyTo, setPartyTo] = useState(8);
  const [step, setStep] = useState<number>(30);
  const [channel, setChannel] = useState('');
  const [shiftHoursOnly, setShiftHoursOnly] = useState(true);
  const [pickedDate, setPickedDate] = useState<string | null>(null);
  const [picked, setPicked] = useState<{ date: string; time: string; partySize: number } | null>(null);

  const partySizes = useMemo(() => partyRange(partyFrom, partyTo), [partyFrom, partyTo]);
  const validFrom = isVenueDate(from);
  const query = {
    from: validFrom ? from : now.date,
    to: addDays(validFrom ? from : now.date, days - 1),
    partySizes: partySizes.join(','),
    step: String(step),
    ...(channel.trim() ? { channel: channel.trim() } : {}),
  };
  const result = useCallData('availability.quickView', { query }, JSON.stringify(query), WATCHED);
  const floor = useData(() => venue()['mirror.floor'](), 'floor', ['tables']);
  const tableName = (id: string) => floor.data?.tables.find((t) => t.id === id)?.name ?? id;

  const answer = result.data;
  const day = answer?.find((d) => d.date === pickedDate) ?? answer?.[0] ?? null;
  const cell =
    picked && day && picked.date === day.date
      ? (day.cells.find((c) => c.time === picked.time && c.partySize === picked.partySize) ?? null)
      : null;

  return (
    <Stack gap="md">
      <QuietText>{t('availability.quickView.intro')}</QuietText>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label={t('availability.quickView.from')}
          type="date"
          value={from}
          onChange={(e) => setFrom(e.currentTarget.value)}
          error={validFrom ? undefined : t('availability.quickView.badDate')}
          w={160}
        />
        <WholeInput name="days" max={QUICK_VIEW_MAX_DAYS} value={days} onChange={setDays} w={90} />
        <WholeInput name="partyFrom" max={QUICK_VIEW_MAX_PARTY} value={partyFrom} onChange={setPartyFrom} />
        <WholeInput name="partyTo" max={QUICK_VIEW_MAX_PARTY} value={partyTo} onChange={setPartyTo} />
        <Select
          label={t('availability.quickView.rowsEvery')}
          data={QUICK_VIEW_STEPS.map((s) => ({
            value: String(s),
            label: t('availability.quickView.minutes', { minutes: s }),
          }))}
          value={String(step)}
          onChange={(v) => v && setStep(Number(v))}
          allowDeselect={false}
          w={120}
        />
        <TextInput
          label={t('availability.quickView.channel')}
          description={t('availability.quickView.channelHint')}
          placeholder={t('availability.quickView.channelPlaceholder')}
          value={channel}
          onChange={(e) => setChannel(e.currentTarget.value)}
          w={180}
        />
        <Switch
          label={t('availability.quickView.shiftHoursOnly')}
          checked={shiftHoursOnly}
          onChange={(e) => setShiftHoursOnly(e.currentTarget.checked)}
          mb={8}
        />
      </Group>

      {result.error && (
        <Alert color="red" title={t('availability.quickView.loadFailed')} role="alert">
          {result.error}
        </Alert>
      )}
      {result.loading && !answer && <Loader size="sm" aria-label={t('availability.quickView.loading')} />}

      {answer && (
        <>
          <Group gap={4} role="group" aria-label={t('availability.quickView.days')}>
            {answer.map((d) => {
              const { open, total } = openCount(d);
              return (
                <PressButton
                  key={d.date}
                  size="compact-sm"
                  pressed={d === day}
                  onClick={() => setPickedDate(d.date)}
                >
                  {t('availability.quickView.dayButton', {
                    weekday: t(`availability.weekdays.${weekdayOf(d.date)}`),
                    date: dates.day(d.date).slice(0, 5),
                    open,
                    total,
                  })}
                </PressButton>
              );
            })}
          </Group>
          {day && (
            <Group align="flex-start" gap="md" wrap="nowrap">
              <Stack gap={4} style={{ flex: '1 1 auto', minWidth: 0 }}>
                <Title order={2} size="h4">
                  {t('availability.quickView.dayTitle', {
                    weekday: t(`availability.weekdays.${weekdayOf(day.date)}`),
                    date: dates.day(day.date),
                  })}
                  {result.loading ? ` ${t('availability.quickView.updating')}` : ''}
                </Title>
                <DayMatrix
                  day={day}
                  shiftHoursOnly={shiftHoursOnly}
                  selected={cell}
                  onSelect={(c) => setPicked({ date: day.date, time: c.time, partySize: c.partySize })}
                />
              </Stack>
              <Stack w={340} style={{ flex: '0 0 auto' }}>
                {cell ? (
                  <CellDetail date={day.date} cell={cell} tableName={tableName} />
                ) : (
                  <QuietText>{t('availability.quickView.pickCell')}</QuietText>
                )}
              </Stack>
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
