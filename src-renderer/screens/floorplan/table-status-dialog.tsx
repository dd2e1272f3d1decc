// Setting a table's live status from the floor plan (issue 28; spec §3 status, icon, color,
// textColor): a preset (Blocked, Cleaning, Held, VIP) or the host's own colours and icon, with a
// reason. One floorPlan.tableStatus mutation through the sync queue: offline it is queued and the
// table shows it at once with "Pending sync"; the server then pokes every other console.
import { Badge, Button, ColorInput, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import {
  IconAlertTriangle,
  IconBookmark,
  IconLock,
  IconSpray,
  IconStar,
  IconTool,
  type Icon,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tableLiveStatusSchema, type TableLiveStatus } from '../../../src-shared/schemas/seating.js';
import { useMutation } from '../../data/mutate.js';
import { OutcomeLine } from '../../kit/outcome-line.js';
import type { Outcome } from '../../kit/outcome.js';
import { useEntityForm } from '../../kit/use-entity-form.js';
import {
  formValues,
  liveOf,
  STATUS_ICONS,
  STATUS_PRESETS,
  statusWord,
  type LiveStatusValues,
} from './table-status.js';

const ICONS: Record<string, Icon> = {
  lock: IconLock,
  spray: IconSpray,
  bookmark: IconBookmark,
  star: IconStar,
  tool: IconTool,
  'alert-triangle': IconAlertTriangle,
};

const formSchema = tableLiveStatusSchema.omit({ table_id: true });

/** The status as a badge in its own colours, with its icon and reason. */
export function LiveStatusBadge({
  live,
  pending,
}: {
  live: Omit<TableLiveStatus, 'table_id'>;
  pending?: boolean;
}) {
  const { t } = useTranslation();
  const StatusIcon = live.icon ? ICONS[live.icon] : undefined;
  return (
    <Group gap={6} wrap="wrap" data-testid="table-live-status">
      <Badge
        radius="sm"
        tt="none"
        fw={600}
        style={{ background: live.color, color: live.textColor }}
        leftSection={StatusIcon ? <StatusIcon size={12} aria-hidden /> : undefined}
      >
        {t('host.floor.status.current', { status: statusWord(live.status, t) })}
      </Badge>
      {live.reason && <Text size="xs">{live.reason}</Text>}
      {pending && (
        <Badge size="xs" radius="sm" tt="none" fw={500} variant="outline" color="orange">
          {t('host.floor.pendingBadge')}
        </Badge>
      )}
    </Group>
  );
}

export function TableStatusDialog({
  table,
  layoutId,
  current,
  onClose,
  onDone,
}: {
  table: { id: string; name: string };
  layoutId: string;
  current: TableLiveStatus | undefined;
  onClose: () => void;
  /** The change was queued: what to tell staff on the screen. */
  onDone: (summary: string) => void;
}) {
  const { t } = useTranslation();
  const { mutate, pending } = useMutation();
  const form = useEntityForm<LiveStatusValues>(formSchema, formValues(current));
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const statuses = [
    ...STATUS_PRESETS.map((p) => ({ value: p.status, label: statusWord(p.status, t) })),
    ...(current && !STATUS_PRESETS.some((p) => p.status === current.status)
      ? [{ value: current.status, label: current.status }]
      : []),
  ];

  const send = async (live: Omit<TableLiveStatus, 'table_id'> | null) => {
    setOutcome(null);
    const result = await mutate('floorPlan.tableStatus', { id: layoutId, table_id: table.id, live });
    if (!result.ok) {
      setOutcome({ kind: 'refused', text: form.refuse(result.error) });
      return;
    }
    onDone(
      live
        ? t('host.floor.status.set', { name: table.name, status: statusWord(live.status, t) })
        : t('host.floor.status.cleared', { name: table.name }),
    );
    onClose();
  };

  const values = form.getValues();
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('host.floor.status.title', { name: table.name })}
      centered
      withCloseButton={false}
    >
      <form onSubmit={form.onSubmit((v) => void send(liveOf(v)))} noValidate>
        <Stack gap="sm">
          <Select
            label={t('host.floor.status.status')}
            data={statuses}
            allowDeselect={false}
            {...form.getInputProps('status')}
            onChange={(value) => {
              const preset = STATUS_PRESETS.find((p) => p.status === value);
              if (preset) form.setValues({ ...preset, reason: form.getValues().reason });
              else if (value) form.setFieldValue('status', value);
            }}
          />
          <TextInput
            label={t('host.floor.status.reason')}
            description={t('host.floor.status.reasonHint')}
            maxLength={200}
            {...form.getInputProps('reason')}
          />
          <Select
            label={t('host.floor.status.icon')}
            data={STATUS_ICONS.map((icon) => ({ value: icon, label: t(`host.floor.status.icons.${icon}`) }))}
            allowDeselect={false}
            {...form.getInputProps('icon')}
          />
          <Group grow>
            <ColorInput
              label={t('host.floor.status.colour')}
              format="hex"
              withEyeDropper={false}
              {...form.getInputProps('color')}
            />
            <ColorInput
              label={t('host.floor.status.textColour')}
              format="hex"
              withEyeDropper={false}
              {...form.getInputProps('textColor')}
            />
          </Group>
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {t('host.floor.status.preview')}
            </Text>
            <LiveStatusBadge live={liveOf(values)} />
          </Stack>
          <OutcomeLine outcome={outcome} onDismiss={() => setOutcome(null)} />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" size="xs" onClick={onClose} disabled={pending}>
              {t('host.floor.status.cancel')}
            </Button>
            {current && (
              <Button
                variant="light"
                color="red"
                size="xs"
                disabled={pending}
                onClick={() => void send(null)}
              >
                {t('host.floor.status.clear')}
              </Button>
            )}
            <Button type="submit" size="xs" loading={pending}>
              {t('host.floor.status.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
