// Daily program calls from the console (spec §8: "a response with status error raises an error
// carrying message and errors list"): a refused call becomes a ProgramCallError with the server's
// message and every field message, so the screen can show all of them.
import type { CallArgs, CallResult } from '../../../src-shared/calls/call-input.js';
import type { CallName } from '../../../src-shared/calls/call-table.js';
import { callApi } from '../../data/call.js';

export class ProgramCallError extends Error {
  readonly errors: string[];
  constructor(message: string, errors: string[]) {
    super(message);
    this.name = 'ProgramCallError';
    this.errors = errors;
  }
}

/** The call's answer, or a ProgramCallError carrying its message and its field messages as "field: text". */
export async function programCall<N extends CallName>(call: N, args: CallArgs<N>): Promise<CallResult<N>> {
  const result = await callApi(call, args);
  if (result.ok) return result.value;
  const fields = Object.entries(result.error.errors ?? {}).flatMap(([field, texts]) =>
    texts.map((text) => `${field}: ${text}`),
  );
  throw new ProgramCallError(result.error.message, fields);
}
