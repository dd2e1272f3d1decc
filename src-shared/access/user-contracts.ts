// Users of a restaurant (spec §7 "Auth and user": /user/restaurant/{restaurantId}, /user/create,
// /user/{id}, /user/update/{id}) and the signed-in user's own profile (/profile: name, password,
// sessions on other terminals), declared once: the server registers them, the console calls them.
// `permission: null` is a call every signed-in member of the restaurant may make about themselves.
import { z } from 'zod';
import type { RouteContract } from '../resources/route-contract.js';
import {
  createUserRequestSchema,
  deletedUserResponseSchema,
  passwordChangeSchema,
  profileUpdateSchema,
  updateUserRequestSchema,
  userListEntrySchema,
  userSchema,
  userSessionSchema,
} from '../schemas/auth.js';
import { idPathParamsSchema, restaurantIdPathParamsSchema } from '../schemas/restaurant.js';

export const USER_CONTRACTS = {
  usersByRestaurant: {
    method: 'GET',
    path: '/user/restaurant/{restaurantId}',
    summary:
      "Users holding a role in the restaurant (colleagues' emails are null unless the caller may manage users)",
    permission: 'users.read',
    params: restaurantIdPathParamsSchema,
    restaurantParam: 'restaurantId',
    response: z.array(userListEntrySchema),
    status: 200,
  },
  userCreate: {
    method: 'POST',
    path: '/user/create',
    summary: 'Create a user with a role in the restaurant (never above the caller’s own)',
    permission: 'users.manage',
    body: createUserRequestSchema,
    response: userSchema,
    status: 201,
  },
  userGet: {
    method: 'GET',
    path: '/user/{id}',
    summary: "A user of the restaurant (a colleague's email is null unless the caller may manage users)",
    permission: 'users.read',
    params: idPathParamsSchema,
    response: userListEntrySchema,
    status: 200,
  },
  userUpdate: {
    method: 'PUT',
    path: '/user/update/{id}',
    summary: 'Edit a user of the restaurant: name, role here, password, active flag',
    permission: 'users.manage',
    params: idPathParamsSchema,
    body: updateUserRequestSchema,
    response: userSchema,
    status: 200,
    // Changing your own password checks the current one under the sign-in throttle.
    errors: { 429: true },
  },
  userDelete: {
    method: 'DELETE',
    path: '/user/{id}',
    summary: 'Remove a user from the restaurant (deleted when left with no restaurant)',
    permission: 'users.manage',
    params: idPathParamsSchema,
    response: deletedUserResponseSchema,
    status: 200,
  },
  userSendPasswordReset: {
    method: 'POST',
    path: '/user/{id}/password-reset-mail',
    summary: 'Mail the user a link to choose a new password',
    permission: 'users.manage',
    params: idPathParamsSchema,
    response: deletedUserResponseSchema,
    status: 200,
  },
  profileUpdate: {
    method: 'PUT',
    path: '/user/profile',
    summary: 'Change your own name',
    permission: null,
    body: profileUpdateSchema,
    response: userSchema,
    status: 200,
  },
  profilePassword: {
    method: 'POST',
    path: '/user/profile/password',
    summary: 'Change your own password (the current one is required); your other sessions end',
    permission: null,
    body: passwordChangeSchema,
    response: z.object({ ended_sessions: z.number().int().nonnegative() }),
    status: 200,
    // The current-password check runs under the sign-in throttle.
    errors: { 429: true },
  },
  profileSessions: {
    method: 'GET',
    path: '/user/sessions',
    summary: 'Your sessions: this terminal’s and those on other terminals',
    permission: null,
    response: z.array(userSessionSchema),
    status: 200,
  },
  profileSignOutEverywhere: {
    method: 'POST',
    path: '/user/sessions/sign-out-everywhere',
    summary: 'End every session of yours except this one',
    permission: null,
    response: z.object({ ended_sessions: z.number().int().nonnegative() }),
    status: 200,
  },
} as const satisfies Record<string, RouteContract>;
