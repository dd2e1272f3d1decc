// Pieces the template screen's parts share: a part's title and load failure with a retry, the venue
// time of an instant, and the samples shown only when the server has no templates (spec §8).
import { Alert, Button, Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '../../../src-shared/dates.js';
import { instantToVenueLocal } from '../../../src-shared/time.js';
import { sessionAtom } from '../../session/session-atoms.js';
import { useAtomValue } from '../../state/jotai.js';

export type Notice = { kind: 'ok' | 'error'; text: string } | null;

export function NoticeLine({ notice }: { notice: Notice }) {
  if (!notice) return null;
  return (
    <Alert
      color={notice.kind === 'ok' ? 'green' : 'red'}
      variant="light"
      py={6}
      role={notice.kind === 'ok' ? 'status' : 'alert'}
    >
      {notice.text}
    </Alert>
  );
}

export function PartTitle({ id, children, extra }: { id: string; children: ReactNode; extra?: ReactNode }) {
  return (
    <Group justify="space-between" align="center">
      <Title order={3} size="h4" id={id}>
        {children}
      </Title>
      {extra}
    </Group>
  );
}

/** A part that failed to load: the server's message and a retry. */
export function LoadFailed({ part, error, onRetry }: { part: string; error: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert" title={t('website.template.loadFailed', { part })}>
      {error}
      <Button size="xs" variant="light" color="red" ml="sm" onClick={onRetry}>
        {t('website.template.retry')}
      </Button>
    </Alert>
  );
}

/** An instant as the venue's date and time. */
export function useVenueWhen() {
  const timeZone = useAtomValue(sessionAtom)?.grants?.time_zone ?? 'UTC';
  return (iso: string) => {
    const local = instantToVenueLocal(new Date(iso), timeZone);
    return `${formatDisplayDate(local.date)} ${local.time}`;
  };
}

/** Spec §8 fallback samples: shown, labelled, only when the server offers no templates. */
export const SAMPLE_TEMPLATES = [
  {
    id: 'sample-modern-restaurant',
    template_name: 'Modern Restaurant',
    template_description: 'A bold hero picture, the menu, a gallery and the booking widget on one page.',
    features: ['online-booking', 'menu', 'gallery'],
  },
  {
    id: 'sample-classic-elegance',
    template_name: 'Classic Elegance',
    template_description: 'Serif headings, a quiet palette and room for a long story of the house.',
    features: ['online-booking', 'menu', 'story'],
  },
  {
    id: 'sample-minimalist-cafe',
    template_name: 'Minimalist Cafe',
    template_description: 'One column, opening hours up front and a short menu.',
    features: ['menu', 'opening-hours'],
  },
] as const;
