// Spec §2: a full-screen logo loader while the session loads or refreshes. When the core cannot be
// reached at all, it says so instead of spinning forever.
import { Center, Loader, Stack, Text } from '@mantine/core';
import { CompanyLogo } from './company-logo.js';

export function LogoLoader({ error }: { error?: string | null }) {
  return (
    <Center
      h="100vh"
      bg="var(--venue-surface-muted)"
      role={error ? 'alert' : 'status'}
      aria-label={error ? 'Console unavailable' : 'Loading'}
    >
      <Stack align="center" gap="md" maw={420} px="md">
        <CompanyLogo height={32} />
        {error ? (
          <Text size="sm" c="red" ta="center">
            {error}
          </Text>
        ) : (
          <Loader size="sm" type="dots" aria-hidden />
        )}
      </Stack>
    </Center>
  );
}
