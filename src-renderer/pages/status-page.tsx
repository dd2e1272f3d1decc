// The shared body of Not authorized and Page not found: what happened and the way back.
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { homePath } from '../routes/home-path.js';
import { sessionAtom } from '../session/session-atoms.js';
import { useAtomValue } from '../state/jotai.js';
import { QuietText } from '../kit/quiet-text.js';

export function StatusPage({ code, title, message }: { code: string; title: string; message: string }) {
  const { t } = useTranslation();
  const session = useAtomValue(sessionAtom);
  const signedIn = Boolean(session?.user);
  return (
    <Center component="main" mih="70vh" px="md">
      <Stack align="center" gap="xs" maw={440} ta="center">
        <Text size="xs" fw={700} c="venue" lts={1}>
          {code}
        </Text>
        <Title order={1} size="h3" fw={600}>
          {title}
        </Title>
        <QuietText>{message}</QuietText>
        <Button
          component={Link}
          to={signedIn && session ? homePath(session) : '/login'}
          variant="light"
          size="xs"
          mt="sm"
        >
          {signedIn ? t('shell.pages.home') : t('shell.pages.signIn')}
        </Button>
      </Stack>
    </Center>
  );
}
