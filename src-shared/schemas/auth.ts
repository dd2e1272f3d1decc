import { z } from 'zod';
import { ROLE_NAMES } from '../constants.js';
import { effectiveGrantsSchema } from './access.js';
import { someOf } from './row-parts.js';

export const roleNameSchema = z.enum(ROLE_NAMES);

export const restaurantDetailsSchema = z.object({
  id: z.number().int().positive(),
  shopName: z.string(),
  slug: z.string(),
});
export type RestaurantDetails = z.infer<typeof restaurantDetailsSchema>;

/** Spec §3 role type: name, restaurant_id, restaurant_details (shopName). */
export const roleTypeSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  restaurant_id: z.number().int().positive(),
  restaurant_details: restaurantDetailsSchema,
});
export type RoleType = z.infer<typeof roleTypeSchema>;

/** One of a user's role assignments; `user_role_id[0].roletypes.restaurant_id` is the restaurant id. */
export const userRoleSchema = z.object({
  id: z.number().int().positive(),
  roletypes: roleTypeSchema,
});

/**
 * Spec §3 user. `restaurantName` is the restaurant's URL slug (console URLs are
 * `/{restaurantName}/{roleName}`); the display name is `restaurant_details.shopName`.
 */
export const userSchema = z.object({
  id: z.number().int().positive(),
  email: z.email(),
  first_name: z.string(),
  last_name: z.string(),
  restaurantName: z.string(),
  roleName: z.string(),
  restaurantId: z.number().int().positive(),
  primaryRole: z.string(),
  user_role_id: z.array(userRoleSchema),
  restaurant_details: restaurantDetailsSchema,
  is_active: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

/**
 * A user in the list of a restaurant's users. `email` is null for a colleague when the caller may
 * not manage users (a host does not see colleagues' emails); the caller's own is always there.
 */
export const userListEntrySchema = userSchema.extend({ email: z.email().nullable() });
export type UserListEntry = z.infer<typeof userListEntrySchema>;

const password = z.string().min(1, 'Password is required').max(256, 'Password is too long');

export const signInRequestSchema = z.object({
  email: z.email('Enter a valid email address').max(320),
  password,
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

export const tokenPayloadSchema = z.object({ token: z.string(), user: userSchema });
export type TokenPayload = z.infer<typeof tokenPayloadSchema>;

export const forgotPasswordRequestSchema = z.object({
  email: z.email('Enter a valid email address').max(320),
});

export const newPasswordSchema = z
  .string()
  .min(8, 'Password must be at least 8 characters')
  .max(256, 'Password is too long');

export const resetPasswordRequestSchema = z.object({
  token: z.string().min(1, 'Reset token is required').max(512),
  email: z.email('Enter a valid email address').max(320),
  newPassword: newPasswordSchema,
});

/** The role a user gets in the restaurant, by its role type's name (built-in or custom). */
export const userRoleInputSchema = z.string().trim().min(1, 'Role is required').max(40, 'Role is too long');

export const createUserRequestSchema = z.object({
  email: z.email('Enter a valid email address').max(320),
  password: newPasswordSchema,
  first_name: z.string().trim().min(1, 'First name is required').max(100),
  last_name: z.string().trim().max(100).default(''),
  /** A role type of the restaurant: a built-in one or a custom role (the server checks it exists). */
  role: userRoleInputSchema,
});
export type CreateUserRequest = z.infer<typeof createUserRequestSchema>;

export const updateUserRequestSchema = someOf(
  z.object({
    first_name: z.string().trim().min(1, 'First name is required').max(100),
    last_name: z.string().trim().max(100),
    password: newPasswordSchema,
    role: userRoleInputSchema,
    is_active: z.boolean(),
    /** Required (and checked) when the user changes their own password through this route. */
    current_password: z.string().min(1, 'Current password is required').max(256, 'Password is too long'),
  }),
);
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>;

/** Spec §3 session, as the console holds it. */
export const sessionSchema = z.object({
  user: userSchema.nullable(),
  loading: z.boolean(),
  refreshing: z.boolean(),
  /** Role type names allowed for the user's restaurant; null while unknown. */
  allowedRoles: z.array(z.string()).nullable(),
  /** The effective role (spec §4 role resolution); null without a user. */
  role: z.string().nullable(),
  /**
   * online: the API answers (or nobody is signed in); unreachable: signed in, but the API cannot be
   * reached and the session is kept until it returns; offline-sign-in: signed in against this
   * terminal's offline verifier while the API cannot be reached.
   */
  connection: z.enum(['online', 'unreachable', 'offline-sign-in']),
  /**
   * What the user's roles in the restaurant let them do (GET /permissions/me): the console shows
   * only what applies now. Absent until known; the console then falls back to the role's defaults.
   */
  grants: effectiveGrantsSchema.optional(),
});
export type Session = z.infer<typeof sessionSchema>;

/** `GET /auth/`: the bearer token is valid and belongs to this user. */
export const checkAuthResponseSchema = z.object({ authenticated: z.literal(true), user: userSchema });

/** `POST /user/logout` and `DELETE /user/{id}` answer with the affected id (or nothing). */
export const deletedUserResponseSchema = z.object({ id: z.number().int().positive() });

/** PUT /user/profile: the signed-in user's own name. */
export const profileUpdateSchema = z.object({
  first_name: z.string().trim().min(1, 'First name is required').max(100, 'First name is too long'),
  last_name: z.string().trim().max(100, 'Last name is too long'),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** POST /user/profile/password: the current password is required to choose a new one. */
export const passwordChangeSchema = z.object({
  current_password: z.string().min(1, 'Current password is required').max(256, 'Password is too long'),
  new_password: newPasswordSchema,
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** One sign-in of the user (a refresh-token family): on this terminal or another. */
export const userSessionSchema = z.object({
  id: z.string(),
  signed_in_at: z.string(),
  last_active_at: z.string(),
  /** The terminal as the server saw it at sign-in (its user agent and address). */
  terminal: z.string(),
  current: z.boolean(),
});
export type UserSession = z.infer<typeof userSessionSchema>;
