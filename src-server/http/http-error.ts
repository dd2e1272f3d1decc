import type { FieldErrors } from '../../src-shared/schemas/envelope.js';
import { API_MESSAGES } from '../../src-shared/errors.js';

/** An error whose message is safe to show the caller; anything else becomes a generic 500. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
    /** A pushed mutation's outcome code when the status's own does not say it (sync/push-service.ts). */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const unauthorized = (message: string = API_MESSAGES.unauthorized) => new HttpError(401, message);
export const forbidden = (message: string = API_MESSAGES.forbidden) => new HttpError(403, message);
export const notFound = (message: string = API_MESSAGES.notFound) => new HttpError(404, message);
export const badRequest = (message: string) => new HttpError(400, message);
export const conflict = (message: string) => new HttpError(409, message);

/** What a lookup found, or a 404 with `message` when it found nothing. */
export function orNotFound<T>(found: T | null | undefined, message?: string): T {
  if (found === null || found === undefined) throw notFound(message);
  return found;
}

/** A 429 that tells the caller when to try again (the error handler sends it as Retry-After). */
export class TooManyRequestsError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, API_MESSAGES.tooManyRequests);
  }
}
export const tooManyRequests = (retryAfterSeconds: number) => new TooManyRequestsError(retryAfterSeconds);
