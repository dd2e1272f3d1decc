// This terminal's device settings in the console: loaded from main's settings store at start (the
// app keeps them with electron-store, web mode in a conf file), saved through `settings.set`.
import { useEffect } from 'react';
import {
  DEFAULT_DEVICE_SETTINGS,
  deviceSettingsSchema,
  type DeviceSettings,
} from '../../src-shared/device/device-settings.js';
import type { IpcResult } from '../../src-shared/ipc/channels.js';
import { screenHref } from '../screens/screen-table.js';
import { atom, useAtomValue, useSetAtom } from '../state/jotai.js';
import { venue } from '../data/venue.js';

export const deviceSettingsAtom = atom<DeviceSettings>(DEFAULT_DEVICE_SETTINGS);

/** Loads the stored device settings once (the console starts with the defaults until then). */
export function useDeviceSettingsLoader(): void {
  const set = useSetAtom(deviceSettingsAtom);
  useEffect(() => {
    const core = venue();
    void core['settings.get']().then((r) => {
      if (r.ok) set(r.value.device);
    });
  }, [set]);
}

/** Checks and stores device settings; answers the stored ones or the refusal. */
export async function saveDeviceSettings(next: DeviceSettings): Promise<IpcResult<DeviceSettings>> {
  const parsed = deviceSettingsSchema.safeParse(next);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, error: { message: issue?.message ?? 'Invalid device settings' } };
  }
  const result = await venue()['settings.set']({ device: parsed.data });
  return result.ok ? { ok: true, value: result.value.device } : result;
}

/** The home path turned into this terminal's landing screen (Settings › Device), for postSignInPath. */
export function useLanding(): (home: string) => string {
  const { landing_screen } = useAtomValue(deviceSettingsAtom);
  return (home) => (landing_screen === 'dashboard' ? home : screenHref(home, landing_screen));
}
