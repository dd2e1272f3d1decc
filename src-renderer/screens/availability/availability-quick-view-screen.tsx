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
import {
  QUICK_VIEW_MAX_DAYS,
  QUICK_VIEW_MAX_PARTY,
  QUICK_VIEW_STEPS,
} from '../../../src-shared/schemas/availability.js';
import { formatDisplayDate } from '../../../src-shared/dates.js';
import { addDays, isVenueDate, weekdayOf } from '../../../src-shared/time.js';
import { useCallData } from '../../calls/call-api.js';
import { useMirror } from '../../reservations/use-mirror.js';
import { useVenueNow } from '../../reservations/use-venue-now.js';
import {
  cellWord,
  openCount,
  partyRange,
  rowsOf,
  type QuickViewCell,
  type QuickViewDay,
} from './quick-view-model.js';

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

function CellDetail({
  date,
  cell,
  tableName,
}: {
  date: string;
  cell: QuickViewCell;
  tableName: (id: string) => string;
}) {
  const heading = `${weekdayOf(date)} ${formatDisplayDate(date)} at ${cell.time}, party of ${cell.partySize}`;
  return (
    <Paper withBorder p="sm" role="region" aria-label="Selected slot">
      <Stack gap={6}>
        <Group gap="xs">
          <Title order={3} size="h5">
            {heading}
          </Title>
          <Badge color={cell.available ? 'green' : 'red'} variant="light">
            {cell.available ? 'Open' : 'Closed'}
          </Badge>
        </Group>
        {cell.available ? (
          <>
            <Text size="sm">
              Tables: <b>{cell.tables.map(tableName).join(' + ')}</b>
              {cell.durationMinutes !== null ? ` for ${cell.durationMinutes} min` : ''}
            </Text>
            {cell.offer?.title && <Text size="sm">Shown to guests: {cell.offer.title}</Text>}
            {cell.offer?.guarantee && (
              <Text size="sm">
                Card guarantee required
                {cell.offer.guarantee.amountPerCover !== null
                  ? ` (${cell.offer.guarantee.amountPerCover} per cover)`
                  : ''}
              </Text>
            )}
            {cell.offer && cell.offer.upgrades.length > 0 && (
              <Text size="sm">Upgrades: {cell.offer.upgrades.join(', ')}</Text>
            )}
            {cell.offer && cell.offer.tags.length > 0 && (
              <Text size="sm">Tags: {cell.offer.tags.join(', ')}</Text>
            )}
          </>
        ) : (
          <>
            <Text size="sm" fw={600}>
              Why it is closed
            </Text>
            <List size="sm" spacing={4} aria-label="Reasons">
              {cell.reasons.map((reason) => (
                <List.Item key={`${reason.code}:${reason.text}`}>{reason.text}</List.Item>
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
  const rows = rowsOf(day, shiftHoursOnly);
  const partySizes = [...new Set(day.cells.map((c) => c.partySize))].sort((a, b) => a - b);
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No shift runs on {weekdayOf(day.date)} {formatDisplayDate(day.date)}.
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
        aria-label={`Availability on ${formatDisplayDate(day.date)} by time and party size`}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Time</Table.Th>
            {partySizes.map((size) => (
              <Table.Th key={size} scope="col" ta="center">
                {size} {size === 1 ? 'guest' : 'guests'}
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
                const word = cellWord(cell);
                const isSelected = selected === cell;
                return (
                  <Table.Td key={cell.partySize} p={1}>
                    <Button
                      size="compact-xs"
                      fullWidth
                      variant={isSelected ? 'filled' : 'light'}
                      color={
                        cell.available ? 'green' : word === 'No shift' || word === 'Past' ? 'gray' : 'red'
                      }
                      aria-pressed={isSelected}
                      aria-label={`${row.time}, party of ${cell.partySize}: ${
                        cell.available ? 'open' : `closed (${cell.reasons[0]?.text ?? 'no reason given'})`
                      }`}
                      onClick={() => onSelect(cell)}
                    >
                      {word}
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
  const floor = useMirror(() => window.venue['mirror.floor'](), 'floor', ['tables']);
  const tableName = (id: string) => floor.data?.tables.find((t) => t.id === id)?.name ?? id;

  const answer = result.data;
  const day = answer?.find((d) => d.date === pickedDate) ?? answer?.[0] ?? null;
  const cell =
    picked && day && picked.date === day.date
      ? (day.cells.find((c) => c.time === picked.time && c.partySize === picked.partySize) ?? null)
      : null;

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Every slot the booking engine would offer staff, day by day. Pick a cell to see why it is closed: the
        shift, blackout dates, each access rule and its numbers, and the tables.
      </Text>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="From"
          type="date"
          value={from}
          onChange={(e) => setFrom(e.currentTarget.value)}
          error={validFrom ? undefined : 'Date must be YYYY-MM-DD'}
          w={160}
        />
        <NumberInput
          label="Days"
          min={1}
          max={QUICK_VIEW_MAX_DAYS}
          value={days}
          onChange={(v) => setDays(clampInt(v, 1, QUICK_VIEW_MAX_DAYS, days))}
          w={90}
        />
        <NumberInput
          label="Party from"
          min={1}
          max={QUICK_VIEW_MAX_PARTY}
          value={partyFrom}
          onChange={(v) => setPartyFrom(clampInt(v, 1, QUICK_VIEW_MAX_PARTY, partyFrom))}
          w={110}
        />
        <NumberInput
          label="Party to"
          min={1}
          max={QUICK_VIEW_MAX_PARTY}
          value={partyTo}
          onChange={(v) => setPartyTo(clampInt(v, 1, QUICK_VIEW_MAX_PARTY, partyTo))}
          w={110}
        />
        <Select
          label="Rows every"
          data={QUICK_VIEW_STEPS.map((s) => ({ value: String(s), label: `${s} min` }))}
          value={String(step)}
          onChange={(v) => v && setStep(Number(v))}
          allowDeselect={false}
          w={120}
        />
        <TextInput
          label="Booking channel"
          description="Empty: staff on the console"
          placeholder="e.g. widget"
          value={channel}
          onChange={(e) => setChannel(e.currentTarget.value)}
          w={180}
        />
        <Switch
          label="Shift hours only"
          checked={shiftHoursOnly}
          onChange={(e) => setShiftHoursOnly(e.currentTarget.checked)}
          mb={8}
        />
      </Group>

      {result.error && (
        <Alert color="red" title="Could not load the quick view" role="alert">
          {result.error}
        </Alert>
      )}
      {result.loading && !answer && <Loader size="sm" aria-label="Loading the quick view" />}

      {answer && (
        <>
          <Group gap={4} role="group" aria-label="Days">
            {answer.map((d) => {
              const { open, total } = openCount(d);
              const active = d === day;
              return (
                <Button
                  key={d.date}
                  size="compact-sm"
                  variant={active ? 'filled' : 'default'}
                  aria-pressed={active}
                  onClick={() => setPickedDate(d.date)}
                >
                  {weekdayOf(d.date)} {formatDisplayDate(d.date).slice(0, 5)} · {open}/{total} open
                </Button>
              );
            })}
          </Group>
          {day && (
            <Group align="flex-start" gap="md" wrap="nowrap">
              <Stack gap={4} style={{ flex: '1 1 auto', minWidth: 0 }}>
                <Title order={2} size="h4">
                  {weekdayOf(day.date)} {formatDisplayDate(day.date)}
                  {result.loading ? ' (updating…)' : ''}
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
                  <Text size="sm" c="dimmed">
                    Pick a cell to see its tables or every reason it is closed.
                  </Text>
                )}
              </Stack>
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
