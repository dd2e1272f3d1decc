// Spec §4 Session and Role resolution: sign-in, silent refresh at start, proactive refresh before
// exp, logout, allowed roles and the effective role. Emits every change through `onChange`.
import { apiPath } from '../../src-shared/api-routes.js';
import {
  OFFLINE_SIGN_IN_MAX_AGE_MS,
  RETRY,
  SESSION_REFRESH_RETRY_MAX_MS,
} from '../../src-shared/constants.js';
import { API_MESSAGES, OFFLINE_SESSION_TEXTS } from '../../src-shared/errors.js';
import type { EffectiveGrants } from '../../src-shared/schemas/access.js';
import type { Session, SignInRequest, User } from '../../src-shared/schemas/auth.js';
import {
  extractTokenPayload,
  jwtVerifierEpoch,
  loginFailureMessage,
  refreshDelayMs,
  restaurantIdOfUser,
} from '../../src-shared/session-logic.js';
import type { ApiClient } from '../api/api-client.js';
import { ApiError, isApiError } from '../api/api-error.js';
import type { OfflineCredentials, OfflineVerifier } from './offline-verifier.js';
import { SessionAccessLoader, type SessionRoles } from './session-access.js';
import { isDefinitiveRefusal, isUnreachable, messageOf, signInFailure } from './session-failures.js';
import type { TokenStore } from './token-store.js';
import { OneShotTimer } from '../one-shot-timer.js';

export { isDefinitiveRefusal } from './session-failures.js';

export interface SessionManagerOptions {
  api: ApiClient;
  tokenStore: TokenStore;
  onChange: (session: Session) => void;
  /** Offline sign-in on a terminal that signed in before; without it sign-in needs the API. */
  offline?: OfflineCredentials;
  log?: (message: string, error?: unknown) => void;
}

interface SignedIn {
  /** Null while signed in offline (no access token until the API returns). */
  token: string | null;
  user: User;
  allowedRoles: string[];
  role: string;
  /** GET /permissions/me; absent when it could not be read (the console falls back to role defaults). */
  grants?: EffectiveGrants;
}

export class SessionManager {
  private signedIn: SignedIn | null = null;
  private loading = false;
  private refreshing = false;
  /** The last call to the API got no answer (network, timeout, 429, 5xx). */
  private unreachable = false;
  /**
   * Signed in offline: the credentials stay in this process's memory only, until the API returns
   * and a silent online sign-in renews the session (or the server refuses them).
   */
  private offlineCredentials: SignInRequest | null = null;
  private refreshFailures = 0;
  private readonly timer = new OneShotTimer();
  private refreshInFlight: Promise<string | null> | null = null;
  /**
   * Bumped by every sign-in and sign-out. A refresh started before one (the previous user's
   * background renewal, still in flight when they signed out) must not land afterwards: it would
   * sign that user back in, or end the next user's session, or leave the next user's screens
   * judged by the previous user's roles.
   */
  private generation = 0;
  private readonly access: SessionAccessLoader;
  private readonly log: (message: string, error?: unknown) => void;

  constructor(private readonly options: SessionManagerOptions) {
    this.log = options.log ?? (() => undefined);
    this.access = new SessionAccessLoader(options.api, this.log);
    options.api.setAuthRefresher(() => this.refresh());
  }

  snapshot(): Session {
    return {
      user: this.signedIn?.user ?? null,
      loading: this.loading,
      refreshing: this.refreshing,
      allowedRoles: this.signedIn?.allowedRoles ?? null,
      role: this.signedIn?.role ?? null,
      ...(this.signedIn?.grants ? { grants: this.signedIn.grants } : {}),
      connection:
        this.signedIn !== null && this.offlineCredentials !== null
          ? 'offline-sign-in'
          : this.unreachable
            ? 'unreachable'
            : 'online',
    };
  }

  /** The restaurant whose mirror should be open: the signed-in user's, online or offline. */
  activeRestaurantId(): number | null {
    return this.signedIn === null ? null : this.options.api.getRestaurantId();
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
    this.generation += 1;
    let body: unknown;
    try {
      body = await this.options.api.post(apiPath('signIn'), { json: request, refreshOnAuthError: false });
    } catch (error) {
      if (isUnreachable(error) && this.options.offline) {
        this.unreachable = true;
        return this.signInOffline(request);
      }
      if (isApiError(error) && error.status !== undefined) this.markReachable();
      // The server refused these credentials for good (wrong or changed password, deactivated):
      // this terminal must not let them in offline either.
      if (isDefinitiveRefusal(error)) await this.forgetOffline(request.email);
      throw signInFailure(error);
    }
    this.markReachable();
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
    this.offlineCredentials = null;
    await this.rememberOffline(request.password);
    this.emit();
    return this.snapshot();
  }

