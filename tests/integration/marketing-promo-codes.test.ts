// Promo codes (issue 31 §2), the online entity made of one declaration: through the real API on
// PGlite or PostgreSQL, the five calls with the code kept upper case and unique per restaurant,
// terms that must agree (on create and against the stored code on an edit), the marketing
// permission (a host may not even read them) and tenancy.
import { describe, expect, it } from 'vitest';
import { promoCodeSchema, promoRedemptionSchema } from '../../src-shared/marketing/promo-code-resource.js';
import { data, errors, useCatalogueActors } from './helpers/catalogue-actors.js';

const { asAdmin, asHost, asQuay } = useCatalogueActors();

const create = (body: Record<string, unknown>) => asAdmin('POST', '/marketing/promo-codes', body);

describe('promo codes', () => {
  it('creates, lists, edits and deletes a code; the code is upper case and the discount exact', async () => {
    const made = await create({
      code: ' summer20 ',
      description: 'Summer terrace',
      discount_value: 20,
      valid_from: '2027-06-01',
      valid_until: '2027-08-31',
      total_limit: 100,
      per_guest_limit: 1,
      limit_renewal: 'monthly',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect((made.body as { message: string }).message).toBe('Promo code SUMMER20 created');
    const code = promoCodeSchema.parse(data(made));
    expect(code).toMatchObject({
      code: 'SUMMER20',
      discount_type: 'percent',
      discount_value: 20,
      combinable: false,
      status: 1,
      limit_renewal: 'monthly',
    });

    const listed = promoCodeSchema.array().parse(data(await asAdmin('GET', '/marketing/promo-codes')));
    expect(listed.map((c) => c.code)).toContain('SUMMER20');

    const amount = await asAdmin('PUT', `/marketing/promo-codes/${code.id}`, {
      discount_type: 'amount',
      discount_value: 12.35,
    });
    expect(amount.status, JSON.stringify(amount.body)).toBe(200);
    expect(promoCodeSchema.parse(data(amount))).toMatchObject({
      discount_type: 'amount',
      discount_value: 12.35,
    });

    expect((await asAdmin('DELETE', `/marketing/promo-codes/${code.id}`)).status).toBe(200);
    expect((await asAdmin('GET', `/marketing/promo-codes/${code.id}`)).status).toBe(404);
  });

  it('refuses a code twice, a bad code and terms that disagree, naming the field', async () => {
    expect((await create({ code: 'WELCOME', discount_value: 10 })).status).toBe(201);
    const twice = await create({ code: 'welcome', discount_value: 5 });
    expect(twice.status).toBe(409);
    expect((twice.body as { message: string }).message).toBe('A promo code WELCOME already exists');

    const bad = await create({ code: 'a!', discount_value: 5 });
    expect(bad.status).toBe(422);
    expect(errors(bad).code?.[0]).toBe(
      'Code must be 3 to 32 letters, digits, - or _, starting with a letter or digit',
    );
    const over = await create({ code: 'HALFPLUS', discount_value: 120 });
    expect(over.status).toBe(422);
    expect(errors(over).discount_value?.[0]).toBe('A percent discount cannot exceed 100');
    const perGuest = await create({ code: 'FEW', discount_value: 5, total_limit: 2, per_guest_limit: 3 });
    expect(errors(perGuest).per_guest_limit?.[0]).toBe('Uses per guest cannot exceed total uses');

    // An edit is judged with the stored terms: raising a percent code past 100, or ending it before it starts.
    const made = promoCodeSchema.parse(
      data(await create({ code: 'SPRING', discount_value: 15, valid_from: '2027-03-01' })),
    );
    const raised = await asAdmin('PUT', `/marketing/promo-codes/${made.id}`, { discount_value: 150 });
    expect(raised.status).toBe(422);
    expect(errors(raised).discount_value?.[0]).toBe('A percent discount cannot exceed 100');
    const ended = await asAdmin('PUT', `/marketing/promo-codes/${made.id}`, { valid_until: '2027-02-01' });
    expect(ended.status).toBe(422);
    expect(errors(ended).valid_until?.[0]).toBe('Valid until cannot be before valid from');
  });

  it('is marketing: a host may not read it, and another restaurant neither sees nor edits the code', async () => {
    const made = promoCodeSchema.parse(data(await create({ code: 'HARBOURONLY', discount_value: 10 })));
    const host = await asHost('GET', '/marketing/promo-codes');
    expect(host.status).toBe(403);
    const quayList = promoCodeSchema.array().parse(data(await asQuay('GET', '/marketing/promo-codes')));
    expect(quayList.map((c) => c.id)).not.toContain(made.id);
    expect((await asQuay('PUT', `/marketing/promo-codes/${made.id}`, { description: 'taken' })).status).toBe(
      404,
    );
    // The same code is free in another restaurant.
    expect(
      (await asQuay('POST', '/marketing/promo-codes', { code: 'HARBOURONLY', discount_value: 5 })).status,
    ).toBe(201);
  });
});

const redeem = (body: Record<string, unknown>, as = asAdmin) =>
  as('POST', '/marketing/promo-codes/redeem', body);
const message = (res: { body: unknown }) => (res.body as { message: string }).message;

describe('using a promo code', () => {
  it('gives the last use to exactly one of 20 guests racing for it', async () => {
    expect((await create({ code: 'LASTONE', discount_value: 10, total_limit: 1 })).status).toBe(201);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => redeem({ code: 'lastone', email: `guest${i}@example.com` })),
    );
    const used = answers.filter((a) => a.status === 201);
    expect(used).toHaveLength(1);
    expect(message(used[0]!)).toBe('Promo code LASTONE used');
    const refused = answers.filter((a) => a.status !== 201);
    expect(new Set(refused.map((a) => `${a.status} ${message(a)}`))).toEqual(
      new Set(['409 Promo code LASTONE has no uses left']),
    );
  });

  it('counts each guest, however the address is typed, and renews a monthly limit by month', async () => {
    expect(
      (await create({ code: 'ONCEEACH', discount_value: 5, per_guest_limit: 1, limit_renewal: 'monthly' }))
        .status,
    ).toBe(201);
    const first = await redeem({ code: 'ONCEEACH', email: 'Ada@Example.com' }, asHost);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const use = promoRedemptionSchema.parse(data(first));
    expect(use).toMatchObject({ code: 'ONCEEACH', discount_value: 5 });
    expect(use.period).toMatch(/^\d{4}-\d{2}$/);
    const again = await redeem({ code: 'ONCEEACH', email: ' ada@example.com ' }, asHost);
    expect(again.status).toBe(409);
    expect(message(again)).toBe('This guest has used promo code ONCEEACH as often as it allows this month');
    expect((await redeem({ code: 'ONCEEACH', mobileNumber: '+44 7700 900123' }, asHost)).status).toBe(201);
    const nobody = await redeem({ code: 'ONCEEACH' }, asHost);
    expect(nobody.status).toBe(422);
    expect(errors(nobody).email?.[0]).toBe("Promo code ONCEEACH needs the guest's email or phone number");
  });

  it('refuses a code that is off, out of its dates, unknown or that does not combine', async () => {
    await create({ code: 'PAUSED', discount_value: 5, status: 0 });
    expect(errors(await redeem({ code: 'PAUSED' })).code?.[0]).toBe('Promo code PAUSED is not active');
    await create({ code: 'OLDIE', discount_value: 5, valid_from: '2020-01-01', valid_until: '2020-12-31' });
    expect(errors(await redeem({ code: 'OLDIE' })).code?.[0]).toBe('Promo code OLDIE expired on 12/31/2020');
    await create({ code: 'LATER', discount_value: 5, valid_from: '2099-01-01' });
    expect(errors(await redeem({ code: 'LATER' })).code?.[0]).toBe(
      'Promo code LATER is valid from 01/01/2099',
    );
    expect(errors(await redeem({ code: 'NOSUCH' })).code?.[0]).toBe('Promo code NOSUCH does not exist');

    await create({ code: 'SOLO', discount_value: 10 });
    await create({ code: 'STACKA', discount_value: 5, combinable: true });
    await create({ code: 'STACKB', discount_value: 5, combinable: true });
    const solo = await redeem({ code: 'SOLO', with_codes: ['STACKA'] });
    expect(solo.status).toBe(409);
    expect(message(solo)).toBe('Promo code SOLO does not combine with STACKA');
    expect((await redeem({ code: 'STACKB', with_codes: ['stacka'] })).status).toBe(201);
  });

  it('keeps the terms of a used code: it may be disabled, not edited or deleted', async () => {
    const made = promoCodeSchema.parse(data(await create({ code: 'KEPT', discount_value: 10 })));
    expect((await redeem({ code: 'KEPT', email: 'kept@example.com' })).status).toBe(201);
    const edited = await asAdmin('PUT', `/marketing/promo-codes/${made.id}`, { discount_value: 50 });
    expect(edited.status).toBe(409);
    expect(message(edited)).toBe('Promo code KEPT has been used: it can be disabled, not edited');
    const removed = await asAdmin('DELETE', `/marketing/promo-codes/${made.id}`);
    expect(removed.status).toBe(409);
    expect(message(removed)).toBe('Promo code KEPT has been used: it can be disabled, not deleted');
    const off = await asAdmin('PUT', `/marketing/promo-codes/${made.id}`, { status: 0 });
    expect(off.status).toBe(200);
    expect(errors(await redeem({ code: 'KEPT' })).code?.[0]).toBe('Promo code KEPT is not active');
  });
});
