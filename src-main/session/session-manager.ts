// Spec §4 Session and Role resolution: sign-in, silent refresh at start, proactive refresh before
// exp, logout, allowed roles and the effective role. Emits every change through `onChange`.
import { z } from 'zod';
import { apiPath } from '../../src-shared/api-routes.js';
import { API_MESSAGES } from '../../src-shared/errors.js';
import {
  roleTypeSchema,
  type Session,
  type SignInRequest,
  type User,
} from '../../src-shared/schemas/auth.js';
import {
  allowedRoleNames,
  extractTokenPayload,
  loginFailureMessage,
  refreshDelayMs,
  resolveEffectiveRole,
  restaurantIdOfUser,
} from '../../src-shared/session-logic.js';
import type { ApiClient } from '../api/api-client.js';
import { ApiError, isApiError } from '../api/api-error.js';
import type { TokenStore } from './token-store.js';

export interface SessionManagerOptions {
  api: ApiClient;
  tokenStore: TokenStore;
  onChange: (session: Session) => void;
  now?: () => number;
  log?: (message: string, error?: unknown) => void;
}

interface SignedIn {
  token: string;
  user: User;
  allowedRoles: string[];
  role: string;
}

const roleTypesSchema = z.array(roleTypeSchema);

export class SessionManager {
  private signedIn: SignedIn | null = null;
  private loading = false;
  private refreshing = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private refreshInFlight: Promise<string | null> | null = null;
  /** Spec §6: a restaurant that returned no role types is remembered and not asked again. */
  private readonly restaurantsWithoutRoles = new Set<number>();
  private readonly now: () => number;
  private readonly log: (message: string, error?: unknown) => void;

  constructor(private readonly options: SessionManagerOptions) {
    this.now = options.now ?? Date.now;
    this.log = options.log ?? (() => undefined);
    options.api.setAuthRefresher(() => this.refresh());
  }

  snapshot(): Session {
    return {
      user: this.signedIn?.user ?? null,
      loading: this.loading,
      refreshing: this.refreshing,
      allowedRoles: this.signedIn?.allowedRoles ?? null,
      role: this.signedIn?.role ?? null,
    };
  }

  /** Restores the stored refresh cookie and tries one silent refresh, showing a loading state. */
  async start(): Promise<Session> {
    this.loading = true;
    this.emit();
    try {
      const stored = await this.options.tokenStore.load();
      if (stored) this.options.api.cookieJar.restore(stored.cookies);
      await this.refresh();
    } finally {
      this.loading = false;
      this.emit();
    }
    return this.snapshot();
  }

  async signIn(request: SignInRequest): Promise<Session> {
    let body: unknown;
    try {
      body = await this.options.api.post(apiPath('signIn'), { json: request, refreshOnAuthError: false });
    } catch (error) {
      throw isApiError(error)
        ? new ApiError(loginFailureMessage(error.body, error.message), {
            code: error.code,
            status: error.status,
            errors: error.errors,
            body: error.body,
          })
        : new ApiError(loginFailureMessage(undefined, error instanceof Error ? error.message : null), {
            code: 'http',
          });
    }
    const payload = extractTokenPayload(body);
    if (!payload) throw new ApiError(loginFailureMessage(body, null), { code: 'invalid_response', body });
    try {
      await this.establish(payload.token, payload.user);
    } catch (error) {
      this.clearLocal();
      this.emit();
      throw new ApiError(loginFailureMessage(undefined, error instanceof Error ? error.message : null), {
        code: isApiError(error) ? error.code : 'http',
      });
    }
    this.emit();
    return this.snapshot();
  }

  /** One silent refresh; concurrent callers share it. Resolves to the new token, or null (cleared). */
  refresh(): Promise<string | null> {
    this.refreshInFlight ??= this.runRefresh().finally(() => {
      this.refreshInFlight = null;
    });
    return this.refreshInFlight;
  }

