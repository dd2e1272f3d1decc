// Settings › Device (spec §2 /settings/device): this terminal's own settings, kept on the terminal
// with main's other settings (electron-store in the app, a `conf` file in web mode), never on the
// server. Main applies the terminal name (its requests carry it, so the audit trail names the
// terminal); the console applies the landing screen, the new-booking sound and the auto-lock.
import { z } from 'zod';

/** Screens a terminal may open on after sign-in (screen-table ids). */
export const LANDING_SCREENS = ['dashboard', 'reservation', 'grid', 'floorplan', 'guestList'] as const;
export type LandingScreen = (typeof LANDING_SCREENS)[number];

export const AUTO_LOCK_MAX_MINUTES = 240;
export const TERMINAL_NAME_MAX = 60;

export const deviceSettingsSchema = z.object({
  /** What staff call this terminal ("Host stand", "Bar iPad"); empty: its id names it. */
  terminal_name: z
    .string()
    .trim()
    .max(TERMINAL_NAME_MAX, `Terminal name cannot exceed ${TERMINAL_NAME_MAX} characters`)
    .regex(/^[^\p{Cc}]*$/u, 'Terminal name cannot contain control characters'),
  landing_screen: z.enum(LANDING_SCREENS, {
    error: `Landing screen must be one of ${LANDING_SCREENS.join(', ')}`,
  }),
  sound_on_new_booking: z.boolean(),
  /** Lock the console after this many idle minutes; 0: never. */
  auto_lock_minutes: z
    .number({ error: 'Auto-lock must be a number of minutes' })
    .int('Auto-lock must be a whole number of minutes')
    .min(0, 'Auto-lock cannot be negative')
    .max(AUTO_LOCK_MAX_MINUTES, `Auto-lock cannot exceed ${AUTO_LOCK_MAX_MINUTES} minutes`),
});
export type DeviceSettings = z.infer<typeof deviceSettingsSchema>;

export const DEFAULT_DEVICE_SETTINGS: DeviceSettings = {
  terminal_name: '',
  landing_screen: 'dashboard',
  sound_on_new_booking: false,
  auto_lock_minutes: 0,
};

/** What this terminal holds locally, for the device screen. */
export const deviceInfoSchema = z.object({
  /** The sync engine's client id (one per mirror file); null before a restaurant is open. */
  terminal_id: z.string().nullable(),
  /** The mirror's size on disk (database and its write-ahead log), bytes; null without one. */
  mirror_bytes: z.number().int().nonnegative().nullable(),
  /** Changes waiting for the server: this user's, and other users' waiting for them to sign in. */
  pending: z.number().int().nonnegative(),
  waiting_for_others: z.number().int().nonnegative(),
  /** When the last complete pull finished (ms since the epoch). */
  last_sync_at: z.number().int().nullable(),
  state: z.enum(['online', 'offline', 'syncing']),
});
export type DeviceInfo = z.infer<typeof deviceInfoSchema>;

/** How the terminal is named in requests and the audit trail: "Host stand (1a2b3c4d)" or its id. */
export function terminalLabel(name: string, terminalId: string): string {
  const trimmed = name.trim();
  return trimmed ? `${trimmed} (${terminalId.slice(0, 8)})` : terminalId;
}

/** The header carrying the terminal's name beside TERMINAL_HEADER (URI-encoded: names may be any text). */
export const TERMINAL_NAME_HEADER = 'x-terminal-name';

/** Whether the console should lock: auto-lock on and the last activity longer ago than its minutes. */
export function shouldLock(autoLockMinutes: number, lastActivityMs: number, nowMs: number): boolean {
  return autoLockMinutes > 0 && nowMs - lastActivityMs >= autoLockMinutes * 60_000;
}

/** Reservations in `next` that were not in `previous` (a first load announces nothing). */
export function newBookingIds(previous: ReadonlySet<string> | null, next: readonly string[]): string[] {
  if (previous === null) return [];
  return next.filter((id) => !previous.has(id));
}
