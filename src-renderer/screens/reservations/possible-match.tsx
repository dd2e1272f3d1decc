// Who this guest already is, named before saving. "Known guest: <name>": the client the shared match
// rule finds in the mirror by the typed phone or email (src-shared/domain/client-match.ts); the server
// links a new booking to that same match when it is saved (client-linking.ts), so the note says so and
// "Hide" only hides it. "Possible duplicate: <name> — link?": no contact matches, but a client has the
// typed first and last name — maybe the same person with a new number. It is offered, never forced:
// Link puts the booking on that profile; "Not this guest" leaves it to its own (new) profile.
import { Alert, Button, Group, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconUserCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Client } from '../../../src-shared/schemas/client.js';
import { useData } from '../../data/use-data.js';
import { venue } from '../../data/venue.js';

/** The same person's name: first and last name both given, equal ignoring case and spaces. */
function sameName(a: { first_name: string; last_name: string }, first: string, last: string): boolean {
  const norm = (v: string) => v.trim().replace(/\s+/g, ' ').toLowerCase();
  return norm(a.first_name) === norm(first) && norm(a.last_name) === norm(last);
}

export function PossibleMatch({
  firstName,
  lastName,
  mobileNumber,
  email,
  linkedId,
  onLink,
}: {
  firstName: string;
  lastName: string;
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
  const [first] = useDebouncedValue(firstName.trim(), 250);
  const [last] = useDebouncedValue(lastName.trim(), 250);
  const named = first.length > 0 && last.length > 0;
  const sameNamed = useData(
    () =>
      named
        ? venue()['mirror.clients']({ text: `${first} ${last}`, page: 1, pageSize: 20 })
        : Promise.resolve({ ok: true as const, value: { rows: [], total: 0 } }),
    `${first}\n${last}`,
    ['clients'],
  );
  const known = found.data?.rows[0];
  // A booking already on a profile is not offered another one by name.
  const duplicate =
    known || linkedId !== null
      ? undefined
      : sameNamed.data?.rows.find((c) => sameName(c, first, last) && !declined.has(c.id));
  const match = known ?? duplicate;
  if (!match || match.id === linkedId || declined.has(match.id)) return null;
  const name = `${match.first_name} ${match.last_name}`.trim();
  const words = known ? 'known' : 'duplicate';
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
          {t(`reservations.match.${words}.offer`, {
            name,
            contact: [match.mobileNumber, match.email].filter(Boolean).join(' · '),
          })}
        </Text>
        <Group gap={4} wrap="nowrap">
          <Button
            size="compact-xs"
            aria-label={t(`reservations.match.${words}.linkNamed`, { name })}
            onClick={() => onLink(match)}
          >
            {t(`reservations.match.${words}.link`)}
          </Button>
          <Button
            size="compact-xs"
            variant="subtle"
            color="gray"
            aria-label={t(`reservations.match.${words}.declineNamed`, { name })}
            onClick={() => setDeclined(new Set([...declined, match.id]))}
          >
            {t(`reservations.match.${words}.decline`)}
          </Button>
        </Group>
      </Group>
    </Alert>
  );
}
