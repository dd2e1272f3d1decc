// Pure session rules of spec §4 (token refresh timing, role resolution) and §8 (login failure
// text), kept free of timers and I/O so they can be tested exhaustively.
import { TOKEN_REFRESH } from './constants.js';
import { SESSION_ERRORS } from './errors.js';
import { type RoleType, type User, tokenPayloadSchema, type TokenPayload } from './schemas/auth.js';

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

// No atob/Buffer here: src-shared runs anywhere, including where neither exists.
function decodeBase64Url(input: string): string | null {
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of input.replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')) {
    const index = BASE64URL.indexOf(char);
    if (index < 0) return null;
    value = (value << 6) | index;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((value >> bits) & 0xff);
    }
  }
  try {
    return decodeURIComponent(bytes.map((b) => `%${b.toString(16).padStart(2, '0')}`).join(''));
  } catch {
    return null;
  }
}

/** A numeric claim of the JWT, or null when absent or the token is not a readable JWT. */
function numericClaim(token: string, name: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  const json = decodeBase64Url(payload);
  if (json === null) return null;
  try {
    const claims: unknown = JSON.parse(json);
    if (typeof claims !== 'object' || claims === null) return null;
    const value = (claims as Record<string, unknown>)[name];
    return typeof value === 'number' && Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

/** The JWT's `exp` claim (seconds since the epoch), or null when the token is not a readable JWT. */
export function jwtExpirySeconds(token: string): number | null {
  return numericClaim(token, 'exp');
}

/**
 * The user's verifier epoch the access token carries (`vep`): a password change or deactivation
 * bumps it, and an offline verifier of an older epoch holds a password that is no longer valid.
 */
export function jwtVerifierEpoch(token: string): number | null {
  return numericClaim(token, 'vep');
}

/**
 * How long to wait before refreshing: TOKEN_REFRESH.leadMs before exp, never less than the minimum
 * wait (so an almost-expired or unreadable token cannot cause a refresh storm).
 */
export function refreshDelayMs(token: string, nowMs: number): number {
  const exp = jwtExpirySeconds(token);
  if (exp === null) return TOKEN_REFRESH.minimumWaitMs;
  return Math.max(exp * 1000 - nowMs - TOKEN_REFRESH.leadMs, TOKEN_REFRESH.minimumWaitMs);
}

/** Spec §7: the restaurant id is read from `user.user_role_id[0].roletypes.restaurant_id`. */
export function restaurantIdOfUser(user: User): number | null {
  return user.user_role_id[0]?.roletypes.restaurant_id ?? user.restaurantId ?? null;
}

/**
 * Spec §6: allowed roles are the role type names loaded for the restaurant — those the user holds
 * there. A role the restaurant offers but the user does not hold is not allowed, so an admin opening
 * the host console goes to /not-authorized (issue 3's acceptance), not to their 404.
 */
export function allowedRoleNames(roleTypes: readonly RoleType[], restaurantId: number, user: User): string[] {
  const held = new Set(
    user.user_role_id.filter((r) => r.roletypes.restaurant_id === restaurantId).map((r) => r.roletypes.name),
  );
  return [
    ...new Set(
      roleTypes.filter((rt) => rt.restaurant_id === restaurantId && held.has(rt.name)).map((rt) => rt.name),
    ),
  ];
}

/**
 * Spec §4 role resolution: the first role type of the restaurant that the user also holds, else the
 * user's role name.
 */
export function resolveEffectiveRole(
  user: User,
  roleTypes: readonly RoleType[],
  restaurantId: number,
): string {
  const held = new Set(
    user.user_role_id.filter((r) => r.roletypes.restaurant_id === restaurantId).map((r) => r.roletypes.name),
  );
  const match = roleTypes.find((rt) => rt.restaurant_id === restaurantId && held.has(rt.name));
  return match?.name ?? user.roleName;
}

function field(source: unknown, key: string): unknown {
  return typeof source === 'object' && source !== null ? (source as Record<string, unknown>)[key] : undefined;
}

function nonEmptyString(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/**
 * Spec §7 sign-in response: token (or accessToken, or data.accessToken, or data.token) and user (or
 * data.user). Null when either is missing or the user does not match the contract.
 */
export function extractTokenPayload(body: unknown): TokenPayload | null {
  const data = field(body, 'data');
  const token =
    nonEmptyString(field(body, 'token')) ??
    nonEmptyString(field(body, 'accessToken')) ??
    nonEmptyString(field(data, 'accessToken')) ??
    nonEmptyString(field(data, 'token'));
  const user = field(body, 'user') ?? field(data, 'user');
  const parsed = tokenPayloadSchema.safeParse({ token, user });
  return parsed.success ? parsed.data : null;
}

/**
 * Spec §8 login failure: the response's message or error field, else the error's message, else
 * 'Login failed'.
 */
export function loginFailureMessage(responseBody: unknown, errorMessage?: string | null): string {
  return (
    nonEmptyString(field(responseBody, 'message')) ??
    nonEmptyString(field(responseBody, 'error')) ??
    nonEmptyString(errorMessage) ??
    SESSION_ERRORS.loginFailed
  );
}
