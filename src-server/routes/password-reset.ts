import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_ROUTES } from '../../src-shared/api-routes.js';
import { API_MESSAGES } from '../../src-shared/errors.js';
import { forgotPasswordRequestSchema, resetPasswordRequestSchema } from '../../src-shared/schemas/auth.js';
import { requestPasswordReset, resetPassword } from '../auth/password-reset.js';
import { badRequest } from '../http/http-error.js';
import type { RouteDeps } from './route-deps.js';

const messageSchema = z.object({ success: z.literal(true), message: z.string() });

export function passwordResetRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(API_ROUTES.forgotPassword.path, {
      config: { access: { kind: 'public' } },
      schema: {
        tags: ['auth'],
        summary: 'Mail a single-use reset link',
        body: forgotPasswordRequestSchema,
        response: { 200: messageSchema },
      },
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
      config: { access: { kind: 'public' } },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset token',
        body: resetPasswordRequestSchema,
        response: { 200: messageSchema },
      },
      handler: async (request) => {
        const done = await resetPassword(deps.db, request.body);
        if (!done) throw badRequest(API_MESSAGES.resetTokenInvalid);
        return { success: true as const, message: API_MESSAGES.passwordReset };
      },
    });
  };
}
