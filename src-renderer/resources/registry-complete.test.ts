// Every declared resource must be complete: its routes, its permissions, its channels and its
// screen. A resource added to the registry without one of them fails here.
import { describe, expect, it } from 'vitest';
import { type z } from 'zod';
import { IPC_CHANNELS } from '../../src-shared/ipc/channels.js';
import { isPermission } from '../../src-shared/permissions.js';
import { screenRoute } from '../../src-shared/resources/form-hints.js';
import { RESOURCES } from '../../src-shared/resources/registry.js';
import type { RouteContract } from '../../src-shared/resources/route-contract.js';
import { RESOURCE_OPERATIONS, resourceChannelName } from '../../src-shared/resources/resource-channels.js';
import { resourceOfPath } from '../routes/route-access.js';
import { CONSOLE_SCREENS } from '../screens/screen-table.js';
import { resourceOfSettingsPath, SETTINGS_ENTRIES } from '../settings/settings-entries.js';

const rowKeys = (schema: z.ZodType) => Object.keys((schema as z.ZodObject).shape);

describe.each(RESOURCES.map((r) => [r.key, r] as const))('resource %s', (_key, resource) => {
  it('has a route for list, create, update and remove, each with a declared permission', () => {
    for (const op of ['list', 'create', 'update', 'remove'] as const) {
      const route = resource.routes[op];
      expect(route, `${resource.key} has no ${op} route`).toBeDefined();
      expect(isPermission(route?.permission ?? ''), `${resource.key}.${op} permission`).toBe(true);
    }
    expect(isPermission(resource.permission.read)).toBe(true);
    expect(isPermission(resource.permission.manage)).toBe(true);
  });

  it('has its four channels in the channel map', () => {
    for (const op of RESOURCE_OPERATIONS)
      expect(Object.keys(IPC_CHANNELS)).toContain(resourceChannelName(resource.key, op));
  });

  it('has a screen the router reaches: in Settings, or its own console route showing the admin screen', () => {
    const { screen } = resource;
    if (screen.console !== undefined) {
      const route = CONSOLE_SCREENS.find((r) => r.path.endsWith(`/${screen.console}`));
      expect(route?.view, `${resource.key} screen ${screen.console}`).toBe('resources.ResourceScreen');
      expect(resourceOfPath(route?.path ?? '')).toBe(resource);
      return;
    }
    const route = CONSOLE_SCREENS.find((r) => r.path.endsWith(`/settings/${screen.path}`));
    expect(route?.settingsTab, `${resource.key} screen ${screen.path}`).toBe(screen.tab);
    expect(resourceOfSettingsPath(route?.path ?? '')).toBe(resource);
    expect(
      SETTINGS_ENTRIES.find((e) => e.route === route),
      `${resource.key} is in the settings sidebar`,
    ).toMatchObject({ area: screen.tab, built: true });
  });

  it('names only real fields and resources in its form hints', () => {
    const keys = rowKeys(resource.row);
    for (const column of resource.form.columns) expect(keys).toContain(column.key);
    for (const field of resource.form.fields) expect(keys).toContain(field.name);
    const known = RESOURCES.map((r) => r.key as string);
    for (const field of resource.form.fields)
      if (field.kind === 'reference' || field.kind === 'members') expect(known).toContain(field.resource);
  });
});

describe('the registry', () => {
  it('has unique keys, screens and route paths', () => {
    const keys = RESOURCES.map((r) => r.key);
    expect(new Set(keys).size).toBe(keys.length);
    const screens = RESOURCES.map((r) => screenRoute(r.screen));
    expect(new Set(screens).size).toBe(screens.length);
    const routes = RESOURCES.flatMap((r) =>
      Object.values(r.routes).flatMap((c: RouteContract | undefined) => (c ? [`${c.method} ${c.path}`] : [])),
    );
    expect(new Set(routes).size).toBe(routes.length);
  });
});
