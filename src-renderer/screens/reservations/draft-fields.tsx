// The draft's fields (spec §3): guest, when, party and table, status, notes and label lists.
import { ActionIcon, Group, Select, SimpleGrid, Textarea, Text, TextInput, Tooltip } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReservationDraft } from '../../../src-shared/schemas/reservation.js';
import type { TableChoice } from '../../reservations/booking-checks.js';
import type { DraftAction, LabelField } from '../../reservations/draft.js';
import { venueNow } from '../../data/venue-clock.js';
import { isVenueDate, isVenueTime } from '../../../src-shared/time.js';
import type { FloorContext } from '../../reservations/floor-context.js';
import { useServerNames } from '../../reservations/server-names.js';
import { statusLabel } from '../../i18n/status-label.js';
import { TagChooser } from '../../tags/tag-chooser.js';
import { LabelListInputs } from '../../kit/label-list-inputs.js';
import { PartySizeInput } from './party-size-input.js';
import { tableChoiceText } from '../../reservations/table-choice-text.js';

/** The two free-text notes of a booking: a few lines each, growing to four. */
const NOTE = { size: 'sm', autosize: true, minRows: 2, maxRows: 4 } as const;

interface DraftFieldsProps {
  draft: ReservationDraft;
  dispatch: Dispatch<DraftAction>;
  ctx: FloorContext;
  /** Each active table's seats and whether it is free at the draft's time (the picker's options). */
  tableChoices?: readonly TableChoice[];
  /** Why the host's table cannot take the booking (taken, or too small), shown under the Table field. */
  tableWarning?: string | null;
}

const LABEL_FIELDS: readonly [Exclude<LabelField, 'client_tags'>, string][] = [
  ['allergens', 'reservations.fields.allergens'],
  ['offer_details', 'reservations.fields.offers'],
];

export function DraftFields({
  draft,
  dispatch,
  ctx,
  tableChoices = [],
  tableWarning = null,
}: DraftFieldsProps) {
  const { t } = useTranslation();
  const choiceOf = new Map(tableChoices.map((c) => [c.name, c]));
  // An option names its table, its seats and whether it is free at the chosen time.
  const optionText = (name: string): string =>
    tableChoiceText(t, name, choiceOf.get(name), isVenueTime(draft.time) && isVenueDate(draft.date));
  const e = draft.errors;
  const text = (
    field:
      | 'first_name'
      | 'last_name'
      | 'mobileNumber'
      | 'email'
      | 'reservationType'
      | 'special_request'
      | 'additional_notes'
      | 'date'
      | 'time'
      | 'table_number',
  ) => ({
    value: draft[field],
    error: e[field],
    onChange: (event: { currentTarget: { value: string } }) =>
      dispatch({ type: 'update', field, value: event.currentTarget.value }),
  });
  const tableNames = ctx.floor.tables.filter((t) => t.status === 1).map((t) => t.name);
  const servers = useServerNames(ctx.floor.statuses[0]?.restaurant_id);
  // Active names are offered; the booking's own stays shown even when it was made inactive.
  const serverOptions = servers.names
    .filter((n) => n.status === 1 || n.id === draft.server_name_id)
    .map((n) => ({ value: n.id, label: n.name }));
  if (draft.table_number && !tableNames.includes(draft.table_number)) tableNames.unshift(draft.table_number);

  return (
    <>
      <SimpleGrid cols={2} spacing="xs" verticalSpacing={6}>
        <TextInput
          size="sm"
          label={t('reservations.fields.firstName')}
          withAsterisk
          {...text('first_name')}
        />
        <TextInput size="sm" label={t('reservations.fields.lastName')} {...text('last_name')} />
        <TextInput size="sm" label={t('reservations.fields.mobile')} {...text('mobileNumber')} />
        <TextInput size="sm" label={t('reservations.fields.email')} {...text('email')} />
        <TextInput size="sm" type="date" label={t('reservations.fields.date')} {...text('date')} />
        <Group gap={4} align="flex-end" wrap="nowrap">
          <TextInput size="sm" type="time" label={t('reservations.fields.time')} flex={1} {...text('time')} />
          <Tooltip label={t('reservations.fields.nowTip')}>
            <ActionIcon
              size={36}
              variant="default"
              aria-label={t('reservations.fields.now')}
              onClick={() => dispatch({ type: 'refreshNow', now: venueNow() })}
            >
              <IconClockHour4 size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
        <PartySizeInput
          label={t('reservations.fields.guestCount')}
          min={0}
          value={draft.guest_count}
          error={e.guest_count}
          onChange={(value) => dispatch({ type: 'update', field: 'guest_count', value })}
        />
        <TextInput
          size="sm"
          label={t('reservations.fields.type')}
          placeholder={t('reservations.fields.typeHint')}
          {...text('reservationType')}
        />
        <Select
          size="sm"
          label={t('reservations.fields.table')}
          data={tableNames}
          searchable
          value={draft.table_number || null}
          error={e.table_number ?? tableWarning}
          description={draft.table_chosen ? undefined : t('reservations.fields.tableAuto')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          renderOption={({ option }) => <Text size="sm">{optionText(option.value)}</Text>}
          onChange={(v) => dispatch({ type: 'update', field: 'table_number', value: v ?? '' })}
        />
        <Select
          size="sm"
          label={t('reservations.fields.status')}
          data={[...ctx.floor.statuses]
            .sort((a, b) => a.sort_order - b.sort_order)
            .map((s) => ({
              value: s.reservation_Status_Name,
              label: statusLabel(t, s.reservation_Status_Name),
            }))}
          value={draft.status}
          error={e.status}
          allowDeselect={false}
          onChange={(v) => v && dispatch({ type: 'update', field: 'status', value: v })}
        />
        <Select
          size="sm"
          label={t('reservations.fields.server')}
          placeholder={
            serverOptions.length > 0 ? t('reservations.fields.noServer') : t('reservations.fields.noServers')
          }
          data={serverOptions}
          searchable
          clearable
          value={draft.server_name_id || null}
          error={e.server_name_id}
          description={servers.stale ? t('reservations.fields.serversStale') : undefined}
          onChange={(v) => dispatch({ type: 'update', field: 'server_name_id', value: v ?? '' })}
        />
      </SimpleGrid>
      <SimpleGrid cols={2} spacing="xs">
        <Textarea label={t('reservations.fields.specialRequest')} {...NOTE} {...text('special_request')} />
        <Textarea label={t('reservations.fields.notes')} {...NOTE} {...text('additional_notes')} />
      </SimpleGrid>
      <SimpleGrid cols={3} spacing="xs">
        <TagChooser
          kind="reservation"
          label={t('reservations.fields.tags')}
          value={draft.client_tags}
          error={e.client_tags}
          onChange={(labels) => dispatch({ type: 'setLabels', field: 'client_tags', labels })}
        />
        <LabelListInputs
          fields={LABEL_FIELDS}
          values={draft}
          errors={e}
          size="sm"
          placeholder={t('reservations.fields.typeEnter')}
          onChange={(field, labels) => dispatch({ type: 'setLabels', field, labels })}
        />
      </SimpleGrid>
    </>
  );
}
