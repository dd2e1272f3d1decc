// Payment options (issue 34 §1), an online entity of one declaration: through the real API on PGlite
// or PostgreSQL, the spec's calls (list, create, bulk create, update, delete) and their refusals — a
// name the venue already has in any case, a bulk create that is all or none, fields named in the
// errors, who may read and who may keep them, and tenancy.
import { describe, expect, it } from 'vitest';
import { paymentOptionSchema } from '../../src-shared/orders/payment-option-resource.js';
import { data, errors, useCatalogueActors } from './helpers/catalogue-actors.js';

const { asAdmin, asHost, asQuay, ids } = useCatalogueActors({ jobs: false });

const list = (as = asAdmin, restaurant: 'harbour' | 'quay' = 'harbour') =>
  as('GET', `/restaurant/${ids[restaurant]}/payment-options`);
const create = (body: Record<string, unknown>, as = asAdmin) =>
  as('POST', `/restaurant/${ids.harbour}/payment-options`, body);
const bulk = (options: Record<string, unknown>[], as = asAdmin) =>
  as('POST', `/restaurant/${ids.harbour}/payment-options/bulk`, { options });
const names = async (as = asAdmin, restaurant: 'harbour' | 'quay' = 'harbour') =>
  paymentOptionSchema
    .array()
    .parse(data(await list(as, restaurant)))
    .map((o) => o.name);
const message = (res: { body: unknown }) => (res.body as { message: string }).message;

describe('payment options', () => {
  it('creates, lists, edits and deletes an option', async () => {
    const made = await create({ name: ' Visa / Mastercard ', method: 'card' });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(message(made)).toBe('Payment option Visa / Mastercard created');
    const option = paymentOptionSchema.parse(data(made));
    expect(option).toMatchObject({ name: 'Visa / Mastercard', method: 'card', status: 1 });
    expect(await names()).toContain('Visa / Mastercard');

    const edited = await asAdmin('PUT', `/restaurant/payment-options/${option.id}`, { status: 0 });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(paymentOptionSchema.parse(data(edited)).status).toBe(0);

    expect((await asAdmin('DELETE', `/restaurant/payment-options/${option.id}`)).status).toBe(200);
    expect(await names()).not.toContain('Visa / Mastercard');
  });

  it('refuses a name the venue already has, in any case, and names the field of a bad body', async () => {
    expect((await create({ name: 'Gift voucher', method: 'voucher' })).status).toBe(201);
    const again = await create({ name: 'GIFT VOUCHER', method: 'voucher' });
    expect(again.status).toBe(409);
    expect(message(again)).toBe('A payment option named GIFT VOUCHER already exists');

    const noName = await create({ name: '  ', method: 'cash' });
    expect(noName.status).toBe(422);
    expect(errors(noName).name?.[0]).toBe('Payment option name is required');
    const badMethod = await create({ name: 'Bitcoin', method: 'crypto' });
    expect(badMethod.status).toBe(422);
    expect(errors(badMethod).method?.[0]).toBe(
      'Payment method must be one of cash, card, room_charge, voucher, other',
    );
  });

  it('creates several at once, or none when one is refused', async () => {
    const made = await bulk([
      { name: 'Cash', method: 'cash' },
      { name: 'Room charge', method: 'room_charge' },
    ]);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(message(made)).toBe('2 payment options created');
    expect(
      paymentOptionSchema
        .array()
        .parse(data(made))
        .map((o) => o.method),
    ).toEqual(['cash', 'room_charge']);

    // The second is a name the venue has: the first of the request is not kept either.
    const refused = await bulk([
      { name: 'American Express', method: 'card' },
      { name: 'cash', method: 'cash' },
    ]);
    expect(refused.status).toBe(409);
    expect(message(refused)).toBe('A payment option named cash already exists');
    expect(await names()).not.toContain('American Express');

    const twice = await bulk([
      { name: 'Amex', method: 'card' },
      { name: 'AMEX', method: 'card' },
    ]);
    expect(twice.status).toBe(422);
    expect(errors(twice)['options.1.name']?.[0]).toBe('Payment option AMEX is named twice');
    expect((await bulk([])).status).toBe(422);
  });

  it('is read by whoever closes tabs and kept by managers; another restaurant neither sees nor edits it', async () => {
    const option = paymentOptionSchema.parse(
      data(await create({ name: 'Harbour tab card', method: 'card' })),
    );
    expect(await names(asHost)).toContain('Harbour tab card');
    expect((await create({ name: 'Host made', method: 'cash' }, asHost)).status).toBe(403);
    expect((await bulk([{ name: 'Host bulk', method: 'cash' }], asHost)).status).toBe(403);
    expect((await asHost('DELETE', `/restaurant/payment-options/${option.id}`)).status).toBe(403);

    expect(await names(asQuay, 'quay')).not.toContain('Harbour tab card');
    expect((await asQuay('PUT', `/restaurant/payment-options/${option.id}`, { name: 'Taken' })).status).toBe(
      404,
    );
    expect((await asQuay('DELETE', `/restaurant/payment-options/${option.id}`)).status).toBe(404);
    // Harbour's list path is not Quay's to read.
    expect((await asQuay('GET', `/restaurant/${ids.harbour}/payment-options`)).status).toBe(403);
    // The same name is free in another restaurant.
    expect(
      (
        await asQuay('POST', `/restaurant/${ids.quay}/payment-options`, {
          name: 'Harbour tab card',
          method: 'card',
        })
      ).status,
    ).toBe(201);
  });
});
