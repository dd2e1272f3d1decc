// Spec §2 sidebar: 17 entries in order, each under /{restaurantname}/{userroletype}.
import { roleHasPermission, type Permission } from '../../src-shared/permissions.js';
import { RESOURCES } from '../../src-shared/resources/registry.js';

export interface SidebarEntry {
  label: string;
  /** Relative to the console prefix; '' is the prefix root (Dashboard). */
  path: string;
  /** Pages under this path also light the entry (its area of the console). */
  section?: string;
  /** Shown only to a role holding at least one of these (the server refuses the rest with 403). */
  anyOf?: readonly Permission[];
}

/** Settings edits the declared resources: a role that may manage none of them has nothing there. */
const SETTINGS_PERMISSIONS = [...new Set(RESOURCES.map((r) => r.permission.manage))];

export const SIDEBAR_ENTRIES: readonly SidebarEntry[] = [
  { label: 'Dashboard', path: '' },
  { label: 'Reservation', path: '/services/reservationManagement/reservation' },
  { label: 'Grid', path: '/services/reservationManagement/grid' },
  { label: 'Floorplan', path: '/services/reservationManagement/floorplan' },
  { label: 'Requests', path: '/requests' },
  { label: 'Guestlist', path: '/services/reservationManagement/guestlist' },
  {
    label: 'IRD',
    path: '/services/foodOrderManagement/ird/dashboard',
    section: '/services/foodOrderManagement',
  },
  {
    label: 'House Keeping',
    path: '/services/housekeepingMangement/housekeepingDashboard',
    section: '/services/housekeepingMangement',
  },
  {
    label: 'Spa & Wellness',
    path: '/services/spaManagement/spaDashboard',
    section: '/services/spaManagement',
  },
  {
    label: 'Concierge',
    path: '/services/conciergeManagement/conciergeDashboard',
    section: '/services/conciergeManagement',
  },
  {
    label: 'The Market',
    path: '/services/marketManagement/marketDashboard',
    section: '/services/marketManagement',
  },
  { label: 'Clients', path: '/clients' },
  { label: 'Products', path: '/products' },
  { label: 'Marketing', path: '/marketing/promotion', section: '/marketing' },
  { label: 'Reports', path: '/report' },
  { label: 'Settings', path: '/settings/general/venue', section: '/settings', anyOf: SETTINGS_PERMISSIONS },
  { label: 'Contact & Support', path: '/contactSupport' },
];

/** The entries a role sees. */
export function sidebarEntriesFor(role: string | null): SidebarEntry[] {
  return SIDEBAR_ENTRIES.filter(
    (e) => !e.anyOf || (role !== null && e.anyOf.some((p) => roleHasPermission(role, p))),
  );
}

export function sidebarHref(prefix: string, entry: SidebarEntry): string {
  return `${prefix}${entry.path}`;
}

/**
 * The entry to highlight for a path: an entry whose path the current path sits under, else one whose
 * section does (e.g. any /settings/… page lights Settings). Only the prefix root lights Dashboard.
 */
export function activeSidebarEntry(prefix: string, pathname: string): SidebarEntry | null {
  if (pathname !== prefix && !pathname.startsWith(`${prefix}/`)) return null;
  const rest = pathname.slice(prefix.length).replace(/\/+$/, '');
  if (rest === '') return SIDEBAR_ENTRIES[0] ?? null;
  const under = (base: string) => rest === base || rest.startsWith(`${base}/`);
  const direct = SIDEBAR_ENTRIES.filter((e) => e.path !== '' && under(e.path));
  if (direct.length > 0) return direct.reduce((a, b) => (b.path.length > a.path.length ? b : a));
  return SIDEBAR_ENTRIES.find((e) => e.section !== undefined && under(e.section)) ?? null;
}
