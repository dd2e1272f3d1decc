// /admin: the administration area's sections, each with what it is for.
import { Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { ADMIN_SECTIONS, AdminPage } from './admin-page.js';

export function AdminHomeScreen() {
  return (
    <AdminPage title="Administration">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" maw={960}>
        {ADMIN_SECTIONS.map((s) => (
          <Paper key={s.path} withBorder p="md" component="section" aria-labelledby={`admin-${s.path}`}>
            <Stack gap="xs">
              <Title order={2} size="h5" id={`admin-${s.path}`}>
                {s.label}
              </Title>
              <Text size="sm" c="dimmed">
                {s.about}
              </Text>
              <Button component={Link} to={s.path} variant="light" w="fit-content">
                Open {s.label.toLowerCase()}
              </Button>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </AdminPage>
  );
}
