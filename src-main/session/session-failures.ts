// How the session reads a failed call to the API: whether the server ended the session, whether it
// answered at all, and the sign-in error staff see.
import { loginFailureMessage } from '../../src-shared/session-logic.js';
import { ApiError, isApiError } from '../api/api-error.js';

/**
 * Only the server can end a session: a 401 or 403 (refresh token revoked, expired or unknown; user
 * deactivated; password no longer valid). No network, a timeout, 429 or 5xx say nothing about the
 * session, so it is kept.
 */
export function isDefinitiveRefusal(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || error.status === 403);
}

/** Sign-in falls back to this terminal's offline verifier only when the server gave no answer. */
export function isUnreachable(error: unknown): boolean {
  if (!isApiError(error)) return true;
  if (error.code === 'network') return true;
  return error.code === 'http' && error.status !== undefined && (error.status === 408 || error.status >= 500);
}

/** The error a failed sign-in request throws, with the message staff read on the login page. */
export function signInFailure(error: unknown): ApiError {
  return isApiError(error)
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

/** The `message` a password-reset answer carries, when it carries one. */
export function messageOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const message = (body as { message?: unknown }).message;
  return typeof message === 'string' && message.length > 0 ? message : null;
}
