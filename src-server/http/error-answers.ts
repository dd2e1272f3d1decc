// Every route's refusals in the OpenAPI document: each error status a route declares (or its shape
// implies, see errorStatuses) is documented with the one error body, so a client generated from the
// document knows when and how the API refuses. They go into the document only, not into the routes'
// response schemas: those compile into serializers, and an error answer is already shaped by the
// error handler.
import type { FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import {
  errorStatuses,
  type ErrorAnswers,
  type ErrorStatus,
} from '../../src-shared/resources/route-contract.js';
import { errorEnvelopeSchema } from '../../src-shared/schemas/envelope.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A hand-written route's error answers beside those its shape implies (RouteContract.errors). */
    errors?: ErrorAnswers;
    /** A contract route's error statuses, worked out from its contract when it is registered. */
    errorStatuses?: readonly ErrorStatus[];
  }
}

const DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: 'Malformed request: JSON, the restaurant-id header or the terminal-id header',
  401: 'No valid access token (or, signing in, wrong credentials)',
  403: 'The restaurant or the permission is not the caller’s',
  404: 'No such row',
  409: 'Conflicts with the stored state (a duplicate, a taken table, a row in use)',
  413: 'The body is too large',
  415: 'The body’s content type is not read by this route',
  422: 'Validation failed: `errors` names each field',
  429: 'Too many requests: wait the Retry-After seconds',
  502: 'An upstream service (the mail relay) refused',
};

/** The error body, one component of the document. */
const errorBody = errorEnvelopeSchema.meta({ id: 'ErrorEnvelope' });

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** The error statuses of a registered route: its contract's, else derived from its access and schema. */
export function routeErrorStatuses(route: Pick<RouteOptions, 'method' | 'url' | 'config' | 'schema'>) {
  const config = route.config;
  if (config?.errorStatuses) return config.errorStatuses;
  const schema: FastifySchema = route.schema ?? {};
  return errorStatuses({
    method: String(route.method),
    path: route.url,
    access: config?.access?.kind ?? 'public',
    params: schema.params !== undefined,
    query: schema.querystring !== undefined,
    body: schema.body !== undefined,
    errors: config?.errors,
  });
}

/** The swagger transform: the zod schemas as JSON Schema, with the route's error answers added. */
export function documentErrorAnswers(input: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  // Routes without a schema (the ops endpoints) have one made for them.
  const schema = (input.schema ?? {}) as FastifySchema & { hide?: boolean };
  if (schema.hide) return jsonSchemaTransform(input);
  const response: Record<string, unknown> = { ...(schema.response as Record<string, unknown> | undefined) };
  for (const status of routeErrorStatuses(input.route))
    response[status] ??= {
      description: DESCRIPTIONS[status],
      content: { 'application/json': { schema: errorBody } },
    };
  return jsonSchemaTransform({ ...input, schema: { ...schema, response } });
}

/**
 * The document's components: the registered zod schemas, less those nothing refers to (the error
 * body's request-side copy, which no request uses), so a generated client gets one error type.
 */
export const documentComponents: typeof jsonSchemaTransformObject = (input) => {
  const document = jsonSchemaTransformObject(input);
  const schemas = (document as { components?: { schemas?: Record<string, unknown> } }).components?.schemas;
  if (!schemas) return document;
  const text = JSON.stringify(document);
  for (const name of Object.keys(schemas))
    if (!text.includes(`"#/components/schemas/${name}"`)) delete schemas[name];
  return document;
};
