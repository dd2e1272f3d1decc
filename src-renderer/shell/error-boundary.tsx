// Spec §2/§8: a top-level rendering failure shows 'Something went wrong.' plus the error text.
import { Alert, Button, Center, Code, Stack } from '@mantine/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RENDER_ERROR_TITLE } from '../../src-shared/errors.js';

function ReloadLabel() {
  const { t } = useTranslation();
  return <>{t('shell.pages.reload')}</>;
}

interface State {
  error: Error | null;
}

export class RenderErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Render failure', error, info.componentStack);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <Center h="100vh" p="md">
        <Stack maw={560} w="100%">
          <Alert color="red" title={RENDER_ERROR_TITLE} role="alert">
            <Code block>{error.message}</Code>
          </Alert>
          <Button variant="default" size="xs" w="fit-content" onClick={() => window.location.reload()}>
            <ReloadLabel />
          </Button>
        </Stack>
      </Center>
    );
  }
}
