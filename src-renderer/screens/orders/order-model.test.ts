import { describe, expect, it } from 'vitest';
import type { FoodOrder } from '../../../src-shared/orders/order-schemas.js';
import type { ModifierGroup, Product } from '../../../src-shared/schemas/product.js';
import {
  ageMinutes,
  countsByStatus,
  dayTotalMinor,
  eightySixed,
  filterOrders,
  isLate,
  orderable,
  orderPageOf,
  orderWho,
  priceCart,
  toggleChoice,
  type CartLine,
} from './order-model.js';

const product = (extra: Partial<Product>) =>
  ({
    id: 'p',
    name: 'Soup',
    price: 8.5,
    tax: 0,
    status: 1,
    out_of_stock: false,
    specific_service_id: null,
    modifier_group_ids: [],
    ...extra,
  }) as Product;
const sides = {
  id: 'g',
  name: 'Sides',
  required: false,
  min_selections: 0,
  max_selections: 2,
  status: 1,
  options: ['a', 'b', 'c'].map((id) => ({ id, name: id, price_delta: 1, status: 1 })),
} as ModifierGroup;
const order = (extra: Partial<FoodOrder>) =>
  ({
    id: 'o',
    outlet: 'ird',
    order_status: 'placed',
    business_date: '2026-07-01',
    total_minor: 1000,
    is_pre_order: false,
    status_times: { placed: '2026-07-01T12:00:00.000Z' },
    created_at: '2026-07-01T12:00:00.000Z',
    ...extra,
  }) as FoodOrder;

describe('order routes', () => {
  it('reads the page and the outlet from the screen entry', () => {
    expect(orderPageOf('foodOrders.ird.liveOrders')).toEqual({ page: 'liveOrders', outlet: 'ird' });
    expect(orderPageOf('foodOrders.cne.dashboard')).toEqual({ page: 'dashboard', outlet: 'cne' });
    expect(orderPageOf('grid.foodOrders.tabs')).toEqual({ page: 'tabs', outlet: 'restaurant1' });
    expect(orderPageOf('market.foodOrders.orderHistory')).toEqual({ page: 'orderHistory', outlet: 'cne' });
    expect(orderPageOf('servicesFoodOrderManagementIrdDashboard')).toEqual({
      page: 'dashboard',
      outlet: 'ird',
    });
    expect(orderPageOf('servicesFoodOrderManagementMenu')).toEqual({ page: 'menu', outlet: 'restaurant1' });
  });
});

describe('order entry', () => {
  it("offers only products on offer, not 86'd, for this outlet or every outlet", () => {
    const list = [
      product({ id: '1' }),
      product({ id: '2', out_of_stock: true }),
      product({ id: '3', status: 0 }),
      product({ id: '4', specific_service_id: 'cne' }),
      product({ id: '5', specific_service_id: 'ird' }),
    ];
    expect(orderable(list, 'ird').map((p) => p.id)).toEqual(['1', '5']);
  });

  it("lists for the kitchen what is 86'd at this outlet, by name", () => {
    const list = [
      product({ id: '1', name: 'Soup' }),
      product({ id: '2', name: 'Tart', out_of_stock: true }),
      product({ id: '3', name: 'Bisque', out_of_stock: true }),
      product({ id: '4', name: 'Hidden', out_of_stock: true, status: 0 }),
      product({ id: '5', name: 'Room only', out_of_stock: true, specific_service_id: 'ird' }),
    ];
    expect(eightySixed(list, 'restaurant1')).toEqual(['Bisque', 'Tart']);
    expect(eightySixed(list, 'ird')).toEqual(['Bisque', 'Room only', 'Tart']);
  });

  it('toggles options up to the maximum and prices the cart with the shared rules', () => {
    let line: CartLine = {
      key: 'k',
      product: product({ modifier_group_ids: ['g'] }),
      quantity: 2,
      choices: {},
      note: '',
    };
    for (const id of ['a', 'b', 'c']) line = toggleChoice(line, sides, id);
    expect(line.choices.g).toEqual(['a', 'b']);
    line = toggleChoice(line, sides, 'a');
    expect(line.choices.g).toEqual(['b']);
    expect(priceCart([line], [line.product], [sides])).toMatchObject({
      ok: true,
      total_minor: (850 + 100) * 2,
    });
    const out = { ...line, product: product({ out_of_stock: true }) };
    expect(priceCart([out], [out.product], [sides])).toEqual({
      ok: false,
      message: 'Soup is out of stock (86)',
    });
  });
});

describe('board and history figures', () => {
  it('ages orders from their placed time and marks open ones late after 20 minutes', () => {
    const now = Date.parse('2026-07-01T12:25:30Z');
    expect(ageMinutes(order({}), now)).toBe(25);
    expect(isLate(order({}), now)).toBe(true);
    expect(isLate(order({ order_status: 'served' }), now)).toBe(false);
    expect(isLate(order({}), Date.parse('2026-07-01T12:19:00Z'))).toBe(false);
  });

  it('filters history, counts by status and totals the day without cancelled orders', () => {
    const list = [
      order({ id: 'a' }),
      order({ id: 'b', outlet: 'cne', order_status: 'cancelled' }),
      order({ id: 'c', business_date: '2026-07-02', is_pre_order: true }),
    ];
    expect(filterOrders(list, { outlet: 'ird', status: 'all', from: '', to: '' }).map((o) => o.id)).toEqual([
      'a',
      'c',
    ]);
    expect(
      filterOrders(list, {
        outlet: 'all',
        status: 'all',
        from: '2026-07-02',
        to: '',
        preOrdersOnly: true,
      }).map((o) => o.id),
    ).toEqual(['c']);
    expect(countsByStatus(list)).toMatchObject({ placed: 2, cancelled: 1 });
    expect(dayTotalMinor(list, '2026-07-01')).toBe(1000);
  });
});

describe('who an order is for (the kitchen card)', () => {
  const status = (name: string) => ({ id: name, reservation_Status_Name: name, color_code: '#000' });
  const kira = {
    id: 'r1',
    first_name: 'Kira',
    last_name: 'Keys',
    table_ids: ['t3'],
    table_number: 'T3',
    reservation_Status: status('Seated'),
  };
  const later = {
    ...kira,
    id: 'r2',
    first_name: 'Lou',
    table_ids: ['t4'],
    table_number: 'T4',
    reservation_Status: status('Booked'),
  };
  const tables = [
    { id: 't3', name: 'T3' },
    { id: 't4', name: 'T4' },
  ];
  it("names a booking's guest and table", () => {
    expect(orderWho({ reservation_id: 'r2', table_id: null }, tables, [kira, later])).toEqual({
      table: 'T4',
      guest: 'Lou Keys',
    });
  });
  it('names the party seated at a table now, and only a seated one', () => {
    expect(orderWho({ reservation_id: null, table_id: 't3' }, tables, [kira, later])).toEqual({
      table: 'T3',
      guest: 'Kira Keys',
    });
    expect(orderWho({ reservation_id: null, table_id: 't4' }, tables, [kira, later])).toEqual({
      table: 'T4',
      guest: null,
    });
  });
  it('has nothing to add for a room order', () => {
    expect(orderWho({ reservation_id: null, table_id: null }, tables, [kira])).toEqual({
      table: null,
      guest: null,
    });
  });
});
