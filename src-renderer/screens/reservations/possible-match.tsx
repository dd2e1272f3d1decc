// "Known guest: <name>": while a host types a guest's phone or email, the client the shared match
// rule finds in the mirror (src-shared/domain/client-match.ts) is named before saving, because the
// server links a new booking to that same match when it is saved (client-linking.ts). "Use their
// details" fills the booking from the profile; "Hide" only hides the note (it promises nothing about
// the link: keeping a shared phone's second guest apart needs a field the booking does not carry).
import { Alert, Button, Group, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconUserCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Client } from '../../../src-shared/schemas/client.js';
import { useData } from '../../data/use-data.js';
import { venue } from '../../data/venue.js';

export function PossibleMatch({
  mobileNumber,
  email,
  linkedId,
  onLink,
}: {
  mobileNumber: string;
  email: string;
  /** The client the booking is linked to already (no offer for that one). */
  linkedId: string | null;
  onLink: (client: Client) => void;
}) {
  const { t } = useTranslation();
  const [phone] = useDebouncedValue(mobileNumber.trim(), 250);
  const [mail] = useDebouncedValue(email.trim(), 250);
  const [declined, setDeclined] = useState<ReadonlySet<string>>(new Set());
  const asked = phone !== '' || mail !== '';
  const found = useData(
    () =>
      asked
        ? venue()['mirror.clients']({ contact: { mobileNumber: phone, email: mail }, page: 1, pageSize: 1 })
        : Promise.resolve({ ok: true as const, value: { rows: [], total: 0 } }),
    `${phone}\n${mail}`,
    ['clients'],
  );
  const match = found.data?.rows[0];
  if (!match || match.id === linkedId || declined.has(match.id)) return null;
  const name = `${match.first_name} ${match.last_name}`.trim();
  return (
    <Alert
      color="blue"
      variant="light"
      py={6}
      icon={<IconUserCheck size={16} aria-hidden />}
      role="status"
      data-testid="possible-match"
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm">
          {t('reservations.match.offer', {
            name,
            contact: [match.mobileNumber, match.email].filter(Boolean).join(' · '),
          })}
        </Text>
        <Group gap={4} wrap="nowrap">
          <Button
            size="compact-xs"
            aria-label={t('reservations.match.linkNamed', { name })}
            onClick={() => onLink(match)}
          >
            {t('reservations.match.link')}
          </Button>
          <Button
            size="compact-xs"
            variant="subtle"
            color="gray"
            aria-label={t('reservations.match.declineNamed', { name })}
            onClick={() => setDeclined(new Set([...declined, match.id]))}
          >
            {t('reservations.match.decline')}
          </Button>
        </Group>
      </Group>
    </Alert>
  );
}
