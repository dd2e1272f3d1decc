// Settings (server URL, last tenant, window state) behind one interface. Two persistent backends
// share this class: `conf` in web mode and `electron-store` in the app (both are Conf underneath).
import { DEFAULT_DEVICE_SETTINGS } from '../../src-shared/device/device-settings.js';
import { settingsSchema, type Settings } from '../../src-shared/ipc/channels.js';

export interface SettingsStore {
  get(): Settings;
  set(patch: Partial<Settings>): Settings;
}

/** The part of Conf / electron-store the settings need. */
export interface KeyValueBackend {
  readonly store: Record<string, unknown>;
  set(object: Record<string, unknown>): void;
}

export class BackedSettingsStore implements SettingsStore {
  constructor(
    private readonly backend: KeyValueBackend,
    private readonly defaults: Settings,
  ) {}

  get(): Settings {
    // A hand-edited or older file must not break start-up: fall back field by field.
    const merged = { ...this.defaults, ...this.backend.store };
    const parsed = settingsSchema.safeParse(merged);
    if (parsed.success) return parsed.data;
    const result: Settings = { ...this.defaults };
    for (const key of Object.keys(settingsSchema.shape) as (keyof Settings)[]) {
      const field = settingsSchema.shape[key].safeParse(this.backend.store[key]);
      if (field.success) Object.assign(result, { [key]: field.data });
    }
    return result;
  }

  set(patch: Partial<Settings>): Settings {
    const next = settingsSchema.parse({ ...this.get(), ...patch });
    this.backend.set(next);
    return next;
  }
}

export class MemorySettingsStore implements SettingsStore {
  private settings: Settings;

  constructor(defaults: Settings) {
    this.settings = structuredClone(defaults);
  }

  get(): Settings {
    return structuredClone(this.settings);
  }

  set(patch: Partial<Settings>): Settings {
    this.settings = settingsSchema.parse({ ...this.settings, ...patch });
    return this.get();
  }
}

export function defaultSettings(serverUrl: string): Settings {
  return { serverUrl, lastTenant: null, windowState: null, device: DEFAULT_DEVICE_SETTINGS };
}
