// The host's "Optimise tonight" dialog: what the night optimizer would change (each move, and the
// bookings that get a table), computed from the mirror when opened; Apply sends each change as an
// ordinary table change through sync (queued offline, shown pending, re-checked by the server).
import { Button, List, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Reservation } from '../../../src-shared/schemas/reservation.js';
import { useMutation, type MutateResult } from '../../data/mutate.js';
import { OutcomeLine } from '../../kit/outcome-line.js';
import { outcomeOfAll, type Outcome } from '../../kit/outcome.js';
import type { FloorContext } from '../../reservations/floor-context.js';
import { optimisePlan, stepWrite, type OptimisePlan } from './optimise-plan.js';
import { DialogActions } from '../../kit/dialog-actions.js';

interface OptimiseDialogProps {
  opened: boolean;
  ctx: FloorContext;
  date: string;
  rows: readonly Reservation[];
  onClose: () => void;
}

export function OptimiseDialog({ opened, ctx, date, rows, onClose }: OptimiseDialogProps) {
  const { t } = useTranslation();
  const { mutate, pending } = useMutation();
  const [plan, setPlan] = useState<OptimisePlan | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  // The plan is taken once when the dialog opens, so applying it does not replace the list shown.
  useEffect(() => {
    if (!opened) return;
    setPlan(optimisePlan(ctx, rows, date, t));
    setOutcome(null);
    // Only on opening: later row changes are the plan's own writes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened]);

  if (!opened || plan === null) return null;
  const nothing = plan.moves.length === 0 && plan.seated.length === 0;
  const waiting = plan.result.unseatedIds.length;

  const apply = async () => {
    const names = new Map(rows.map((r) => [r.id, `${r.first_name} ${r.last_name}`.trim()]));
    const results: { name: string; result: MutateResult }[] = [];
    for (const step of plan.result.steps) {
      const write = stepWrite(step);
      const result =
        write.name === 'reservation.update'
          ? await mutate(write.name, write.args)
          : await mutate(write.name, write.args);
      results.push({ name: names.get(step.bookingId) ?? step.bookingId, result });
      // Later changes may count on this one: stop at the first refusal.
      if (!result.ok) break;
    }
    setOutcome(
      outcomeOfAll(results, {
        success: t('reservations.optimise.applied', {
          moves: plan.moves.length,
          seated: plan.seated.length,
        }),
      }),
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('reservations.optimise.title')}
      closeButtonProps={{ 'aria-label': t('reservations.optimise.close') }}
      size="lg"
    >
      <Stack gap="sm">
        {nothing ? (
          <Text size="sm" role="status">
            {t('reservations.optimise.nothing')}
          </Text>
        ) : (
          <>
            <Text size="sm">
              {t('reservations.optimise.gain', {
                before: plan.result.covers.before,
                after: plan.result.covers.after,
              })}
            </Text>
            <HeadedList
              id="optimise-moves"
              heading={t('reservations.optimise.movesHeading', { count: plan.moves.length })}
              items={plan.moves}
            />
            <HeadedList
              id="optimise-seated"
              heading={t('reservations.optimise.seatedHeading', { count: plan.seated.length })}
              items={plan.seated}
            />
          </>
        )}
        {waiting > 0 && (
          <Text size="sm" c="orange">
            {t('reservations.optimise.stillWaiting', { count: waiting })}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {t('reservations.optimise.seatedStay')}
        </Text>
        <OutcomeLine outcome={outcome} />
        <DialogActions closeLabel={t('reservations.optimise.closeButton')} onClose={onClose} gap="xs">
          {!nothing && (
            <Button
              onClick={() => void apply()}
              loading={pending}
              disabled={outcome !== null}
              aria-label={t('reservations.optimise.applyLabel', {
                count: plan.moves.length + plan.seated.length,
              })}
            >
              {t('reservations.optimise.apply')}
            </Button>
          )}
        </DialogActions>
      </Stack>
    </Modal>
  );
}

/** A small headed list of the plan's lines (the moves, the bookings that gain a table); nothing when empty. */
function HeadedList({
  id,
  heading,
  items,
}: {
  id: string;
  heading: string;
  items: { id: string; text: string }[];
}) {
  if (items.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="xs" fw={600} c="dimmed" tt="uppercase" id={id}>
        {heading}
      </Text>
      <List size="sm" spacing={2} aria-labelledby={id}>
        {items.map((m) => (
          <List.Item key={m.id}>{m.text}</List.Item>
        ))}
      </List>
    </Stack>
  );
}
