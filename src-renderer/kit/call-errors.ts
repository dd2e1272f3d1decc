// How a failed call shows in a form: the server's message, and each field's first reason on its
// input (keys may come as "body.email" or "email").
import type { IpcError } from '../../src-shared/ipc/channels.js';

export function fieldErrorsOf(error: IpcError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, reasons] of Object.entries(error.errors ?? {})) {
    const field = key.split('.').pop() ?? key;
    if (reasons[0]) out[field] ??= reasons[0];
  }
  return out;
}

/** The message and every field's reason not already in it, for a notice outside a form. */
export { errorText } from '../data/mutate.js';
