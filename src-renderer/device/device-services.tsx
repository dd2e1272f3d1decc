// What the device settings do while someone is signed in: a chime when a new booking arrives in the
// mirror (if on), and the auto-lock: after the chosen idle minutes the console is covered until the
// signed-in user enters their password again (checked online, or against this terminal's offline
// verifier when the server cannot be reached), or signs out.
import { Button, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { newBookingIds, shouldLock } from '../../src-shared/device/device-settings.js';
import { instantToVenueLocal } from '../../src-shared/time.js';
import { sessionAtom } from '../session/session-atoms.js';
import { useSignOut } from '../session/use-sign-out.js';
import { useAtomValue, useSetAtom } from '../state/jotai.js';
import { deviceSettingsAtom } from './device-state.js';
import { onVenue, venue } from '../data/venue.js';

/** A short two-tone chime through Web Audio (no sound file to ship). */
export function playChime(): void {
  const AudioContextClass = window.AudioContext as typeof AudioContext | undefined;
  if (!AudioContextClass) return;
  const context = new AudioContextClass();
  const gain = context.createGain();
  gain.connect(context.destination);
  gain.gain.setValueAtTime(0.15, context.currentTime);
  gain.gain.exponentialRampToValueAtTime(0.001, context.currentTime + 0.6);
  [880, 1320].forEach((frequency, i) => {
    const tone = context.createOscillator();
    tone.frequency.value = frequency;
    tone.connect(gain);
    tone.start(context.currentTime + i * 0.18);
    tone.stop(context.currentTime + 0.6);
  });
  setTimeout(() => void context.close(), 1000);
}

/** Chimes when today's book gains a reservation (from this terminal or another). */
function NewBookingChime({ timeZone }: { timeZone: string }) {
  const known = useRef<Set<string> | null>(null);
  useEffect(() => {
    let live = true;
    const check = async () => {
      const today = instantToVenueLocal(new Date(), timeZone).date;
      const result = await venue()['mirror.reservations']({ date: today });
      if (!live || !result.ok) return;
      const ids = result.value.map((r) => r.id);
      if (newBookingIds(known.current, ids).length > 0) playChime();
      known.current = new Set(ids);
    };
    void check();
    const off = onVenue('mirror.changed', ({ entities }) => {
      if (entities.includes('reservations')) void check();
    });
    return () => {
      live = false;
      off();
    };
  }, [timeZone]);
  return null;
}

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

function AutoLock({ minutes, email }: { minutes: number; email: string }) {
  const { t } = useTranslation();
  const lastActivity = useRef(Date.now());
  const [locked, setLocked] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const signOut = useSignOut();
  const setSession = useSetAtom(sessionAtom);

  useEffect(() => {
    const seen = () => {
      lastActivity.current = Date.now();
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, seen, { passive: true });
    const timer = setInterval(() => {
      if (shouldLock(minutes, lastActivity.current, Date.now())) setLocked(true);
    }, 5_000);
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, seen);
      clearInterval(timer);
    };
  }, [minutes]);

  async function unlock(event: FormEvent) {
    event.preventDefault();
    setChecking(true);
    const result = await venue()['session.signIn']({ email, password });
    setChecking(false);
    if (!result.ok) {
      setError(result.error.message);
      return;
    }
    setSession(result.value);
    setPassword('');
    setError(null);
    lastActivity.current = Date.now();
    setLocked(false);
  }

  return (
    <Modal
      opened={locked}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      fullScreen
      title={t('device.lockedTitle')}
      overlayProps={{ backgroundOpacity: 1, blur: 8 }}
    >
      <form onSubmit={(e) => void unlock(e)}>
        <Stack maw={380} mx="auto" mt="xl">
          <Text size="sm">{t('device.lockedText', { minutes, email })}</Text>
          <PasswordInput
            label={t('device.password')}
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={error}
            autoComplete="current-password"
            data-autofocus
          />
          <Button type="submit" loading={checking}>
            {t('device.unlock')}
          </Button>
          <Button variant="subtle" onClick={() => void signOut()}>
            {t('device.signOutInstead')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}

export function DeviceServices() {
  const device = useAtomValue(deviceSettingsAtom);
  const session = useAtomValue(sessionAtom);
  const email = session?.user?.email;
  const timeZone = session?.grants?.time_zone ?? 'UTC';
  return (
    <>
      {device.sound_on_new_booking && <NewBookingChime timeZone={timeZone} />}
      {device.auto_lock_minutes > 0 && email && <AutoLock minutes={device.auto_lock_minutes} email={email} />}
    </>
  );
}
