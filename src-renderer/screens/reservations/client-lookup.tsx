// Finds a client by name, phone or email in the mirror and fills the draft from it, or saves the
// draft's guest as a new client (client.create) — both offline.
import { Button, Group, Paper, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Client } from '../../../src-shared/schemas/client.js';
import { venue } from '../../data/venue.js';

interface ClientLookupProps {
  chosen: Client | null;
  onChoose: (client: Client) => void;
  onCreate: () => void;
  creating: boolean;
}

export function ClientLookup({ chosen, onChoose, onCreate, creating }: ClientLookupProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), 200);
  const [matches, setMatches] = useState<Client[]>([]);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (debounced === '') {
      setMatches([]);
      return;
    }
    let live = true;
    const core = venue();
    void core['mirror.clients']({ text: debounced, page: 1, pageSize: 6 }).then((result) => {
      if (!live) return;
      if (result.ok) {
        setMatches(result.value.rows);
        setError(null);
      } else setError(result.error.message);
    });
    return () => {
      live = false;
    };
  }, [debounced]);

  return (
    <Stack gap={6}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          flex={1}
          size="sm"
          label={t('reservations.lookup.find')}
          placeholder={t('reservations.lookup.placeholder')}
          leftSection={<IconSearch size={14} aria-hidden />}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          error={error}
        />
        <Button
          size="sm"
          variant="default"
          leftSection={<IconUserPlus size={14} aria-hidden />}
          onClick={onCreate}
          loading={creating}
        >
          {t('reservations.lookup.saveNew')}
        </Button>
      </Group>
      {chosen && (
        <Text size="xs" c="dimmed">
          {t('reservations.lookup.linked', { name: `${chosen.first_name} ${chosen.last_name}` })}
        </Text>
      )}
      {matches.length > 0 && (
        <Paper withBorder radius="sm" p={4} role="list" aria-label={t('reservations.lookup.matches')}>
          {matches.map((client) => (
            <UnstyledButton
              key={client.id}
              role="listitem"
              w="100%"
              px="xs"
              py={4}
              aria-label={t('reservations.lookup.use', { name: `${client.first_name} ${client.last_name}` })}
              onClick={() => {
                onChoose(client);
                setText('');
              }}
            >
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm" fw={600} truncate>
                  {client.first_name} {client.last_name}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {[client.mobileNumber, client.email].filter(Boolean).join(' · ')}
                </Text>
              </Group>
            </UnstyledButton>
          ))}
        </Paper>
      )}
    </Stack>
  );
}
