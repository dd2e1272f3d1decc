import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_ROUTES } from '../../src-shared/api-routes.js';
import { API_MESSAGES } from '../../src-shared/errors.js';
import { forgotPasswordRequestSchema, resetPasswordRequestSchema } from '../../src-shared/schemas/auth.js';
import { requestPasswordReset, resetPassword } from '../auth/password-reset.js';
import { badRequest, HttpError } from '../http/http-error.js';
import type { RouteDeps } from './route-deps.js';

const messageSchema = z.object({ success: z.literal(true), message: z.string() });
const authSchema = <B extends z.ZodType>(summary: string, body: B) => ({
  tags: ['auth'],
  summary,
  body,
  response: { 200: messageSchema },
});

export function passwordResetRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // Each route counts per client address (before the body is read, so junk counts too) and per
    // email (behind TRUST_PROXY the address is the client's, not the load balancer's).
    const limits = deps.passwordResetRateLimit;
    const counter = (name: string, max: number) => deps.rateCounter({ name, max, windowMs: limits.windowMs });
    const forgotIp = counter('forgot-ip', limits.perIp);
    const forgotEmail = counter('forgot-email', limits.perEmail);
    const resetIp = counter('reset-ip', limits.perIp);
    const resetEmail = counter('reset-email', limits.perEmail);
    const check = async (reply: FastifyReply, hit: Promise<number>) => {
      const wait = await hit;
      if (wait > 0) {
        void reply.header('retry-after', String(wait));
        throw new HttpError(429, API_MESSAGES.tooManyRequests);
      }
    };
    type Counter = ReturnType<typeof counter>;
    /** A public route counted per client address and per the body's email. */
    const throttled = (ip: Counter, email: Counter) => ({
      config: { access: { kind: 'public' as const }, errors: { 429: true as const } },
      onRequest: async (request: FastifyRequest, reply: FastifyReply) => check(reply, ip.hit(request.ip)),
      preHandler: async (request: FastifyRequest, reply: FastifyReply) =>
        check(reply, email.hit((request.body as { email: string }).email.toLowerCase())),
    });

    app.post(API_ROUTES.forgotPassword.path, {
      ...throttled(forgotIp, forgotEmail),
      schema: authSchema('Mail a single-use reset link', forgotPasswordRequestSchema),
      handler: async (request) => {
        // The same answer whether or not the email exists, so the form cannot probe for accounts;
        // a mail failure is logged, not reported, for the same reason.
        try {
          await requestPasswordReset(deps.db, deps.mailer, request.body.email, deps.consoleUrl);
        } catch (error) {
          request.log.error({ err: error }, 'password reset mail failed');
        }
        return { success: true as const, message: API_MESSAGES.resetMailSent };
      },
    });

    app.post(API_ROUTES.resetPassword.path, {
      ...throttled(resetIp, resetEmail),
      schema: authSchema('Set a new password with a reset token', resetPasswordRequestSchema),
      handler: async (request) => {
        const userId = await resetPassword(deps.db, request.body);
        if (userId === null) throw badRequest(API_MESSAGES.resetTokenInvalid);
        deps.endSockets.ofUser(userId);
        return { success: true as const, message: API_MESSAGES.passwordReset };
      },
    });
  };
}
