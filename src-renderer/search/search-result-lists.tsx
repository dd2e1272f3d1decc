// The overlay's result columns: bookings (guest, date, time 'for' guests, status) and clients.
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { GlobalSearchResults } from '../../src-shared/schemas/search.js';
import { formatDisplayDate } from '../../src-shared/dates.js';
import classes from './search-overlay.module.css';

type Booking = GlobalSearchResults['upcoming'][number];
type Client = GlobalSearchResults['clients'][number];

function displayDate(value: string): string {
  try {
    return formatDisplayDate(value);
  } catch {
    return value;
  }
}

function NoResults() {
  return (
    <Text size="sm" c="dimmed" py={6}>
      No results
    </Text>
  );
}

export function BookingList({ title, bookings }: { title: string; bookings: readonly Booking[] }) {
  return (
    <section aria-label={title}>
      <Title order={3} size="xs" tt="uppercase" c="dimmed" fw={600} lts={0.5} mb={6}>
        {title}
      </Title>
      {bookings.length === 0 ? (
        <NoResults />
      ) : (
        <ul className={classes.list}>
          {bookings.map((b) => (
            <li key={b.id} className={classes.row}>
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Stack gap={0} miw={0}>
                  <Text size="sm" fw={600} truncate>
                    {b.first_name} {b.last_name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {displayDate(b.date)} · {b.time} for {b.guest_count}
                  </Text>
                </Stack>
                <Badge size="sm" variant="light" color="gray" radius="sm" tt="none" fw={500}>
                  {b.status}
                </Badge>
              </Group>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function ClientList({ clients }: { clients: readonly Client[] }) {
  return (
    <section aria-label="Clients">
      <Title order={3} size="xs" tt="uppercase" c="dimmed" fw={600} lts={0.5} mb={6}>
        Clients
      </Title>
      {clients.length === 0 ? (
        <NoResults />
      ) : (
        <ul className={classes.list}>
          {clients.map((c) => (
            <li key={c.id} className={classes.row}>
              <Text size="sm" fw={600} truncate>
                {c.first_name} {c.last_name}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {c.mobileNumber} · {c.email}
              </Text>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
