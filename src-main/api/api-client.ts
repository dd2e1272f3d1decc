// The tenant-API client (spec §7 "Client behaviour", §8 client-wide, §9 limits) on ky. ky sends one
// attempt at a time; retries, the single silent refresh and error texts live here so each rule of
// the spec has one obvious home.
import { TERMINAL_NAME_HEADER } from '../../src-shared/device/device-settings.js';
import ky, { type KyInstance } from 'ky';
import type { z } from 'zod';
import { API_BASE_PATH, RETRY, TERMINAL_HEADER, TIMEOUTS_MS } from '../../src-shared/constants.js';
import { CLIENT_ERRORS, messageForStatus } from '../../src-shared/errors.js';
import { fieldErrorsSchema } from '../../src-shared/schemas/envelope.js';
import { ApiError } from './api-error.js';
import { CookieJar } from './cookie-jar.js';
import { RateGuard } from './rate-guard.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type TimeoutKind = keyof typeof TIMEOUTS_MS;

export interface RequestOptions {
  json?: unknown;
  /** A multipart/form-data body (spec §7's status create); sent instead of `json`. */
  form?: FormData;
  searchParams?: Record<string, string | number | boolean>;
  /** Sync engine calls and the session's own renewal are exempt from the per-URL rate guard. */
  sync?: boolean;
  timeout?: TimeoutKind;
  /** The call needs a restaurant id; without one it fails before anything is sent. */
  restaurantScoped?: boolean;
  /** Overrides the client's restaurant id for this call. */
  restaurantId?: number | null;
  /** False for sign-in and refresh themselves: a 400/401 there must not trigger a refresh. */
  refreshOnAuthError?: boolean;
  /** False for calls that must not be repeated after a server failure. */
  retry?: boolean;
}

export interface ApiClientOptions {
  /** Tenant-API origin, without /api/v1. */
  apiUrl: string;
  cookieJar?: CookieJar;
  /** Base of "1 s × attempt number"; tests inject a few ms. */
  retryDelayMs?: number;
  timeoutsMs?: Partial<Record<TimeoutKind, number>>;
  now?: () => number;
  rateGuard?: RateGuard;
  /** How retries wait; tests with fake timers inject an immediate one. */
  sleep?: (ms: number) => Promise<void>;
}

/** Returns the new access token, or null when the silent refresh failed. */
export type AuthRefresher = () => Promise<string | null>;

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function bodyField(body: unknown, key: string): unknown {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[key] : undefined;
}

function bodyMessage(body: unknown): string | null {
  const message = bodyField(body, 'message');
  return typeof message === 'string' && message.length > 0 ? message : null;
}

function bodyErrors(body: unknown) {
  const parsed = fieldErrorsSchema.safeParse(bodyField(body, 'errors'));
  return parsed.success ? parsed.data : undefined;
}

function isRetryableStatus(status: number): boolean {
  return status === 408 || status >= 500;
}

export class ApiClient {
  readonly baseUrl: string;
  readonly cookieJar: CookieJar;
  private accessToken: string | null = null;
  private restaurantId: number | null = null;
  /** This terminal's id (its mirror's sync client id), sent for the audit trail once known. */
  private terminalId: string | null = null;
  private terminalName = '';
  private refresher: AuthRefresher | null = null;
  private readonly http: KyInstance;
  private readonly retryDelayMs: number;
  private readonly timeouts: Record<TimeoutKind, number>;
  private readonly rateGuard: RateGuard;
  private readonly now: () => number;
  private readonly sleep: (ms: number) => Promise<void>;
  /** Server clock minus this terminal's clock, learned from each response's Date header. */
  private clockOffsetMs = 0;

