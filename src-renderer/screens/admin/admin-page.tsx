// The frame of every /admin screen: its heading, and the area's sections as links (the current one
// marked), so each section is one click from the others.
import { Anchor, Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';

export const ADMIN_SECTIONS = [
  {
    path: '/admin/restaurants',
    label: 'Restaurants and outlets',
    about: 'The restaurants you administer, their time zone and currency, and the details you may edit.',
  },
  {
    path: '/admin/realtime',
    label: 'Realtime',
    about: 'The consoles connected live, their counters, stop and start, broadcasts and emergency notices.',
  },
  {
    path: '/admin/permission-cache',
    label: 'Permission cache',
    about: 'How often role permissions are read from the cache, and dropping it.',
  },
  {
    path: '/admin/audit',
    label: 'Audit trail',
    about:
      'Every change of settings, users, roles and bookings, with who made it, when and from which terminal.',
  },
] as const;

export function AdminPage({ title, children }: { title: string; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <Stack component="main" gap="lg" px="xl" py="lg">
      <Title order={1} size="h3" fw={600}>
        {title}
      </Title>
      <Paper withBorder px="md" py="xs" component="nav" aria-label="Administration sections">
        <Group gap="lg">
          <Anchor component={Link} to="/admin" aria-current={pathname === '/admin' ? 'page' : undefined}>
            Administration
          </Anchor>
          {ADMIN_SECTIONS.map((s) => (
            <Anchor
              key={s.path}
              component={Link}
              to={s.path}
              fw={pathname === s.path ? 700 : undefined}
              aria-current={pathname === s.path ? 'page' : undefined}
            >
              {s.label}
            </Anchor>
          ))}
        </Group>
      </Paper>
      {children}
    </Stack>
  );
}
