// Settings › Availability › Access rules (spec §2, §3, §7): the declared resource's list (search and
// status; priority shown and sortable) with the shared filters of its own calls — seating area
// (by-seating-area), booking channel (by-booking-channel) and a date range (by-date) — a duplicate
// on each row, delete with a confirm, and the sectioned form (access-rule-form.tsx).
import { useTranslation } from 'react-i18next';
import { Alert, Select } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useEffect, useMemo, useState } from 'react';
import type { IpcResult } from '../../../src-shared/ipc/channels.js';
import { accessRuleResource } from '../../../src-shared/resources/availability-resources.js';
import type { AccessRule } from '../../../src-shared/schemas/access-rule.js';
import { callApi } from '../../data/call.js';
import type { Row } from '../../resources/list-state.js';
import { ResourceAdmin, type ListNarrowing, type RowAction } from '../../resources/resource-admin.js';
import { resourceChannel } from '../../data/resource.js';
import { sessionAtom } from '../../session/session-atoms.js';
import { useAtomValue } from '../../state/jotai.js';
import { AccessRuleForm } from './access-rule-form.js';
import { datePickerLabels } from '../../resources/resource-field.js';

type Option = { value: string; label: string };

/** The filters' values; '' is "all". */
interface RuleFilters {
  area: string;
  channel: string;
  range: [string | null, string | null];
}

/** The server's calls for the chosen filters; the ids every one of them answers. */
async function idsFor(filters: RuleFilters): Promise<IpcResult<Set<string> | null>> {
  const [start, end] = filters.range;
  const calls: Promise<IpcResult<AccessRule[]>>[] = [];
  if (filters.area)
    calls.push(callApi('accessRule.bySeatingArea', { params: { seatingAreaId: filters.area } }));
  if (filters.channel)
    calls.push(callApi('accessRule.byBookingChannel', { params: { channel: filters.channel } }));
  if (start) calls.push(callApi('accessRule.byDate', { query: { startDate: start, endDate: end ?? start } }));
  if (calls.length === 0) return { ok: true, value: null };
  const answers: Set<string>[] = [];
  for (const result of await Promise.all(calls)) {
    if (!result.ok) return result;
    answers.push(new Set(result.value.map((r) => r.id)));
  }
  const [first = new Set<string>(), ...rest] = answers;
  return { ok: true, value: new Set([...first].filter((id) => rest.every((found) => found.has(id)))) };
}

function useOptions(key: string, label: (row: Row) => Option): Option[] {
  const [options, setOptions] = useState<Option[]>([]);
  useEffect(() => {
    let live = true;
    void (resourceChannel(key, 'list')() as Promise<IpcResult<Row[]>>).then(
      (result) => live && result.ok && setOptions(result.value.map(label)),
    );
    return () => {
      live = false;
    };
  }, [key, label]);
  return options;
}

const areaOption = (r: Row): Option => ({ value: r.id, label: String(r.name) });
const channelOption = (r: Row): Option => ({ value: String(r.code), label: String(r.name) });

function FilterSelect({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: Option[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Select
      size="xs"
      w={180}
      aria-label={label}
      data={options}
      value={value}
      allowDeselect={false}
      onChange={(v) => onChange(v ?? '')}
    />
  );
}

function useRuleNarrowing(): ListNarrowing {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<RuleFilters>({ area: '', channel: '', range: [null, null] });
  const [ids, setIds] = useState<ReadonlySet<string> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const areas = useOptions('seatingArea', areaOption);
  const channels = useOptions('bookingChannel', channelOption);
  const key = JSON.stringify(filters);
  useEffect(() => {
    let live = true;
    // Spec §4: choosing a start begins the range; the range filters once it has an end.
    if (filters.range[0] && !filters.range[1]) return;
    void idsFor(filters).then((result) => {
      if (!live) return;
      setError(result.ok ? null : t('availability.rules.filterFailed', { error: result.error.message }));
      setIds(result.ok ? result.value : null);
    });
    return () => {
      live = false;
    };
    // The key stands for the filters' values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const controls = (
    <>
      <FilterSelect
        label={t('availability.rules.seatingArea')}
        options={[{ value: '', label: t('availability.rules.allAreas') }, ...areas]}
        value={filters.area}
        onChange={(area) => setFilters((f) => ({ ...f, area }))}
      />
      <FilterSelect
        label={t('availability.rules.channel')}
        options={[{ value: '', label: t('availability.rules.allChannels') }, ...channels]}
        value={filters.channel}
        onChange={(channel) => setFilters((f) => ({ ...f, channel }))}
      />
      <DatePickerInput
        size="xs"
        w={240}
        type="range"
        allowSingleDateInRange
        clearable
        aria-label={t('availability.rules.dates')}
        // No range reads "All dates", as the selects beside it read "All …" (and as legibly).
        placeholder={t('availability.rules.allDates')}
        styles={{ placeholder: { color: 'var(--mantine-color-text)' } }}
        valueFormat="YYYY-MM-DD"
        ariaLabels={datePickerLabels(t)}
        clearButtonProps={{ 'aria-label': t('availability.rules.clearDates') }}
        value={filters.range}
        onChange={(range) => setFilters((f) => ({ ...f, range: [range[0] ?? null, range[1] ?? null] }))}
      />
      {error && (
        <Alert color="red" variant="light" py={4} role="alert">
          {error}
        </Alert>
      )}
    </>
  );
  return { controls, ids: error ? new Set() : ids, key };
}

/** Spec §7: the rules of the restaurant by priority (1 first). */
const BY_PRIORITY = { key: 'priority', direction: 'ascending' } as const;

export function AccessRulesScreen() {
  const { t } = useTranslation();
  const session = useAtomValue(sessionAtom);
  const narrowing = useRuleNarrowing();
  const duplicate = useMemo<RowAction>(
    () => ({
      label: t('availability.rules.duplicate'),
      run: (row) => callApi('accessRule.duplicate', { params: { id: row.id }, body: null }),
      succeeded: (_row, copy) => t('availability.rules.duplicated', { name: (copy as AccessRule).name }),
    }),
    [t],
  );
  return (
    <ResourceAdmin
      resource={accessRuleResource}
      role={session?.role ?? null}
      narrowing={narrowing}
      rowActions={[duplicate]}
      initialSort={BY_PRIORITY}
      renderForm={(slot) => <AccessRuleForm key={slot.row?.id ?? 'new'} slot={slot} />}
    />
  );
}
