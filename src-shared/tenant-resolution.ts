// Spec §5 "Tenant identifier resolution order", as one pure function so the console, web mode and
// tests agree on which tenant a call belongs to.
import { DEFAULT_TENANT_SLUG, KNOWN_TENANT_SUBDOMAINS } from './constants.js';

export interface TenantSources {
  /** Step 1: a tenant someone set explicitly (slug or id). */
  explicitTenant?: string | number | null;
  /** Step 2: the restaurant id the API service holds. */
  apiRestaurantId?: string | number | null;
  /** Step 3: the page's host name, e.g. "console.example.com" (a port is ignored). */
  host?: string | null;
  /** Step 4: the page's path, e.g. "/harbour-bistro/admin". */
  path?: string | null;
  /** Step 5: the stored tenantId. */
  storedTenantId?: string | number | null;
}

export type TenantSource = 'explicit' | 'apiService' | 'subdomain' | 'path' | 'stored' | 'default';

export interface ResolvedTenant {
  tenant: string;
  source: TenantSource;
}

const PATH_SEGMENT = /^[a-z0-9-]+$/;
const ALL_DIGITS = /^\d+$/;

function present(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  return text.length > 0 ? text : null;
}

/** Spec §9: a restaurant id read from a URL counts only if it is all digits. */
export function restaurantIdFromUrlSegment(segment: string | null | undefined): number | null {
  if (!segment || !ALL_DIGITS.test(segment)) return null;
  const id = Number(segment);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function firstHostLabel(host: string | null | undefined): string | null {
  const name = present(host)?.toLowerCase().replace(/:\d+$/, '');
  if (!name) return null;
  return name.split('.')[0] ?? null;
}

function firstPathSegment(path: string | null | undefined): string | null {
  const clean = present(path)?.split(/[?#]/)[0];
  if (!clean) return null;
  return clean.split('/').find((segment) => segment.length > 0) ?? null;
}

export function resolveTenant(sources: TenantSources): ResolvedTenant {
  const explicit = present(sources.explicitTenant);
  if (explicit) return { tenant: explicit, source: 'explicit' };

  const apiId = present(sources.apiRestaurantId);
  if (apiId && restaurantIdFromUrlSegment(apiId) !== null) return { tenant: apiId, source: 'apiService' };

  const label = firstHostLabel(sources.host);
  if (label && (KNOWN_TENANT_SUBDOMAINS as readonly string[]).includes(label)) {
    return { tenant: label, source: 'subdomain' };
  }

  const segment = firstPathSegment(sources.path);
  if (segment && PATH_SEGMENT.test(segment)) return { tenant: segment, source: 'path' };

  const stored = present(sources.storedTenantId);
  if (stored) return { tenant: stored, source: 'stored' };

  return { tenant: DEFAULT_TENANT_SLUG, source: 'default' };
}
