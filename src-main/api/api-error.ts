import type { FieldErrors } from '../../src-shared/schemas/envelope.js';

export type ApiErrorCode =
  | 'network'
  | 'http'
  | 'operation_failed'
  | 'rate_limited'
  | 'no_restaurant'
  | 'invalid_response'
  /** Offline sign-in refused by this terminal's verifier (wrong password, unknown user, too old). */
  | 'offline_refused';

/** Every failure of the tenant-API client: the spec §8 text plus what a screen needs to show it. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number | undefined;
  readonly code: ApiErrorCode;
  readonly errors: FieldErrors | undefined;
  /** The parsed response body, when there was one (login failure reads its message/error field). */
  readonly body: unknown;

  constructor(
    message: string,
    options: { code: ApiErrorCode; status?: number; errors?: FieldErrors; body?: unknown; cause?: unknown },
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = options.code;
    this.status = options.status;
    this.errors = options.errors;
    this.body = options.body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
