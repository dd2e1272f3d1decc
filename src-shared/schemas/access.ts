// Roles and permissions as data (spec §6 "the server's role concepts"): a restaurant's role types
// with their grants, the role templates they are built from, assignments (a role per restaurant,
// and scoped ones that apply only during a shift or between dates), permission checks and the
// permission cache. Shapes shared by the tenant API and the console.
import { z } from 'zod';
import { ROLE_NAME_MESSAGE, ROLE_NAME_PATTERN } from '../access/role-hierarchy.js';
import { entityIdSchema, userIdSchema } from '../ids.js';
import { isPermission } from '../permissions.js';
import { venueDateSchema, venueTimeSchema, WEEKDAYS } from '../time.js';
import { someOf } from './row-parts.js';

/** A permission key of src-shared/permissions.ts (the server narrows it with isPermission). */
export const permissionKeySchema = z.string().refine(isPermission, { message: 'Unknown permission' });

export const roleNameInputSchema = z.string().trim().regex(ROLE_NAME_PATTERN, ROLE_NAME_MESSAGE);

export const permissionInfoSchema = z.object({
  key: z.string(),
  category: z.string(),
  description: z.string(),
});
export type PermissionInfo = z.infer<typeof permissionInfoSchema>;

export const permissionCategorySchema = z.object({
  category: z.string(),
  permissions: z.array(permissionInfoSchema),
});

/** A role as one restaurant offers it, with what it may do. */
export const roleDetailSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  description: z.string(),
  restaurant_id: z.number().int().positive(),
  /** The template it is built from (super_admin, admin, …, host). */
  template: z.string(),
  level: z.number().int(),
  /** Built-in role types carry their template's name and cannot be deleted or renamed. */
  built_in: z.boolean(),
  permissions: z.array(z.string()),
  /** Permissions that differ from the template's defaults. */
  customised: z.array(z.string()),
  user_count: z.number().int().nonnegative(),
});
export type RoleDetail = z.infer<typeof roleDetailSchema>;

export const createRoleSchema = z
  .object({
    name: roleNameInputSchema,
    description: z.string().trim().max(200).default(''),
    /** Start from a template's defaults… */
    template: z.string().optional(),
    /** …or from one of the restaurant's roles (a clone, keeping its template). */
    clone_of: z.number().int().positive().optional(),
    permissions: z.array(permissionKeySchema).optional(),
  })
  .refine((v) => (v.template === undefined) !== (v.clone_of === undefined), {
    message: 'Name either a template or a role to clone',
    path: ['template'],
  });
export type CreateRole = z.infer<typeof createRoleSchema>;

export const updateRoleSchema = someOf(
  z.object({
    name: roleNameInputSchema,
    description: z.string().trim().max(200),
    /** The complete set the role holds afterwards. */
    permissions: z.array(permissionKeySchema),
  }),
);
export type UpdateRole = z.infer<typeof updateRoleSchema>;

export const roleTemplateSchema = z.object({
  key: z.string(),
  description: z.string(),
  level: z.number().int(),
  permissions: z.array(z.string()),
});
export type RoleTemplate = z.infer<typeof roleTemplateSchema>;

export const templateStatsSchema = z.object({
  key: z.string(),
  role_types: z.number().int().nonnegative(),
  users: z.number().int().nonnegative(),
  permissions: z.number().int().nonnegative(),
});

export const roleComparisonSchema = z.object({
  a: z.string(),
  b: z.string(),
  both: z.array(z.string()),
  only_a: z.array(z.string()),
  only_b: z.array(z.string()),
});
export type RoleComparison = z.infer<typeof roleComparisonSchema>;

export const shiftWindowSchema = z.object({
  id: entityIdSchema,
  name: z.string(),
  start_time: venueTimeSchema,
  end_time: venueTimeSchema,
  active_days: z.array(z.enum(WEEKDAYS)),
  is_active: z.boolean(),
});
export type ShiftWindow = z.infer<typeof shiftWindowSchema>;

/** A role held on top of the user's role in the restaurant, only during a shift and/or between dates. */
export const scopedAssignmentSchema = z.object({
  id: z.number().int().positive(),
  user_id: z.number().int().positive(),
  role: z.string(),
  role_id: z.number().int().positive(),
  shift: shiftWindowSchema.nullable(),
  starts_on: venueDateSchema.nullable(),
  ends_on: venueDateSchema.nullable(),
  note: z.string(),
  created_at: z.string(),
});
export type ScopedAssignment = z.infer<typeof scopedAssignmentSchema>;

