import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../ids.js';
import {
  bulkDeleteClientsSchema,
  bulkEditClientsSchema,
  createClientSchema,
  patchClientSchema,
} from './client.js';

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('client', () => {
  it('creates with selections as label lists', () => {
    const client = createClientSchema.parse({
      restaurantId: 1,
      first_name: 'Grace',
      email: 'grace@example.test',
      allergens: [{ label: 'Shellfish' }],
    });
    expect(client).toMatchObject({
      tags: [],
      restrictions: [],
      discounts: [],
      allergens: [{ label: 'Shellfish' }],
      notes: '',
    });
  });

  it('needs a way to reach the guest and unique labels', () => {
    expect(messages(createClientSchema.safeParse({ restaurantId: 1, first_name: 'Grace' }))).toEqual([
      'Enter a mobile number or an email address',
    ]);
    expect(
      messages(
        createClientSchema.safeParse({ restaurantId: 1, first_name: 'Grace', mobileNumber: 'call me' }),
      ),
    ).toEqual(['Mobile number must be 6–20 digits, optionally starting with +']);
    expect(
      messages(patchClientSchema.safeParse({ discounts: [{ label: 'Staff' }, { label: 'staff' }] })),
    ).toEqual(['Each of the discounts can appear only once']);
  });

  it('bulk edits and deletes by id lists', () => {
    const ids = [uuidv7(), uuidv7()];
    expect(bulkEditClientsSchema.parse({ ids, add_tags: [{ label: 'VIP' }] }).remove_tags).toEqual([]);
    expect(messages(bulkEditClientsSchema.safeParse({ ids }))).toEqual(['Nothing to update']);
    expect(messages(bulkDeleteClientsSchema.safeParse({ ids: [] }))).toEqual(['Choose at least one client']);
    expect(messages(bulkDeleteClientsSchema.safeParse({ ids: [ids[0], ids[0]] }))).toEqual([
      'Each client can be chosen once',
    ]);
  });
});
