// Spec §2 sidebar: 17 entries in order, each under /{restaurantname}/{userroletype}, with ours
// (Refused changes, Messages) among them. Derived from the screen table: an entry is a screen with a
// `sidebar` hint, in the table's order.
import { roleHasPermission, type Permission } from '../../src-shared/permissions.js';
import { CONSOLE_SCREENS } from '../screens/screen-table.js';
import { CONSOLE_PREFIX, type SidebarCount } from '../screens/screen-entry.js';
import type { Translate } from '../i18n/translate.js';
import type { SidebarIconName } from './sidebar-icons.js';

export interface SidebarEntry {
  label: string;
  icon: SidebarIconName;
  /** Relative to the console prefix; '' is the prefix root (Dashboard). */
  path: string;
  /** Pages under this path also light the entry (its area of the console). */
  section?: string;
  /** Shown only to a role holding at least one of these (the server refuses the rest with 403). */
  anyOf?: readonly Permission[];
  /** Where the entry leads in a venue without in-room dining (the IRD entry: the restaurant's live board). */
  withoutInRoomDining?: string;
  /** A live count shown beside the name and said in it (Messages: the unread staff messages). */
  count?: SidebarCount;
}

/** What of the venue decides where an entry leads. */
export interface VenueServices {
  inRoomDining: boolean;
}

export const SIDEBAR_ENTRIES: readonly SidebarEntry[] = CONSOLE_SCREENS.flatMap((screen) =>
  screen.sidebar ? [{ ...screen.sidebar, path: screen.path.slice(CONSOLE_PREFIX.length) }] : [],
);

/**
 * The entries a user sees: by the permissions they hold now (the session's grants), or by a role's
 * defaults when given a role name.
 */
export function sidebarEntriesFor(who: string | ReadonlySet<string> | null): SidebarEntry[] {
  const holds = (p: Permission) =>
    who !== null && (typeof who === 'string' ? roleHasPermission(who, p) : who.has(p));
  return SIDEBAR_ENTRIES.filter((e) => !e.anyOf || e.anyOf.some(holds));
}

export function sidebarHref(
  prefix: string,
  entry: SidebarEntry,
  venue: VenueServices = { inRoomDining: true },
): string {
  if (!venue.inRoomDining && entry.withoutInRoomDining !== undefined)
    return `${prefix}${entry.withoutInRoomDining}`;
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

/** What the sidebar reads the entries' counts from (null: not known yet). */
export type SidebarCounts = Record<SidebarCount, number | null>;

/**
 * An entry as the sidebar shows it: its name in the console's language, with its count once known
 * ("Messages, 3 unread"), and the count on a badge while there is anything unread.
 */
export function sidebarEntryView(
  entry: SidebarEntry,
  counts: SidebarCounts,
  t: Translate,
): { label: string; name: string; badge: number | null } {
  const label = t(`sidebar.entries.${entry.label}`, { defaultValue: entry.label });
  const count = entry.count ? counts[entry.count] : null;
  if (count === null) return { label, name: label, badge: null };
  return { label, name: t('sidebar.unread', { entry: label, count }), badge: count > 0 ? count : null };
}
