// Business constants and limits of spec §9, with the exact numbers the spec gives.

export const TIMEOUTS_MS = {
  default: 30_000,
  upload: 60_000,
  download: 120_000,
  realtime: 15_000,
} as const;

export const RETRY = {
  maxAttempts: 3,
  delayMs: 1_000,
  multiplier: 2,
} as const;

export const GET_CACHE = {
  ttlMs: 5 * 60_000,
  maxSize: 100,
} as const;

/** Client-side guard: one URL may be called at most this often in the window (sync calls exempt). */
export const CLIENT_RATE_LIMIT = {
  maxRequests: 100,
  windowMs: 15 * 60_000,
} as const;

export const WEBSOCKET_CLIENT = {
  reconnectAttempts: 5,
  reconnectDelayMs: 1_000,
  heartbeatMs: 30_000,
} as const;

export const SOCKET_DEFAULTS = {
  reconnectionDelayMs: 1_000,
  reconnectionDelayMaxMs: 5_000,
  randomizationFactor: 0.5,
  connectTimeoutMs: 20_000,
} as const;

export const PERSISTENCE = {
  rehydrateTimeoutMs: 5_000,
  storeVersion: 1,
  devTools: false,
  stateCheckWarningMs: 128,
} as const;

export const TOKEN_REFRESH = {
  /** Refresh this long before the access token's exp. */
  leadMs: 60_000,
  /** Never schedule a refresh sooner than this. */
  minimumWaitMs: 5_000,
} as const;

/** Access tokens live 15 minutes (exp claim in seconds). */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/**
 * A refresh the server did not answer (no network, timeout, 429, 5xx) keeps the session and is
 * tried again after RETRY.delayMs × RETRY.multiplier^n, never later than this.
 */
export const SESSION_REFRESH_RETRY_MAX_MS = 60_000;

/** How long after its last online sign-in or refresh a user may sign in offline on a terminal. */
export const OFFLINE_SIGN_IN_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** A wrong offline password waits this long, doubling per failure up to the maximum. */
export const OFFLINE_SIGN_IN_PENALTY = { firstMs: 1_000, maxMs: 30_000 } as const;
/** Refresh tokens (rotating, httpOnly cookie) live 30 days. */
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
/** Password reset tokens are single-use and expire after an hour. */
export const PASSWORD_RESET_TTL_SECONDS = 60 * 60;

export const DATE_FORMAT_DISPLAY = 'MM/DD/YYYY';
export const WEEK_STRIP_DAYS = 7;

export const RESERVATION_DRAFT_DEFAULTS = {
  guest_count: 0,
  table_number: 'T1',
  status: 'Booked',
} as const;

export const SEATING_AREA_DEFAULTS = { sa_order: 0, status: 1 } as const;
export const TABLE_STATUS = { active: 1, inactive: 0 } as const;
export const PRODUCT_DEFAULTS = { upsale: 0, cross_Sale: 0 } as const;
export const PRICING_TIER_DEFAULT = 'BASIC';

export const LIST_PAGE_SIZE = 10;
export const CACHE_TTL_MS = {
  tags: 5 * 60_000,
  tableCombinations: 5 * 60_000,
  accessRules: 5 * 60_000,
} as const;

export const COLOURS = {
  tagText: '#423d3a',
  background: '#ffffff',
  emailButton: '#554295',
  themePrimary: '#3B82F6',
  themeSecondary: '#6B7280',
} as const;
export const DEFAULT_FONT = 'Inter';
export const EMAIL_LAYOUT = { headerHeightPx: 120, containerMaxWidthPx: 600 } as const;

export const VENUE_SETTING_DEFAULTS = {
  default_notification_method: 'EMAIL',
  reservation_confirmation_method: 'all',
  credit_card_collection_method: 'manually_enter',
} as const;

export const CONFIRMATION_NOTICE_HOURS = 2;

export const ERROR_REPORTING = { environment: 'production', codeVersion: '1.0.0' } as const;

/** Spec §6: only these role types may open /admin. */
export const ADMIN_ROLES = ['super_admin', 'admin', 'Table_Management_Admin_User'] as const;
/** Every role type the tenant API knows: the admin roles plus the host-stand roles. */
export const ROLE_NAMES = [...ADMIN_ROLES, 'manager', 'host'] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

/** Spec §5/§9: three known tenant subdomains (their names are not shown in the spec; these are ours). */
export const KNOWN_TENANT_SUBDOMAINS = ['console', 'app', 'manage'] as const;
/** Spec §5 step 6: the built-in default tenant slug. */
export const DEFAULT_TENANT_SLUG = 'harbour-bistro';

export const API_BASE_PATH = '/api/v1';
export const DEFAULT_API_PORT = 4000;
export const DEFAULT_WEB_PORT = 4173;

/** The header a console sends its terminal id in (its sync client id), for the audit trail. */
export const TERMINAL_HEADER = 'x-terminal-id';

/**
 * After a webhook signing secret is replaced (a POS secret rotated, a new Stripe key's endpoint, a
 * new Mailgun signing key), deliveries signed with the previous one are still accepted this long, so
 * a provider can be switched over without losing an event.
 */
export const PREVIOUS_SECRET_HOURS = 24;
