// What an error may put in the server's log: its type, message, stack, codes and the column or
// constraint it names — never the values a query was given. drizzle's query errors carry the bound
// parameters (a guest's name, email, phone, notes) in `params` and in their message ("params: …"),
// and PostgreSQL's `detail` repeats values ("Key (email)=(…)"); all of that is left out. Fastify's
// logger uses this for every `err` it logs (app.ts), the job runner's log included.

const KEPT = ['code', 'statusCode', 'severity', 'table', 'column', 'constraint', 'routine'] as const;

/** The message or stack without drizzle's "params: …" part (up to the stack's frames). */
export function withoutParams(text: string): string {
  return text.replace(/(^|\n)params: [\s\S]*?(?=\n\s+at |$)/g, '$1params: [not logged]');
}

export interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

export function safeErrorForLog(err: unknown, depth = 0): LoggedError {
  if (!(err instanceof Error)) return { type: typeof err, message: '[not an Error; not logged]', stack: '' };
  const out: LoggedError = {
    type: err.name,
    message: withoutParams(err.message),
    stack: withoutParams(err.stack ?? ''),
  };
  const fields = err as unknown as Record<string, unknown>;
  for (const key of KEPT) {
    const value = fields[key];
    if (typeof value === 'string' || typeof value === 'number') out[key] = value;
  }
  if (err.cause !== undefined && depth < 5) out.cause = safeErrorForLog(err.cause, depth + 1);
  return out;
}
