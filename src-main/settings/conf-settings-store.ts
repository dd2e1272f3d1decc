import Conf from 'conf';
import type { Settings } from '../../src-shared/ipc/channels.js';
import { BackedSettingsStore } from './settings-store.js';

/** Web mode's settings file: `<dataDir>/settings.json`. */
export function createConfSettingsStore(dataDir: string, defaults: Settings): BackedSettingsStore {
  const conf = new Conf<Record<string, unknown>>({
    projectName: 'venue-console',
    cwd: dataDir,
    configName: 'settings',
  });
  return new BackedSettingsStore(conf, defaults);
}
