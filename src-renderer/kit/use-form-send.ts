// useFormSend: the steps every form that waits for the server takes on submit. The form is checked
// with its own schema first (nothing is sent while a field is wrong); the call runs while `busy`;
// a refusal is put back on the fields it names and becomes the form's "refused" line.
import { useState } from 'react';
import type { IpcError } from '../../src-shared/ipc/channels.js';
import type { Outcome } from './outcome.js';
import type { EntityForm } from './use-entity-form.js';

type Sent = { ok: true } | { ok: false; error: IpcError };

export function useFormSend<V extends Record<string, unknown>>(form: EntityForm<V>) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  /**
   * Sends the form's values with `call` once they pass the schema. Answers the accepted result, or
   * null when the form found errors itself or the server refused (the line then says why: the
   * server's message, or `refusedText` of its error).
   */
  const send = async <R extends Sent>(
    call: (values: V) => Promise<R>,
    refusedText?: (error: IpcError) => string,
  ): Promise<Extract<R, { ok: true }> | null> => {
    setOutcome(null);
    if (form.validate().hasErrors) return null;
    setBusy(true);
    let result: Sent;
    try {
      result = await call(form.values);
    } finally {
      // A call that throws (not a refusal) still ends the busy state: the form can be sent again.
      setBusy(false);
    }
    if (result.ok) return result as Extract<R, { ok: true }>;
    const message = form.refuse(result.error);
    setOutcome({ kind: 'refused', text: refusedText ? refusedText(result.error) : message });
    return null;
  };
  return { busy, outcome, setOutcome, send };
}