  /** One silent refresh; concurrent callers share it. Resolves to the new token, or null. */
  refresh(): Promise<string | null> {
    this.refreshInFlight ??= this.runRefresh().finally(() => {
      this.refreshInFlight = null;
    });
    return this.refreshInFlight;
  }

  async signOut(): Promise<Session> {
    this.generation += 1;
    const api = this.options.api;
    const email = this.signedIn?.user.email ?? this.offlineCredentials?.email ?? null;
    if (api.getAccessToken() !== null || api.cookieJar.serialize().length > 0) {
      try {
        await api.post(apiPath('logout'), { refreshOnAuthError: false, retry: false });
      } catch (error) {
        // The local sign-out still happens: staff asked to leave, and the server revokes on expiry.
        this.log('Server logout failed', error);
      }
    }
    // Sign-out deletes this user's offline verifier: the next sign-in here must be online.
    if (email !== null && this.options.offline) {
      await this.options.offline
        .forget(email)
        .catch((error: unknown) => this.log('Could not delete the offline verifier', error));
    }
    this.clearLocal();
    this.access.clear();
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
    this.timer.cancel();
  }

  private async signInOffline(request: SignInRequest): Promise<Session> {
    const offline = this.options.offline;
    if (!offline) throw new ApiError(OFFLINE_SESSION_TEXTS.neverSignedInHere, { code: 'offline_refused' });
    const check = await offline.check(request.email, request.password, this.options.api.serverNow());
    if (!check.ok) {
      this.emit();
      const message =
        check.reason === 'unknown'
          ? OFFLINE_SESSION_TEXTS.neverSignedInHere
          : check.reason === 'expired'
            ? OFFLINE_SESSION_TEXTS.expired(Math.round(OFFLINE_SIGN_IN_MAX_AGE_MS / 86_400_000))
            : OFFLINE_SESSION_TEXTS.wrongPassword;
      throw new ApiError(message, { code: 'offline_refused' });
    }
    const { verifier } = check;
    const api = this.options.api;
    // A refresh cookie left by whoever used this terminal last must not renew this session as them:
    // this session is renewed with its own credentials when the API returns.
    if (api.cookieJar.serialize().length > 0) api.cookieJar.clear();
    this.timer.cancel();
    api.setAccessToken(null);
    api.setRestaurantId(verifier.restaurantId);
    this.signedIn = {
      token: null,
      user: verifier.user,
      allowedRoles: verifier.allowedRoles,
      role: verifier.role,
      ...(verifier.grants ? { grants: verifier.grants } : {}),
    };
    this.offlineCredentials = { email: request.email, password: request.password };
    this.refreshFailures = 0;
    this.scheduleRetry();
    this.emit();
    return this.snapshot();
  }

  private async runRefresh(): Promise<string | null> {
    // Only a refresh without a signed-in user shows as "refreshing": the route guard renders
    // nothing while refreshing, and a background refresh must not blank the console every 14 min.
    const visible = this.signedIn === null;
    const generation = this.generation;
    const stale = () => generation !== this.generation;
    if (visible) {
      this.refreshing = true;
      this.emit();
    }
    try {
      const credentials = this.offlineCredentials;
      let body: unknown;
      try {
        body = credentials
          ? await this.options.api.post(apiPath('signIn'), { json: credentials, refreshOnAuthError: false })
          : // The session's own renewal is paced by token expiry and the retry backoff; the per-URL
            // guard would otherwise refuse it after many renewals and leave the session to lapse.
            await this.options.api.post(apiPath('refreshToken'), { refreshOnAuthError: false, sync: true });
      } catch (error) {
        if (stale()) return null;
        return await this.refreshFailed(error);
      }
      // A sign-in or sign-out happened meanwhile: this answer belongs to a session that is gone.
      if (stale()) return null;
      const payload = extractTokenPayload(body);
      if (!payload) return await this.refreshFailed(new Error('Refresh answered without a token and user'));
      this.markReachable();
      const previous = this.signedIn;
      if (previous !== null && previous.user.id !== payload.user.id) {
        // Never continue one user's session as another's.
        return await this.refreshFailed(
          new ApiError('The session belongs to another user', { code: 'http', status: 401 }),
        );
      }
      try {
        await this.establish(payload.token, payload.user, stale);
      } catch (error) {
        if (stale()) return null;
        return await this.refreshFailed(error);
      }
      if (stale()) return null;
      if (credentials) {
        this.offlineCredentials = null;
        await this.rememberOffline(credentials.password);
      } else await this.confirmOffline();
      return payload.token;
    } finally {
      this.refreshing = false;
      this.emit();
    }
  }

