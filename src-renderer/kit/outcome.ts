// One outcome model for every write a screen makes: success, refused (with the server's own
// text and field reasons) or pending (queued on this terminal while offline, to sync later).
// A failed result is never a success, whatever the caller asks for.
import type { IpcError } from '../../src-shared/ipc/channels.js';
import { errorText } from '../data/mutate.js';

export type Outcome =
  | { kind: 'success'; text: string }
  | { kind: 'refused'; text: string; fields?: Readonly<Record<string, string>> }
  | { kind: 'pending'; text: string };

type Settled = { ok: true } | { ok: false; error: IpcError };

export interface OutcomeTexts {
  /** The spec's success text of the write. */
  success: string;
  /** Shown instead of success when the write was only queued (offline); e.g. "Pending sync". */
  pending?: string;
  /** True when this terminal is offline, so an accepted write is queued, not done. */
  offline?: boolean;
}

/** The first reason of each refused field, for a form's setErrors. */
export function fieldReasons(error: IpcError): Record<string, string> {
  return Object.fromEntries(
    Object.entries(error.errors ?? {}).flatMap(([field, reasons]) =>
      reasons[0] ? [[field, reasons[0]] as const] : [],
    ),
  );
}

export function outcomeOf(result: Settled, texts: OutcomeTexts): Outcome {
  if (!result.ok) {
    const fields = fieldReasons(result.error);
    return Object.keys(fields).length > 0
      ? { kind: 'refused', text: errorText(result.error), fields }
      : { kind: 'refused', text: errorText(result.error) };
  }
  if (texts.offline && texts.pending) return { kind: 'pending', text: texts.pending };
  return { kind: 'success', text: texts.success };
}

/** Several writes as one outcome: refused if any was (each failure named), else like one. */
export function outcomeOfAll(
  results: readonly { name: string; result: Settled }[],
  texts: OutcomeTexts,
): Outcome {
  const failures = results.flatMap(({ name, result }) =>
    result.ok ? [] : [`${name}: ${errorText(result.error)}`],
  );
  if (failures.length > 0) return { kind: 'refused', text: failures.join(' · ') };
  return outcomeOf({ ok: true }, texts);
}
