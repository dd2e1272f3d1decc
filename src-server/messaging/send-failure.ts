// Telling a failure that retrying can fix (the SMTP server is down, a 4xx "try later") from one it
// cannot (the server refused the address with a 5xx reply).

/** A channel refused this message for good (an SMS gateway's invalid number, say). */
export class PermanentSendError extends Error {
  override name = 'PermanentSendError';
}

/** A message that is not to be sent at all (its address is suppressed): the message says why. */
export class NotSent extends Error {
  override name = 'NotSent';
}

export function isPermanentSendFailure(error: unknown): boolean {
  if (error instanceof PermanentSendError) return true;
  // nodemailer puts the SMTP reply code on the error; 5xx is a permanent negative reply (RFC 5321).
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

export function describeSendFailure(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.length > 500 ? `${text.slice(0, 497)}...` : text;
}
