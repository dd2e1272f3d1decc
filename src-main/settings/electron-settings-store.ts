// Imported only by electron-entry.ts: electron-store needs Electron's app paths at runtime.
import ElectronStore from 'electron-store';
import type { Settings } from '../../src-shared/ipc/channels.js';
import { BackedSettingsStore } from './settings-store.js';

export function createElectronSettingsStore(defaults: Settings): BackedSettingsStore {
  const store = new ElectronStore<Record<string, unknown>>({ name: 'settings' });
  return new BackedSettingsStore(store, defaults);
}
