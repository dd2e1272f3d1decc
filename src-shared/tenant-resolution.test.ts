import { describe, expect, it } from 'vitest';
import { DEFAULT_TENANT_SLUG } from './constants.js';
import { resolveTenant, restaurantIdFromUrlSegment } from './tenant-resolution.js';

describe('resolveTenant (spec §5 order)', () => {
  const all = {
    explicitTenant: 'chosen',
    apiRestaurantId: 7,
    host: 'console.example.com',
    path: '/quay-cafe/admin',
    storedTenantId: 'stored-one',
  };

  it('prefers the explicit tenant over everything', () => {
    expect(resolveTenant(all)).toEqual({ tenant: 'chosen', source: 'explicit' });
  });

  it('then the API service restaurant id, only when all digits', () => {
    expect(resolveTenant({ ...all, explicitTenant: null })).toEqual({ tenant: '7', source: 'apiService' });
    expect(resolveTenant({ ...all, explicitTenant: '', apiRestaurantId: '7a' }).source).toBe('subdomain');
  });

  it('then a known subdomain (first host label, port ignored)', () => {
    expect(resolveTenant({ host: 'app.venue.test:8080', path: '/x' })).toEqual({
      tenant: 'app',
      source: 'subdomain',
    });
    expect(resolveTenant({ host: 'www.venue.test', path: '/quay-cafe' })).toEqual({
      tenant: 'quay-cafe',
      source: 'path',
    });
  });

  it('then the first path segment, only lowercase letters, digits and hyphens', () => {
    expect(resolveTenant({ path: '/harbour-bistro/host/floor?x=1' })).toEqual({
      tenant: 'harbour-bistro',
      source: 'path',
    });
    expect(resolveTenant({ path: '/Harbour/host', storedTenantId: 's' })).toEqual({
      tenant: 's',
      source: 'stored',
    });
    expect(resolveTenant({ path: '/a_b', storedTenantId: 12 })).toEqual({ tenant: '12', source: 'stored' });
  });

  it('falls back to the built-in default slug', () => {
    expect(resolveTenant({})).toEqual({ tenant: DEFAULT_TENANT_SLUG, source: 'default' });
    expect(resolveTenant({ path: '/', host: 'localhost', storedTenantId: '  ' })).toEqual({
      tenant: DEFAULT_TENANT_SLUG,
      source: 'default',
    });
  });
});

describe('restaurantIdFromUrlSegment', () => {
  it('accepts only all-digit positive ids', () => {
    expect(restaurantIdFromUrlSegment('42')).toBe(42);
    expect(restaurantIdFromUrlSegment('42a')).toBeNull();
    expect(restaurantIdFromUrlSegment('-4')).toBeNull();
    expect(restaurantIdFromUrlSegment('0')).toBeNull();
    expect(restaurantIdFromUrlSegment('')).toBeNull();
    expect(restaurantIdFromUrlSegment(undefined)).toBeNull();
  });
});
