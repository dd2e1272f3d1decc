// Server names (Settings › Accounts › Server names, spec §2 serverName): the waiters and servers a
// venue assigns to tables and bookings. Online-only; a name is unique per restaurant and an inactive
// one (status 0) stays on past bookings but is not offered for new ones.
import { z } from 'zod';
import { newRowSchema, someOf, tenantRowSchema } from './row-parts.js';
import { activeStatusSchema } from './seating.js';

export const SERVER_NAME_MAX = 60;

const serverName = z
  .string({ error: 'Server name is required' })
  .trim()
  .min(1, 'Server name is required')
  .max(SERVER_NAME_MAX, `Server name cannot exceed ${SERVER_NAME_MAX} characters`);

export const serverNameSchema = tenantRowSchema({
  name: z.string(),
  /** 1 active (offered for tables and bookings), 0 inactive. */
  status: activeStatusSchema,
});
export type ServerName = z.infer<typeof serverNameSchema>;

export const createServerNameSchema = newRowSchema({
  name: serverName,
  status: activeStatusSchema.default(1),
});
export const updateServerNameSchema = someOf(z.object({ name: serverName, status: activeStatusSchema }));
