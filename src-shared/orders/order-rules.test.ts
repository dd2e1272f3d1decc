import { describe, expect, it } from 'vitest';
import type { ModifierGroup, Product } from '../schemas/product.js';
import {
  checkItemsEditable,
  checkTabClose,
  checkTransition,
  nextStatus,
  OrderRuleError,
  priceItems,
  stampStatus,
  tabTotalMinor,
} from './order-rules.js';
import { ORDER_STATUSES, type FoodOrder } from './order-schemas.js';

const ids = {
  soup: '01900000-0000-7000-8000-000000000001',
  steak: '01900000-0000-7000-8000-000000000002',
  lobster: '01900000-0000-7000-8000-000000000003',
  group: '01900000-0000-7000-8000-000000000010',
  rare: '01900000-0000-7000-8000-000000000011',
  sides: '01900000-0000-7000-8000-000000000020',
  chips: '01900000-0000-7000-8000-000000000021',
};

const product = (id: string, name: string, price: number, extra: Partial<Product> = {}) =>
  ({ id, name, price, tax: 0, status: 1, out_of_stock: false, modifier_group_ids: [], ...extra }) as Product;
const group = (id: string, name: string, extra: Partial<ModifierGroup>) =>
  ({
    id,
    name,
    required: false,
    min_selections: 0,
    max_selections: 1,
    status: 1,
    options: [],
    ...extra,
  }) as ModifierGroup;

const products = new Map([
  [ids.soup, product(ids.soup, 'Crab bisque', 8.5)],
  [ids.steak, product(ids.steak, 'Sirloin steak', 28, { modifier_group_ids: [ids.group, ids.sides] })],
  [ids.lobster, product(ids.lobster, 'Lobster thermidor', 32, { out_of_stock: true })],
]);
const groups = new Map([
  [
    ids.group,
    group(ids.group, 'Steak doneness', {
      required: true,
      min_selections: 1,
      options: [{ id: ids.rare, name: 'Rare', price_delta: 0, status: 1 }],
    }),
  ],
  [
    ids.sides,
    group(ids.sides, 'Extra sides', {
      max_selections: 2,
      options: [{ id: ids.chips, name: 'Chips', price_delta: 3.5, status: 1 }],
    }),
  ],
]);
const catalogue = {
  product: (id: string) => products.get(id) ?? null,
  modifierGroup: (id: string) => groups.get(id) ?? null,
};

const refusal = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    if (error instanceof OrderRuleError)
      return { field: error.field, message: error.message, status: error.status };
    throw error;
  }
  return null;
};

describe('order moves', () => {
  it('goes placed → accepted → preparing → ready → served or delivered, cancelled from any open state', () => {
    expect(() => checkTransition('placed', 'accepted')).not.toThrow();
    expect(() => checkTransition('ready', 'delivered')).not.toThrow();
    expect(() => checkTransition('preparing', 'cancelled')).not.toThrow();
    expect(refusal(() => checkTransition('placed', 'ready'))).toEqual({
      field: 'order_status',
      status: 409,
      message: 'Order cannot move from placed to ready (allowed: accepted, cancelled)',
    });
    for (const done of ['served', 'delivered', 'cancelled'] as const)
      for (const to of ORDER_STATUSES) expect(refusal(() => checkTransition(done, to))?.status).toBe(409);
  });

  it('the board moves forward; ready goes to delivered for in-room dining and served elsewhere', () => {
    expect(nextStatus({ order_status: 'placed', outlet: 'restaurant1' })).toBe('accepted');
    expect(nextStatus({ order_status: 'ready', outlet: 'ird' })).toBe('delivered');
    expect(nextStatus({ order_status: 'ready', outlet: 'cne' })).toBe('served');
    expect(nextStatus({ order_status: 'served', outlet: 'cne' })).toBeNull();
  });

  it('stamps each status time and the venue HH:MM of the change', () => {
    const at = new Date('2026-07-01T17:05:00Z');
    const stamped = stampStatus(
      { status_times: { placed: '2026-07-01T17:00:00.000Z' } },
      'accepted',
      at,
      'Europe/London',
    );
    expect(stamped).toEqual({
      order_status: 'accepted',
      time: '18:05',
      status_times: { placed: '2026-07-01T17:00:00.000Z', accepted: '2026-07-01T17:05:00.000Z' },
    });
  });

  it('items change only while placed or accepted', () => {
    expect(() => checkItemsEditable('accepted')).not.toThrow();
    expect(refusal(() => checkItemsEditable('ready'))?.status).toBe(409);
  });
});

describe('pricing', () => {
  const soupAndSteak = [
    { product_id: ids.soup, quantity: 2 },
    {
      product_id: ids.steak,
      quantity: 1,
      modifiers: [
        { group_id: ids.group, option_id: ids.rare },
        { group_id: ids.sides, option_id: ids.chips },
      ],
    },
  ];
  it('prices from the catalogue in minor units, with modifier deltas', () => {
    const priced = priceItems(soupAndSteak, catalogue);
    expect(priced.total_minor).toBe(1700 + 2800 + 350);
    expect(priced.items[1]).toMatchObject({ unit_price_minor: 2800, line_total_minor: 3150 });
  });

  it("charges the gross price: menus hold net prices, the product's tax rate is added to it and to its options", () => {
    const taxed = {
      product: (id: string) => {
        const p = products.get(id);
        return p ? { ...p, tax: 20 } : null;
      },
      modifierGroup: catalogue.modifierGroup,
    };
    const priced = priceItems(soupAndSteak, taxed);
    // 8.50 + 20 % = 10.20; 28.00 + 20 % = 33.60; chips 3.50 + 20 % = 4.20.
    expect(priced.items[0]).toMatchObject({ unit_price_minor: 1020, line_total_minor: 2040 });
    expect(priced.items[1]).toMatchObject({ unit_price_minor: 3360, line_total_minor: 3780 });
    expect(priced.total_minor).toBe(2040 + 3780);
  });

  it("refuses an 86'd product, a missing required choice and an option the product does not offer", () => {
    expect(refusal(() => priceItems([{ product_id: ids.lobster, quantity: 1 }], catalogue))).toEqual({
      field: 'items.0.product_id',
      status: 422,
      message: 'Lobster thermidor is out of stock (86)',
    });
    expect(refusal(() => priceItems([{ product_id: ids.steak, quantity: 1 }], catalogue))?.message).toBe(
      'Sirloin steak: choose at least 1 of Steak doneness',
    );
    expect(
      refusal(() =>
        priceItems(
          [{ product_id: ids.soup, quantity: 1, modifiers: [{ group_id: ids.group, option_id: ids.rare }] }],
          catalogue,
        ),
      )?.field,
    ).toBe('items.0.modifiers.0');
  });
});

describe('tabs', () => {
  it('owes the orders not cancelled and refuses short payment or a second close', () => {
    const order = (tab_id: string, total_minor: number, order_status: FoodOrder['order_status']) =>
      ({ tab_id, total_minor, order_status }) as FoodOrder;
    const owed = tabTotalMinor('t', [
      order('t', 1000, 'served'),
      order('t', 500, 'cancelled'),
      order('u', 99, 'placed'),
    ]);
    expect(owed).toBe(1000);
    expect(refusal(() => checkTabClose({ status: 'open', label: 'T4' }, owed, 999))?.field).toBe(
      'paid_minor',
    );
    expect(refusal(() => checkTabClose({ status: 'closed', label: 'T4' }, owed, 1000))?.status).toBe(409);
    expect(() => checkTabClose({ status: 'open', label: 'T4' }, owed, 1000)).not.toThrow();
  });
});
