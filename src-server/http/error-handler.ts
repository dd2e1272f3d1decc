import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { API_MESSAGES } from '../../src-shared/errors.js';
import type { FieldErrors } from '../../src-shared/schemas/envelope.js';
import { referenceError } from './db-errors.js';
import { HttpError, TooManyRequestsError } from './http-error.js';

interface ErrorBody {
  success: false;
  message: string;
  errors?: FieldErrors;
}

/** Every failure leaves as `{ success: false, message, errors? }`; 5xx never carries internals. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setNotFoundHandler((_request, reply) => {
    void reply.code(404).send({ success: false, message: API_MESSAGES.notFound } satisfies ErrorBody);
  });

  app.setErrorHandler((rawError: FastifyError, request, reply) => {
    // A reference to a missing row (or an unreadable value) is the caller's 422, never a 500.
    const error = referenceError(rawError) ?? rawError;
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldErrors = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
        const where = error.validationContext ?? 'body';
        const key = where === 'body' ? path || 'body' : path ? `${where}.${path}` : where;
        (errors[key] ??= []).push(issue.message ?? 'Invalid value');
      }
      return reply
        .code(422)
        .send({ success: false, message: API_MESSAGES.validationFailed, errors } satisfies ErrorBody);
    }
    if (error instanceof HttpError) {
      if (error instanceof TooManyRequestsError)
        void reply.header('retry-after', String(error.retryAfterSeconds));
      const body: ErrorBody = { success: false, message: error.message };
      if (error.errors) body.errors = error.errors;
      return reply.code(error.statusCode).send(body);
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx errors (body too large, bad content type, …) have safe, useful messages.
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ? API_MESSAGES.malformedJson : error.message;
      return reply.code(status).send({ success: false, message } satisfies ErrorBody);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ success: false, message: API_MESSAGES.serverError } satisfies ErrorBody);
  });
}

/**
 * JSON bodies: an empty body reads as "no body" (the console posts refresh-token with none), and
 * unparsable JSON is the spec's 400 rather than a parser crash.
 */
export function installJsonParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    try {
      done(null, JSON.parse(text) as unknown);
    } catch {
      done(new HttpError(400, API_MESSAGES.malformedJson), undefined);
    }
  });
}
