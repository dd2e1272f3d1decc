// Menus, categories, sub-categories, products and modifier groups through the API (spec §7):
// every call, placement rules, deletes that take the rows under them along (and feed them),
// stock and 86, multipart images, tenancy and permission refusals.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src-shared/ids.js';
import { activeMenusSchema, menuDetailSchema } from '../../src-shared/menus/menu-calls.js';
import { bulkCreatedSchema } from '../../src-shared/menus/product-calls.js';
import {
  categoryWithSubCategoriesSchema,
  menuCategorySchema,
  menuSchema,
  menuSubCategorySchema,
} from '../../src-shared/schemas/menu.js';
import { modifierGroupSchema, productSchema } from '../../src-shared/schemas/product.js';
import { shiftSchema } from '../../src-shared/schemas/shift.js';
import { data, errors, useCatalogueActors } from './helpers/catalogue-actors.js';

const { getApi, ids, admin, asAdmin, asHost, asQuay, feed } = useCatalogueActors();

const menuOf = (res: Awaited<ReturnType<typeof asAdmin>>) => menuSchema.parse(data(res));
const productOf = (res: Awaited<ReturnType<typeof asAdmin>>) => productSchema.parse(data(res));

async function buildMenu(name: string) {
  const menu = menuOf(await asAdmin('POST', '/menus', { name }));
  const category = categoryWithSubCategoriesSchema.parse(
    data(
      await asAdmin('POST', '/menu-categories/with-subcategories', {
        menu_Id: menu.id,
        name: 'Mains',
        sub_categories: [{ name: 'Fish' }, { name: 'Meat' }],
      }),
    ),
  );
  const [fish, meat] = category.menu_Sub_Categories;
  if (!fish || !meat) throw new Error('sub-categories missing');
  return { menu, category, fish, meat };
}

async function upload(path: string, method: 'POST' | 'PUT', form: FormData) {
  const res = await fetch(`${getApi().baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${admin().token}`, 'restaurant-id': String(ids.harbour) },
    body: form,
  });
  return {
    status: res.status,
    body: (await res.json()) as { data?: unknown; message?: string; errors?: Record<string, string[]> },
  };
}

const png = async () =>
  Uint8Array.from(
    await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#c0392b' } })
      .png()
      .toBuffer(),
  );

