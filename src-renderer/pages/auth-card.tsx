// The centred card of the signed-out pages (sign in, forgot and reset password).
import { Center, Paper, Stack, TextInput, type TextInputProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { CompanyLogo } from '../shell/company-logo.js';
import { PageHeading } from './page-heading.js';

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
          <PageHeading title={title} subtitle={subtitle} size="h4" gap={4} mb="md" />
          {children}
        </Paper>
      </Stack>
    </Center>
  );
}

/** The account's email, first on the page (sign in, forgot password): what the browser fills as the username. */
export function AccountEmailInput({
  onChange,
  ...shown
}: Pick<TextInputProps, 'label' | 'value' | 'error'> & { onChange: (value: string) => void }) {
  return (
    <TextInput
      {...shown}
      type="email"
      autoComplete="username"
      autoFocus
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}
