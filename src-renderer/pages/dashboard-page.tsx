// The dashboard as it stands: who is signed in, for which restaurant and role. The figures arrive
// with the reservations work; nothing here is invented.
import { Alert, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { formatLongDate } from '../../src-shared/dates.js';
import { sessionAtom } from '../session/session-atoms.js';
import { useAtomValue } from '../state/jotai.js';
import { WeekStrip } from '../week-strip/week-strip.js';
import { PageFrame } from './page-frame.js';

function Fact({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <Card withBorder padding="sm" radius="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} lts={0.5}>
        {label}
      </Text>
      <Text size="sm" fw={600} mt={4}>
        {value}
      </Text>
      {detail && (
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      )}
    </Card>
  );
}

export function DashboardPage() {
  const session = useAtomValue(sessionAtom);
  const [day, setDay] = useState(() => new Date());
  const user = session?.user;
  if (!user) return null;
  const role = session.role ?? user.roleName;

  return (
    <PageFrame title="Dashboard" subtitle={formatLongDate(day)}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Fact
            label="Signed in as"
            value={`${user.first_name} ${user.last_name}`.trim()}
            detail={user.email}
          />
          <Fact label="Restaurant" value={user.restaurant_details.shopName} detail={user.restaurantName} />
          <Fact
            label="Role"
            value={role}
            detail={session.allowedRoles ? `Roles here: ${session.allowedRoles.join(', ')}` : undefined}
          />
        </SimpleGrid>
        <WeekStrip value={day} onChange={setDay} />
        <Alert
          variant="light"
          color="venue"
          icon={<IconInfoCircle size={16} aria-hidden />}
          title="What exists now"
          maw={720}
        >
          <Text size="sm">
            The console shell works: signing in, your restaurant and role, the sidebar and global search. The
            dashboard figures (today&apos;s reservations, covers and tables) arrive with the reservations
            work.
          </Text>
        </Alert>
      </Stack>
    </PageFrame>
  );
}