describe('menus, categories and sub-categories', () => {
  it('creates, reads, updates and deletes each level, with the nested reads the spec names', async () => {
    const { menu, category, fish } = await buildMenu('Summer menu');
    expect(category.menu_Sub_Categories.map((s) => s.name)).toEqual(['Fish', 'Meat']);
    expect((await feed('menus', menu.id))?.op).toBe('upsert');

    const list = menuSchema.array().parse(data(await asHost('GET', `/menus/restaurant/${ids.harbour}`)));
    expect(list.map((m) => m.name)).toContain('Summer menu');
    expect(menuOf(await asAdmin('PUT', `/menus/${menu.id}`, { name: 'Summer menu 2' })).name).toBe(
      'Summer menu 2',
    );

    const cats = menuCategorySchema
      .array()
      .parse(data(await asHost('GET', `/menu-categories/menu/${menu.id}`)));
    expect(cats.map((c) => c.name)).toEqual(['Mains']);
    const nested = categoryWithSubCategoriesSchema
      .array()
      .parse(data(await asHost('GET', `/menu-categories/menu/${menu.id}/with-subcategories`)));
    expect(nested[0]?.menu_Sub_Categories).toHaveLength(2);
    expect(menuCategorySchema.parse(data(await asHost('GET', `/menu-categories/${category.id}`))).name).toBe(
      'Mains',
    );
    expect(
      categoryWithSubCategoriesSchema.parse(
        data(await asHost('GET', `/menu-categories/${category.id}/with-subcategories`)),
      ).menu_Sub_Categories,
    ).toHaveLength(2);
    const starters = menuCategorySchema.parse(
      data(await asAdmin('POST', '/menu-categories', { menu_Id: menu.id, name: 'Starters' })),
    );
    expect(
      menuCategorySchema.parse(
        data(await asAdmin('PUT', `/menu-categories/${starters.id}`, { name: 'Small plates' })),
      ).name,
    ).toBe('Small plates');

    const soups = menuSubCategorySchema.parse(
      data(await asAdmin('POST', '/menu-subcategories', { menu_Category_id: starters.id, name: 'Soups' })),
    );
    expect(soups.menu_Id).toBe(menu.id);
    expect(
      menuSubCategorySchema.parse(
        data(await asAdmin('PUT', `/menu-subcategories/${soups.id}`, { name: 'Broths' })),
      ).name,
    ).toBe('Broths');
    expect(
      menuSubCategorySchema.parse(data(await asHost('GET', `/menu-subcategories/${soups.id}`))).name,
    ).toBe('Broths');
    expect(
      menuSubCategorySchema
        .array()
        .parse(data(await asHost('GET', `/menu-subcategories/category/${starters.id}`))),
    ).toHaveLength(1);

    // The with-subcategories update keeps Fish, renames it, drops Meat and adds Vegan.
    const replaced = categoryWithSubCategoriesSchema.parse(
      data(
        await asAdmin('PUT', `/menu-categories/${category.id}/with-subcategories`, {
          name: 'Main courses',
          sub_categories: [{ id: fish.id, name: 'Seafood' }, { name: 'Vegan' }],
        }),
      ),
    );
    expect(replaced.name).toBe('Main courses');
    expect(replaced.menu_Sub_Categories.map((s) => s.name)).toEqual(['Seafood', 'Vegan']);
    expect(replaced.menu_Sub_Categories[0]?.id).toBe(fish.id);

    const detail = menuDetailSchema.parse(data(await asHost('GET', `/menus/${menu.id}`)));
    expect(detail.menu_Categories.map((c) => c.name).sort()).toEqual(['Main courses', 'Small plates']);

    expect((await asAdmin('DELETE', `/menu-subcategories/${soups.id}`)).status).toBe(200);
    expect((await feed('menu_sub_categories', soups.id))?.op).toBe('delete');
    expect((await asAdmin('DELETE', `/menu-categories/${starters.id}`)).status).toBe(200);
    expect((await asAdmin('DELETE', `/menus/${menu.id}`)).status).toBe(200);
    expect((await feed('menu_categories', category.id))?.op).toBe('delete');
    expect((await feed('menu_sub_categories', fish.id))?.op).toBe('delete');
    expect((await asHost('GET', `/menus/${menu.id}`)).status).toBe(404);
  });

  it('serves menus by shift and the active menus of the current shift', async () => {
    const shifts = shiftSchema.array().parse(data(await asHost('GET', '/shifts')));
    const breakfast = shifts.find((s) => s.name === 'Breakfast');
    if (!breakfast) throw new Error('no Breakfast shift');
    const byShift = menuSchema.array().parse(data(await asHost('GET', `/menus/shift/${breakfast.id}`)));
    expect(byShift.map((m) => m.name)).toContain('Breakfast');
    expect(byShift.map((m) => m.name)).not.toContain('All-day menu');
    expect(byShift.map((m) => m.name)).toContain('In-room dining');
    expect((await asHost('GET', `/menus/shift/${uuidv7()}`)).status).toBe(404);

    const active = activeMenusSchema.parse(data(await asHost('GET', '/menus/active')));
    expect(active.shift_id).not.toBeNull();
    expect(active.menus.every((m) => m.is_active)).toBe(true);
    expect(active.menus.map((m) => m.name)).toContain('In-room dining');
  });

  it('refuses bad references, hosts and other tenants', async () => {
    const missing = await asAdmin('POST', '/menu-categories', { menu_Id: uuidv7(), name: 'Nowhere' });
    expect(missing.status).toBe(422);
    expect(errors(missing).menu_Id?.[0]).toMatch(/^No menu with id/);
    expect((await asAdmin('POST', '/menus', { name: ' ' })).status).toBe(422);
    expect((await asAdmin('POST', '/menus', { name: 'Shifty', shift_ids: [uuidv7()] })).status).toBe(422);
    expect((await asHost('POST', '/menus', { name: 'Host menu' })).status).toBe(403);
    expect((await asAdmin('GET', `/menus/restaurant/${ids.quay}`)).status).toBe(403);

    const quayMenu = menuSchema.array().parse(data(await asQuay('GET', `/menus/restaurant/${ids.quay}`)))[0];
    if (!quayMenu) throw new Error('Quay has no menu');
    expect((await asAdmin('GET', `/menus/${quayMenu.id}`)).status).toBe(404);
    expect((await asAdmin('PUT', `/menus/${quayMenu.id}`, { name: 'Hijack' })).status).toBe(404);
    expect((await asAdmin('DELETE', `/menus/${quayMenu.id}`)).status).toBe(404);
    expect((await asAdmin('POST', '/menu-categories', { menu_Id: quayMenu.id, name: 'Stolen' })).status).toBe(
      422,
    );
  });
});

