// The server's half of the mutations declared on their entity (a resource's `mutations`, e.g.
// room.setStatus), derived from the declaration: the row is locked (two pushes for one row queue),
// viewed and parsed with the entity's row schema, the declared refusal rule decides (its 409/422 is
// the push's final `rejected`), and the row the declared apply makes is written back through the
// entity's own update (its rules, its change-feed record). The entity adds no line to push-service.
import type { z } from 'zod';
import {
  DECLARED_ROW_MUTATIONS,
  type DeclaredMutationEntity,
  type DeclaredMutationName,
  type DeclaredRowMutation,
  type MutationArgs,
} from '../../src-shared/sync/mutations.js';
import type { DbExecutor } from '../db/client.js';
import { HttpError } from '../http/http-error.js';
import type { TenantWrite } from './tenant-write.js';
import type { WriteContext } from './write-context.js';

/** What the derived handler needs of an entity's server side: its crud (resourceCrud) has both. */
export interface DeclaredRowWriter {
  locked(db: DbExecutor, restaurantId: number, id: string): Promise<unknown>;
  /** The entity's update; `patch` is parsed with the resource's update schema first. */
  update(write: TenantWrite, ctx: WriteContext, args: { id: string; patch: unknown }): Promise<unknown>;
}

/** The writer of each entity that declares mutations (src-server/routes/resources.ts). */
export type DeclaredRowWriters = { readonly [E in DeclaredMutationEntity]: DeclaredRowWriter };

type DeclaredPushHandler<N extends DeclaredMutationName> = (
  write: TenantWrite,
  ctx: WriteContext,
  args: MutationArgs<N>,
) => Promise<unknown>;

/** The fields of an update body (a zod object, refined or not): what a write-back may set. */
function updateFields(update: z.ZodType): string[] {
  const shape: unknown = 'shape' in update ? update.shape : null;
  return shape !== null && typeof shape === 'object' ? Object.keys(shape) : [];
}

/**
 * The patch written back: every field of the update body the mutation's args name (so a change
 * that sets a field to the value it has is still a write, as the terminal's apply made it), and
 * every other field the apply changed.
 */
function writeBack(
  fields: readonly string[],
  args: Record<string, unknown>,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  for (const field of fields)
    if (args[field] !== undefined || !Object.is(before[field], after[field])) patch[field] = after[field];
  return patch;
}

function declaredHandler({ resource, mutation }: DeclaredRowMutation, writer: DeclaredRowWriter) {
  const fields = updateFields(resource.update);
  return async (write: TenantWrite, ctx: WriteContext, args: { id: string }) => {
    const row = resource.row.parse(await writer.locked(write.tx, ctx.restaurantId, args.id));
    const refusal = mutation.refusal(row, args);
    if (refusal) throw new HttpError(refusal.status, refusal.reason, { [refusal.field]: [refusal.reason] });
    const next = mutation.apply(row, args, new Date().toISOString());
    const patch = resource.update.safeParse(writeBack(fields, args, row, next));
    if (!patch.success) {
      const message = patch.error.issues[0]?.message ?? `${resource.noun} change not allowed`;
      throw new HttpError(422, message, { id: [message] });
    }
    return writer.update(write, ctx, { id: args.id, patch: patch.data });
  };
}

/** Each declared mutation's push handler, by name. */
export function declaredPushHandlers(writers: DeclaredRowWriters): {
  [N in DeclaredMutationName]: DeclaredPushHandler<N>;
} {
  return Object.fromEntries(
    DECLARED_ROW_MUTATIONS.map((declared) => [
      declared.name,
      declaredHandler(declared, writers[declared.entity]),
    ]),
  ) as Record<DeclaredMutationName, ReturnType<typeof declaredHandler>>;
}
