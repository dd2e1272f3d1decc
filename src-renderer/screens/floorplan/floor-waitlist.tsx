// The floor plan's waitlist card (issue 28): today's guests from the public booking widget still
// waiting, each seated at the selected table (or dragged onto one) or removed after a confirm.
import { Badge, Button, Card, Group, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WaitlistEntry } from '../../../src-shared/website/waitlist.js';
import { ConfirmDialog } from '../../kit/confirm-dialog.js';
import { SeatButton, type DragHandlers } from './floor-side-panel.js';
import type { SceneTable } from './floor-scene.js';
import { waitlistName } from './waitlist-actions.js';
import classes from './floorplan.module.css';
import { QuietText } from '../../kit/quiet-text.js';

export function WaitlistCard(props: {
  entries: readonly WaitlistEntry[];
  pendingIds: ReadonlySet<string>;
  drag: DragHandlers;
  selected: SceneTable | null;
  onSeat: (entry: WaitlistEntry) => void;
  onRemove: (entry: WaitlistEntry) => Promise<void>;
}) {
  const { entries, drag, selected, pendingIds } = props;
  const { t } = useTranslation();
  const [removing, setRemoving] = useState<WaitlistEntry | null>(null);
  const [busy, setBusy] = useState(false);
  const when = (e: WaitlistEntry) =>
    e.preferred_time
      ? t('host.floor.waitlist.preferred', { time: e.preferred_time })
      : t('host.floor.waitlist.anyTime');
  return (
    <Stack gap={6} data-testid="floor-waitlist">
      <Title order={2} size="h6">
        {t('host.floor.waitlist.title', { count: entries.length })}
      </Title>
      {entries.length === 0 ? (
        // An empty list role would need list items: the empty state is plain text.
        <QuietText>{t('host.floor.waitlist.empty')}</QuietText>
      ) : (
        <ScrollArea.Autosize
          mah={220}
          type="auto"
          offsetScrollbars
          viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': t('host.floor.waitlist.region') }}
        >
          <Stack gap={6} role="list" aria-label={t('host.floor.waitlist.list')}>
            {entries.map((e) => {
              const name = waitlistName(e, t);
              const pending = pendingIds.has(e.id);
              return (
                <Card
                  key={e.id}
                  withBorder
                  padding={6}
                  role="listitem"
                  aria-label={`${t('host.floor.waitlist.item', { name, count: e.party_size, time: when(e) })}${pending ? t('host.floor.pending') : ''}`}
                  className={classes.dragCard}
                  style={{ borderLeft: '4px solid var(--mantine-color-violet-6)' }}
                  onPointerDown={(event) =>
                    drag.start(event, {
                      kind: 'waitlist',
                      id: e.id,
                      label: t('host.floor.waitlist.drag', { name, count: e.party_size }),
                    })
                  }
                  onPointerMove={drag.move}
                  onPointerUp={drag.end}
                  onPointerCancel={drag.cancel}
                >
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600} truncate>
                      {name} · {e.party_size}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {when(e)}
                      {e.source === 'widget' ? ` · ${t('host.floor.waitlist.fromWidget')}` : ''}
                    </Text>
                    {e.notes && (
                      <Text size="xs" lineClamp={2}>
                        {e.notes}
                      </Text>
                    )}
                    {pending && (
                      <Badge size="xs" radius="sm" tt="none" fw={500} variant="outline" color="orange">
                        {t('host.floor.pendingBadge')}
                      </Badge>
                    )}
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="red"
                        aria-label={t('host.floor.waitlist.removeNamed', { name })}
                        onClick={() => setRemoving(e)}
                      >
                        {t('host.floor.waitlist.remove')}
                      </Button>
                      <SeatButton waitlist name={name} table={selected} onSeat={() => props.onSeat(e)} />
                    </Group>
                  </Stack>
                </Card>
              );
            })}
          </Stack>
        </ScrollArea.Autosize>
      )}
      <ConfirmDialog
        opened={removing !== null}
        title={t('host.floor.waitlist.removeTitle')}
        confirmLabel={t('host.floor.waitlist.remove')}
        busy={busy}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          setBusy(true);
          void props.onRemove(removing).finally(() => {
            setBusy(false);
            setRemoving(null);
          });
        }}
      >
        {removing &&
          t('host.floor.waitlist.removeBody', {
            name: waitlistName(removing, t),
            count: removing.party_size,
          })}
      </ConfirmDialog>
    </Stack>
  );
}
