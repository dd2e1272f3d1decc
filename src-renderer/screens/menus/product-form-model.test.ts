import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../../src-shared/ids.js';
import * as model from './product-form-model.js';

describe('product form model', () => {
  it('turns the form into the spec payload: flags as 1/0, an empty stock as not counted', () => {
    const menu = uuidv7();
    const payload = model.productPayload({
      ...model.EMPTY_PRODUCT,
      name: 'Sole meunière',
      price: 24.5,
      tax: 20,
      menu_Id: menu,
      category: null,
      menu_Sub_Category_id: uuidv7(),
      allergens: ['fish', 'milk'],
      upsale: true,
      active: false,
      spicy: '2',
    });
    expect(payload).toMatchObject({
      name: 'Sole meunière',
      price: 24.5,
      tax: 20,
      menu_Id: menu,
      category: null,
      // no sub-category without its category
      menu_Sub_Category_id: null,
      allergens: ['fish', 'milk'],
      upsale: 1,
      cross_Sale: 0,
      status: 0,
      spicy: 2,
      stock_quantity: null,
      out_of_stock: false,
    });
  });

  it('names each refused field with its reason, and passes a valid product', () => {
    const refused = model.checkProduct({ ...model.EMPTY_PRODUCT, name: ' ', price: '', tax: 120 });
    expect(refused).toEqual({
      ok: false,
      errors: {
        name: 'Product name is required',
        price: 'Price must be a number',
        tax: 'Tax cannot exceed 100%',
      },
    });
    const decimals = model.checkProduct({ ...model.EMPTY_PRODUCT, name: 'Tea', price: 2.555 });
    expect(decimals).toEqual({ ok: false, errors: { price: 'Price can have at most two decimals' } });
    // A negative price, typed or as the field's text, is refused by name (never kept as 0.00).
    for (const price of [-3, '-3'])
      expect(model.checkProduct({ ...model.EMPTY_PRODUCT, name: 'Tea', price })).toEqual({
        ok: false,
        errors: { price: 'Price cannot be negative' },
      });
    const stock = model.checkProduct({ ...model.EMPTY_PRODUCT, name: 'Tea', price: 3, stock_quantity: -1 });
    expect(stock).toEqual({ ok: false, errors: { stock_quantity: 'Stock cannot be negative' } });

    const ok = model.checkProduct({ ...model.EMPTY_PRODUCT, name: 'Tea', price: 3, stock_quantity: 12 });
    expect(ok.ok && ok.payload).toMatchObject({ name: 'Tea', price: 3, stock_quantity: 12, status: 1 });
  });

  it('computes the price with tax in minor units', () => {
    expect(model.totalWithTax(9.99, 20)).toBe(11.99);
    expect(model.totalWithTax(10, '')).toBe(10);
    expect(model.totalWithTax('', 20)).toBeNull();
  });

  it('refuses picked files by type, size and the eight-image cap, keeping the rest', () => {
    const png = (name: string, size = 100) => ({ name, type: 'image/png', size });
    const { accepted, problems } = model.pickImages(
      [
        png('a.png'),
        { name: 'menu.pdf', type: 'application/pdf', size: 10 },
        png('huge.png', model.MAX_IMAGE_BYTES + 1),
        png('empty.png', 0),
        png('b.png'),
        png('c.png'),
      ],
      6,
    );
    expect(accepted.map((f) => f.name)).toEqual(['a.png', 'b.png']);
    expect(problems).toEqual([
      'menu.pdf is not a JPEG, PNG, WebP, GIF or AVIF image',
      'huge.png is larger than 8 MB',
      'empty.png: File is required for upload',
      'c.png: a product can have at most 8 images',
    ]);
  });
});
