// The POS's table names mapped to the floor plan's tables (issue 34 §5): a check posted for "T-4"
// lands on table T4. The POS's name is kept exactly as it sends it (POS systems match names exactly
// and case-sensitively); the Point of sale screen shows the names that would miss. Online-only.
import { z } from 'zod';
import { entityIdSchema } from '../ids.js';
import { defineResource } from '../resources/define-resource.js';
import { newRowSchema, someOf, tenantRowSchema } from '../schemas/row-parts.js';

const fields = {
  pos_table: z
    .string({ error: 'POS table name is required' })
    .trim()
    .min(1, 'POS table name is required')
    .max(60, 'POS table name cannot exceed 60 characters'),
  table_id: entityIdSchema,
};

export const posTableMapSchema = tenantRowSchema({ pos_table: z.string(), table_id: entityIdSchema });
export type PosTableMap = z.infer<typeof posTableMapSchema>;

export const createPosTableMapSchema = newRowSchema(fields);
export const updatePosTableMapSchema = someOf(z.object(fields));

export const posTableMapResource = defineResource({
  key: 'posTableMap',
  noun: 'POS table',
  plural: 'POS tables',
  path: '/integrations/pos/table-maps',
  row: posTableMapSchema,
  create: createPosTableMapSchema,
  update: updatePosTableMapSchema,
  permission: { read: 'restaurant.manage', manage: 'restaurant.manage' },
  mirror: null,
  title: (row) => row.pos_table,
  routes: { get: false },
  form: {
    fields: [
      { name: 'pos_table', label: 'POS table name (exactly as the POS sends it)', kind: 'text' },
      { name: 'table_id', label: 'Floor table', kind: 'reference', resource: 'table' },
    ],
    columns: [
      { key: 'pos_table', label: 'POS table name', sortable: true },
      { key: 'table_id', label: 'Floor table', kind: 'reference', resource: 'table' },
    ],
    filters: [{ kind: 'search', label: 'Search by POS table name', keys: ['pos_table'] }],
  },
  screen: { path: 'integration/pointOfSale', title: 'POS table mapping', tab: 'Integration' },
});
