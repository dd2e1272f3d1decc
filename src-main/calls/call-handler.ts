// `api.call`: the one handler behind every declared special call (src-shared/calls/call-table.ts).
// It validates the renderer's parameters, query and body against the call's contract (never trust
// the renderer), refuses a write at once while the terminal is offline (nothing is queued: these
// calls are online-only), sends the body as JSON or, with files, as multipart form data, parses
// the answer with the contract's response schema, and after a write pulls the mirror.
import type { z } from 'zod';
import { type ApiCallInput } from '../../src-shared/calls/call-input.js';
import { CALLS } from '../../src-shared/calls/call-table.js';
import { fillPath, type RouteContract } from '../../src-shared/resources/route-contract.js';
import { fieldErrorsFromIssues } from '../../src-shared/schemas/envelope.js';
import type { ApiClient } from '../api/api-client.js';
import { ApiError, isApiError } from '../api/api-error.js';
import type { SyncEngine } from '../sync/sync-engine.js';

export interface CallHandlerDeps {
  api: ApiClient;
  /** The signed-in restaurant's sync engine, or null before sign-in: it knows whether we are offline. */
  engine: () => SyncEngine | null;
}

export function offlineCallMessage(contract: Pick<RouteContract, 'summary'>): string {
  return `You are offline: "${contract.summary}" needs a connection to the server. Nothing was saved.`;
}

function checked(schema: z.ZodType | undefined, value: unknown, where: string): unknown {
  if (!schema) return value;
  const parsed = schema.safeParse(value ?? (where === 'body' ? undefined : {}));
  if (parsed.success) return parsed.data;
  const errors = fieldErrorsFromIssues(parsed.error.issues);
  const first = Object.entries(errors)[0];
  // Refused here exactly as the server would refuse it: a 422 naming each field and the reason.
  throw new ApiError(first ? `${first[0]}: ${first[1][0] ?? 'is invalid'}` : `Invalid ${where}`, {
    code: 'http',
    status: 422,
    errors,
  });
}

function formOf(body: unknown, files: NonNullable<ApiCallInput['files']>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    form.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  for (const file of files)
    form.append(
      file.field,
      new Blob([Buffer.from(file.base64, 'base64')], { type: file.type || 'application/octet-stream' }),
      file.name,
    );
  return form;
}

const searchParamsOf = (query: unknown): Record<string, string | number | boolean> | undefined => {
  if (!query || typeof query !== 'object') return undefined;
  const out: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    out[key] =
      typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
        ? value
        : JSON.stringify(value);
  }
  return out;
};

export function callHandler(deps: CallHandlerDeps): (input: ApiCallInput) => Promise<unknown> {
  return async (input) => {
    const contract: RouteContract = CALLS[input.call];
    const isRead = contract.method === 'GET';
    if (!isRead && deps.engine()?.status().state === 'offline')
      throw new ApiError(offlineCallMessage(contract), { code: 'network' });
    const restaurantId = deps.api.getRestaurantId();
    const rawParams = {
      ...input.params,
      ...(contract.restaurantParam && restaurantId !== null
        ? { [contract.restaurantParam]: String(restaurantId) }
        : {}),
    };
    checked(contract.params, rawParams, 'params');
    const query = checked(contract.query, input.query, 'query');
    const body = checked(contract.body, input.body, 'body');
    const files = input.files ?? [];
    if (files.length > 0 && !contract.forms)
      throw new ApiError(`"${contract.summary}" takes no files`, { code: 'http', status: 422 });
    const searchParams = searchParamsOf(query);
    let answer: unknown;
    try {
      answer = await deps.api.requestData(contract.method, fillPath(contract, rawParams), contract.response, {
        restaurantScoped: true,
        ...(searchParams ? { searchParams } : {}),
        ...(files.length > 0 || (contract.forms && body !== undefined)
          ? { form: formOf(body, files) }
          : body === undefined
            ? {}
            : { json: body }),
        // A write is not repeated after a server failure: it may have been applied.
        ...(isRead ? {} : { retry: false }),
      });
    } catch (error) {
      if (!isRead && isApiError(error) && error.code === 'network')
        throw new ApiError(offlineCallMessage(contract), { code: 'network', cause: error });
      throw error;
    }
    // A write may change mirrored rows (a deleted client, its unlinked bookings): pull now, so the
    // screens that read the mirror show it when the call answers. A failed pull keeps the answer.
    const engine = isRead ? null : deps.engine();
    if (engine) await engine.sync().catch(() => undefined);
    return answer;
  };
}
