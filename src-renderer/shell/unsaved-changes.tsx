// Spec §4: venue settings are dirty after a local edit; leaving them then asks first. A screen with
// unsaved edits registers what they are (unsavedChangesAtom); the guard asks before the router
// leaves the page, before an in-page switch that would drop the screen (settings tabs call
// confirmLeave), and the browser asks before the window closes or reloads.
import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router-dom';
import { atom, useAtom, useAtomValue, useSetAtom } from '../state/jotai.js';

/** What has unsaved edits ("Venue settings"), or null when nothing does. */
export const unsavedChangesAtom = atom<string | null>(null);
/** An in-page switch waiting for the person's answer. */
const pendingLeaveAtom = atom<(() => void) | null>(null);

/** Registers a screen's dirty state while it is mounted. */
export function useUnsavedChanges(what: string, dirty: boolean): void {
  const set = useSetAtom(unsavedChangesAtom);
  useEffect(() => {
    set(dirty ? what : null);
    return () => set(null);
  }, [set, what, dirty]);
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
}

/** Runs `go` at once when nothing is unsaved, else after the person agrees to drop the edits. */
export function useConfirmLeave(): (go: () => void) => void {
  const unsaved = useAtomValue(unsavedChangesAtom);
  const setPending = useSetAtom(pendingLeaveAtom);
  return (go) => {
    if (unsaved === null) go();
    else setPending(() => go);
  };
}

/** The one dialog: mounted once in the console layout. */
export function UnsavedChangesGuard() {
  const { t } = useTranslation();
  const [unsaved, setUnsaved] = useAtom(unsavedChangesAtom);
  const [pending, setPending] = useAtom(pendingLeaveAtom);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved !== null && currentLocation.pathname !== nextLocation.pathname,
  );
  const asking = blocker.state === 'blocked' || pending !== null;
  const stay = () => {
    if (blocker.state === 'blocked') blocker.reset();
    setPending(null);
  };
  const leave = () => {
    setUnsaved(null);
    if (blocker.state === 'blocked') blocker.proceed();
    if (pending) pending();
    setPending(null);
  };
  return (
    <Modal opened={asking} onClose={stay} title={t('shell.unsaved.title')} centered>
      <Text size="sm">{t('shell.unsaved.text', { what: unsaved ?? t('shell.unsaved.thisScreen') })}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={stay} data-autofocus>
          {t('shell.unsaved.stay')}
        </Button>
        <Button color="red" onClick={leave}>
          {t('shell.unsaved.leave')}
        </Button>
      </Group>
    </Modal>
  );
}
