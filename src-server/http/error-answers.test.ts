import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '../../src-shared/constants.js';
import { errorStatuses } from '../../src-shared/resources/route-contract.js';
import { buildApp } from '../app.js';
import type { AppDatabase } from '../db/client.js';

// The generated document, walked: an operation that needs a signed-in caller, takes input or names
// a row must document the refusals that follow, so a new route cannot leave them out.

interface Operation {
  security?: unknown[];
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, { required?: string[]; properties?: Record<string, unknown> }> };
}

let app: FastifyInstance;
let doc: Document;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-openapi-'));
  // Building the document touches no table: a database that is never called is enough.
  app = await buildApp({ db: {} as AppDatabase, jwtSecret: 'x'.repeat(48), dataDir, logLevel: 'silent' });
  await app.ready();
  doc = app.swagger() as unknown as Document;
}, 60_000);

afterAll(async () => {
  await app?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const operations = () =>
  Object.entries(doc.paths).flatMap(([url, item]) =>
    Object.entries(item).map(([method, op]) => ({ name: `${method.toUpperCase()} ${url}`, url, op })),
  );

const ROW_PARAM = (p: { in: string; name: string }) =>
  p.in === 'path' && p.name !== 'restaurantId' && p.name !== 'tenantId';

describe('the OpenAPI document’s error answers', () => {
  it('documents on every API operation the refusals its shape implies, each with the error body', () => {
    const api = operations().filter((o) => o.url.startsWith(API_BASE_PATH));
    expect(api.length).toBeGreaterThan(300);
    const missing: string[] = [];
    for (const { name, op } of api) {
      const expected = new Set(['400']);
      if (op.security?.length) ['401', '403'].forEach((s) => expected.add(s));
      if (op.requestBody || op.parameters?.length) expected.add('422');
      if (op.parameters?.some(ROW_PARAM)) expected.add('404');
      for (const status of expected) {
        const ref = op.responses[status]?.content?.['application/json']?.schema?.$ref;
        if (ref !== '#/components/schemas/ErrorEnvelope') missing.push(`${name} ${status}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('names the one error body as a component', () => {
    const envelope = doc.components.schemas.ErrorEnvelope;
    expect(envelope?.required).toEqual(['success', 'message']);
    expect(Object.keys(envelope?.properties ?? {})).toEqual(['success', 'message', 'errors']);
  });

  it('keeps the declared extras of hand-written routes (sign-in throttles, refresh)', () => {
    const signIn = doc.paths[`${API_BASE_PATH}/user/signin/tablemanagement`]?.post;
    expect(Object.keys(signIn?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '422', '429']),
    );
    expect(doc.paths[`${API_BASE_PATH}/user/refresh-token`]?.post?.responses['401']).toBeDefined();
  });
});

describe('errorStatuses', () => {
  it('derives the statuses from the route’s shape and applies its declaration', () => {
    expect(errorStatuses({ method: 'GET', path: '/health', access: 'public' })).toEqual([400]);
    expect(errorStatuses({ method: 'GET', path: '/tables/{id}', access: 'tenant', params: true })).toEqual([
      400, 401, 403, 404, 422,
    ]);
    expect(
      errorStatuses({
        method: 'POST',
        path: '/menus/restaurant/:restaurantId',
        access: 'tenant',
        body: true,
      }),
    ).toEqual([400, 401, 403, 404, 409, 413, 415, 422]);
    expect(
      errorStatuses({
        method: 'POST',
        path: '/user/signin',
        access: 'public',
        body: true,
        errors: { 401: true, 429: true, 413: false },
      }),
    ).toEqual([400, 401, 415, 422, 429]);
  });
});
