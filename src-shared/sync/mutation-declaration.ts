// The parts of an offline mutation's declaration, in a file of their own so an entity's declaration
// (src-shared/resources/define-resource.ts `mutations`) can carry its mutations without importing
// the mutation table (src-shared/sync/mutations.ts), which reads every declaration.
import type { z } from 'zod';
import type { Permission } from '../permissions.js';

/** What a refusal notice is built from (the terminal gathers these from its mirror). */
export interface RefusalFacts {
  /** The server's reason, or a generic one when it gave none. */
  reason: string;
  /** The server refused because a table was taken (code `conflict`). */
  taken: boolean;
  /** The tables the change wanted, by name ('T4+T5'); '' when none. */
  tables: string;
  /** The booking's table label after rolling the change back; '' when unassigned. */
  tableNow: string;
  /** The booking's status name after rolling the change back. */
  statusNow: string;
}

/** What every mutation declares besides its entity: its args, who may perform it, its texts. */
export interface MutationParts<A extends z.ZodType = z.ZodType> {
  /** Validated on the terminal before the optimistic apply and again by the server. */
  args: A;
  /**
   * A role without it gets this mutation refused by /sync/push (the rest of the batch still applies).
   * Null: any member may, because it changes the pushing user's own rows only (their messages).
   */
  permission: Permission | null;
  /** What the mutation does, for a permission refusal: "Your role may not <action>". */
  action: string;
  /** The notice's outcome when the server refused it, in staff words. */
  refused: (facts: RefusalFacts) => string;
}

/** Why a declared rule refuses a change: the terminal throws it, the server answers it. */
export interface RowRefusal {
  /** 409: the row moved on meanwhile; 422: the change itself is not allowed. */
  status: 409 | 422;
  field: string;
  reason: string;
}

/**
 * A mutation declared on its entity (`mutations` of a mirrored resource): it changes the one row
 * `args.id` by a pure rule, the same on the terminal (its optimistic apply) and on the server (the
 * row locked, the rule applied, the result written back through the entity's update).
 */
export interface RowMutation<
  R = Record<string, unknown>,
  A extends z.ZodType<{ id: string }> = z.ZodType<{ id: string }>,
> extends MutationParts<A> {
  /** Why the change cannot be made to this row (null: it can). */
  refusal(row: R, args: z.output<A>): RowRefusal | null;
  /** The row after the change (`now`: ISO time of the apply, for `updated_at`). */
  apply(row: R, args: z.output<A>, now: string): R;
}

/** A row mutation, its row and args types inferred from its rule. */
export function rowMutation<R, A extends z.ZodType<{ id: string }>>(
  mutation: RowMutation<R, A>,
): RowMutation<R, A> {
  return mutation;
}
