import { describe, expect, it } from 'vitest';
import { CLIENT_ERRORS } from '../../src-shared/errors.js';
import { ApiError } from '../api/api-error.js';
import { HandlerTable } from './handler-table.js';

const info = { mode: 'web' as const, version: '1', apiUrl: 'http://a' };

describe('HandlerTable', () => {
  it('throws on a duplicate registration and on an unknown channel name', () => {
    const table = new HandlerTable();
    table.register('app.info', async () => info);
    expect(() => table.register('app.info', async () => info)).toThrow(/already has a handler/);
    expect(() => table.register('nope' as 'app.info', async () => info)).toThrow(/not a channel/);
  });

  it('reports every channel without a handler at start-up', () => {
    const table = new HandlerTable();
    table.register('app.info', async () => info);
    expect(() => table.assertComplete()).toThrow(/session\.get.*search\.global/);
  });

  it('validates input with the channel schema before the handler runs', async () => {
    const table = new HandlerTable();
    let ran = false;
    table.register('search.global', async () => {
      ran = true;
      return { upcoming: [], past: [], clients: [] };
    });
    const result = await table.call('search.global', { query: 42 });
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'invalid_input', errors: { query: [expect.any(String)] } },
    });
    expect(ran).toBe(false);
    expect(await table.call('search.global', { query: 'x' })).toEqual({
      ok: true,
      value: { upcoming: [], past: [], clients: [] },
    });
  });

  it('answers unknown channels and handler failures as ok:false', async () => {
    const table = new HandlerTable();
    table.register('session.forgotPassword', async () => {
      throw new ApiError('Too many requests. Please try again later.', { code: 'http', status: 429 });
    });
    table.register('app.info', async () => {
      throw new Error('secret internals');
    });
    expect(await table.call('fs.readFile', {})).toMatchObject({
      ok: false,
      error: { code: 'unknown_channel' },
    });
    expect(await table.call('toString', undefined)).toMatchObject({
      ok: false,
      error: { code: 'unknown_channel' },
    });
    expect(await table.call('session.forgotPassword', { email: 'a@b.test' })).toEqual({
      ok: false,
      error: { message: 'Too many requests. Please try again later.', code: 'http', status: 429 },
    });
    expect(await table.call('app.info', undefined)).toEqual({
      ok: false,
      error: { message: CLIENT_ERRORS.unexpected, code: 'internal' },
    });
  });

  it('refuses a handler result outside the output schema', async () => {
    const table = new HandlerTable();
    table.register('app.info', async () => ({ mode: 'desktop' }) as unknown as typeof info);
    expect(await table.call('app.info', undefined)).toMatchObject({
      ok: false,
      error: { code: 'invalid_output' },
    });
  });
});
