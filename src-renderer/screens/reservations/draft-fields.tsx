// The draft's fields (spec §3): guest, when, party and table, status, notes and label lists.
import {
  ActionIcon,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  TagsInput,
  Textarea,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import type { Dispatch } from 'react';
import type { ReservationDraft } from '../../../src-shared/schemas/reservation.js';
import type { DraftAction, LabelField } from '../../reservations/draft.js';
import { venueNow } from '../../reservations/venue-clock.js';
import type { FloorContext } from '../../reservations/floor-context.js';
import { useServerNames } from '../../reservations/server-names.js';
import { TagChooser } from '../../tags/tag-chooser.js';

interface DraftFieldsProps {
  draft: ReservationDraft;
  dispatch: Dispatch<DraftAction>;
  ctx: FloorContext;
}

const LABEL_FIELDS: readonly [Exclude<LabelField, 'client_tags'>, string][] = [
  ['allergens', 'Allergens'],
  ['offer_details', 'Offers'],
];

export function DraftFields({ draft, dispatch, ctx }: DraftFieldsProps) {
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
        <TextInput size="sm" label="First name" withAsterisk {...text('first_name')} />
        <TextInput size="sm" label="Last name" {...text('last_name')} />
        <TextInput size="sm" label="Mobile number" {...text('mobileNumber')} />
        <TextInput size="sm" label="Email" {...text('email')} />
        <TextInput size="sm" type="date" label="Date" {...text('date')} />
        <Group gap={4} align="flex-end" wrap="nowrap">
          <TextInput size="sm" type="time" label="Time" flex={1} {...text('time')} />
          <Tooltip label="Set date and time to now">
            <ActionIcon
              size={36}
              variant="default"
              aria-label="Refresh time and date to now"
              onClick={() => dispatch({ type: 'refreshNow', now: venueNow() })}
            >
              <IconClockHour4 size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
        <NumberInput
          size="sm"
          label="Guest count"
          min={0}
          max={500}
          allowDecimal={false}
          value={draft.guest_count}
          error={e.guest_count}
          onChange={(v) =>
            dispatch({
              type: 'update',
              field: 'guest_count',
              value: typeof v === 'number' ? v : Number(v) || 0,
            })
          }
        />
        <TextInput
          size="sm"
          label="Reservation type"
          placeholder="e.g. Dinner, Birthday"
          {...text('reservationType')}
        />
        <Select
          size="sm"
          label="Table number"
          data={tableNames}
          searchable
          value={draft.table_number || null}
          error={e.table_number}
          onChange={(v) => dispatch({ type: 'update', field: 'table_number', value: v ?? '' })}
        />
        <Select
          size="sm"
          label="Status"
          data={[...ctx.floor.statuses]
            .sort((a, b) => a.sort_order - b.sort_order)
            .map((s) => s.reservation_Status_Name)}
          value={draft.status}
          error={e.status}
          allowDeselect={false}
          onChange={(v) => v && dispatch({ type: 'update', field: 'status', value: v })}
        />
        <Select
          size="sm"
          label="Server"
          placeholder={serverOptions.length > 0 ? 'No server' : 'No server names yet'}
          data={serverOptions}
          searchable
          clearable
          value={draft.server_name_id || null}
          error={e.server_name_id}
          description={servers.stale ? 'Offline: the list last fetched on this terminal' : undefined}
          onChange={(v) => dispatch({ type: 'update', field: 'server_name_id', value: v ?? '' })}
        />
      </SimpleGrid>
      <SimpleGrid cols={2} spacing="xs">
        <Textarea
          size="sm"
          label="Special request"
          autosize
          minRows={2}
          maxRows={4}
          {...text('special_request')}
        />
        <Textarea
          size="sm"
          label="Additional notes"
          autosize
          minRows={2}
          maxRows={4}
          {...text('additional_notes')}
        />
      </SimpleGrid>
      <SimpleGrid cols={3} spacing="xs">
        <TagChooser
          kind="reservation"
          label="Reservation tags"
          value={draft.client_tags}
          error={e.client_tags}
          onChange={(labels) => dispatch({ type: 'setLabels', field: 'client_tags', labels })}
        />
        {LABEL_FIELDS.map(([field, label]) => (
          <TagsInput
            key={field}
            size="sm"
            label={label}
            placeholder="Type and press Enter"
            value={draft[field].map((l) => l.label)}
            error={e[field]}
            onChange={(labels) => dispatch({ type: 'setLabels', field, labels })}
          />
        ))}
      </SimpleGrid>
    </>
  );
}