  constructor(options: ApiClientOptions) {
    this.baseUrl = `${options.apiUrl.replace(/\/+$/, '')}${API_BASE_PATH}`;
    this.now = options.now ?? Date.now;
    this.sleep = options.sleep ?? realSleep;
    this.cookieJar = options.cookieJar ?? new CookieJar(this.now);
    this.retryDelayMs = options.retryDelayMs ?? RETRY.delayMs;
    this.timeouts = { ...TIMEOUTS_MS, ...options.timeoutsMs };
    this.rateGuard = options.rateGuard ?? new RateGuard(this.now);
    this.http = ky.create({
      prefixUrl: this.baseUrl,
      retry: 0,
      throwHttpErrors: false,
      hooks: {
        beforeRequest: [
          (request) => {
            const cookie = this.cookieJar.cookieHeaderFor(new URL(request.url));
            if (cookie) request.headers.set('cookie', cookie);
          },
        ],
        afterResponse: [
          (request, _options, response) => {
            this.cookieJar.storeFromHeaders(response.headers.getSetCookie(), new URL(request.url));
            this.learnServerClock(response.headers.get('date'));
          },
        ],
      },
    });
  }

  /**
   * The server's clock as best known here: token expiry is the server's time, so refresh timing
   * must not trust a terminal clock that is minutes fast or slow.
   */
  serverNow(): number {
    return this.now() + this.clockOffsetMs;
  }

  /** Server clock minus terminal clock, in ms (0 until a response carried a Date header). */
  serverClockOffsetMs(): number {
    return this.clockOffsetMs;
  }

  private learnServerClock(dateHeader: string | null): void {
    if (dateHeader === null) return;
    const serverMs = Date.parse(dateHeader);
    if (!Number.isFinite(serverMs)) return;
    // The header has whole seconds: the server's moment lies within the second it names.
    this.clockOffsetMs = serverMs + 500 - this.now();
  }

  setAccessToken(token: string | null): void {
    this.accessToken = token;
  }

  getAccessToken(): string | null {
    return this.accessToken;
  }

  /** This terminal's id, as its requests name it (the realtime link names it too). */
  getTerminalId(): string | null {
    return this.terminalId;
  }

  setTerminalId(id: string | null): void {
    this.terminalId = id;
  }

  /** What staff call this terminal (Settings › Device); sent beside its id, empty: not sent. */
  setTerminalName(name: string): void {
    this.terminalName = name.trim();
  }

  setRestaurantId(id: number | null): void {
    this.restaurantId = id;
  }

  getRestaurantId(): number | null {
    return this.restaurantId;
  }

  setAuthRefresher(refresher: AuthRefresher | null): void {
    this.refresher = refresher;
  }

  get(path: string, options?: RequestOptions) {
    return this.request('GET', path, options);
  }

  post(path: string, options?: RequestOptions) {
    return this.request('POST', path, options);
  }

  /** Reads the envelope's `data` and checks it against the contract schema. */
  async requestData<S extends z.ZodType>(
    method: HttpMethod,
    path: string,
    schema: S,
    options?: RequestOptions,
  ): Promise<z.output<S>> {
    const body = await this.request(method, path, options);
    const parsed = schema.safeParse(bodyField(body, 'data'));
    if (!parsed.success) {
      throw new ApiError(CLIENT_ERRORS.unexpected, { code: 'invalid_response', body, cause: parsed.error });
    }
    return parsed.data;
  }

