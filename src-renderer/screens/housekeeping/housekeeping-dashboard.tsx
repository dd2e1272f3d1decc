// The attendant's view (spec §2 services/housekeepingMangement/housekeepingDashboard, issue 32 §1):
// the rooms as a phone-sized list, each with buttons to mark it dirty, clean or inspected. A mark is
// an offline mutation (room.setStatus, made from the version of the room shown), so it works in the
// corridors without the API: the room shows its new state at once with "Waiting to sync", and the
// line under the title says pending, then saved or refused once the server answered.
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  roomResource,
  roomSchema,
  type Cleanliness,
  type Room,
} from '../../../src-shared/housekeeping/room-resource.js';
import { useMutate } from '../../data/mutate.js';
import { usePendingRowIds } from '../../data/pending-rows.js';
import { useResource } from '../../data/resource.js';
import { LoadFailure } from '../../kit/load-failure.js';
import { OutcomeLine } from '../../kit/outcome-line.js';
import { useQueuedOutcome } from '../../kit/queued-outcome.js';
import { QuietText } from '../../kit/quiet-text.js';

const MARKS = ['dirty', 'clean', 'inspected'] as const satisfies readonly Cleanliness[];
const COLOUR: Record<Cleanliness, string> = {
  dirty: 'red',
  clean: 'teal',
  inspected: 'blue',
  pickup: 'orange',
};

function RoomCard({
  room,
  pending,
  onMark,
}: {
  room: Room;
  pending: boolean;
  onMark: (c: Cleanliness) => void;
}) {
  const { t } = useTranslation();
  const number = room.number;
  return (
    <Card component="li" withBorder padding="sm" aria-label={room.label} data-room={number}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <div>
          <Text fw={700}>{room.label}</Text>
          <QuietText>
            {[t('housekeeping.floor', { floor: room.floor }), room.room_type].filter(Boolean).join(' · ')}
          </QuietText>
        </div>
        <Stack gap={4} align="flex-end">
          <Badge color={COLOUR[room.cleanliness]} data-cleanliness={room.cleanliness}>
            {t(`housekeeping.cleanliness.${room.cleanliness}`)}
          </Badge>
          <Text size="xs">{t(`housekeeping.occupancy.${room.occupancy}`)}</Text>
        </Stack>
      </Group>
      <Group gap={6} mt={6}>
        {pending && (
          <Badge color="yellow" variant="light" data-pending="true">
            {t('housekeeping.pending')}
          </Badge>
        )}
        {room.out_of_order && <Badge color="gray">{t('housekeeping.outOfOrder')}</Badge>}
        {room.out_of_service && (
          <Badge color="gray" variant="outline">
            {t('housekeeping.outOfService')}
          </Badge>
        )}
      </Group>
      <Group grow gap="xs" mt="xs">
        {MARKS.map((mark) => (
          <Button
            key={mark}
            size="sm"
            px={6}
            variant={room.cleanliness === mark ? 'filled' : 'light'}
            color={COLOUR[mark]}
            aria-label={t(`housekeeping.markLabel.${mark}`, { number })}
            aria-pressed={room.cleanliness === mark}
            onClick={() => onMark(mark)}
          >
            {t(`housekeeping.mark.${mark}`)}
          </Button>
        ))}
      </Group>
    </Card>
  );
}

export function HousekeepingDashboard() {
  const { t } = useTranslation();
  const { rows, error, reload } = useResource(roomResource);
  const pending = usePendingRowIds();
  const mutate = useMutate();
  const { outcome, track, show } = useQueuedOutcome();
  const rooms = (rows ?? []).flatMap((row) => {
    const parsed = roomSchema.safeParse(row);
    return parsed.success ? [parsed.data] : [];
  });

  const mark = async (room: Room, cleanliness: Cleanliness) => {
    const result = await mutate('room.setStatus', {
      id: room.id,
      cleanliness,
      base_version: room.status_version,
    });
    const status = t(`housekeeping.cleanliness.${cleanliness}`);
    track([{ label: room.label, result }], {
      success: t('housekeeping.saved', { number: room.number, status }),
      pending: t('housekeeping.queued', { number: room.number, status }),
    });
    if (result.ok) reload();
  };

  return (
    <Stack gap="sm" p="sm" maw={640}>
      <div>
        <Title order={2}>{t('housekeeping.title')}</Title>
        <QuietText>{t('housekeeping.subtitle')}</QuietText>
      </div>
      <OutcomeLine outcome={outcome} onDismiss={() => show(null)} />
      <LoadFailure title={t('housekeeping.rooms')} error={error} />
      {rows && rooms.length === 0 && <Text>{t('housekeeping.none')}</Text>}
      <Stack
        component="ul"
        gap="xs"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('housekeeping.rooms')}
      >
        {rooms.map((room) => (
          <RoomCard
            key={room.id}
            room={room}
            pending={pending.has(room.id)}
            onMark={(c) => void mark(room, c)}
          />
        ))}
      </Stack>
    </Stack>
  );
}
