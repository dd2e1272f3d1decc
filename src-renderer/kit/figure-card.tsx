// <FigureCard>: one figure of a period as a card (Rex's report cards): its name, the figure, the
// change against the previous equal period (an arrow and a percent on screen; a whole sentence naming
// the previous period for screen readers), a small trend line, and a link that opens its detail. A
// figure that could not be had shows why (`failure`) in its place, never a number.
import { Sparkline } from '@mantine/charts';
import { Anchor, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface FigureChange {
  direction: 'up' | 'down' | 'same';
  /** The change as shown ("12%", "3.5 pts"). */
  text: string;
  /** The whole comparison as read out ("Up 12% on 16/11/2026 to 22/11/2026, when it was 40"). */
  spoken: string;
}

const ARROW: Record<FigureChange['direction'], string> = { up: '▲', down: '▼', same: '▶' };

export function FigureCard({
  id,
  title,
  value,
  detail,
  change,
  noChange,
  trend,
  open,
  failure,
}: {
  /** The card's heading id (the card is named by it). */
  id: string;
  title: string;
  /** The figure in its unit; null while it loads. */
  value: string | null;
  /** A dimmed line under the figure (what it counts). */
  detail?: ReactNode;
  change?: FigureChange | null;
  /** Said instead of the change when there is none to give (no previous figure to compare with). */
  noChange?: string;
  /** The figure per day of the period, oldest first; drawn only (the detail holds the numbers). */
  trend?: readonly (number | null)[];
  /** Where the card's detail opens, and that link's accessible text. */
  open?: { to: string; label: string; text: string; onClick?: () => void };
  /** Why the figure is missing: shown instead of it. */
  failure?: ReactNode;
}) {
  return (
    <Card withBorder padding="md" radius="md" component="article" aria-labelledby={id} data-figure-card={id}>
      <Stack gap={6} h="100%">
        <Title order={3} size="h6" id={id}>
          {title}
        </Title>
        {failure ?? (
          <>
            <Text size="xl" fw={700} lh={1.2} data-figure-value>
              {value ?? '…'}
            </Text>
            {detail && (
              <Text size="xs" c="dimmed">
                {detail}
              </Text>
            )}
            {!change && noChange && value !== null && (
              <Text size="sm" c="dimmed" data-change="none">
                {noChange}
              </Text>
            )}
            {change && (
              <Text size="sm" data-change={change.direction}>
                <span aria-hidden="true">
                  {ARROW[change.direction]} {change.text}
                </span>
                <VisuallyHidden>{change.spoken}</VisuallyHidden>
              </Text>
            )}
            {trend && trend.some((v) => v !== null) && (
              <div aria-hidden="true">
                <Sparkline h={36} data={[...trend]} curveType="linear" color="venue.6" fillOpacity={0.25} />
              </div>
            )}
          </>
        )}
        {open && (
          <Group mt="auto" justify="flex-end">
            <Anchor component={Link} to={open.to} size="sm" aria-label={open.label} onClick={open.onClick}>
              {open.text}
            </Anchor>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
