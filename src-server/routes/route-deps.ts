import type { PermissionCache } from '../access/permission-cache.js';
import type { AppDatabase } from '../db/client.js';
import type { RateCounter, RateCounterOptions, SignInRateLimit } from '../http/rate-limiter.js';
import type { SignInThrottle } from '../http/sign-in-throttle.js';
import type { Mailer } from '../mail/mailer.js';
import type { VenueMail } from '../messaging/venue-mail.js';
import type { RealtimeAdmin } from '../realtime/socket-server.js';
import type { MediaStore } from '../media/media-store.js';
import type { ChangeListener } from '../sync/tenant-write.js';
import type { PurposeKeys } from '../auth/purpose-keys.js';

/** What route plugins need from the running server. */
export interface RouteDeps {
  db: AppDatabase;
  /** Signs and verifies access tokens only; every other signature uses its own key in `keys`. */
  jwtKey: Uint8Array;
  /** Keys derived from the secret per purpose (guest links, form tokens, media URLs), purpose-keys.ts. */
  keys: PurposeKeys;
  mailer: Mailer;
  rateLimit: SignInRateLimit;
  /** Forgot/reset password: per IP and per email, counted like sign-in. */
  passwordResetRateLimit: SignInRateLimit;
  /** A sign-in counter: shared by every API node through Redis when REDIS_URL is set, else in this process. */
  rateCounter: (opts: RateCounterOptions) => RateCounter;
  /**
   * Password guesses per account and source address with a progressive delay (sign-in and the
   * current password of a password change), one instance for every route, shared through Redis.
   */
  signInThrottle: SignInThrottle;
  /** Origin of the console, for links in mails. */
  consoleUrl: string;
  /** Pass to withTenantWrite: after a commit with changes it pokes the tenant's socket room. */
  changes: ChangeListener;
  /** Access-token lifetime (env ACCESS_TOKEN_TTL_SECONDS, default 900). */
  accessTokenTtlSeconds: number;
  /** Role types' permission sets by grants version, shared by this node's requests (spec §6 cache). */
  permissionCache: PermissionCache;
  /**
   * Tells the tenant's consoles a widget config changed (spec §7 `widgetConfigUpdate`), through the
   * Redis adapter to every API node; call it after the write commits.
   */
  widgetConfigUpdate: (restaurantId: number, widgetType: string, config: Record<string, unknown>) => void;
  /**
   * Ends sockets whose session ended: every socket of a user (deactivation, password set, membership
   * removed) or of some sign-ins (logout, "sign out everywhere"), on every API node. Call after the commit.
   */
  endSockets: { ofUser(userId: number): void; ofSessions(sessionIds: readonly string[]): void };
  /**
   * Sends an event to every socket of one user in one restaurant (their notifications and staff
   * messages), through the Redis adapter to every API node; call it after the write commits.
   */
  toUser: (restaurantId: number, userId: number, event: string, payload: Record<string, unknown>) => void;
  /** The socket server's admin, once attached (routes are registered before socket.io). */
  realtimeAdmin: () => RealtimeAdmin;
  /** The wall clock; shift-based roles are judged by it (tests move it). */
  now: () => Date;
  /** The API's data dir (PGlite files, mailbox, media). */
  dataDir: string;
  /** Where media bytes live; default: on disk under `dataDir` (src-server/media/media-store.ts). */
  mediaStore?: MediaStore;
  /** A venue's guest mail: its suppression list honoured, through the provider it chose. */
  venueMail: VenueMail;
  /** Mailgun's API origin instead of the region's (a stand-in in tests; MAILGUN_API_BASE). */
  mailgunBase: string | undefined;
  /** Stripe's API origin instead of api.stripe.com (a stand-in in tests; STRIPE_API_BASE). */
  stripeBase: string | undefined;
}
