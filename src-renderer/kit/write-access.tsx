// Read-only screens (issue 29): a user who may see a screen but not change it is told so, with the
// reason, before they try — not by a refusal on Save. The page wraps its screen in
// <WriteAccessProvider>; the kit's write controls read it in one place: <DialogActions> drops the
// form's own actions (Save, Create), <ReadOnlyFieldset> disables a form's fields, <RowButton>
// disables row writes, <DataTable> offers no selection for bulk changes. <ForbiddenPanel> is the 403
// a screen shows in place of itself to a user who may not read it.
import { Alert, Center, Stack, Text, Title } from '@mantine/core';
import { createContext, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QuietText } from './quiet-text.js';

export interface WriteAccess {
  readOnly: boolean;
  /** The user's role and the permission they lack, as people read them. */
  role: string;
  permission: string;
}

const FULL: WriteAccess = { readOnly: false, role: '', permission: '' };
const WriteAccessContext = createContext<WriteAccess>(FULL);

export function WriteAccessProvider({ value, children }: { value: WriteAccess; children: ReactNode }) {
  return <WriteAccessContext.Provider value={value}>{children}</WriteAccessContext.Provider>;
}

export function useWriteAccessContext(): WriteAccess {
  return useContext(WriteAccessContext);
}

/** Whether the screen around is read-only for the signed-in user. */
export function useReadOnly(): boolean {
  return useContext(WriteAccessContext).readOnly;
}

/** The visible line that says the screen is read-only and why; nothing when it is not. */
export function ReadOnlyNotice() {
  const { t } = useTranslation();
  const access = useWriteAccessContext();
  if (!access.readOnly) return null;
  return (
    <Alert color="yellow" variant="light" title={t('shell.pages.readOnlyTitle')} role="note" mb="sm">
      {t('shell.pages.readOnly', { role: access.role, permission: access.permission })}
    </Alert>
  );
}

/** A form's fields: disabled together on a read-only screen (or while `disabled`). */
export function ReadOnlyFieldset({ children, disabled }: { children: ReactNode; disabled?: boolean }) {
  const readOnly = useReadOnly();
  return (
    <fieldset disabled={readOnly || disabled} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      {children}
    </fieldset>
  );
}

/** The 403 a screen shows in its place to a user whose role may not open it. */
export function ForbiddenPanel({
  screen,
  role,
  permission,
  headingOrder = 1,
}: {
  screen: string;
  role: string;
  permission: string;
  /** 2 inside a page that has its own title (the settings page). */
  headingOrder?: 1 | 2;
}) {
  const { t } = useTranslation();
  return (
    <Center
      component={headingOrder === 1 ? 'main' : 'section'}
      mih="40vh"
      px="md"
      aria-label={t('shell.pages.notAuthorized')}
    >
      <Stack align="center" gap="xs" maw={520} ta="center">
        <Text size="xs" fw={700} c="venue" lts={1}>
          403
        </Text>
        <Title order={headingOrder} size="h3" fw={600}>
          {t('shell.pages.notAuthorized')}
        </Title>
        <QuietText>{t('shell.pages.forbiddenScreen', { role, screen, permission })}</QuietText>
      </Stack>
    </Center>
  );
}