describe('products', () => {
  it('takes the spec payload, computes the total, places the product and reads it back every way', async () => {
    const { menu, category, fish, meat } = await buildMenu('Product menu');
    const groups = modifierGroupSchema.array().parse(data(await asHost('GET', '/modifier-groups')));
    const doneness = groups.find((g) => g.name === 'Steak doneness');
    if (!doneness) throw new Error('no doneness group');
    const created = await asAdmin('POST', '/food-items', {
      name: 'Monkfish',
      type: 'food',
      category: category.id,
      menu_Sub_Category_id: fish.id,
      price: 21.5,
      tax: 20,
      totalPrice: 1,
      spicy: 1,
      description: 'Roasted monkfish tail',
      short_desc: 'Monkfish',
      nutritionInfo: '620 kcal',
      epos_Integration: 'EPOS-44',
      specific_service_id: 'restaurant1',
      upsale: 1,
      allergens: ['fish', 'milk'],
      dietPreferences: ['gluten_free'],
      modifier_group_ids: [doneness.id],
    });
    expect(created.status).toBe(201);
    const p = productOf(created);
    expect(p).toMatchObject({
      menu_Id: menu.id,
      category: category.id,
      menu_Sub_Category_id: fish.id,
      totalPrice: 25.8,
      cross_Sale: 0,
      status: 1,
      out_of_stock: false,
    });
    expect((await feed('products', p.id))?.op).toBe('upsert');

    expect(productOf(await asHost('GET', `/food-items/${p.id}`)).name).toBe('Monkfish');
    expect(
      productSchema
        .array()
        .parse(data(await asHost('GET', `/food-items/category/${category.id}`)))
        .map((x) => x.id),
    ).toEqual([p.id]);
    expect(
      productSchema.array().parse(data(await asHost('GET', `/food-items/restaurant/${ids.harbour}`))).length,
    ).toBeGreaterThan(20);

    // Moving to another sub-category keeps the category; a sub-category of another category is refused.
    expect(
      productOf(await asAdmin('PUT', `/food-items/${p.id}`, { menu_Sub_Category_id: meat.id })).category,
    ).toBe(category.id);
    const other = await buildMenu('Other menu');
    const wrong = await asAdmin('PUT', `/food-items/${p.id}`, {
      category: category.id,
      menu_Sub_Category_id: other.fish.id,
    });
    expect(wrong.status).toBe(422);
    expect(errors(wrong).menu_Sub_Category_id?.[0]).toMatch(/is not in category/);
    const menuOnly = await asAdmin('POST', '/food-items', { name: 'Floating', price: 1, menu_Id: menu.id });
    expect(errors(menuOnly).category?.[0]).toBe('Choose a category of the menu to place the product in');

    const off = await asAdmin('PUT', `/food-items/${p.id}/status`, { status: 0 });
    expect(productOf(off).status).toBe(0);
    expect((await asAdmin('PUT', `/food-items/${p.id}/status`, { status: 2 })).status).toBe(422);

    expect((await asAdmin('DELETE', `/food-items/${p.id}`)).status).toBe(200);
    expect((await feed('products', p.id))?.op).toBe('delete');
  });

  it('checks money, allergens and diets', async () => {
    const bad = await asAdmin('POST', '/food-items', {
      name: 'Bad',
      price: 1.234,
      tax: 120,
      allergens: ['gluten', 'kale'],
      dietPreferences: ['carnivore'],
      spicy: 7,
    });
    expect(bad.status).toBe(422);
    const e = errors(bad);
    expect(e.price?.[0]).toBe('Price can have at most two decimals');
    expect(e.tax?.[0]).toBe('Tax cannot exceed 100%');
    expect(e['allergens.1']?.[0]).toMatch(/^Allergen must be one of the EU's 14/);
    expect(e['dietPreferences.0']?.[0]).toMatch(/^Diet preference must be one of/);
    expect(e.spicy?.[0]).toBe('Spicy must be from 0 to 3');
  });

  it('refuses a negative price by name on create, edit and multipart, and stores nothing (issue 29 §8)', async () => {
    const negative = await asAdmin('POST', '/food-items', { name: 'Below zero', price: -3 });
    expect(negative.status).toBe(422);
    expect(errors(negative).price).toEqual(['Price cannot be negative']);
    const form = new FormData();
    form.append('name', 'Below zero form');
    form.append('price', '-3');
    const posted = await upload('/food-items', 'POST', form);
    expect(posted.status).toBe(422);
    expect(posted.body.errors?.price).toEqual(['Price cannot be negative']);
    const list = productSchema
      .array()
      .parse(data(await asAdmin('GET', `/food-items/restaurant/${ids.harbour}`)));
    expect(list.some((p) => p.name.startsWith('Below zero'))).toBe(false);

    const p = productOf(await asAdmin('POST', '/food-items', { name: 'Zero-rated', price: 4 }));
    const edited = await asAdmin('PUT', `/food-items/${p.id}`, { price: -0.01 });
    expect(edited.status).toBe(422);
    expect(errors(edited).price).toEqual(['Price cannot be negative']);
    const stored = productOf(await asAdmin('GET', `/food-items/${p.id}`));
    expect(stored.price).toBe(4);
    // Free is a price: 0 is taken.
    expect(productOf(await asAdmin('PUT', `/food-items/${p.id}`, { price: 0 })).price).toBe(0);
  });

  it('adds, edits and removes a product on a menu, updates stock and 86s it', async () => {
    const { menu, category, fish, meat } = await buildMenu('Placement menu');
    const p = productOf(await asAdmin('POST', '/food-items', { name: 'Cod loin', price: 18 }));
    expect(p.menu_Id).toBeNull();
    const placed = productOf(
      await asAdmin('POST', `/menus/${menu.id}/products`, {
        product_id: p.id,
        category: category.id,
        menu_Sub_Category_id: fish.id,
      }),
    );
    expect(placed).toMatchObject({ menu_Id: menu.id, category: category.id, menu_Sub_Category_id: fish.id });
    const moved = productOf(
      await asAdmin('PUT', `/menus/${menu.id}/products/${p.id}`, {
        menu_Sub_Category_id: meat.id,
        sort_order: 4,
      }),
    );
    expect(moved).toMatchObject({ menu_Sub_Category_id: meat.id, sort_order: 4 });

    const counted = productOf(await asHost('PUT', `/menus/stock/${p.id}`, { stock_quantity: 3 }));
    expect(counted).toMatchObject({ stock_quantity: 3, out_of_stock: false });
    const sold = productOf(await asHost('PUT', `/menus/stock/${p.id}`, { stock_quantity: 0 }));
    expect(sold.out_of_stock).toBe(true);
    const restocked = await asHost('PUT', `/menus/stock/${p.id}`, { stock_quantity: 10 });
    expect(productOf(restocked).out_of_stock).toBe(false);
    const eightySixed = await asHost('PUT', `/menus/stock/${p.id}`, { out_of_stock: true });
    expect((eightySixed.body as { message: string }).message).toBe('Cod loin is out of stock (86)');
    expect((await asHost('PUT', `/menus/stock/${p.id}`, {})).status).toBe(422);

    const removed = productOf(await asAdmin('DELETE', `/menus/${menu.id}/products/${p.id}`));
    expect(removed).toMatchObject({ menu_Id: null, category: null, menu_Sub_Category_id: null });
    expect((await asAdmin('DELETE', `/menus/${menu.id}/products/${p.id}`)).status).toBe(404);

    // Deleting the menu leaves its products in the catalogue, off the menu, and feeds them.
    const again = productOf(
      await asAdmin('POST', `/menus/${menu.id}/products`, { product_id: p.id, category: category.id }),
    );
    expect(again.menu_Id).toBe(menu.id);
    await asAdmin('DELETE', `/menus/${menu.id}`);
    const after = productOf(await asHost('GET', `/food-items/${p.id}`));
    expect(after.menu_Id).toBeNull();
    expect((await feed('products', p.id))?.data).toMatchObject({ menu_Id: null });
  });

  it('creates in bulk all or nothing and updates many at once', async () => {
    const okBulk = await asAdmin('POST', '/food-items/bulk', {
      items: [
        { name: 'Bulk one', price: 1 },
        { name: 'Bulk two', price: 2 },
      ],
    });
    expect(okBulk.status).toBe(201);
    expect((okBulk.body as { message: string }).message).toBe('Items added successfully!');
    const made = bulkCreatedSchema.parse(data(okBulk));
    expect(made.created).toBe(2);

    const before = productSchema
      .array()
      .parse(data(await asHost('GET', `/food-items/restaurant/${ids.harbour}`))).length;
    const badBulk = await asAdmin('POST', '/food-items/bulk', {
      items: [
        { name: 'Bulk three', price: 3 },
        { name: 'Bulk four', price: 4, category: uuidv7() },
      ],
    });
    expect(badBulk.status).toBe(422);
    expect(errors(badBulk)['items.1.category']?.[0]).toMatch(/^No category with id/);
    expect((badBulk.body as { message: string }).message).toMatch(/^Item 2 \(Bulk four\)/);
    const afterCount = productSchema
      .array()
      .parse(data(await asHost('GET', `/food-items/restaurant/${ids.harbour}`))).length;
    expect(afterCount).toBe(before);

    const global = await asAdmin('PUT', '/food-items/global-update', {
      ids: made.ids,
      set: { tax: 5, status: 0 },
    });
    expect(data(global)).toEqual({ updated: 2 });
    expect(productOf(await asHost('GET', `/food-items/${made.ids[0] ?? ''}`))).toMatchObject({
      tax: 5,
      status: 0,
    });
    const stranger = await asAdmin('PUT', '/food-items/global-update', { ids: [uuidv7()], set: { tax: 5 } });
    expect(errors(stranger)['ids.0']?.[0]).toMatch(/^No product with id/);
  });

  it('takes multipart forms with images, stores WebP and serves it to anyone with the id', async () => {
    const form = new FormData();
    form.append('name', 'Photo dish');
    form.append('price', '12.50');
    form.append('tax', '20');
    form.append('allergens', 'fish,milk');
    form.append('dietPreferences', '["gluten_free"]');
    form.append('out_of_stock', 'false');
    form.append('images', new Blob([await png()], { type: 'image/png' }), 'dish.png');
    const created = await upload('/food-items', 'POST', form);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const p = productSchema.parse(created.body.data);
    expect(p).toMatchObject({
      price: 12.5,
      totalPrice: 15,
      allergens: ['fish', 'milk'],
      dietPreferences: ['gluten_free'],
    });
    expect(p.images).toHaveLength(1);
    expect(p.images[0]).toMatchObject({ width: 1200, height: 675 });

    const image = await fetch(`${getApi().baseUrl}${p.images[0]?.url ?? ''}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).format).toBe('webp');

    const second = new FormData();
    second.append('image', new Blob([await png()], { type: 'image/png' }), 'second.png');
    const added = await upload(`/food-items/${p.id}/image`, 'POST', second);
    expect(added.status).toBe(201);
    expect(productSchema.parse(added.body.data).images).toHaveLength(2);

    const empty = await upload(`/food-items/${p.id}/image`, 'POST', new FormData());
    expect(empty.status).toBe(422);
    expect(empty.body.message).toBe('File is required for upload');
    const notImage = new FormData();
    notImage.append('image', new Blob(['hello'], { type: 'image/png' }), 'fake.png');
    expect((await upload(`/food-items/${p.id}/image`, 'POST', notImage)).status).toBe(422);

    const firstImage = p.images[0]?.id ?? '';
    const removed = productOf(await asAdmin('DELETE', `/food-items/${p.id}/images/${firstImage}`));
    expect(removed.images).toHaveLength(1);
    expect((await fetch(`${getApi().baseUrl}/food-items/images/${firstImage}`)).status).toBe(404);

    const edit = new FormData();
    edit.append('price', 'abc');
    const badEdit = await upload(`/food-items/${p.id}`, 'PUT', edit);
    expect(badEdit.status).toBe(422);
  });

  it('refuses hosts and other tenants', async () => {
    expect((await asHost('POST', '/food-items', { name: 'Host item', price: 1 })).status).toBe(403);
    expect(
      (await asHost('PUT', '/food-items/global-update', { ids: [uuidv7()], set: { tax: 1 } })).status,
    ).toBe(403);
    expect((await asAdmin('GET', `/food-items/restaurant/${ids.quay}`)).status).toBe(403);
    const quayProduct = productSchema
      .array()
      .parse(data(await asQuay('GET', `/food-items/restaurant/${ids.quay}`)))[0];
    if (!quayProduct) throw new Error('Quay has no products');
    expect((await asAdmin('GET', `/food-items/${quayProduct.id}`)).status).toBe(404);
    expect((await asAdmin('PUT', `/menus/stock/${quayProduct.id}`, { out_of_stock: true })).status).toBe(404);
    expect((await asAdmin('DELETE', `/food-items/${quayProduct.id}`)).status).toBe(404);
  });
});

describe('modifier groups', () => {
  it('creates, reads, updates and deletes a group, checking its selection rules', async () => {
    const created = await asAdmin('POST', '/modifier-groups', {
      name: 'Sauce',
      required: true,
      min_selections: 1,
      max_selections: 2,
      options: [
        { name: 'Peppercorn', price_delta: 2.5 },
        { name: 'Béarnaise', price_delta: 2.5 },
        { name: 'None', price_delta: 0 },
      ],
    });
    expect(created.status).toBe(201);
    const group = modifierGroupSchema.parse(data(created));
    expect(group.options.map((o) => o.price_delta)).toEqual([2.5, 2.5, 0]);
    expect(modifierGroupSchema.parse(data(await asHost('GET', `/modifier-groups/${group.id}`))).name).toBe(
      'Sauce',
    );

    const impossible = await asAdmin('PUT', `/modifier-groups/${group.id}`, {
      min_selections: 3,
      max_selections: 2,
    });
    expect(impossible.status).toBe(422);
    expect(errors(impossible).min_selections?.[0]).toBe(
      'Sauce: Minimum selections cannot exceed maximum selections',
    );
    const notRequired = await asAdmin('PUT', `/modifier-groups/${group.id}`, { min_selections: 0 });
    expect(errors(notRequired).min_selections?.[0]).toBe(
      'Sauce: A required group needs at least 1 selection',
    );
    const badCreate = await asAdmin('POST', '/modifier-groups', {
      name: 'Empty',
      required: true,
      options: [],
    });
    expect(badCreate.status).toBe(422);

    const p = productOf(
      await asAdmin('POST', '/food-items', {
        name: 'Steak frites',
        price: 22,
        modifier_group_ids: [group.id],
      }),
    );
    expect((await asAdmin('DELETE', `/modifier-groups/${group.id}`)).status).toBe(200);
    expect(productOf(await asHost('GET', `/food-items/${p.id}`)).modifier_group_ids).toEqual([]);
    expect((await feed('products', p.id))?.data).toMatchObject({ modifier_group_ids: [] });
    expect((await asHost('DELETE', `/modifier-groups/${group.id}`)).status).toBe(403);
    const unknown = await asAdmin('POST', '/food-items', {
      name: 'X',
      price: 1,
      modifier_group_ids: [uuidv7()],
    });
    expect(errors(unknown)['modifier_group_ids.0']?.[0]).toMatch(/^No modifier group/);
  });
});
