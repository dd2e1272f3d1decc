import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { safeErrorForLog } from './log-safety.js';

describe('errors in the log', () => {
  it('keep the query, codes and column but never the bound parameters or the detail', () => {
    const pg = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: '22021',
      detail: 'Key (email)=(ada@example.com) already exists.',
      column: 'first_name',
    });
    const error = new DrizzleQueryError(
      'insert into "reservations" ("first_name", "email") values ($1, $2)',
      ['Ada\nLovelace', 'ada@example.com'],
      pg,
    );
    const logged = JSON.stringify(safeErrorForLog(error));
    expect(logged).toContain('insert into \\"reservations\\"');
    expect(logged).toContain('22021');
    expect(logged).toContain('first_name');
    expect(logged).toContain('params: [not logged]');
    expect(logged).not.toContain('ada@example.com');
    expect(logged).not.toContain('Lovelace');
  });
});
