// Tax rates and the venue currency against the REAL tenant API (PGlite, or PostgreSQL with
// DATABASE_URL): round trips, and the refusals (a host 403, another tenant 403/404, bad bodies 4xx
// naming the field).
import { describe, expect, it } from 'vitest';
import { taxRateSchema } from '../../src-shared/schemas/tax-rate.js';
import { DEMO, useTestApi } from './helpers/api-server.js';

const getApi = useTestApi({ jobs: false });
const dataOf = (res: { body: unknown }) => (res.body as { data: unknown }).data;

async function people() {
  const { signIn } = getApi();
  const admin = await signIn(DEMO.harbourAdmin.email, DEMO.harbourAdmin.password);
  const host = await signIn(DEMO.harbourHost.email, DEMO.harbourHost.password);
  const quay = await signIn(DEMO.quayAdmin.email, DEMO.quayAdmin.password);
  const as = (who: typeof admin) => ({ token: who.token, restaurantId: who.user.restaurantId });
  return { admin: as(admin), host: as(host), quay: as(quay), harbourId: admin.user.restaurantId };
}

describe('tax rates', () => {
  it('creates, lists, edits and deletes a rate kept to two decimals, and refuses what it must', async () => {
    const { api } = getApi();
    const { admin, host, quay, harbourId } = await people();
    /** `who` adds a tax rate to Harbour Bistro. */
    const addRate = (who: typeof admin, body: Record<string, unknown>) =>
      api('POST', `/restaurant/${harbourId}/tax-rates`, { ...who, body });

    const created = await addRate(admin, { name: 'VAT standard', rate: 20 });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const vat = taxRateSchema.parse(dataOf(created));
    expect(vat).toMatchObject({ name: 'VAT standard', rate: 20, status: 1 });

    const edited = await api('PUT', `/restaurant/tax-rates/${vat.id}`, { ...admin, body: { rate: 5.5 } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(taxRateSchema.parse(dataOf(edited)).rate).toBe(5.5);
    const list = await api('GET', `/restaurant/${harbourId}/tax-rates`, host);
    expect(list.status).toBe(200);
    expect(
      taxRateSchema
        .array()
        .parse(dataOf(list))
        .map((r) => [r.name, r.rate]),
    ).toContainEqual(['VAT standard', 5.5]);

    const duplicate = await addRate(admin, { name: 'VAT standard', rate: 10 });
    expect([409, 422]).toContain(duplicate.status);
    expect(JSON.stringify(duplicate.body)).toContain('A tax rate named VAT standard already exists');
    const tooHigh = await addRate(admin, { name: 'Odd', rate: 150 });
    expect(tooHigh.status).toBe(422);
    expect(JSON.stringify(tooHigh.body)).toContain('Rate must be a percentage from 0 to 100');
    const threeDecimals = await addRate(admin, { name: 'Odd', rate: 5.555 });
    expect(threeDecimals.status).toBe(422);
    expect(JSON.stringify(threeDecimals.body)).toContain('Rate can have at most two decimals');
    const noName = await addRate(admin, { rate: 5 });
    expect(noName.status).toBe(422);
    expect(JSON.stringify(noName.body)).toContain('Tax name is required');

    const hostCreate = await addRate(host, { name: 'Host tax', rate: 1 });
    expect(hostCreate.status).toBe(403);
    expect((await api('GET', `/restaurant/${harbourId}/tax-rates`, quay)).status).toBe(403);
    const crossEdit = await api('PUT', `/restaurant/tax-rates/${vat.id}`, { ...quay, body: { rate: 1 } });
    expect(crossEdit.status).toBe(404);

    const removed = await api('DELETE', `/restaurant/tax-rates/${vat.id}`, admin);
    expect(removed.status).toBe(200);
    const after = taxRateSchema
      .array()
      .parse(dataOf(await api('GET', `/restaurant/${harbourId}/tax-rates`, admin)));
    expect(after.some((r) => r.id === vat.id)).toBe(false);
  });
});

describe('venue currency', () => {
  it('reads and changes the currency, and refuses a host, another tenant and an unknown code', async () => {
    const { api } = getApi();
    const { admin, host, quay, harbourId } = await people();

    const read = await api('GET', `/restaurant/${harbourId}/currency`, host);
    expect(read.status).toBe(200);
    expect(dataOf(read)).toEqual({ currency: 'GBP' });

    const changed = await api('PUT', `/restaurant/${harbourId}/currency`, {
      ...admin,
      body: { currency: 'eur' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(dataOf(changed)).toEqual({ currency: 'EUR' });
    expect(dataOf(await api('GET', `/restaurant/${harbourId}/currency`, admin))).toEqual({ currency: 'EUR' });

    const unknown = await api('PUT', `/restaurant/${harbourId}/currency`, {
      ...admin,
      body: { currency: 'XYZ' },
    });
    expect(unknown.status).toBe(422);
    expect(JSON.stringify(unknown.body)).toContain('currency must be a three-letter ISO 4217 code');
    const missing = await api('PUT', `/restaurant/${harbourId}/currency`, { ...admin, body: {} });
    expect(missing.status).toBe(422);

    expect(
      (await api('PUT', `/restaurant/${harbourId}/currency`, { ...host, body: { currency: 'USD' } })).status,
    ).toBe(403);
    expect(
      (await api('PUT', `/restaurant/${harbourId}/currency`, { ...quay, body: { currency: 'USD' } })).status,
    ).toBe(403);
    expect(dataOf(await api('GET', `/restaurant/${harbourId}/currency`, admin))).toEqual({ currency: 'EUR' });
  });
});