export const createAssignmentSchema = z
  .object({
    user_id: userIdSchema,
    role: z.string().min(1, 'Role is required'),
    shift_id: entityIdSchema.nullable().default(null),
    starts_on: venueDateSchema.nullable().default(null),
    ends_on: venueDateSchema.nullable().default(null),
    note: z.string().trim().max(200).default(''),
  })
  .refine((v) => v.shift_id !== null || v.starts_on !== null || v.ends_on !== null, {
    message: 'A scoped role needs a shift or dates; change the role in the restaurant instead',
    path: ['shift_id'],
  })
  .refine((v) => !v.starts_on || !v.ends_on || v.starts_on <= v.ends_on, {
    message: 'The end date cannot be before the start date',
    path: ['ends_on'],
  });
export type CreateAssignment = z.infer<typeof createAssignmentSchema>;

/** The role a user holds in the restaurant (one per user and restaurant). */
export const setUserRoleSchema = z.object({ role: z.string().min(1, 'Role is required') });

export const bulkAssignSchema = z.object({
  user_ids: z.array(userIdSchema).min(1, 'Choose at least one user').max(200),
  role: z.string().min(1, 'Role is required'),
});

export const assignmentOutcomeSchema = z.object({
  user_id: z.number().int(),
  ok: z.boolean(),
  message: z.string(),
});

export const validateAssignmentSchema = z.object({
  user_id: userIdSchema,
  role: z.string().min(1, 'Role is required'),
  shift_id: entityIdSchema.nullable().default(null),
});
export const validationResultSchema = z.object({
  valid: z.boolean(),
  reasons: z.array(z.string()),
});

export const hierarchyEntrySchema = z.object({
  role: z.string(),
  template: z.string(),
  level: z.number().int(),
  /** Whether the caller may give this role to someone. */
  assignable: z.boolean(),
});

/** Who holds what in the restaurant: each user's role and their scoped roles. */
export const assignmentListSchema = z.object({
  roles: z.array(z.object({ user_id: z.number().int(), name: z.string(), role: z.string() })),
  scoped: z.array(scopedAssignmentSchema),
});

/**
 * A user's grants in one restaurant: the role's permissions always, and each scoped assignment's
 * while it applies. The console computes what applies now with effectivePermissionsAt, in venue time.
 */
export const effectiveGrantsSchema = z.object({
  user_id: z.number().int().positive(),
  restaurant_id: z.number().int().positive(),
  role: z.string(),
  template: z.string(),
  level: z.number().int(),
  time_zone: z.string(),
  base: z.array(z.string()),
  scoped: z.array(
    z.object({
      assignment_id: z.number().int().positive(),
      role: z.string(),
      shift: shiftWindowSchema.nullable(),
      starts_on: venueDateSchema.nullable(),
      ends_on: venueDateSchema.nullable(),
      permissions: z.array(z.string()),
    }),
  ),
  /** What applies at the moment of the answer (venue time). */
  now: z.array(z.string()),
});
export type EffectiveGrants = z.infer<typeof effectiveGrantsSchema>;
export type ScopedGrant = EffectiveGrants['scoped'][number];

export const assignmentContextSchema = z.object({
  user_id: z.number().int().positive(),
  at: z.string(),
  venue_date: venueDateSchema,
  venue_time: venueTimeSchema,
  roles: z.array(
    z.object({
      role: z.string(),
      source: z.enum(['role', 'assignment']),
      assignment_id: z.number().int().nullable(),
      active: z.boolean(),
      why: z.string(),
    }),
  ),
  permissions: z.array(z.string()),
});

export const contextQuerySchema = z.object({ at: z.iso.datetime({ offset: true }).optional() });

export const permissionCheckSchema = z.object({
  permission: permissionKeySchema,
  /** Defaults to the caller. */
  user_id: userIdSchema.optional(),
  at: z.iso.datetime({ offset: true }).optional(),
});
export const shiftPermissionCheckSchema = z.object({
  permission: permissionKeySchema,
  user_id: userIdSchema.optional(),
  shift_id: entityIdSchema,
  /** The venue date of the shift; defaults to today in venue time. */
  date: venueDateSchema.optional(),
});
export const permissionCheckResultSchema = z.object({
  permission: z.string(),
  user_id: z.number().int(),
  allowed: z.boolean(),
  /** Which role or assignment grants it (empty when refused). */
  via: z.array(z.string()),
});

export const cacheStatsSchema = z.object({
  entries: z.number().int().nonnegative(),
  hits: z.number().int().nonnegative(),
  misses: z.number().int().nonnegative(),
  hit_ratio: z.number(),
  invalidations: z.number().int().nonnegative(),
  last_invalidated_at: z.string().nullable(),
});
export type CacheStats = z.infer<typeof cacheStatsSchema>;
export const cacheInvalidateSchema = z.object({ role_id: z.number().int().positive().optional() });
export const cacheInvalidatedSchema = z.object({ dropped: z.number().int().nonnegative() });
