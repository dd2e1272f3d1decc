// Modifier groups (/modifierGroup screen): a required flag, min/max selections and options with a
// price change each. The rules are checked on the result of an update, not only on the patch.
import { and, asc, eq, sql } from 'drizzle-orm';
import { toMinor } from '../../src-shared/domain/money.js';
import { uuidv7 } from '../../src-shared/ids.js';
import {
  modifierGroupProblems,
  type CreateModifierGroup,
  type ModifierGroup,
  type UpdateModifierGroup,
} from '../../src-shared/schemas/product.js';
import { modifierGroups, products } from '../db/schema/index.js';
import { drizzleCrud, fieldError } from '../resources/drizzle-crud.js';
import { modifierGroupView, productView } from './menu-views.js';
import { recordRows } from '../sync/tenant-write.js';

type OptionInput = CreateModifierGroup['options'][number];

const storedOptions = (options: readonly OptionInput[]) =>
  options.map((o) => ({
    id: o.id ?? uuidv7(),
    name: o.name,
    priceDeltaMinor: toMinor(o.price_delta),
    status: o.status,
  }));

export const modifierGroupCrud = drizzleCrud<
  typeof modifierGroups,
  ModifierGroup,
  CreateModifierGroup,
  UpdateModifierGroup
>({
  table: modifierGroups,
  noun: 'modifier group',
  mirror: 'modifier_groups',
  view: modifierGroupView,
  orderBy: [asc(modifierGroups.name)],
  derive: (args) => ({ options: args.options ? storedOptions(args.options) : undefined }),
  beforeUpdate: async (_write, _ctx, stored, patch) => {
    const [problem] = modifierGroupProblems({
      required: patch.required ?? stored.required,
      min_selections: patch.min_selections ?? stored.minSelections,
      max_selections: patch.max_selections ?? stored.maxSelections,
      options: patch.options ?? stored.options,
    });
    if (problem) throw fieldError(problem.field, `${stored.name}: ${problem.message}`);
  },
  /** Products offering the group stop offering it (each recorded in the feed). */
  beforeRemove: async (write, ctx, stored) => {
    const changed = await write.tx
      .update(products)
      .set({
        modifierGroupIds: sql`${products.modifierGroupIds} - ${stored.id}::text`,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(products.restaurantId, ctx.restaurantId),
          sql`${products.modifierGroupIds} ? ${stored.id}::text`,
        ),
      )
      .returning();
    await recordRows(write, 'products', changed, productView);
  },
});
