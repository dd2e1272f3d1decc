import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionSchema, type Session } from '../src-shared/schemas/auth.js';
import packageJson from '../package.json' with { type: 'json' };
import { createCore, type Core } from './core.js';
import { MemoryTokenStore } from './session/token-store.js';
import { defaultSettings, MemorySettingsStore } from './settings/settings-store.js';
import { startFakeTenantApi, type FakeTenantApi } from './testing/fake-tenant-api.js';

let api: FakeTenantApi;
let dataDir: string;
let core: Core;
let tokenStore: MemoryTokenStore;

beforeEach(async () => {
  api = await startFakeTenantApi();
  dataDir = await mkdtemp(join(tmpdir(), 'venue-core-'));
  tokenStore = new MemoryTokenStore();
  core = createCore({
    apiUrl: api.url,
    dataDir,
    tokenStore,
    settingsStore: new MemorySettingsStore(defaultSettings('')),
    mode: 'web',
    client: { retryDelayMs: 1 },
    log: () => undefined,
  });
});

afterEach(async () => {
  await core.close();
  await api.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('createCore', () => {
  it('answers app.info and keeps the server URL in settings', async () => {
    expect(await core.handlers.call('app.info', undefined)).toEqual({
      ok: true,
      value: { mode: 'web', version: packageJson.version, apiUrl: api.url },
    });
    expect(await core.handlers.call('settings.get', undefined)).toMatchObject({
      ok: true,
      value: { serverUrl: api.url },
    });
    expect(await core.handlers.call('settings.set', { lastTenant: 'quay-cafe' })).toMatchObject({
      ok: true,
      value: { lastTenant: 'quay-cafe' },
    });
  });

  it('signs in over the channel map, emits session.changed and persists the refresh cookie', async () => {
    const seen: Session[] = [];
    core.events.subscribe((event, payload) => {
      if (event === 'session.changed') seen.push(sessionSchema.parse(payload));
    });
    const result = await core.handlers.call('session.signIn', {
      email: 'admin@harbour.test',
      password: 'harbour-admin-1',
    });
    expect(result).toMatchObject({ ok: true, value: { role: 'admin', allowedRoles: ['admin'] } });
    expect(seen.at(-1)?.user?.email).toBe('admin@harbour.test');
    await core.close();
    expect((await tokenStore.load())?.cookies.map((c) => c.name)).toEqual(['venue_refresh']);
  });

  it('reports a failed sign-in as ok:false with the server message', async () => {
    expect(
      await core.handlers.call('session.signIn', { email: 'admin@harbour.test', password: 'nope' }),
    ).toMatchObject({
      ok: false,
      error: { message: 'Invalid email or password', status: 401 },
    });
  });

  it('returns empty search results without inventing rows', async () => {
    expect(await core.handlers.call('search.global', { query: '' })).toEqual({
      ok: true,
      value: { upcoming: [], past: [], clients: [] },
    });
    expect(await core.handlers.call('search.global', { query: 'Smith' })).toEqual({
      ok: true,
      value: { upcoming: [], past: [], clients: [] },
    });
    expect(api.requests).toHaveLength(0);
  });
});