  /** A definitive refusal ends the session; anything else keeps it and tries again later. */
  private async refreshFailed(error: unknown): Promise<null> {
    if (isDefinitiveRefusal(error)) {
      // Refused for good (sessions revoked, password changed, deactivated): the user's offline
      // verifier goes too, or they would still sign in here offline for days.
      const email = this.signedIn?.user.email ?? this.offlineCredentials?.email ?? null;
      if (email !== null) await this.forgetOffline(email);
      // Spec §8: a refresh or role failure clears the session silently. A 401 is the normal
      // "no valid refresh cookie" answer and not worth a log line. The outbox stays in the
      // mirror for this user's next sign-in.
      if (!(isApiError(error) && error.status === 401)) this.log('Session ended by the server', error);
      this.markReachable();
      this.clearLocal();
      return null;
    }
    this.log('Session kept: the server could not be reached; retrying', error);
    this.unreachable = true;
    if (this.signedIn !== null) this.scheduleRetry();
    return null;
  }

  private markReachable(): void {
    this.unreachable = false;
    this.refreshFailures = 0;
  }

  private async forgetOffline(email: string): Promise<void> {
    await this.options.offline
      ?.forget(email)
      .catch((error: unknown) => this.log('Could not delete the offline verifier', error));
  }

  /** What the offline verifier keeps of the session, apart from the password. */
  private offlineRecord(signedIn: SignedIn): Omit<OfflineVerifier, 'passwordHash' | 'email'> {
    const epoch = signedIn.token === null ? null : jwtVerifierEpoch(signedIn.token);
    return {
      user: signedIn.user,
      allowedRoles: signedIn.allowedRoles,
      role: signedIn.role,
      ...(signedIn.grants ? { grants: signedIn.grants } : {}),
      ...(epoch === null ? {} : { epoch }),
      restaurantId: this.options.api.getRestaurantId(),
      confirmedAt: this.options.api.serverNow(),
    };
  }

  private async rememberOffline(password: string): Promise<void> {
    const offline = this.options.offline;
    const signedIn = this.signedIn;
    if (!offline || !signedIn) return;
    await offline
      .remember({ password, ...this.offlineRecord(signedIn) })
      .catch((error: unknown) => this.log('Could not keep the offline verifier', error));
  }

  private async confirmOffline(): Promise<void> {
    const offline = this.options.offline;
    const signedIn = this.signedIn;
    if (!offline || !signedIn) return;
    await offline
      .confirm(this.offlineRecord(signedIn))
      .catch((error: unknown) => this.log('Could not update the offline verifier', error));
  }

  /** `stale` says a newer sign-in or sign-out took over meanwhile: then nothing is kept. */
  private async establish(token: string, user: User, stale: () => boolean = () => false): Promise<void> {
    const api = this.options.api;
    const restaurantId = restaurantIdOfUser(user);
    const previous = this.signedIn;
    api.setAccessToken(token);
    api.setRestaurantId(restaurantId);
    let roles: SessionRoles;
    try {
      roles = await this.access.loadRoles(user, restaurantId);
    } catch (error) {
      // A renewal whose role reload got no answer keeps the roles already known for this user.
      if (previous === null || previous.user.id !== user.id || isDefinitiveRefusal(error)) throw error;
      this.log('Role types could not be reloaded; keeping the known roles', error);
      roles = { allowedRoles: previous.allowedRoles, role: previous.role };
    }
    const grants = await this.access.loadGrants(
      restaurantId,
      previous?.user.id === user.id ? previous.grants : undefined,
    );
    if (stale()) return;
    this.signedIn = { token, user, ...roles, ...(grants ? { grants } : {}) };
    this.schedule(token);
  }

  /** The next refresh, TOKEN_REFRESH.leadMs before exp by the SERVER's clock (learned from responses). */
  private schedule(token: string): void {
    this.setTimer(refreshDelayMs(token, this.options.api.serverNow()));
  }

  /** After a refresh the server did not answer: spec §9 backoff, capped. */
  private scheduleRetry(): void {
    const delay = Math.min(
      SESSION_REFRESH_RETRY_MAX_MS,
      RETRY.delayMs * RETRY.multiplier ** Math.min(this.refreshFailures, 16),
    );
    this.refreshFailures += 1;
    this.setTimer(delay);
  }

  private setTimer(delayMs: number): void {
    this.timer.schedule(delayMs, () => void this.refresh());
  }

  private clearLocal(): void {
    this.timer.cancel();
    this.signedIn = null;
    this.offlineCredentials = null;
    this.refreshFailures = 0;
    this.options.api.setAccessToken(null);
    this.options.api.setRestaurantId(null);
  }

  private emit(): void {
    this.options.onChange(this.snapshot());
  }
}
