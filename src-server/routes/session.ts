import type {} from '@fastify/cookie';
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_ROUTES, fastifyPath } from '../../src-shared/api-routes.js';
import { API_BASE_PATH, REFRESH_TOKEN_TTL_SECONDS } from '../../src-shared/constants.js';
import { API_MESSAGES } from '../../src-shared/errors.js';
import {
  checkAuthResponseSchema,
  signInRequestSchema,
  tokenPayloadSchema,
  userSchema,
} from '../../src-shared/schemas/auth.js';
import { envelopeSchema } from '../../src-shared/schemas/envelope.js';
import { signAccessToken } from '../auth/access-token.js';
import { burnPasswordCheck, verifyPassword } from '../auth/password.js';
import {
  REFRESH_COOKIE,
  issueRefreshToken,
  refreshSuccessorKey,
  revokeFamilyOfToken,
  rotateRefreshToken,
} from '../auth/refresh-tokens.js';
import { users } from '../db/schema/index.js';
import { requireAuth } from '../http/access-control.js';
import { HttpError, forbidden, unauthorized } from '../http/http-error.js';
import { terminalLabel } from '../users/session-service.js';
import { buildUserView } from '../users/user-view.js';
import type { RouteDeps } from './route-deps.js';

const COOKIE_PATH = `${API_BASE_PATH}/user`;
const messageSchema = z.object({ success: z.literal(true), message: z.string() });

