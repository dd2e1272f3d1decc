// The centred card of the signed-out pages (sign in, forgot and reset password).
import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { CompanyLogo } from '../shell/company-logo.js';

export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <Center mih="100vh" bg="var(--venue-surface-muted)" px="md">
      <Stack w={360} gap="lg">
        <Center>
          <CompanyLogo height={28} />
        </Center>
        <Paper withBorder radius="md" p="lg" shadow="xs" component="main">
          <Stack gap={4} mb="md">
            <Title order={1} size="h4" fw={600}>
              {title}
            </Title>
            {subtitle && (
              <Text size="sm" c="dimmed">
                {subtitle}
              </Text>
            )}
          </Stack>
          {children}
        </Paper>
      </Stack>
    </Center>
  );
}
