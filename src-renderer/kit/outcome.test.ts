import { describe, expect, it } from 'vitest';
import { outcomeOf, outcomeOfAll } from './outcome.js';

const refused = {
  ok: false as const,
  error: { message: 'Validation failed', status: 422, errors: { name: ['Name is required'] } },
};

describe('outcomeOf', () => {
  it('is success with the given text when the write was done online', () => {
    expect(outcomeOf({ ok: true }, { success: 'Tag VIP created' })).toEqual({
      kind: 'success',
      text: 'Tag VIP created',
    });
  });

  it("is refused with the server's text and field reasons, never success", () => {
    const outcome = outcomeOf(refused, {
      success: 'Tag VIP created',
      pending: 'Pending sync',
      offline: true,
    });
    expect(outcome).toEqual({
      kind: 'refused',
      text: 'Validation failed: Name is required',
      fields: { name: 'Name is required' },
    });
  });

  it('is pending when the write was only queued offline', () => {
    expect(outcomeOf({ ok: true }, { success: 'Saved', pending: 'Pending sync', offline: true })).toEqual({
      kind: 'pending',
      text: 'Pending sync',
    });
  });

  it('several writes: refused naming each failure when any failed, else success', () => {
    const all = outcomeOfAll(
      [
        { name: 'Terrace', result: { ok: true } },
        { name: 'Hall', result: { ok: false, error: { message: 'Area has tables' } } },
      ],
      { success: '2 areas deleted' },
    );
    expect(all).toEqual({ kind: 'refused', text: 'Hall: Area has tables' });
    expect(outcomeOfAll([{ name: 'Terrace', result: { ok: true } }], { success: '1 deleted' }).kind).toBe(
      'success',
    );
  });
});