export function sessionRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const perIp = deps.rateCounter({
      name: 'signin-ip',
      max: deps.rateLimit.perIp,
      windowMs: deps.rateLimit.windowMs,
    });
    const successorKey = refreshSuccessorKey(deps.jwtKey);
    const tooMany = (reply: FastifyReply, retryAfter: number) => {
      void reply.header('retry-after', String(retryAfter));
      return new HttpError(429, API_MESSAGES.tooManyRequests);
    };

    /** Access token + user, and the refresh cookie set to `refreshToken` (a new family or the rotated one). */
    const issueSession = async (
      request: FastifyRequest,
      reply: FastifyReply,
      userId: number,
      refreshToken: string,
      sessionId: string,
    ) => {
      const user = await buildUserView(deps.db, userId);
      if (!user) throw forbidden(API_MESSAGES.noRestaurantRole);
      if (!user.is_active) throw unauthorized(API_MESSAGES.refreshTokenInvalid);
      const [epoch] = await deps.db
        .select({ vep: users.verifierEpoch })
        .from(users)
        .where(eq(users.id, userId));
      const token = await signAccessToken(
        deps.jwtKey,
        {
          userId,
          restaurantIds: user.user_role_id.map((r) => r.roletypes.restaurant_id),
          sessionId,
          verifierEpoch: epoch?.vep ?? 0,
        },
        Date.now(),
        deps.accessTokenTtlSeconds,
      );
      void reply.setCookie(REFRESH_COOKIE, refreshToken, {
        httpOnly: true,
        sameSite: 'lax',
        path: COOKIE_PATH,
        secure: request.protocol === 'https',
        maxAge: REFRESH_TOKEN_TTL_SECONDS,
      });
      return { token, user };
    };

    app.post(API_ROUTES.signIn.path, {
      // 401 wrong credentials, 403 no role in any restaurant, 429 the throttles below.
      config: { access: { kind: 'public' }, errors: { 401: true, 403: true, 429: true } },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: signInRequestSchema,
        response: { 200: envelopeSchema(tokenPayloadSchema) },
      },
      // Per-IP counting happens before the body is validated so junk requests count too.
      onRequest: async (request, reply) => {
        const wait = await perIp.hit(request.ip);
        if (wait > 0) throw tooMany(reply, wait);
      },
      // Per account and address, with a progressive delay: a stranger's guesses never lock the venue out.
      preHandler: async (request, reply) => {
        const wait = await deps.signInThrottle.attempt(request.body.email, request.ip);
        if (wait > 0) throw tooMany(reply, wait);
      },
      handler: async (request, reply) => {
        const email = request.body.email.toLowerCase();
        const [user] = await deps.db.select().from(users).where(eq(users.email, email));
        if (!user) {
          await burnPasswordCheck(request.body.password);
          throw unauthorized(API_MESSAGES.invalidCredentials);
        }
        const valid = await verifyPassword(user.passwordHash, request.body.password);
        if (!valid || !user.isActive) throw unauthorized(API_MESSAGES.invalidCredentials);
        await deps.signInThrottle.succeed(email, request.ip);
        const view = await buildUserView(deps.db, user.id);
        if (!view) throw forbidden(API_MESSAGES.noRestaurantRole);
        const sessionId = crypto.randomUUID();
        const refresh = await issueRefreshToken(deps.db, user.id, sessionId, terminalLabel(request));
        const data = await issueSession(request, reply, user.id, refresh, sessionId);
        return { success: true as const, message: API_MESSAGES.signedIn, data };
      },
    });

    app.post(API_ROUTES.refreshToken.path, {
      // The refresh cookie is missing, expired, revoked or reused.
      config: { access: { kind: 'public' }, errors: { 401: true } },
      schema: {
        tags: ['auth'],
        summary: 'Rotate the refresh cookie and get a new access token',
        response: { 200: envelopeSchema(tokenPayloadSchema) },
      },
      handler: async (request, reply) => {
        const presented = request.cookies[REFRESH_COOKIE];
        if (!presented) throw unauthorized(API_MESSAGES.refreshTokenMissing);
        const rotated = await rotateRefreshToken(deps.db, presented, successorKey);
        if (!rotated.ok) {
          void reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH });
          throw unauthorized(rotated.message);
        }
        const data = await issueSession(request, reply, rotated.userId, rotated.token, rotated.familyId);
        return { success: true as const, message: API_MESSAGES.sessionRefreshed, data };
      },
    });

    const logout = async (request: FastifyRequest, reply: FastifyReply) => {
      const presented = request.cookies[REFRESH_COOKIE];
      const ended = presented ? await revokeFamilyOfToken(deps.db, presented) : null;
      if (ended) deps.endSockets.ofSessions([ended]);
      void reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH });
      return { success: true as const, message: API_MESSAGES.loggedOut };
    };
    // Public on purpose: a console whose access token already expired must still be able to end its session.
    for (const route of [API_ROUTES.logout, API_ROUTES.logoutGet]) {
      app.route({
        method: route.method,
        url: route.path,
        config: { access: { kind: 'public' } },
        schema: {
          tags: ['auth'],
          summary: 'Revoke the refresh token family and clear the cookie',
          response: { 200: messageSchema },
        },
        handler: logout,
      });
    }

    /** A route for any signed-in user, answering the enveloped `data`. */
    const signedIn = <D extends z.ZodType>(summary: string, data: D) => ({
      config: { access: { kind: 'authenticated' as const } },
      schema: {
        tags: ['auth'],
        summary,
        security: [{ bearerAuth: [] }],
        response: { 200: envelopeSchema(data) },
      },
    });
    const signedInUser = async (request: FastifyRequest) => {
      const auth = requireAuth(request);
      const user = await buildUserView(deps.db, auth.access.userId, auth.tenant?.restaurantId);
      if (!user) throw forbidden(API_MESSAGES.noRestaurantRole);
      return user;
    };

    app.get(API_ROUTES.profile.path, {
      ...signedIn('The signed-in user', userSchema),
      handler: async (request) => ({ success: true as const, data: await signedInUser(request) }),
    });

    app.get(fastifyPath('checkAuth'), {
      ...signedIn('Check the bearer token', checkAuthResponseSchema),
      handler: async (request) => ({
        success: true as const,
        data: { authenticated: true as const, user: await signedInUser(request) },
      }),
    });
  };
}