  async signOut(): Promise<Session> {
    const api = this.options.api;
    if (api.getAccessToken() !== null || api.cookieJar.serialize().length > 0) {
      try {
        await api.post(apiPath('logout'), { refreshOnAuthError: false, retry: false });
      } catch (error) {
        // The local sign-out still happens: staff asked to leave, and the server revokes on expiry.
        this.log('Server logout failed', error);
      }
    }
    this.clearLocal();
    this.restaurantsWithoutRoles.clear();
    api.cookieJar.clear();
    await this.options.tokenStore.clear();
    this.emit();
    return this.snapshot();
  }

  async forgotPassword(email: string): Promise<{ message: string }> {
    const body = await this.options.api.post(apiPath('forgotPassword'), {
      json: { email },
      refreshOnAuthError: false,
    });
    return { message: messageOf(body) ?? API_MESSAGES.resetMailSent };
  }

  async resetPassword(input: {
    token: string;
    email: string;
    newPassword: string;
  }): Promise<{ message: string }> {
    const body = await this.options.api.post(apiPath('resetPassword'), {
      json: input,
      refreshOnAuthError: false,
    });
    return { message: messageOf(body) ?? API_MESSAGES.passwordReset };
  }

  dispose(): void {
    this.cancelTimer();
  }

  private async runRefresh(): Promise<string | null> {
    // Only a refresh without a signed-in user shows as "refreshing": the route guard renders
    // nothing while refreshing, and a background refresh must not blank the console every 14 min.
    const visible = this.signedIn === null;
    if (visible) {
      this.refreshing = true;
      this.emit();
    }
    try {
      const body = await this.options.api.post(apiPath('refreshToken'), { refreshOnAuthError: false });
      const payload = extractTokenPayload(body);
      if (!payload) throw new Error('Refresh answered without a token and user');
      await this.establish(payload.token, payload.user);
      return payload.token;
    } catch (error) {
      // Spec §8: a refresh or role failure clears the session silently. A 401 is the normal
      // "no valid refresh cookie" answer and not worth a log line.
      if (!(isApiError(error) && error.status === 401)) this.log('Silent refresh failed', error);
      this.clearLocal();
      return null;
    } finally {
      this.refreshing = false;
      this.emit();
    }
  }

  private async establish(token: string, user: User): Promise<void> {
    const api = this.options.api;
    const restaurantId = restaurantIdOfUser(user);
    api.setAccessToken(token);
    api.setRestaurantId(restaurantId);
    const roles = await this.loadRoles(user, restaurantId);
    this.signedIn = { token, user, ...roles };
    this.schedule(token);
  }

  private async loadRoles(
    user: User,
    restaurantId: number | null,
  ): Promise<{ allowedRoles: string[]; role: string }> {
    if (restaurantId === null || this.restaurantsWithoutRoles.has(restaurantId)) {
      return { allowedRoles: [], role: user.roleName };
    }
    const roleTypes = await this.options.api.requestData(
      'GET',
      apiPath('roleTypesByRestaurant', { restaurantId }),
      roleTypesSchema,
      // Inside sign-in/refresh a 401 must not start another refresh (it would wait on itself).
      { restaurantScoped: true, restaurantId, refreshOnAuthError: false },
    );
    if (roleTypes.length === 0) this.restaurantsWithoutRoles.add(restaurantId);
    return {
      allowedRoles: allowedRoleNames(roleTypes, restaurantId, user),
      role: resolveEffectiveRole(user, roleTypes, restaurantId),
    };
  }

  private schedule(token: string): void {
    this.cancelTimer();
    this.timer = setTimeout(
      () => {
        this.timer = null;
        void this.refresh();
      },
      refreshDelayMs(token, this.now()),
    );
    // A pending refresh must not keep a web-mode or test process alive.
    this.timer.unref?.();
  }

  private cancelTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private clearLocal(): void {
    this.cancelTimer();
    this.signedIn = null;
    this.options.api.setAccessToken(null);
    this.options.api.setRestaurantId(null);
  }

  private emit(): void {
    this.options.onChange(this.snapshot());
  }
}

function messageOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const message = (body as { message?: unknown }).message;
  return typeof message === 'string' && message.length > 0 ? message : null;
}
