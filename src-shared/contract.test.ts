import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiPath, API_ROUTES, fastifyPath } from './api-routes.js';
import {
  CLIENT_RATE_LIMIT,
  RETRY,
  TIMEOUTS_MS,
  TOKEN_REFRESH,
  RESERVATION_DRAFT_DEFAULTS,
  LIST_PAGE_SIZE,
  ADMIN_ROLES,
  SOCKET_DEFAULTS,
} from './constants.js';
import { CLIENT_ERRORS, messageForStatus, STATUS_ERRORS } from './errors.js';
import { envelopeSchema, errorEnvelopeSchema, fieldErrorsFromIssues } from './schemas/envelope.js';
import { signInRequestSchema } from './schemas/auth.js';

describe('spec §9 constants', () => {
  it('keeps the exact numbers of the spec', () => {
    expect(TIMEOUTS_MS).toEqual({ default: 30_000, upload: 60_000, download: 120_000, realtime: 15_000 });
    expect(RETRY).toEqual({ maxAttempts: 3, delayMs: 1_000, multiplier: 2 });
    expect(CLIENT_RATE_LIMIT).toEqual({ maxRequests: 100, windowMs: 900_000 });
    expect(TOKEN_REFRESH).toEqual({ leadMs: 60_000, minimumWaitMs: 5_000 });
    expect(RESERVATION_DRAFT_DEFAULTS).toEqual({ guest_count: 0, table_number: 'T1', status: 'Booked' });
    expect(LIST_PAGE_SIZE).toBe(10);
    expect(SOCKET_DEFAULTS.randomizationFactor).toBe(0.5);
    expect(ADMIN_ROLES).toEqual(['super_admin', 'admin', 'Table_Management_Admin_User']);
  });
});

describe('spec §8 messages by status', () => {
  it.each([
    [401, STATUS_ERRORS[401]],
    [403, STATUS_ERRORS[403]],
    [404, STATUS_ERRORS[404]],
    [429, STATUS_ERRORS[429]],
    [500, 'Server error. Please try again later.'],
    [503, 'Server error. Please try again later.'],
  ])('%i → %s', (status, text) => {
    expect(messageForStatus(status, 'ignored')).toBe(text);
  });

  it('uses the server message for other statuses, else "HTTP {status} error"', () => {
    expect(messageForStatus(409, 'Table T4 is taken')).toBe('Table T4 is taken');
    expect(messageForStatus(418)).toBe('HTTP 418 error');
    expect(messageForStatus(422, '')).toBe('HTTP 422 error');
  });

  it('keeps the exact client-wide texts', () => {
    expect(CLIENT_ERRORS.network).toBe('Network error occurred. Please check your connection.');
    expect(CLIENT_ERRORS.restaurantIdNotFound).toBe(
      'Restaurant ID not found from any source. Please ensure you are logged in and have access to a restaurant.',
    );
  });
});

describe('route table', () => {
  it('fills path parameters and refuses a missing one', () => {
    expect(apiPath('productImage', { imageId: 7 })).toBe('/food-items/images/7');
    expect(apiPath('syncPull')).toBe('/sync/pull');
    expect(() => apiPath('productImage')).toThrow('Missing path parameter "imageId" for productImage');
  });

  it('converts to fastify paths', () => {
    expect(fastifyPath('mediaFile')).toBe('/media-files/:restaurantId/:id/:variant');
  });

  it('has unique method+path pairs', () => {
    const keys = Object.values(API_ROUTES).map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('envelopes', () => {
  it('accepts a success envelope and rejects a failure as success', () => {
    const schema = envelopeSchema(z.object({ n: z.number() }));
    expect(schema.safeParse({ success: true, data: { n: 1 } }).success).toBe(true);
    expect(schema.safeParse({ success: false, data: { n: 1 } }).success).toBe(false);
    expect(
      errorEnvelopeSchema.safeParse({ success: false, message: 'x', errors: { email: ['bad'] } }).success,
    ).toBe(true);
  });

  it('maps zod issues to per-field messages', () => {
    const result = signInRequestSchema.safeParse({ email: 'nope', password: '' });
    expect(result.success).toBe(false);
    if (result.success) return;
    const errors = fieldErrorsFromIssues(result.error.issues);
    expect(errors.email).toEqual(['Enter a valid email address']);
    expect(errors.password).toEqual(['Password is required']);
  });
});
