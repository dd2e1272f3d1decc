import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirPerTest } from '../testing/temp-dir.js';
import { createConfSettingsStore } from './conf-settings-store.js';
import { DEFAULT_DEVICE_SETTINGS } from '../../src-shared/device/device-settings.js';
import { defaultSettings, MemorySettingsStore } from './settings-store.js';

const dir = tempDirPerTest('venue-settings-');

describe('conf-backed settings store', () => {
  it('returns defaults, persists patches to <dataDir>/settings.json and reads them back', async () => {
    const store = createConfSettingsStore(dir(), defaultSettings('http://127.0.0.1:4000'));
    expect(store.get()).toEqual({
      serverUrl: 'http://127.0.0.1:4000',
      lastTenant: null,
      windowState: null,
      device: DEFAULT_DEVICE_SETTINGS,
    });
    store.set({ lastTenant: 'quay-cafe', windowState: { width: 1200, height: 800, maximized: false } });
    const again = createConfSettingsStore(dir(), defaultSettings('http://127.0.0.1:4000'));
    expect(again.get().lastTenant).toBe('quay-cafe');
    expect(JSON.parse(await readFile(join(dir(), 'settings.json'), 'utf8'))).toMatchObject({
      lastTenant: 'quay-cafe',
    });
  });

  it('keeps the valid fields of a damaged file', async () => {
    await writeFile(
      join(dir(), 'settings.json'),
      JSON.stringify({ lastTenant: 'x', windowState: { width: -1 } }),
    );
    const store = createConfSettingsStore(dir(), defaultSettings('http://a'));
    expect(store.get()).toEqual({
      serverUrl: 'http://a',
      lastTenant: 'x',
      windowState: null,
      device: DEFAULT_DEVICE_SETTINGS,
    });
  });

  it('keeps this terminal’s device settings across restarts and refuses invalid ones', async () => {
    const store = createConfSettingsStore(dir(), defaultSettings('http://a'));
    const device = {
      terminal_name: 'Host stand',
      landing_screen: 'floorplan' as const,
      sound_on_new_booking: true,
      auto_lock_minutes: 15,
    };
    store.set({ device });
    expect(createConfSettingsStore(dir(), defaultSettings('http://a')).get().device).toEqual(device);
    expect(() => store.set({ device: { ...device, auto_lock_minutes: 241 } })).toThrow(
      /Auto-lock cannot exceed 240 minutes/,
    );
    expect(store.get().device).toEqual(device);
    // A damaged device entry falls back to the defaults, the other settings stay.
    await writeFile(
      join(dir(), 'settings.json'),
      JSON.stringify({ lastTenant: 'y', device: { landing_screen: 'nowhere' } }),
    );
    const reread = createConfSettingsStore(dir(), defaultSettings('http://a')).get();
    expect(reread).toMatchObject({ lastTenant: 'y', device: DEFAULT_DEVICE_SETTINGS });
  });

  it('rejects an invalid patch without writing it', () => {
    const store = new MemorySettingsStore(defaultSettings('http://a'));
    expect(() => store.set({ windowState: { width: 0, height: 1, maximized: false } })).toThrow();
    expect(store.get().windowState).toBeNull();
  });
});
