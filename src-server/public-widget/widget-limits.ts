// The public widget's limits, from the environment with documented defaults (README "Public booking
// widget"): requests per IP and per minute for pages and for submissions (counted through the
// API's rate counter, shared by every node through Redis when REDIS_URL is set), and the form token's
// minimum fill time and lifetime.

export interface WidgetLimits {
  /** Pages and scripts per IP per window. */
  pagesPerWindow: number;
  /** Form submissions (book, waitlist, event) per IP per window. */
  submitsPerWindow: number;
  windowMs: number;
  /** A form sent back sooner than this after it was shown is refused as a bot's. */
  minFillMs: number;
  /** A form older than this is refused as expired. */
  tokenMaxAgeMs: number;
}

export const DEFAULT_WIDGET_LIMITS: WidgetLimits = {
  pagesPerWindow: 120,
  submitsPerWindow: 10,
  windowMs: 60_000,
  minFillMs: 3_000,
  tokenMaxAgeMs: 2 * 60 * 60_000,
};

function whole(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${raw}".`);
  return value;
}

/**
 * WIDGET_PAGE_LIMIT (120), WIDGET_SUBMIT_LIMIT (10) per WIDGET_RATE_WINDOW_SECONDS (60);
 * WIDGET_MIN_FILL_MS (3000); WIDGET_TOKEN_MAX_AGE_MINUTES (120).
 */
export function widgetLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): WidgetLimits {
  const d = DEFAULT_WIDGET_LIMITS;
  return {
    pagesPerWindow: whole(env, 'WIDGET_PAGE_LIMIT', d.pagesPerWindow, 1, 1_000_000),
    submitsPerWindow: whole(env, 'WIDGET_SUBMIT_LIMIT', d.submitsPerWindow, 1, 1_000_000),
    windowMs: whole(env, 'WIDGET_RATE_WINDOW_SECONDS', d.windowMs / 1000, 1, 86_400) * 1000,
    minFillMs: whole(env, 'WIDGET_MIN_FILL_MS', d.minFillMs, 0, 600_000),
    tokenMaxAgeMs:
      whole(env, 'WIDGET_TOKEN_MAX_AGE_MINUTES', d.tokenMaxAgeMs / 60_000, 1, 7 * 24 * 60) * 60_000,
  };
}