  /** One logical call: guard, attempts with retries, one silent refresh on 400/401. Returns the body. */
  async request(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<unknown> {
    const relative = path.replace(/^\/+/, '');
    const restaurantId = options.restaurantId !== undefined ? options.restaurantId : this.restaurantId;
    if (options.restaurantScoped && restaurantId === null) {
      throw new ApiError(CLIENT_ERRORS.restaurantIdNotFound, { code: 'no_restaurant' });
    }
    if (!options.sync && !this.rateGuard.tryAcquire(this.rateKey(relative, options.searchParams))) {
      throw new ApiError(CLIENT_ERRORS.rateLimitExceeded, { code: 'rate_limited' });
    }

    const maxAttempts = options.retry === false ? 1 : RETRY.maxAttempts;
    let refreshed = options.refreshOnAuthError === false;
    for (let attempt = 1; ;) {
      let response: Response;
      try {
        response = await this.send(method, relative, options, restaurantId);
      } catch (cause) {
        if (attempt < maxAttempts) {
          await this.sleep(this.retryDelayMs * attempt);
          attempt += 1;
          continue;
        }
        throw new ApiError(CLIENT_ERRORS.network, { code: 'network', cause });
      }
      const body = await this.readBody(response);

      if (response.ok) {
        if (bodyField(body, 'success') === false) {
          throw new ApiError(bodyMessage(body) ?? CLIENT_ERRORS.operationFailed, {
            code: 'operation_failed',
            status: response.status,
            errors: bodyErrors(body),
            body,
          });
        }
        return body;
      }

      if ((response.status === 400 || response.status === 401) && !refreshed && this.refresher) {
        refreshed = true;
        const token = await this.refresher().catch(() => null);
        // The repeat with the new token is its own attempt, not one of the three retries.
        if (token) continue;
      } else if (isRetryableStatus(response.status) && attempt < maxAttempts) {
        await this.sleep(this.retryDelayMs * attempt);
        attempt += 1;
        continue;
      }

      throw new ApiError(messageForStatus(response.status, bodyMessage(body)), {
        code: 'http',
        status: response.status,
        errors: bodyErrors(body),
        body,
      });
    }
  }

  /**
   * A GET whose answer is a file (a sync snapshot): the response, body unread, for the caller to
   * stream. One attempt, with one silent refresh on a 400/401 like `request`; a failure answer
   * throws as `request` does.
   */
  async download(path: string, options: RequestOptions = {}): Promise<Response> {
    const relative = path.replace(/^\/+/, '');
    const restaurantId = options.restaurantId !== undefined ? options.restaurantId : this.restaurantId;
    for (let refreshed = false; ; refreshed = true) {
      let response: Response;
      try {
        response = await this.send('GET', relative, options, restaurantId);
      } catch (cause) {
        throw new ApiError(CLIENT_ERRORS.network, { code: 'network', cause });
      }
      if (response.ok) return response;
      const body = await this.readBody(response);
      if ((response.status === 400 || response.status === 401) && !refreshed && this.refresher) {
        const token = await this.refresher().catch(() => null);
        if (token) continue;
      }
      throw new ApiError(messageForStatus(response.status, bodyMessage(body)), {
        code: 'http',
        status: response.status,
        errors: bodyErrors(body),
        body,
      });
    }
  }

  private rateKey(relative: string, searchParams: RequestOptions['searchParams']): string {
    const query = new URLSearchParams(
      Object.entries(searchParams ?? {})
        .map(([k, v]) => [k, String(v)] as [string, string])
        .sort(([a], [b]) => a.localeCompare(b)),
    ).toString();
    return query ? `${relative}?${query}` : relative;
  }

  private send(method: HttpMethod, relative: string, options: RequestOptions, restaurantId: number | null) {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.accessToken) headers.authorization = `Bearer ${this.accessToken}`;
    if (restaurantId !== null) headers['restaurant-id'] = String(restaurantId);
    if (this.terminalId) headers[TERMINAL_HEADER] = this.terminalId;
    if (this.terminalId && this.terminalName)
      headers[TERMINAL_NAME_HEADER] = encodeURIComponent(this.terminalName);
    const searchParams: Record<string, string | number | boolean> = { ...options.searchParams };
    // Spec §7: GET requests carry a timestamp so no cache between here and the API answers stale data.
    if (method === 'GET') searchParams._t = this.now();
    return this.http(relative, {
      method,
      headers,
      searchParams,
      ...(options.form ? { body: options.form } : { json: options.json }),
      timeout: this.timeouts[options.timeout ?? 'default'],
    });
  }

  private async readBody(response: Response): Promise<unknown> {
    const text = await response.text().catch(() => '');
    if (text.length === 0) return null;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
}
